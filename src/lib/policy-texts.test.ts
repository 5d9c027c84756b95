import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deliveryRules, deliveryTexts } from './delivery.ts';
import { fillPlaceholders } from './placeholders.ts';
import { policyTexts, returnsCue } from './policy-texts.ts';
import { storeIdentity } from './site.ts';
import { PRIVACY_NOTICE_VERSION } from '#/domain/consent.ts';

describe('policyTexts', () => {
  it('quotes the rules the server enforces and the configured store', () => {
    const texts = policyTexts(storeIdentity({ PUBLIC_STORE_NAME: 'Kesar', PUBLIC_STORE_EMAIL: 'hi@kesar.example' }));
    expect(texts).toMatchObject({
      storeName: 'Kesar',
      storeEmail: 'hi@kesar.example',
      grievanceName: 'Kavita Menon',
      grievanceDesignation: 'Grievance Officer',
      processingDays: '6-9 working days',
      returnWindow: '7 days',
      returnFee: '₹100',
      secondExchangeFee: '₹250',
      creditValidity: '3 months',
    });
  });

  it('every policy page names the configured store and quotes no figure of its own', () => {
    const values = {
      ...deliveryTexts(deliveryRules({})),
      ...policyTexts(storeIdentity({ PUBLIC_STORE_NAME: 'Kesar', PUBLIC_STORE_EMAIL: 'hi@kesar.example' })),
    };
    for (const name of ['return-policy', 'terms', 'shipping-policy', 'privacy']) {
      const source = readFileSync(`content/policies/${name}.md`, 'utf8');
      expect(source, name).not.toMatch(/Saanjh|saanjh\.example|\b\d+ days of delivery|₹(100|250)\b|\d+-\d+ working/);
      expect(fillPlaceholders(source, values), name).toContain('Kesar');
    }
  });

  it('the privacy notice is the version consents are recorded under', () => {
    const privacy = readFileSync('content/policies/privacy.md', 'utf8');
    expect(/^updated: (\S+)$/m.exec(privacy)?.[1]).toBe(PRIVACY_NOTICE_VERSION);
    // What the checkout box and the account's switches say is what the notice says.
    expect(privacy).toContain('"Send me order updates on WhatsApp"');
    expect(privacy).toContain('"Order updates on WhatsApp"');
  });
});

describe('returnsCue', () => {
  it('promises what the return policy allows: a return and a free size exchange, or on sale only the exchange', () => {
    expect(returnsCue(false)).toBe('7-day returns / free size exchange');
    expect(returnsCue(true)).toBe('Free size exchange within 7 days (sale items are not returned)');
  });
});
