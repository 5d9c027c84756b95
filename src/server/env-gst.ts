// The seller and GST configuration keys, as env.ts parses them (env.ts spreads this shape into its schema and
// stays the only reader of the environment). Each bad value is refused at start with a message naming its key.
import { z } from 'zod';
import { canonicalState, DEMO_GSTIN, gstinStateCode, isIndianState, isValidGstin } from '#/domain/gstin.ts';
import * as table from '#/domain/tax-table.ts';
import type { StoreIdentity } from '#/lib/site.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const reject = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};
/** A key read by `parse`, which answers the value or a sentence saying what is wrong with it. */
const parsed = <T>(key: string, parse: (text: string) => T | string, fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(fallback)
      .transform((text, ctx) => {
        const value = parse(text);
        return typeof value === 'string' ? reject(ctx, `${key} is not valid: ${value}`) : value;
      }),
  );

export const gstEnvShape = {
  /** Defaults to the store name (PUBLIC_STORE_NAME). */
  SELLER_NAME: z.string().trim().min(1).optional().catch(undefined),
  /** Defaults to the store address (PUBLIC_STORE_ADDRESS). */
  SELLER_ADDRESS: z.string().trim().min(1).optional().catch(undefined),
  SELLER_STATE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine(isIndianState, 'SELLER_STATE must be an Indian state or union territory, e.g. Haryana')
      .transform((s) => canonicalState(s)?.name ?? s)
      .default('Haryana'),
  ),
  SELLER_GSTIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .refine(isValidGstin, 'SELLER_GSTIN must be a 15-character GSTIN with a valid check character')
      .default(DEMO_GSTIN),
  ),
  GST_APPAREL_RATES: parsed('GST_APPAREL_RATES', table.parseRateTable, table.DEFAULT_APPAREL_RATES),
  /** Percent → basis points. */
  GST_SERVICE_RATE: parsed(
    'GST_SERVICE_RATE',
    (v) => table.percentToBp(v) ?? 'a percent from 0 to 28 is needed',
    String(table.DEFAULT_SERVICE_RATE),
  ),
  GST_HSN_APPAREL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(table.HSN_RE, 'GST_HSN_APPAREL must be an HSN code of 4, 6 or 8 digits')
      .default(table.DEFAULT_APPAREL_HSN),
  ),
  GST_HSN_BY_CATEGORY: parsed('GST_HSN_BY_CATEGORY', table.parseHsnMap, table.DEFAULT_HSN_BY_CATEGORY),
};

/** A GSTIN is registered in one state: the seller's must be registered in SELLER_STATE. */
export function sellerProblem(env: { SELLER_STATE: string; SELLER_GSTIN: string }): string | undefined {
  const code = canonicalState(env.SELLER_STATE)?.code;
  const registered = gstinStateCode(env.SELLER_GSTIN);
  if (code === registered) return undefined;
  return (
    `SELLER_GSTIN ${env.SELLER_GSTIN} is registered in state ${registered}, ` +
    `not in SELLER_STATE ${env.SELLER_STATE} (${code})`
  );
}

/**
 * The seller as the Consumer Protection (E-Commerce) Rules 2020 ask a store to show it (contact page, footer): the
 * legal name and address (SELLER_NAME, SELLER_ADDRESS; the store's name and address until set), the GSTIN, and the
 * customer care contact (the store's public e-mail, phone and hours).
 */
export function sellerDetails(
  env: { SELLER_NAME?: string; SELLER_ADDRESS?: string; SELLER_GSTIN: string },
  store: StoreIdentity,
) {
  return {
    legalName: env.SELLER_NAME ?? store.name,
    address: env.SELLER_ADDRESS ?? store.address,
    gstin: env.SELLER_GSTIN,
    care: { email: store.email, phone: store.phone, hours: store.hours },
  };
}

export type SellerDetails = ReturnType<typeof sellerDetails>;
