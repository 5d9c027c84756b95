// Delivery charges and the express promise (docs/product/delivery.md#charges): one set of PUBLIC_* keys read by the
// pages at build time (DELIVERY in build-config.ts) and by the server through env.ts, so the home page, product pages,
// shipping policy, cart and checkout promise exactly what checkout charges.
import { formatDeliveryDate, PROCESSING_DAYS } from '#/domain/delivery-dates.ts';
import { formatPaise, toPaise } from './money.ts';
import { wholeNumber, wholeNumberProblem, wholeNumberProblems } from './settings.ts';

type Source = Partial<Record<string, string | undefined>>;

export const SHIPPING_CHOICES = ['standard', 'express'] as const;
export type ShippingChoice = (typeof SHIPPING_CHOICES)[number];

/** Each key, its default and the range a store may set (whole numbers: rupees, or working days). */
export const DELIVERY_SETTINGS = {
  PUBLIC_DELIVERY_FEE: { fallback: 100, min: 1, max: 1_000, unit: 'rupees' },
  PUBLIC_FREE_DELIVERY_FROM: { fallback: 2_000, min: 1, max: 1_00_000, unit: 'rupees' },
  PUBLIC_EXPRESS_DELIVERY_FEE: { fallback: 200, min: 1, max: 2_000, unit: 'rupees' },
  PUBLIC_EXPRESS_DELIVERY_DAYS_SAVED: { fallback: 2, min: 1, max: 5, unit: 'working days' },
} as const;
export type DeliverySetting = keyof typeof DELIVERY_SETTINGS;

export type DeliveryRules = {
  /** Standard delivery below the threshold. */
  feePaise: number;
  /** Standard delivery is free when the items come to at least this after any coupon. */
  freeFromPaise: number;
  /** Express costs this whatever the order's value. */
  expressFeePaise: number;
  /** Working days express takes off the courier's transit (processing stays as it is). */
  expressDaysSaved: number;
};

/** Within this much of the threshold the cart and checkout say how much more makes delivery free. */
export const FREE_DELIVERY_NUDGE_PAISE = 1_000_00;

/** Why a configured value cannot be used (unset or empty: the default), or undefined when it can. */
export const settingProblem = (key: DeliverySetting, raw: string | undefined) =>
  wholeNumberProblem(DELIVERY_SETTINGS[key], raw);

const read = (source: Source, key: DeliverySetting) => wholeNumber(DELIVERY_SETTINGS, source, key);

/** Every reason the configuration cannot be used, each naming its key. */
export function deliveryProblems(source: Source): string[] {
  const problems = wholeNumberProblems(DELIVERY_SETTINGS, source);
  if (problems.length === 0 && read(source, 'PUBLIC_EXPRESS_DELIVERY_FEE') < read(source, 'PUBLIC_DELIVERY_FEE'))
    problems.push('PUBLIC_EXPRESS_DELIVERY_FEE must be at least PUBLIC_DELIVERY_FEE (express never costs less)');
  return problems;
}

export function deliveryRules(source: Source): DeliveryRules {
  const problems = deliveryProblems(source);
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return {
    feePaise: toPaise(read(source, 'PUBLIC_DELIVERY_FEE')),
    freeFromPaise: toPaise(read(source, 'PUBLIC_FREE_DELIVERY_FROM')),
    expressFeePaise: toPaise(read(source, 'PUBLIC_EXPRESS_DELIVERY_FEE')),
    expressDaysSaved: read(source, 'PUBLIC_EXPRESS_DELIVERY_DAYS_SAVED'),
  };
}

/** Delivery for items that come to `itemsPaise` after any coupon. */
export function deliveryFeePaise(itemsPaise: number, shipping: ShippingChoice, rules: DeliveryRules): number {
  if (shipping === 'express') return rules.expressFeePaise;
  return itemsPaise >= rules.freeFromPaise ? 0 : rules.feePaise;
}

/** How much more makes standard delivery free, when the shopper is close enough for it to be worth saying. */
export function freeDeliveryGapPaise(itemsPaise: number, rules: DeliveryRules): number | undefined {
  const gap = rules.freeFromPaise - itemsPaise;
  return gap > 0 && gap <= FREE_DELIVERY_NUDGE_PAISE ? gap : undefined;
}

/** The figures the pages and the policy texts quote, formatted as the store shows money. */
export function deliveryTexts(rules: DeliveryRules) {
  return {
    deliveryFee: formatPaise(rules.feePaise),
    freeDeliveryFrom: formatPaise(rules.freeFromPaise),
    expressDeliveryFee: formatPaise(rules.expressFeePaise),
    expressDaysSaved: `${rules.expressDaysSaved} working day${rules.expressDaysSaved === 1 ? '' : 's'}`,
  };
}

/** The shipping policy's processing time as the delivery promise says it. */
export const SHIPS_IN = `${PROCESSING_DAYS[0]}–${PROCESSING_DAYS[1]} working days`;

/**
 * The one delivery promise the product page makes (docs/product/delivery.md#the-promise): the date a parcel arrives by,
 * with the processing time behind it, so "ships in 6–9 days" and a date 17 days away never read as two promises.
 * Before a PIN is known, only the processing time.
 */
export const deliveryPromise = {
  beforePin: `Made to order: ships in ${SHIPS_IN}. Enter your PIN code for the delivery date.`,
  standard: (latest: string | Date) =>
    `Delivered by ${formatDeliveryDate(new Date(latest))} (ships in ${SHIPS_IN}, made to order)`,
  express: (latest: string | Date) => `Express: delivered by ${formatDeliveryDate(new Date(latest))}`,
  /** Express's date where the word Express is already beside it (checkout's choice). */
  expressBy: (latest: string | Date) => `Delivered by ${formatDeliveryDate(new Date(latest))}`,
};
