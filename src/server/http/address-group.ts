// The unit every per-address rate limit counts: an IPv4 address as it is, an IPv6 address by its /64. One home
// or phone line gets a whole /64 and may use a fresh address in it for every request, so counting single IPv6
// addresses would give one sender 2^64 separate budgets; a /64 is the IPv6 equivalent of one IPv4 address.
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (its '::' expanded, a dotted IPv4 tail turned into two). */
function hextets(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parts = (s: string | undefined) => (s ? s.split(':').map((h) => Number.parseInt(h, 16)) : []);
  const [head, tail] = text.split('::');
  if (tail === undefined) return parts(head);
  const [before, after] = [parts(head), parts(tail)];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * `203.0.113.7` → `203.0.113.7`; `2001:db8:a:b:1:2:3:4` → `2001:db8:a:b::/64`; `::ffff:203.0.113.7` (an IPv4
 * client on a dual-stack socket) → `203.0.113.7`. Anything that is not an IPv6 address comes back as it is.
 */
export function addressGroup(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, ''); // a zone (fe80::1%eth0) names the interface
  if (!isIPv6(address)) return address;
  const h = hextets(address);
  if (h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff) {
    const [a = 0, b = 0] = h.slice(6);
    return [a >> 8, a & 0xff, b >> 8, b & 0xff].join('.');
  }
  return `${h
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}
