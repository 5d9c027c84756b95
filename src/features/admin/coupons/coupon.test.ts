import { describe, expect, it } from 'vitest';
import { formatINR } from '#/lib/money.ts';
import { couponBody, couponDraft, describeDiscount, emptyCoupon } from './coupon.ts';

describe('couponBody', () => {
  it('upper-cases the code, turns empty limits into none and ends the expiry day in IST', () => {
    const body = couponBody({ ...emptyCoupon(), code: ' monsoon10 ', value: '10', expiresOn: '2026-12-31' });
    expect(body).toMatchObject({
      code: 'MONSOON10',
      kind: 'percent',
      value: 10,
      minSubtotal: 0,
      maxDiscount: null,
      usageLimit: null,
      perShopperLimit: 1,
      expiresAt: '2026-12-31T23:59:59+05:30',
    });
  });
  it('a fixed discount has no cap', () => {
    expect(couponBody({ ...emptyCoupon(), kind: 'fixed', value: '200', maxDiscount: '50' }).maxDiscount).toBeNull();
  });
  it('round-trips a stored coupon', () => {
    const stored = {
      code: 'WELCOME20',
      kind: 'percent' as const,
      value: 20,
      minSubtotal: 0,
      maxDiscount: 500,
      startsAt: '2026-11-30T18:30:00.000Z',
      expiresAt: '2027-01-31T18:29:59.000Z',
      active: true,
      usageLimit: null,
      perShopperLimit: 1,
      firstOrderOnly: true,
      used: 3,
      held: 0,
      status: 'active' as const,
    };
    expect(couponBody(couponDraft(stored))).toMatchObject({
      code: 'WELCOME20',
      maxDiscount: 500,
      firstOrderOnly: true,
      startsAt: '2026-12-01T00:00:00+05:30',
    });
  });
});

describe('describeDiscount', () => {
  it('names percent with its cap, and fixed amounts in rupees', () => {
    expect(describeDiscount({ kind: 'percent', value: 20, maxDiscount: 500 }, formatINR)).toBe('20% off, at most ₹500');
    expect(describeDiscount({ kind: 'fixed', value: 200, maxDiscount: null }, formatINR)).toBe('₹200 off');
  });
});
