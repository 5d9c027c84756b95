// Stock adjustments by staff: one size up or down by a number of units, with a reason, in one conditional
// statement (never below zero nor above STOCK_MAX, whatever else is selling at that moment), recorded in
// stock_movements with the stock it left and who made it, and in the audit log. The product list sees the new
// stock at once.
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { productSizes, products, stockMovements } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { bumpCatalogVersion } from '#/server/db/catalog-version.ts';
import type { Tx } from '#/server/db/client.ts';
import { STOCK_MAX, STOCK_MAX_MESSAGE } from '#/lib/admin.ts';
import type { AuditService } from './audit.service.ts';
import { newId } from '#/domain/ids.ts';
import type { OnRestocked } from '#/server/modules/catalog/index.ts';

export type Adjustment = { size: string; delta: number; reason: string };

export function createStockService(deps: {
  db: Db;
  audit: AuditService;
  now: () => Date;
  /**
   * BACK-IN-STOCK HOOK: the one place that knows "stock of product X in size S went from 0 to more than 0"
   * through the console. Called once per such size inside the adjustment's transaction (container.ts wires the
   * back-in-stock mails to it, recorded there): a failure rolls the adjustment back.
   */
  onRestocked?: OnRestocked;
}) {
  const { db, audit } = deps;
  /** Inside the caller's transaction (the caller bumps the catalog version); a size back from 0 is told there. */
  async function adjustIn(tx: Tx, actor: string, productId: string, a: Adjustment): Promise<void> {
    const [moved] = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${a.delta}` })
      .where(
        and(
          eq(productSizes.productId, productId),
          eq(productSizes.size, a.size),
          a.delta < 0 ? gte(productSizes.stock, -a.delta) : lte(productSizes.stock, STOCK_MAX - a.delta),
        ),
      )
      .returning({ stock: productSizes.stock });
    if (!moved) {
      const [size] = await tx
        .select({ stock: productSizes.stock })
        .from(productSizes)
        .where(and(eq(productSizes.productId, productId), eq(productSizes.size, a.size)));
      if (!size) throw notFound(`This product has no size ${a.size}`);
      throw new AppError(
        'rule',
        a.delta < 0
          ? `Size ${a.size} has ${size.stock} in stock; it cannot go below 0`
          : `${STOCK_MAX_MESSAGE}: size ${a.size} has ${size.stock}, so it can go up by at most ` +
              `${Math.max(0, STOCK_MAX - size.stock)}`,
      );
    }
    await tx.insert(stockMovements).values({
      id: newId('stk'),
      productId,
      size: a.size,
      delta: a.delta,
      stockAfter: moved.stock,
      reason: a.reason,
      actor,
      at: deps.now(),
    });
    await audit.record(
      {
        actor,
        action: 'stock.adjust',
        target: productId,
        detail: { size: a.size, delta: a.delta, stock: moved.stock, reason: a.reason },
      },
      tx,
    );
    if (moved.stock - a.delta > 0 || moved.stock <= 0) return;
    await deps.onRestocked?.(tx, [{ productId, size: a.size }]);
  }

  return {
    adjustIn,

    async adjust(actor: string, productId: string, a: Adjustment) {
      await db.transaction(async (tx) => {
        const [p] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
        if (!p) throw notFound('Product not found');
        await adjustIn(tx, actor, productId, a);
        await bumpCatalogVersion(tx);
      });
    },

    async history(productId: string, limit = 200) {
      const rows = await db
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.productId, productId))
        .orderBy(desc(stockMovements.at), desc(stockMovements.id))
        .limit(limit);
      return rows.map((r) => ({
        at: r.at.toISOString(),
        size: r.size,
        delta: r.delta,
        stockAfter: r.stockAfter,
        reason: r.reason,
        actor: r.actor,
      }));
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
