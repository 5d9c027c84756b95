import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group.ts';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7');
  });
  it('groups an IPv6 address by its /64, however it is written', () => {
    expect(addressGroup('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
  it('tells two /64s apart', () => {
    expect(addressGroup('2001:db8:0:1::1')).not.toBe(addressGroup('2001:db8:0:2::1'));
  });
  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('::FFFF:c000:0201')).toBe('192.0.2.1');
  });
  it('returns anything that is not an address as given', () => {
    expect(addressGroup('unknown')).toBe('unknown');
    expect(addressGroup('')).toBe('');
  });
});
