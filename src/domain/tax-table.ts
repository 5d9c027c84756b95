// What GST applies to what we sell, in one place: the apparel rate by price per piece (GST_APPAREL_RATES),
// the HSN code by product category (GST_HSN_APPAREL, GST_HSN_BY_CATEGORY), and the charges billed beside the
// goods (delivery, COD fee and customised colour as services at GST_SERVICE_RATE). env.ts parses the keys
// with these functions.

/** Up to and including `upToPaise` per piece (tax-inclusive), `rateBp` basis points (500 = 5%). */
export type RateBand = { upToPaise: number; rateBp: number };

export const DEFAULT_APPAREL_RATES = '2500:5,Infinity:18';
export const DEFAULT_SERVICE_RATE = 18;
/** Women's garments, woven (dresses, skirts, suits, ensembles). */
export const DEFAULT_APPAREL_HSN = '6204';
/** Categories whose garments have their own heading; everything else takes GST_HSN_APPAREL. */
export const DEFAULT_HSN_BY_CATEGORY = 'top:6206';

const RATE_RE = /^\d{1,2}(\.\d{1,2})?$/;
export const HSN_RE = /^\d{4}(\d{2}(\d{2})?)?$/;

/** Percent (up to two decimals, at most 28, GST's highest slab) to basis points; undefined when it is not one. */
export function percentToBp(text: string): number | undefined {
  if (!RATE_RE.test(text.trim())) return undefined;
  const bp = Math.round(Number(text) * 100);
  return bp <= 2800 ? bp : undefined;
}

/**
 * "2500:5,Infinity:18": bands of rupees per piece (ascending, the last one Infinity) and the percent each pays.
 * Returns the bands, or a sentence saying what is wrong.
 */
export function parseRateTable(text: string): RateBand[] | string {
  const bands: RateBand[] = [];
  for (const part of text.split(',')) {
    const [bound = '', rate = ''] = part.split(':').map((s) => s.trim());
    const rateBp = percentToBp(rate);
    const upTo =
      bound === 'Infinity' ? Number.POSITIVE_INFINITY : /^\d+(\.\d{1,2})?$/.test(bound) ? Number(bound) : NaN;
    if (Number.isNaN(upTo) || rateBp === undefined) return `"${part.trim()}" is not rupees:percent (e.g. 2500:5)`;
    const upToPaise = Number.isFinite(upTo) ? Math.round(upTo * 100) : upTo;
    if (bands.length > 0 && upToPaise <= bands.at(-1)!.upToPaise) return 'bands must rise in price';
    bands.push({ upToPaise, rateBp });
  }
  if (bands.at(-1)?.upToPaise !== Number.POSITIVE_INFINITY) return 'the last band must be Infinity:<percent>';
  return bands;
}

/** The rate for a line of `quantity` pieces worth `valuePaise` in all (tax-inclusive, after its coupon share). */
export function apparelRateBp(bands: readonly RateBand[], valuePaise: number, quantity: number): number {
  const band = bands.find((b) => valuePaise <= b.upToPaise * quantity) ?? bands.at(-1);
  return band?.rateBp ?? 0;
}

/** "top:6206,dress:6204" → { top: '6206', dress: '6204' } (categories lowercased), or what is wrong. */
export function parseHsnMap(text: string): Record<string, string> | string {
  const map: Record<string, string> = {};
  for (const part of text.split(',').filter((p) => p.trim())) {
    const [category = '', hsn = ''] = part.split(':').map((s) => s.trim());
    if (!category || !HSN_RE.test(hsn)) return `"${part.trim()}" is not category:HSN (e.g. top:6206)`;
    map[category.toLowerCase()] = hsn;
  }
  return map;
}

export type TaxConfig = {
  apparelRates: readonly RateBand[];
  serviceRateBp: number;
  apparelHsn: string;
  hsnByCategory: Readonly<Record<string, string>>;
};

export const hsnFor = (config: TaxConfig, category: string): string =>
  config.hsnByCategory[category.trim().toLowerCase()] ?? config.apparelHsn;

/** Charges billed beside the goods, each a service line with its SAC code (996812: courier services). */
export const CHARGES = {
  delivery: { description: 'Delivery charges', sac: '996812' },
  cod: { description: 'Cash on delivery fee', sac: '996812' },
  customisation: { description: 'Customised colour charge', sac: '999799' },
} as const;
export type ChargeKind = keyof typeof CHARGES;
