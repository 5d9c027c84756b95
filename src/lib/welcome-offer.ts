// The home banner's offer is a real coupon: the seeded WELCOME20 is made from these terms and the banner states them,
// cap included, so the words never promise more than checkout gives (docs/product/dark-patterns.md).
import { formatINR } from './money.ts';

export const WELCOME_OFFER = { code: 'WELCOME20', percent: 20, maxDiscountRupees: 1000 } as const;

/** "20% off your first order, up to ₹1,000 off": the line under the banner's headline. */
export function welcomeOfferTerms(offer: { percent: number; maxDiscountRupees: number } = WELCOME_OFFER): string {
  return `${offer.percent}% off your first order, up to ${formatINR(offer.maxDiscountRupees)} off`;
}
