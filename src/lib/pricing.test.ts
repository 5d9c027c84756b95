import { describe, expect, it } from 'vitest';
import { DELIVERY_FEE_PAISE, priceOrder } from './pricing.ts';

describe('priceOrder', () => {
  it('adds delivery and the extra charge and subtracts the discount', () => {
    expect(priceOrder({ subtotalPaise: 2000_00, discountPaise: 400_00 }).totalPaise).toBe(1700_00);
    expect(priceOrder({ subtotalPaise: 1000_00, extraPaise: 150_00 }).totalPaise).toBe(1250_00);
    expect(priceOrder({ subtotalPaise: 1000_00 }).deliveryPaise).toBe(DELIVERY_FEE_PAISE);
  });
  it('never lets a discount take the total below the charges', () => {
    const price = priceOrder({ subtotalPaise: 300_00, discountPaise: 1000_00 });
    expect(price.discountPaise).toBe(300_00);
    expect(price.totalPaise).toBe(DELIVERY_FEE_PAISE);
  });
  it('keeps paise exact', () => {
    expect(priceOrder({ subtotalPaise: 1999_99, discountPaise: 399_99 }).totalPaise).toBe(1700_00);
  });
});
