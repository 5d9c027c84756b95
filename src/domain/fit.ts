// How a product fits, from what shoppers told us (docs/product/fit.md). The types are the contract of
// GET /api/product/fit/{productId}: { success, fit: ProductFit }. Plain TypeScript, used by browser and server.

/** A fit signal's direction for the size bought: runs small, true to size, runs large. */
export const FIT_PICKS = ['small', 'true', 'large'] as const;
export type FitPick = (typeof FIT_PICKS)[number];

export type FitCounts = Record<FitPick, number>;

export type ProductFit = {
  /** null until the product has enough signals to say anything. */
  verdict: FitPick | null;
  /** How many signals the counts hold. */
  signals: number;
  counts: FitCounts;
};

/** Below this many signals a product says nothing about its fit: a few shoppers are anecdotes. */
export const MIN_FIT_SIGNALS = 5;

/** What a reviewer's choice reads as ("How did it fit?"), and on her review. */
export const FIT_PICK_LABELS: Record<FitPick, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};

export function isFitPick(value: unknown): value is FitPick {
  return typeof value === 'string' && (FIT_PICKS as readonly string[]).includes(value);
}

export const noFitCounts = (): FitCounts => ({ small: 0, true: 0, large: 0 });

/**
 * The verdict of a product's counts (docs/product/fit.md#the-verdict), first rule that holds:
 * fewer than 5 signals: none; at least half say true to size: true; more than half say small (large): small
 * (large); those who found it off lean one way at least two to one: that way; otherwise they disagree: none.
 */
export function fitVerdict(counts: FitCounts): FitPick | null {
  const { small, true: fits, large } = counts;
  const n = small + fits + large;
  if (n < MIN_FIT_SIGNALS) return null;
  if (fits * 2 >= n) return 'true';
  if (small * 2 > n) return 'small';
  if (large * 2 > n) return 'large';
  if (small >= large * 2) return 'small';
  if (large >= small * 2) return 'large';
  return null;
}

/** The counts with their signal total and verdict: the API's `fit`. */
export function summariseFit(counts: FitCounts): ProductFit {
  return { verdict: fitVerdict(counts), signals: counts.small + counts.true + counts.large, counts: { ...counts } };
}

/**
 * The shopper-facing line ("True to size (18 of 24 shoppers)", "Runs small — most shoppers chose one size up"), or
 * null when there is no verdict: the product page shows nothing then.
 */
export function fitLine(fit: ProductFit): string | null {
  switch (fit.verdict) {
    case 'true':
      return `True to size (${fit.counts.true} of ${fit.signals} shoppers)`;
    case 'small':
      return 'Runs small — most shoppers chose one size up';
    case 'large':
      return 'Runs large — most shoppers chose one size down';
    default:
      return null;
  }
}

/**
 * An exchange's signal for the size it left, from the sizes' places in the size order: going up a size says the
 * piece runs small, going down says it runs large; the same place says nothing.
 */
export function exchangeSignal(fromRank: number, toRank: number): FitPick | null {
  if (toRank > fromRank) return 'small';
  if (toRank < fromRank) return 'large';
  return null;
}

/** A return's signal: only the size reasons say how it fits. */
export function returnSignal(reasonCode: string | null | undefined): FitPick | null {
  if (reasonCode === 'too_small') return 'small';
  if (reasonCode === 'too_large') return 'large';
  return null;
}

/** A size the owner should check: enough signals for it, and this share of them off the same way. */
export const CHART_CHECK_MIN_SIGNALS = 5;
export const CHART_CHECK_SHARE = 0.6;

/** One size of one product whose signals say the size chart is off: which way, and what share say so. */
export type ChartCheck = { direction: 'small' | 'large'; share: number; off: number; signals: number };

/** Whether one size's signals say its chart is off (at least 60% of at least 5 signals the same way). */
export function chartCheck(counts: FitCounts): ChartCheck | null {
  const signals = counts.small + counts.true + counts.large;
  if (signals < CHART_CHECK_MIN_SIGNALS) return null;
  const direction = counts.small >= counts.large ? 'small' : 'large';
  const off = counts[direction];
  // Integers, so 3 of 5 is exactly 60% whatever floating point says about 0.6.
  if (off * 100 < CHART_CHECK_SHARE * 100 * signals) return null;
  return { direction, share: Math.round((off / signals) * 100), off, signals };
}
