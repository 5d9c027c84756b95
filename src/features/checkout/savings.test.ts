// Savings count only a real MRP above the price, per unit bought, and the coupon on top.
import { describe, expect, it } from 'vitest';
import { lineSavingPaise, orderSavingPaise } from './savings.ts';

describe('savings', () => {
  it('counts the MRP saving of each unit of a line', () => {
    expect(lineSavingPaise({ quantity: 2, product: { price: 500, mrp: 649 } })).toBe(29_800);
  });

  it('counts nothing without an MRP above the price, or without the product', () => {
    expect(lineSavingPaise({ quantity: 1, product: { price: 500 } })).toBe(0);
    expect(lineSavingPaise({ quantity: 1, product: { price: 500, mrp: 500 } })).toBe(0);
    expect(lineSavingPaise({ quantity: 1, product: { price: 500, mrp: 400 } })).toBe(0);
    expect(lineSavingPaise({ quantity: 1 })).toBe(0);
  });

  it('adds the coupon’s discount to the lines’ savings', () => {
    const lines = [
      { quantity: 1, product: { price: 500, mrp: 649 } },
      { quantity: 3, product: { price: 1_000 } },
    ];
    expect(orderSavingPaise(lines, 20_000)).toBe(34_900);
    expect(orderSavingPaise([], 0)).toBe(0);
  });
});
