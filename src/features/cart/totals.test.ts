import { describe, expect, it } from 'vitest';
import { orderTotal } from './totals.ts';

describe('orderTotal', () => {
  it('adds the fee and extra charge and subtracts the discount', () => {
    expect(orderTotal({ subtotal: 2000, deliveryFee: 100, discount: 400 })).toBe(1700);
    expect(orderTotal({ subtotal: 1000, deliveryFee: 100, discount: 0, extraCharge: 150 })).toBe(1250);
  });
  it('never goes below the delivery fee', () => {
    expect(orderTotal({ subtotal: 300, deliveryFee: 100, discount: 1000 })).toBe(100);
  });
});
