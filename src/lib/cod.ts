// Cash on delivery (docs/product/checkout-and-payments.md#cash-on-delivery): the fee, the largest order paid in cash,
// how many refused parcels and how much unpaid cash an account, phone or address may have, and how many codes may be
// texted in an hour; read by checkout (PUBLIC_* keys shown to the shopper: COD in build-config.ts) and by the server
// through env.ts.
import { toPaise } from './money.ts';
import { wholeNumber, wholeNumberProblems } from './settings.ts';

type Source = Partial<Record<string, string | undefined>>;

/** Each key, its default and the range a store may set (whole numbers). */
export const COD_SETTINGS = {
  PUBLIC_COD_FEE: { fallback: 49, min: 0, max: 500, unit: 'rupees' },
  PUBLIC_COD_MAX_TOTAL: { fallback: 5_000, min: 1, max: 1_00_000, unit: 'rupees' },
  COD_MAX_REFUSED: { fallback: 2, min: 0, max: 20, unit: 'refused deliveries' },
  COD_MAX_OUTSTANDING_TOTAL: { fallback: 10_000, min: 1, max: 10_00_000, unit: 'rupees' },
  COD_MAX_OUTSTANDING_ORDERS: { fallback: 3, min: 1, max: 100, unit: 'orders' },
  COD_CODES_PER_PHONE_PER_HOUR: { fallback: 5, min: 1, max: 100, unit: 'codes' },
  COD_CODES_PER_ACCOUNT_PER_HOUR: { fallback: 10, min: 1, max: 100, unit: 'codes' },
  COD_CODES_PER_ADDRESS_PER_HOUR: { fallback: 20, min: 1, max: 10_000, unit: 'codes' },
} as const;
export type CodSetting = keyof typeof COD_SETTINGS;

export type CodRules = {
  feePaise: number;
  maxTotalPaise: number;
  /** Refused parcels ("Returned to Origin") an account, delivery phone or address may have and still pay in cash. */
  maxRefused: number;
  /**
   * Confirmed cash orders not yet delivered (nor refused) one account, delivery phone or delivery address may
   * have at once, by total and by number: the cash a courier has not collected yet is the store's risk.
   */
  maxOutstandingPaise: number;
  maxOutstandingOrders: number;
  /** Codes texted in any hour, per delivery phone, per account and per client network (an IPv6 /64). */
  codesPerHour: { phone: number; account: number; network: number };
  /** PIN prefixes served with COD offline (empty: every valid PIN outside the remote zones). */
  pinPrefixes: string[];
};

export const COD_METHOD_LABEL = 'Cash on Delivery';

const read = (source: Source, key: CodSetting) => wholeNumber(COD_SETTINGS, source, key);

const prefixesOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** Every reason the configuration cannot be used, each naming its key. */
export function codProblems(source: Source): string[] {
  const problems = wholeNumberProblems(COD_SETTINGS, source);
  const bad = prefixesOf(source.COD_PIN_PREFIXES).filter((p) => !/^[1-9]\d{0,5}$/.test(p));
  if (bad.length > 0)
    problems.push(`COD_PIN_PREFIXES must be comma-separated PIN prefixes of 1 to 6 digits (got "${bad.join(',')}")`);
  return problems;
}

export function codRules(source: Source): CodRules {
  return {
    feePaise: toPaise(read(source, 'PUBLIC_COD_FEE')),
    maxTotalPaise: toPaise(read(source, 'PUBLIC_COD_MAX_TOTAL')),
    maxRefused: read(source, 'COD_MAX_REFUSED'),
    maxOutstandingPaise: toPaise(read(source, 'COD_MAX_OUTSTANDING_TOTAL')),
    maxOutstandingOrders: read(source, 'COD_MAX_OUTSTANDING_ORDERS'),
    codesPerHour: {
      phone: read(source, 'COD_CODES_PER_PHONE_PER_HOUR'),
      account: read(source, 'COD_CODES_PER_ACCOUNT_PER_HOUR'),
      network: read(source, 'COD_CODES_PER_ADDRESS_PER_HOUR'),
    },
    pinPrefixes: prefixesOf(source.COD_PIN_PREFIXES),
  };
}

/** The phone number as the shopper is told where the code went: only its last four digits. */
export const maskedPhone = (phone: string) => `••••••${phone.slice(-4)}`;
