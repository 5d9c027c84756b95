// An order's coupon discount spread over its items by value, so a returned item is credited with what the
// shopper actually paid for it.

/**
 * Splits `discountPaise` over lines worth `values` (paise), in proportion, in whole paise: each line gets the
 * floor of its exact share and the paise left over go to the largest remainders (ties to the earlier line),
 * so the shares sum exactly to the discount (never more than the lines are worth).
 */
export function spreadDiscount(discountPaise: number, values: readonly number[]): number[] {
  const total = values.reduce((sum, v) => sum + v, 0);
  const discount = Math.min(Math.max(0, discountPaise), total);
  if (discount === 0) return values.map(() => 0);
  const exact = values.map((v) => (v * discount) / total);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left--;
  }
  return shares;
}

/** What was paid for each line worth `values` (paise): its value less its share of the discount. */
export function paidPerLine(discountPaise: number, values: readonly number[]): number[] {
  const shares = spreadDiscount(discountPaise, values);
  return values.map((v, i) => v - shares[i]!);
}
