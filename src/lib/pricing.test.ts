import { describe, expect, it } from 'vitest';
import { deliveryRules } from './delivery.ts';
import { customColourPaise, priceOrder } from './pricing.ts';
import { customColourChargePaise, customColourProblem, offeredColour } from './custom-colour.ts';

// The defaults: ₹100 standard, free from ₹2,000 after the coupon, ₹200 express.
const rules = deliveryRules({});
const standard = { shipping: 'standard', rules } as const;
const express = { shipping: 'express', rules } as const;

describe('priceOrder', () => {
  it('adds delivery and the extra charge and subtracts the discount', () => {
    expect(priceOrder({ ...standard, subtotalPaise: 1500_00, discountPaise: 300_00 }).totalPaise).toBe(1300_00);
    expect(priceOrder({ ...standard, subtotalPaise: 1000_00, extraPaise: 150_00 }).totalPaise).toBe(1250_00);
    expect(priceOrder({ ...standard, subtotalPaise: 1000_00 }).deliveryPaise).toBe(100_00);
  });
  it('never lets a discount take the total below the charges', () => {
    const price = priceOrder({ ...standard, subtotalPaise: 300_00, discountPaise: 1000_00 });
    expect(price.discountPaise).toBe(300_00);
    expect(price.totalPaise).toBe(100_00);
  });
  it('keeps paise exact', () => {
    expect(priceOrder({ ...standard, subtotalPaise: 1999_99, discountPaise: 399_99 }).totalPaise).toBe(1700_00);
  });
});

describe('delivery in priceOrder', () => {
  it('is free for standard delivery at exactly the threshold', () => {
    const price = priceOrder({ ...standard, subtotalPaise: 2000_00 });
    expect(price.deliveryPaise).toBe(0);
    expect(price.totalPaise).toBe(2000_00);
  });
  it('charges one paisa below the threshold', () => {
    const price = priceOrder({ ...standard, subtotalPaise: 1999_99 });
    expect(price.deliveryPaise).toBe(100_00);
    expect(price.totalPaise).toBe(2099_99);
  });
  it('judges the threshold after the coupon', () => {
    expect(priceOrder({ ...standard, subtotalPaise: 2400_00, discountPaise: 400_00 }).deliveryPaise).toBe(0);
    const below = priceOrder({ ...standard, subtotalPaise: 2400_00, discountPaise: 400_01 });
    expect(below.deliveryPaise).toBe(100_00);
    expect(below.totalPaise).toBe(2099_99);
  });
  it('does not count the customised-colour charge towards the threshold', () => {
    expect(priceOrder({ ...standard, subtotalPaise: 1900_00, extraPaise: 200_00 }).deliveryPaise).toBe(100_00);
  });
  it('charges express whatever the value, above the threshold too', () => {
    expect(priceOrder({ ...express, subtotalPaise: 500_00 }).deliveryPaise).toBe(200_00);
    const above = priceOrder({ ...express, subtotalPaise: 5000_00 });
    expect(above.deliveryPaise).toBe(200_00);
    expect(above.totalPaise).toBe(5200_00);
  });
  it('follows configured rules', () => {
    const custom = deliveryRules({ PUBLIC_DELIVERY_FEE: '49', PUBLIC_FREE_DELIVERY_FROM: '999' });
    expect(priceOrder({ shipping: 'standard', rules: custom, subtotalPaise: 998_99 }).deliveryPaise).toBe(49_00);
    expect(priceOrder({ shipping: 'standard', rules: custom, subtotalPaise: 999_00 }).deliveryPaise).toBe(0);
  });
});

