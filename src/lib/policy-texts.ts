// The figures and the store identity the policy pages quote ({{returnWindow}} in content/policies/*.md), from the
// same rules the server enforces, so a policy never promises what the shop does not do (delivery.ts fills the
// delivery charges the same way).
import { PROCESSING_DAYS } from '#/domain/delivery-dates.ts';
import {
  RETURN_FEE_PAISE,
  RETURN_WINDOW_DAYS,
  SECOND_EXCHANGE_FEE_PAISE,
  STORE_CREDIT_MONTHS,
} from '#/domain/return-eligibility.ts';
import { formatPaise } from './money.ts';
import type { StoreIdentity } from './site.ts';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export function policyTexts(store: StoreIdentity) {
  return {
    storeName: store.name,
    storeEmail: store.email,
    storeAddress: store.address,
    storeHours: store.hours,
    grievanceName: store.grievance.name,
    grievanceEmail: store.grievance.email,
    grievanceDesignation: store.grievance.designation,
    grievancePhone: store.grievance.phone,
    processingDays: `${PROCESSING_DAYS[0]}-${PROCESSING_DAYS[1]} working days`,
    returnWindow: plural(RETURN_WINDOW_DAYS, 'day'),
    returnFee: formatPaise(RETURN_FEE_PAISE),
    secondExchangeFee: formatPaise(SECOND_EXCHANGE_FEE_PAISE),
    creditValidity: plural(STORE_CREDIT_MONTHS, 'month'),
  };
}

/**
 * The returns cue beside Add to Cart (features/product/TrustCues.astro), from the rules the policy quotes: a sale item
 * (sold below its MRP) is exchanged for another size but not returned, so its cue never promises a return.
 */
export function returnsCue(onSale: boolean): string {
  return onSale
    ? `Free size exchange within ${plural(RETURN_WINDOW_DAYS, 'day')} (sale items are not returned)`
    : `${RETURN_WINDOW_DAYS}-day returns / free size exchange`;
}
