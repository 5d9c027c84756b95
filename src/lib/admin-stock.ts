// Stock as staff change it (docs/product/console.md#stock): the most a size may hold, when it is low, a size's count
// on the product form, one size's adjustment and the Stock screen's restock. Part of the console's contract
// (lib/admin.ts).
import { z } from 'zod';
import { sizeName } from './admin-names.ts';

/**
 * The most one size may hold: far above any real shelf, and far below where int4 stock would overflow (the
 * database refuses more than ten times this, leaving room for units that come back from orders).
 */
export const STOCK_MAX = 100_000;
/** A size with this many or fewer left is "low" (the dashboard, the store's daily digest). */
export const LOW_STOCK = 3;
export const STOCK_MAX_MESSAGE = 'Stock can be at most 100,000 per size';

export const stockCount = z
  .number({ error: 'Stock must be a number' })
  .int('Stock is a whole number')
  .min(0, 'Stock must be 0 or more')
  .max(STOCK_MAX, STOCK_MAX_MESSAGE);
export const eachSizeOnce = (s: { size: string }[]) => new Set(s.map((x) => x.size)).size === s.length;

/** Staff's reason for a stock change, kept in the history. */
const stockReason = z.string().trim().min(2, 'Give a reason').max(200, 'Reason must be at most 200 characters');

export const stockAdjustment = z.object({
  size: sizeName,
  delta: z
    .number({ error: 'The change must be a number' })
    .int('Change the stock by whole units')
    .min(-STOCK_MAX, STOCK_MAX_MESSAGE)
    .max(STOCK_MAX, STOCK_MAX_MESSAGE)
    .refine((d) => d !== 0, { message: 'The change must not be 0' }),
  reason: stockReason,
});

/** The Stock screen's form: several sizes at once, each added to (a minus takes units off) or set to a number. */
export const RESTOCK_MODES = ['add', 'set'] as const;
export type RestockMode = (typeof RESTOCK_MODES)[number];
export const stockRestock = z
  .object({
    mode: z.enum(RESTOCK_MODES, { error: 'Choose to add to the stock or to set it' }),
    reason: stockReason,
    sizes: z
      .array(
        z.object({
          size: sizeName,
          quantity: z.number({ error: 'Each quantity must be a number' }).int('Each quantity is a whole number'),
        }),
      )
      .min(1, 'Fill in at least one size')
      .max(50, 'At most 50 sizes at once')
      .refine(eachSizeOnce, { message: 'Each size once' }),
  })
  .superRefine((r, ctx) => {
    r.sizes.forEach(({ size, quantity }, i) => {
      const path = ['sizes', i, 'quantity'];
      const wrong = (message: string) => ctx.addIssue({ code: 'custom', path, message: `Size ${size}: ${message}` });
      if (Math.abs(quantity) > STOCK_MAX) wrong(STOCK_MAX_MESSAGE);
      else if (r.mode === 'add' && quantity === 0) wrong('the change must not be 0');
      else if (r.mode === 'set' && quantity < 0) wrong('stock must be 0 or more');
    });
  });
export type StockRestock = z.output<typeof stockRestock>;
