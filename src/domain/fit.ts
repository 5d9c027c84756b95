// How a product fits, from what shoppers told us (docs/product/fit.md). The types are the contract of
// GET /api/product/fit/{productId}: { success, fit: ProductFit }. Plain TypeScript, used by browser and server.

/** A fit signal's direction for the size bought: runs small, true to size, runs large. */
export const FIT_PICKS = ['small', 'true', 'large'] as const;
export type FitPick = (typeof FIT_PICKS)[number];

export type ProductFit = {
  /** null until the product has enough signals to say anything. */
  verdict: FitPick | null;
  /** How many signals the counts hold. */
  signals: number;
  counts: Record<FitPick, number>;
};
