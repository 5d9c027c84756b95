// Stock changes by staff: one size up or down by a number of units with a reason (adjust), or several sizes at once
// added to or set (restock, the Stock screen's form), all or nothing. Each size moves in one conditional statement
// (never below zero nor above STOCK_MAX, whatever else is selling at that moment), recorded in stock_movements with
// the stock it left and who made it, and in the audit log. The product list sees the new stock at once.
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { productSizes, products } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { bumpCatalogVersion } from '#/server/db/catalog-version.ts';
import type { Tx } from '#/server/db/client.ts';
import { STOCK_MAX, STOCK_MAX_MESSAGE, type StockRestock } from '#/lib/admin.ts';
import type { AuditService } from './audit.service.ts';
import { type OnRestocked, recordMovement } from '#/server/modules/catalog/index.ts';
import { stockHistory, type HistoryQuery } from './stock-history.ts';

export type Adjustment = { size: string; delta: number; reason: string };
/** One size's stock before and after a restock. */
type Change = { size: string; from: number; to: number };

/**
 * Moves the size that `which` finds by `delta` in one conditional statement, or refuses: 404 when there is no such
 * size, 422 when it would go below 0 or above STOCK_MAX. Returns the stock it left.
 */
async function shift(tx: Tx, which: SQL | undefined, size: string, delta: number): Promise<number> {
  const [moved] = await tx
    .update(productSizes)
    .set({ stock: sql`${productSizes.stock} + ${delta}` })
    .where(and(which, delta < 0 ? gte(productSizes.stock, -delta) : lte(productSizes.stock, STOCK_MAX - delta)))
    .returning({ stock: productSizes.stock });
  if (moved) return moved.stock;
  const [row] = await tx.select({ stock: productSizes.stock }).from(productSizes).where(which);
  if (!row) throw notFound(`This product has no size ${size}`);
  throw new AppError(
    'rule',
    delta < 0
      ? `Size ${size} has ${row.stock} in stock; it cannot go below 0`
      : `${STOCK_MAX_MESSAGE}: size ${size} has ${row.stock}, so it can go up by at most ` +
          `${Math.max(0, STOCK_MAX - row.stock)}`,
  );
}

export function createStockService(deps: {
  db: Db;
  audit: AuditService;
  now: () => Date;
  /**
   * BACK-IN-STOCK HOOK: the one place that knows "stock of product X in size S went from 0 to more than 0"
   * through the console. Called once per such size inside the change's transaction (container.ts wires the
   * back-in-stock mails to it, recorded there): a failure rolls the change back.
   */
  onRestocked?: OnRestocked;
}) {
  const { db, audit, now } = deps;

  async function productNamed(tx: Tx, productId: string): Promise<string> {
    const [p] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
    if (!p) throw notFound('Product not found');
    return p.name;
  }

  /** Inside the caller's transaction (the caller bumps the catalog version); a size back from 0 is told there. */
  async function adjustIn(tx: Tx, actor: string, productId: string, a: Adjustment): Promise<void> {
    const which = and(eq(productSizes.productId, productId), eq(productSizes.size, a.size));
    const stock = await shift(tx, which, a.size, a.delta);
    const why = { kind: 'adjustment' as const, ref: null, at: now(), actor, reason: a.reason };
    await recordMovement(tx, { productId, size: a.size, delta: a.delta, stockAfter: stock, ...why });
    await audit.record(
      {
        actor,
        action: 'stock.adjust',
        target: productId,
        detail: { size: a.size, delta: a.delta, stock, reason: a.reason },
      },
      tx,
    );
    if (stock - a.delta > 0 || stock <= 0) return;
    await deps.onRestocked?.(tx, [{ productId, size: a.size }]);
  }

  /** One size of a restock: added to, or set to (its row locked first, so the change is from what it holds). */
  async function restockSize(tx: Tx, mode: StockRestock['mode'], sizeId: string, size: string, quantity: number) {
    const which = eq(productSizes.id, sizeId);
    if (mode === 'add') {
      const to = await shift(tx, which, size, quantity);
      return { size, from: to - quantity, to };
    }
    const [row] = await tx.select({ stock: productSizes.stock }).from(productSizes).where(which).for('update');
    const from = row?.stock ?? 0;
    return { size, from, to: from === quantity ? from : await shift(tx, which, size, quantity - from) };
  }

  return {
    adjustIn,

    async adjust(actor: string, productId: string, a: Adjustment) {
      await db.transaction(async (tx) => {
        await productNamed(tx, productId);
        await adjustIn(tx, actor, productId, a);
        await bumpCatalogVersion(tx);
      });
    },

    /**
     * The Stock screen's form: every size given is added to or set, in one transaction (one size refused refuses
     * them all), sizes in id order like every stock move. A size set to what it holds is left alone. One audit
     * entry says it all; each size back from 0 is told once.
     */
    async restock(actor: string, productId: string, r: StockRestock): Promise<Change[]> {
      return db.transaction(async (tx) => {
        const name = await productNamed(tx, productId);
        const sizes = await tx
          .select({ id: productSizes.id, size: productSizes.size })
          .from(productSizes)
          .where(eq(productSizes.productId, productId));
        const wanted = r.sizes.map((w) => {
          const row = sizes.find((s) => s.size === w.size);
          if (!row) throw notFound(`This product has no size ${w.size}`);
          return { ...w, id: row.id };
        });
        wanted.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        const changes: Change[] = [];
        for (const w of wanted) {
          const change = await restockSize(tx, r.mode, w.id, w.size, w.quantity);
          if (change.to !== change.from) changes.push(change);
        }
        if (changes.length === 0) return changes;
        const why = { kind: 'restock' as const, ref: null, at: now(), actor, reason: r.reason };
        await recordMovement(
          tx,
          changes.map((c) => ({ productId, size: c.size, delta: c.to - c.from, stockAfter: c.to, ...why })),
        );
        const detail = { name, mode: r.mode, reason: r.reason, sizes: changes };
        await audit.record({ actor, action: 'stock.restock', target: productId, detail }, tx);
        const back = changes.filter((c) => c.from <= 0 && c.to > 0).map((c) => ({ productId, size: c.size }));
        if (back.length > 0) await deps.onRestocked?.(tx, back);
        await bumpCatalogVersion(tx);
        return changes;
      });
    },

    history: (productId: string, query: HistoryQuery) => stockHistory(db, productId, query),
  };
}

export type StockService = ReturnType<typeof createStockService>;
