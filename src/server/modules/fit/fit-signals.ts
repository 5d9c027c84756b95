// A product's fit signals read from their rows (docs/product/fit.md#signals), and its summary row (product_fit)
// rewritten from them. Whoever adds or withdraws a signal calls refreshProductFit in that same transaction, so
// the summary never disagrees with the rows it counts.
import { and, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { orderItems, productFit, returnRequests, reviews } from '#/server/db/schema/index.ts';
import {
  exchangeSignal,
  noFitCounts,
  returnSignal,
  summariseFit,
  type FitCounts,
  type FitPick,
  type ProductFit,
} from '#/domain/fit.ts';
import { sizeRank } from '#/lib/sizes.ts';

export type FitSource = 'review' | 'exchange' | 'return';
/** One signal: which product, for which size (null: a review by someone with no delivered order of it). */
export type FitSignal = { productId: string; size: string | null; pick: FitPick; source: FitSource; at: Date };

/** Every signal, or one product's: reviews that answered "How did it fit?", live size exchanges and size returns. */
export async function readSignals(db: Db | Tx, productId?: string): Promise<FitSignal[]> {
  const [picks, requests] = await Promise.all([
    db
      .select({ productId: reviews.productId, size: reviews.sizeBought, fit: reviews.fit, at: reviews.createdAt })
      .from(reviews)
      .where(and(isNotNull(reviews.fit), productId ? eq(reviews.productId, productId) : undefined)),
    db
      .select({
        productId: orderItems.productId,
        kind: returnRequests.kind,
        reasonCode: returnRequests.reasonCode,
        fromSize: returnRequests.fromSize,
        newSize: returnRequests.newSize,
        at: returnRequests.createdAt,
      })
      .from(returnRequests)
      .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
      .where(
        and(
          // A request counts from the moment it is made; a refused one no longer does (the store said no).
          ne(returnRequests.state, 'refused'),
          isNotNull(returnRequests.fromSize),
          or(eq(returnRequests.kind, 'exchange'), inArray(returnRequests.reasonCode, ['too_small', 'too_large'])),
          productId ? eq(orderItems.productId, productId) : undefined,
        ) as SQL,
      ),
  ]);
  const signals: FitSignal[] = [];
  for (const r of picks)
    if (r.fit) signals.push({ productId: r.productId, size: r.size, pick: r.fit, source: 'review', at: r.at });
  for (const r of requests) {
    const pick =
      r.kind === 'exchange'
        ? exchangeSignal(sizeRank(r.fromSize!), sizeRank(r.newSize ?? r.fromSize!))
        : returnSignal(r.reasonCode);
    if (pick) signals.push({ productId: r.productId, size: r.fromSize, pick, source: r.kind, at: r.at });
  }
  return signals;
}

export function countPicks(signals: Iterable<{ pick: FitPick }>): FitCounts {
  const counts = noFitCounts();
  for (const s of signals) counts[s.pick] += 1;
  return counts;
}

/** Rewrites one product's summary from its rows; call it inside the transaction that changed a signal. */
export async function refreshProductFit(tx: Db | Tx, productId: string): Promise<ProductFit> {
  const fit = summariseFit(countPicks(await readSignals(tx, productId)));
  const row = {
    small: fit.counts.small,
    trueToSize: fit.counts.true,
    large: fit.counts.large,
    signals: fit.signals,
    verdict: fit.verdict,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(productFit)
    .values({ productId, ...row })
    .onConflictDoUpdate({ target: productFit.productId, set: row });
  return fit;
}

/** A summary row as the API gives it. */
export function fitOfRow(row: typeof productFit.$inferSelect | undefined): ProductFit {
  if (!row) return summariseFit(noFitCounts());
  return summariseFit({ small: row.small, true: row.trueToSize, large: row.large });
}
