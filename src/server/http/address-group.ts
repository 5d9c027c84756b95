// Per-address limits key on an address group, not the exact address: one IPv6 subscriber is usually handed a
// whole /64, so counting each address of it apart would let one person spread guesses over 2^64 addresses.
import { isIPv4, isIPv6 } from 'node:net';

/** Eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail becomes two groups); undefined if bad. */
function ipv6Groups(ip: string): number[] | undefined {
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, ...rest] = text.split('::');
  if (rest.length > 0) return undefined;
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array(tail === undefined ? 0 : missing).fill(0), ...right];
}

/**
 * The group a client address counts in: an IPv4 address as it is, an IPv6 address as its /64 (written
 * `2001:db8:0:1::/64`), an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as its IPv4 address. Anything else
 * (e.g. "unknown" when there is no socket) is returned as given.
 */
export function addressGroup(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, ''); // a zone (fe80::1%eth0) names no other host
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
