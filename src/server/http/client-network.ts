// The network a client address belongs to, for limits per client. One IPv6 subscriber gets a whole /64 (often
// more) and can use a fresh address for every request, so an IPv6 address counts as its /64; an IPv4 address,
// or one mapped into IPv6 (::ffff:203.0.113.7), counts as itself.
import { isIPv4, isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address written out ("2001:db8::1" → 2001, db8, 0, 0, 0, 0, 0, 1). */
function groupsOf(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail ("::ffff:1.2.3.4") takes two groups.
  const last = right.at(-1) ?? left.at(-1) ?? '';
  const v4 = isIPv4(last) ? 1 : 0;
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length - v4).fill('0');
  return [...left, ...zeros, ...right];
}

/** "2001:db8:1:2:aaaa::1" → "2001:db8:1:2::/64"; "::ffff:203.0.113.7" → "203.0.113.7"; anything else as given. */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const prefix = groupsOf(address)
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
