// The cart's limits, one module for the browser cart, the server cart and checkout, so that none of them
// accepts a cart another refuses. They also bound how much stock one checkout can hold (see SECURITY.md).
import { SIZES } from './sizes.ts';

/** Units of one product in one size per cart or order (duplicate order lines add up before this cap). */
export const MAX_QUANTITY_PER_SIZE = 20;
/** Distinct product-and-size lines per cart or order. */
export const MAX_LINES = 50;
/** Longest size label; every label the catalog uses ('XS' … 'XXL', 'Free Size') fits. */
export const MAX_SIZE_LENGTH = 10;

/** A size that is no size label at all (free text typed where a size button belongs). */
export const SIZE_CHOICE_MESSAGE =
  `Choose one of this product's sizes (${SIZES[0]}–${SIZES.at(-1)}); ` + 'for a custom size use Customise Your Product';

export const QUANTITY_CAP_MESSAGE = `At most ${MAX_QUANTITY_PER_SIZE} of one item per order`;

/** A draft (not yet published: its preview page is the only page it has) is refused by cart and checkout. */
export const notOnSaleYet = (name: string) => `${name} is not on sale yet`;

type OrderLine = { _id: string; size: string; quantity: number };

/** Lines of the same product and size as one line with their quantities added, in first-seen order. */
export function mergeLines<T extends OrderLine>(lines: readonly T[]): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const key = JSON.stringify([line._id, line.size]);
    const prev = merged.get(key);
    merged.set(key, prev ? { ...prev, quantity: prev.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}

/** True when no product and size exceeds the cap once duplicate lines are added up. */
export const withinQuantityCap = (lines: readonly OrderLine[]): boolean =>
  mergeLines(lines).every((l) => l.quantity <= MAX_QUANTITY_PER_SIZE);
