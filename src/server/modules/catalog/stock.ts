// Stock moves. Every decrement is conditional (`stock >= q`) in one statement, so two shoppers racing for
// the last unit can never both get it, on PGlite or PostgreSQL, whatever the concurrency.
// Lock order, so that parallel transactions wait for each other instead of deadlocking: size rows are
// touched in id order, and the catalog version (one row every stock move updates) is bumped last, once per
// transaction, by the caller (`catalogChanged`).
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '#/server/db/client.ts';
import { productSizes, products } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { bumpCatalogVersion } from '#/server/db/catalog-version.ts';

export type StockLine = { sizeId: string; productId: string; quantity: number; name: string; size: string };
type Given = Pick<StockLine, 'sizeId' | 'quantity'>;
/** A size whose stock went from none to some: the back-in-stock mails are recorded in its transaction. */
export type Restock = { productId: string; size: string };
/** Told the sizes a stock move brought back from 0, inside the move's transaction (engagement's stock alerts). */
export type OnRestocked = (tx: Tx, restocks: Restock[]) => Promise<unknown>;

/** Last in a transaction that moved stock or `sold`: the product list (and its ETag) changed. */
export const catalogChanged = (tx: Tx) => bumpCatalogVersion(tx);

/**
 * Gives back `give` and takes `take` in one pass, size by size in id order (what one size gets back counts
 * towards what it gives). Takes every line or none: throws a conflict naming the first line that lacks stock.
 * Returns the sizes this move brought back from 0 (for the caller to tell inside its transaction).
 */
export async function moveStock(
  tx: Tx,
  move: { give?: readonly Given[]; take?: readonly StockLine[] },
): Promise<Restock[]> {
  const restocked: Restock[] = [];
  const net = new Map<string, { delta: number; back: number; line?: StockLine }>();
  const entry = (sizeId: string) => net.get(sizeId) ?? net.set(sizeId, { delta: 0, back: 0 }).get(sizeId)!;
  for (const g of move.give ?? []) {
    const e = entry(g.sizeId);
    e.delta += g.quantity;
    e.back += g.quantity;
  }
  for (const t of move.take ?? []) {
    const e = entry(t.sizeId);
    e.delta -= t.quantity;
    e.line ??= t;
  }
  for (const [sizeId, { delta, back, line }] of [...net].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (delta === 0) continue;
    const moved = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${delta}` })
      .where(and(eq(productSizes.id, sizeId), delta < 0 ? gte(productSizes.stock, -delta) : undefined))
      .returning({ productId: productSizes.productId, size: productSizes.size, stock: productSizes.stock });
    const [after] = moved;
    if (after && delta > 0 && after.stock > 0 && after.stock - delta <= 0)
      restocked.push({ productId: after.productId, size: after.size });
    if (after || delta > 0 || !line) continue;
    const [row] = await tx.select({ stock: productSizes.stock }).from(productSizes).where(eq(productSizes.id, sizeId));
    const left = (row?.stock ?? 0) + back;
    throw new AppError(
      'conflict',
      left > 0
        ? `Only ${left} left of ${line.name} in size ${line.size}`
        : `${line.name} in size ${line.size} is out of stock`,
    );
  }
  return restocked;
}

export const takeStock = (tx: Tx, lines: readonly StockLine[]) => moveStock(tx, { take: lines });
export const giveBackStock = (tx: Tx, lines: readonly Given[]) => moveStock(tx, { give: lines });

export async function countSold(tx: Tx, lines: readonly Pick<StockLine, 'productId' | 'quantity'>[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    await tx
      .update(products)
      .set({ sold: sql`${products.sold} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
