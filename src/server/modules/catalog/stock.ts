// Stock moves. Every decrement is conditional (`stock >= q`) in one statement, so two shoppers racing for
// the last unit can never both get it, on PGlite or PostgreSQL, whatever the concurrency.
// Lock order, so that parallel transactions wait for each other instead of deadlocking: size rows are
// touched in id order, and the catalog version (one row every stock move updates) is bumped last, once per
// transaction, by the caller (`catalogChanged`).
// Each move is recorded in stock_movements (movements.ts) in its transaction, with why it happened.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { productSizes, products } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { bumpCatalogVersion } from '#/server/db/catalog-version.ts';
import { type Movement, recordMovement, type Why } from './movements.ts';

export type StockLine = { sizeId: string; productId: string; quantity: number; name: string; size: string };
type Given = Pick<StockLine, 'sizeId' | 'quantity'>;
/** Units coming back, and why (one batch per order or request they come back from). */
export type GiveBack = { lines: readonly Given[]; why: Why };
/** Units going out, and why. */
export type TakeOut = { lines: readonly StockLine[]; why: Why };
/** A size whose stock went from none to some: the back-in-stock mails are recorded in its transaction. */
export type Restock = { productId: string; size: string };
/** Told the sizes a stock move brought back from 0, inside the move's transaction (engagement's stock alerts). */
export type OnRestocked = (tx: Tx, restocks: Restock[]) => Promise<unknown>;

/**
 * Runs a transaction that may put units back on sale: `run` adds the sizes its stock moves brought back from 0 to
 * `back`, and `onRestocked` is told them inside the same transaction (so their back-in-stock mails commit with it).
 */
export function givingBack<T>(
  db: Db,
  onRestocked: OnRestocked | undefined,
  run: (tx: Tx, back: Restock[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const back: Restock[] = [];
    const result = await run(tx, back);
    if (back.length > 0) await onRestocked?.(tx, back);
    return result;
  });
}

/** Last in a transaction that moved stock or `sold`: the product list (and its ETag) changed. */
export const catalogChanged = (tx: Tx) => bumpCatalogVersion(tx);

/** One size's part of a move: its net change, and the signed parts it is made of, gives first, in order. */
type SizeMove = { delta: number; back: number; line?: StockLine; parts: { units: number; why: Why }[] };

function bySize(move: { give?: readonly GiveBack[]; take?: TakeOut }): [string, SizeMove][] {
  const net = new Map<string, SizeMove>();
  const entry = (sizeId: string) => net.get(sizeId) ?? net.set(sizeId, { delta: 0, back: 0, parts: [] }).get(sizeId)!;
  const part = (e: SizeMove, units: number, why: Why) => {
    const last = e.parts.at(-1);
    if (last?.why === why) last.units += units;
    else e.parts.push({ units, why });
  };
  for (const { lines, why } of move.give ?? [])
    for (const g of lines) {
      const e = entry(g.sizeId);
      e.delta += g.quantity;
      e.back += g.quantity;
      part(e, g.quantity, why);
    }
  for (const t of move.take?.lines ?? []) {
    const e = entry(t.sizeId);
    e.delta -= t.quantity;
    e.line ??= t;
    part(e, -t.quantity, move.take!.why);
  }
  return [...net].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The rows of one size's parts, from the stock before the move up to `after` (what its statement left). */
function movementsOf(after: { productId: string; size: string; stock: number }, m: SizeMove): Movement[] {
  let stock = after.stock - m.delta;
  return m.parts.map(({ units, why }) => {
    stock += units;
    return { productId: after.productId, size: after.size, delta: units, stockAfter: stock, ...why };
  });
}

/**
 * Gives back `give` and takes `take` in one pass, size by size in id order (what one size gets back counts
 * towards what it gives). Takes every line or none: throws a conflict naming the first line that lacks stock.
 * Records each batch's units per size as a movement of its kind. Returns the sizes this move brought back from 0
 * (for the caller to tell inside its transaction).
 */
export async function moveStock(tx: Tx, move: { give?: readonly GiveBack[]; take?: TakeOut }): Promise<Restock[]> {
  const restocked: Restock[] = [];
  const movements: Movement[] = [];
  for (const [sizeId, m] of bySize(move)) {
    const { delta, back, line } = m;
    // A size whose units back equal its units out is still written (by 0): its row is locked in id order like the
    // others, and the statement gives the stock its two movements leave.
    const moved = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${delta}` })
      .where(and(eq(productSizes.id, sizeId), delta < 0 ? gte(productSizes.stock, -delta) : undefined))
      .returning({ productId: productSizes.productId, size: productSizes.size, stock: productSizes.stock });
    const [after] = moved;
    if (after) movements.push(...movementsOf(after, m));
    if (after && delta > 0 && after.stock > 0 && after.stock - delta <= 0)
      restocked.push({ productId: after.productId, size: after.size });
    if (after || delta >= 0 || !line) continue;
    const [row] = await tx.select({ stock: productSizes.stock }).from(productSizes).where(eq(productSizes.id, sizeId));
    const left = (row?.stock ?? 0) + back;
    throw new AppError(
      'conflict',
      left > 0
        ? `Only ${left} left of ${line.name} in size ${line.size}`
        : `${line.name} in size ${line.size} is out of stock`,
    );
  }
  await recordMovement(tx, movements);
  return restocked;
}

export const takeStock = (tx: Tx, lines: readonly StockLine[], why: Why) => moveStock(tx, { take: { lines, why } });
export const giveBackStock = (tx: Tx, lines: readonly Given[], why: Why) => moveStock(tx, { give: [{ lines, why }] });

export async function countSold(tx: Tx, lines: readonly Pick<StockLine, 'productId' | 'quantity'>[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    await tx
      .update(products)
      .set({ sold: sql`${products.sold} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
