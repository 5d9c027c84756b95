import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deliveryPromise, deliveryRules, deliveryTexts, freeDeliveryGapPaise } from './delivery.ts';
import { fillPlaceholders } from './placeholders.ts';
import { policyTexts } from './policy-texts.ts';
import { storeIdentity } from './site.ts';

const rules = deliveryRules({});

describe('free delivery nudge', () => {
  it('says how much more within ₹1,000 of the threshold, and nothing further away or past it', () => {
    expect(freeDeliveryGapPaise(1650_00, rules)).toBe(350_00);
    expect(freeDeliveryGapPaise(1000_00, rules)).toBe(1000_00);
    expect(freeDeliveryGapPaise(999_99, rules)).toBeUndefined();
    expect(freeDeliveryGapPaise(1999_99, rules)).toBe(1);
    expect(freeDeliveryGapPaise(2000_00, rules)).toBeUndefined();
  });
});

describe('delivery rules for the pages', () => {
  it('refuse a bad value at build, naming the key', () => {
    expect(() => deliveryRules({ PUBLIC_FREE_DELIVERY_FROM: '1999.99' })).toThrow(
      /PUBLIC_FREE_DELIVERY_FROM must be a whole number of rupees/,
    );
  });
  it('format the figures as the store shows money', () => {
    expect(deliveryTexts(deliveryRules({ PUBLIC_FREE_DELIVERY_FROM: '12500' }))).toEqual({
      deliveryFee: '₹100',
      freeDeliveryFrom: '₹12,500',
      expressDeliveryFee: '₹200',
      expressDaysSaved: '2 working days',
    });
    expect(deliveryTexts(deliveryRules({ PUBLIC_EXPRESS_DELIVERY_DAYS_SAVED: '1' })).expressDaysSaved).toBe(
      '1 working day',
    );
  });
});

describe('policy texts', () => {
  const configured = {
    ...deliveryTexts(
      deliveryRules({
        PUBLIC_DELIVERY_FEE: '79',
        PUBLIC_FREE_DELIVERY_FROM: '2499',
        PUBLIC_EXPRESS_DELIVERY_FEE: '249',
        PUBLIC_EXPRESS_DELIVERY_DAYS_SAVED: '3',
      }),
    ),
    ...policyTexts(storeIdentity({})),
  };
  const policy = (name: string) => readFileSync(`content/policies/${name}.md`, 'utf8');

  it('the shipping policy and the terms quote the configured figures, and no other', () => {
    const shipping = fillPlaceholders(policy('shipping-policy'), configured);
    // The terms also quote the ₹100 return fee: only their shipping section is about delivery.
    const terms = fillPlaceholders(policy('terms'), configured).split('## 9. Shipping')[1]?.split('\n## ')[0];
    for (const text of [shipping, terms ?? '']) {
      expect(text).toContain('₹79');
      expect(text).toContain('₹2,499');
      expect(text).toContain('₹249');
      expect(text).not.toMatch(/₹100\b|₹2,000|₹200\b|\{\{/);
    }
    expect(shipping).toContain('up to 3 working days sooner');
  });
  it('an unknown placeholder fails rather than reaching a shopper', () => {
    expect(() => fillPlaceholders('Free from {{freeDeliveryFrmo}}', configured)).toThrow(/freeDeliveryFrmo/);
  });
});

describe('the delivery promise', () => {
  it('says the date it arrives by with the processing time behind it, in one sentence', () => {
    // 15 Dec 2026 18:29 UTC is still Tuesday 15 Dec in India.
    expect(deliveryPromise.standard('2026-12-15T18:29:00.000Z')).toBe(
      'Delivered by Tue 15 Dec (ships in 6–9 working days, made to order)',
    );
    expect(deliveryPromise.express('2026-12-11T06:00:00.000Z')).toBe('Express: delivered by Fri 11 Dec');
    expect(deliveryPromise.beforePin).toBe(
      'Made to order: ships in 6–9 working days. Enter your PIN code for the delivery date.',
    );
  });
});
