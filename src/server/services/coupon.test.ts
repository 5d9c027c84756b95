import { describe, expect, it } from 'vitest';
import { discountFor } from './coupon.service.ts';

describe('coupon discount', () => {
  it('percent, capped by the maximum and never above the subtotal', () => {
    expect(discountFor({ kind: 'percent', value: 20, maxDiscountPaise: 1000_00 }, 2500_00)).toBe(500_00);
    expect(discountFor({ kind: 'percent', value: 20, maxDiscountPaise: 1000_00 }, 9000_00)).toBe(1000_00);
    expect(discountFor({ kind: 'percent', value: 15, maxDiscountPaise: null }, 999)).toBe(149);
  });
  it('fixed amounts never exceed the subtotal', () => {
    expect(discountFor({ kind: 'fixed', value: 250_00, maxDiscountPaise: null }, 2100_00)).toBe(250_00);
    expect(discountFor({ kind: 'fixed', value: 250_00, maxDiscountPaise: null }, 100_00)).toBe(100_00);
  });
});
