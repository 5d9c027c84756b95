import { describe, expect, it } from 'vitest';
import { couponStatus } from './coupon-status.ts';

const now = new Date('2026-12-02T10:00:00Z');

describe('couponStatus', () => {
  it('calls a switched-on coupon whose end has passed Expired, never Active (MONSOON15)', () => {
    expect(couponStatus({ active: true, expiresAt: '2026-09-30T18:29:59Z' }, now)).toBe('expired');
  });
  it('calls an ended coupon Expired even when it was also switched off', () => {
    expect(couponStatus({ active: false, expiresAt: '2026-09-30T18:29:59Z' }, now)).toBe('expired');
  });
  it('calls a switched-off coupon still in its dates Disabled', () => {
    expect(couponStatus({ active: false, expiresAt: null }, now)).toBe('disabled');
  });
  it('calls a coupon that starts later Scheduled', () => {
    expect(couponStatus({ active: true, startsAt: '2026-12-10T00:00:00+05:30', expiresAt: null }, now)).toBe(
      'scheduled',
    );
  });
  it('calls a coupon within its dates Active, from the instant it starts to just before it ends', () => {
    expect(couponStatus({ active: true, startsAt: now.toISOString(), expiresAt: null }, now)).toBe('active');
    expect(couponStatus({ active: true, expiresAt: '2026-12-02T10:00:01Z' }, now)).toBe('active');
    expect(couponStatus({ active: true, expiresAt: now.toISOString() }, now)).toBe('expired');
  });
});
