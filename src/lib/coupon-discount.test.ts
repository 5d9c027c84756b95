import { describe, expect, it } from 'vitest';
import { belowMinimum, couponOnCart, discountFor, termsFromReply, termsReply } from './coupon-discount.ts';

const WELCOME20 = { kind: 'percent', value: 20, maxDiscountPaise: 1000_00, minSubtotalPaise: 0 } as const;
const FESTIVE250 = { kind: 'fixed', value: 250_00, maxDiscountPaise: null, minSubtotalPaise: 1999_00 } as const;

describe('coupon discount (one rule for the server and the islands)', () => {
  it('percent, capped by the maximum and never above the subtotal', () => {
    expect(discountFor(WELCOME20, 1450_00)).toBe(290_00);
    expect(discountFor(WELCOME20, 2900_00)).toBe(580_00); // the cart doubled: so does the discount
    expect(discountFor(WELCOME20, 9000_00)).toBe(1000_00);
    expect(discountFor({ kind: 'percent', value: 15, maxDiscountPaise: null }, 999)).toBe(149);
  });

  it('fixed amounts never exceed the subtotal', () => {
    expect(discountFor(FESTIVE250, 2100_00)).toBe(250_00);
    expect(discountFor(FESTIVE250, 100_00)).toBe(100_00);
  });

  it('below the minimum the coupon gives nothing and says how much more the cart needs', () => {
    expect(belowMinimum(FESTIVE250, 1450_00)).toBe('Add ₹549 more to use this coupon');
    expect(belowMinimum(FESTIVE250, 1999_00)).toBeUndefined();
    expect(couponOnCart(FESTIVE250, 1450_00)).toEqual({ discountPaise: 0, note: 'Add ₹549 more to use this coupon' });
    expect(couponOnCart(FESTIVE250, 2900_00)).toEqual({ discountPaise: 250_00 });
    expect(couponOnCart(WELCOME20, 1450_00)).toEqual({ discountPaise: 290_00 });
  });

  it('terms go to the API in rupees (a percent stays a percent) and come back to paise unchanged', () => {
    expect(termsReply(WELCOME20)).toEqual({ kind: 'percent', value: 20, maxDiscount: 1000, minSubtotal: 0 });
    expect(termsReply(FESTIVE250)).toEqual({ kind: 'fixed', value: 250, maxDiscount: null, minSubtotal: 1999 });
    expect(termsFromReply(termsReply(WELCOME20))).toEqual(WELCOME20);
    expect(termsFromReply(termsReply(FESTIVE250))).toEqual(FESTIVE250);
  });

  it('what is not a coupon’s terms is not read as terms', () => {
    const good = termsReply(FESTIVE250);
    for (const bad of [
      undefined,
      null,
      'FESTIVE250',
      { ...good, kind: 'bogus' },
      { ...good, value: -1 },
      { ...good, value: '250' },
      { ...good, minSubtotal: Number.NaN },
      { ...good, maxDiscount: undefined },
      { ...termsReply(WELCOME20), value: 120 },
    ]) {
      expect(termsFromReply(bad)).toBeUndefined();
    }
  });
});