describe('COD fee and store credit in priceOrder', () => {
  it('adds the COD fee and subtracts the store credit used, in the order DESIGN §4 gives', () => {
    const price = priceOrder({
      ...standard,
      subtotalPaise: 1500_00,
      discountPaise: 300_00,
      extraPaise: 50_00,
      codFeePaise: 40_00,
      walletPaise: 250_00,
    });
    // 1500 − 300 + 50 + 100 delivery + 40 COD − 250 credit
    expect(price).toMatchObject({ deliveryPaise: 100_00, codFeePaise: 40_00, walletPaise: 250_00 });
    expect(price.totalPaise).toBe(1140_00);
  });
  it('defaults both to nothing', () => {
    const price = priceOrder({ ...standard, subtotalPaise: 1000_00 });
    expect(price).toMatchObject({ codFeePaise: 0, walletPaise: 0, totalPaise: 1100_00 });
  });
  it('uses no more store credit than what remains to pay', () => {
    const price = priceOrder({ ...express, subtotalPaise: 1000_00, codFeePaise: 40_00, walletPaise: 5000_00 });
    expect(price.walletPaise).toBe(1240_00);
    expect(price.totalPaise).toBe(0);
  });
  it('uses exactly what remains when the credit matches it', () => {
    const price = priceOrder({ ...standard, subtotalPaise: 1000_00, walletPaise: 1100_00 });
    expect(price).toMatchObject({ walletPaise: 1100_00, totalPaise: 0 });
  });
  it('ignores negative amounts', () => {
    const price = priceOrder({ ...standard, subtotalPaise: 1000_00, codFeePaise: -5_00, walletPaise: -5_00 });
    expect(price).toMatchObject({ codFeePaise: 0, walletPaise: 0, totalPaise: 1100_00 });
  });
});

describe('customised colour', () => {
  it('charges per piece of each line made in a chosen colour, nothing for the rest', () => {
    const lines = [
      { quantity: 2, colour: 'Wine' },
      { quantity: 1 },
      { quantity: 3, colour: null },
      { quantity: 1, colour: 'Teal' },
    ];
    expect(customColourPaise(lines, 299_00)).toBe(3 * 299_00);
    expect(customColourPaise([{ quantity: 4 }], 299_00)).toBe(0);
    expect(customColourPaise(lines, 0)).toBe(0);
  });
  it('is added to the total after delivery is judged on the items, and taken by store credit like the rest', () => {
    const extraPaise = customColourPaise([{ quantity: 2, colour: 'Wine' }], 299_00);
    const price = priceOrder({ ...standard, subtotalPaise: 1800_00, extraPaise });
    expect(price).toMatchObject({ extraPaise: 598_00, deliveryPaise: 100_00, totalPaise: 2498_00 });
    const covered = priceOrder({ ...standard, subtotalPaise: 1800_00, extraPaise, walletPaise: 10_000_00 });
    expect([covered.walletPaise, covered.totalPaise]).toEqual([2498_00, 0]);
  });
  it('reads the charge from PUBLIC_CUSTOM_COLOUR_CHARGE (₹299 by default) and refuses a bad one', () => {
    expect(customColourChargePaise({})).toBe(299_00);
    expect(customColourChargePaise({ PUBLIC_CUSTOM_COLOUR_CHARGE: ' 450 ' })).toBe(450_00);
    expect(customColourChargePaise({ PUBLIC_CUSTOM_COLOUR_CHARGE: '0' })).toBe(0);
    expect(customColourProblem({ PUBLIC_CUSTOM_COLOUR_CHARGE: '99.5' })).toMatch(/whole number of rupees/);
    expect(customColourProblem({ PUBLIC_CUSTOM_COLOUR_CHARGE: '5001' })).toMatch(/from 0 to 5,000/);
    expect(customColourProblem({ PUBLIC_CUSTOM_COLOUR_CHARGE: '' })).toBeUndefined();
  });
  it("matches a chosen colour to the product's list whatever its case, and nothing else", () => {
    expect(offeredColour(['Wine', 'Bottle Green'], ' bottle green ')).toBe('Bottle Green');
    expect(offeredColour(['Wine'], 'Red')).toBeUndefined();
    expect(offeredColour(undefined, 'Wine')).toBeUndefined();
  });
});
