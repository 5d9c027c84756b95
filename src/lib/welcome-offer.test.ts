import { describe, expect, it } from 'vitest';
import { WELCOME_OFFER, welcomeOfferTerms } from './welcome-offer.ts';
import { OFFER_TEXT } from './site.ts';

describe('the welcome offer', () => {
  it('states the coupon’s percent and its cap, as the banner headline’s percent', () => {
    expect(welcomeOfferTerms()).toBe('20% off your first order, up to ₹1,000 off');
    expect(OFFER_TEXT).toContain(`${WELCOME_OFFER.percent}% OFF`);
  });
});
