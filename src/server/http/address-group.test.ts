import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group.ts';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup(' 198.51.100.1 ')).toBe('198.51.100.1');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const group = '2001:db8:a:b::/64';
    for (const ip of ['2001:db8:a:b:1:2:3:4', '2001:0DB8:000a:000b::9', '2001:db8:a:b::', '2001:db8:a:b:ffff::1'])
      expect(addressGroup(ip)).toBe(group);
    expect(addressGroup('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('2001:db8:a:b::1.2.3.4')).toBe(group);
  });

  it('turns an IPv4-mapped IPv6 address into the IPv4 address', () => {
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressGroup('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('gives back what is not an address unchanged (it still counts as its own group)', () => {
    expect(addressGroup('unknown')).toBe('unknown');
    expect(addressGroup('2001:db8::/64')).toBe('2001:db8::/64');
  });
});
