// The back-in-stock hook: told once per size that goes from 0 to more, inside the change's transaction.
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { appForTests } from '#/server/test/test-app.ts';
import { productSizes } from '#/server/db/schema/index.ts';
import { catalogLines } from '#/server/test/checkout.ts';
import { createAuditService } from './audit.service.ts';
import type { Restock } from '#/server/modules/catalog/index.ts';
import { createStockService } from './stock.service.ts';

const app = appForTests();

function stockService(events: Restock[]) {
  const { db } = app.store.database;
  return createStockService({
    db,
    audit: createAuditService(db, () => new Date()),
    now: () => new Date(),
    onRestocked: async (_tx, restocks) => {
      events.push(...restocks);
    },
  });
}

describe('restock hook', () => {
  it('fires when a size goes from 0 to more than 0, not when stock only grows or shrinks', async () => {
    const { db } = app.store.database;
    const events: Restock[] = [];
    const stock = stockService(events);
    const line = (await catalogLines(app.store))[0]!;
    await db.update(productSizes).set({ stock: 0 }).where(eq(productSizes.id, line.sizeId));
    await stock.adjust('owner@example.com', line.productId, { size: line.size, delta: 2, reason: 'Restock' });
    await stock.adjust('owner@example.com', line.productId, { size: line.size, delta: 1, reason: 'Found one' });
    await stock.adjust('owner@example.com', line.productId, { size: line.size, delta: -3, reason: 'Sold offline' });
    expect(events).toEqual([{ productId: line.productId, size: line.size }]);
    const [row] = await db
      .select()
      .from(productSizes)
      .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, line.size)));
    expect(row!.stock).toBe(0);
  });

  it('fires once per size of a restock that goes from 0 to more, whichever the mode', async () => {
    const { db } = app.store.database;
    const events: Restock[] = [];
    const stock = stockService(events);
    const lines = (await catalogLines(app.store)).slice(0, 40);
    const productId = lines[0]!.productId;
    const sizes = lines.filter((l) => l.productId === productId);
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    const [empty, kept] = sizes as [(typeof sizes)[0], (typeof sizes)[0]];
    await db
      .update(productSizes)
      .set({ stock: 0 })
      .where(inArray(productSizes.id, [empty.sizeId, kept.sizeId]));
    const both = [
      { size: empty.size, quantity: 3 },
      { size: kept.size, quantity: 0 },
    ];
    await stock.restock('owner@example.com', productId, { mode: 'set', reason: 'Count', sizes: both });
    expect(events).toEqual([{ productId, size: empty.size }]);
    const more = [
      { size: empty.size, quantity: 2 },
      { size: kept.size, quantity: 4 },
    ];
    await stock.restock('owner@example.com', productId, { mode: 'add', reason: 'Batch', sizes: more });
    expect(events).toEqual([
      { productId, size: empty.size },
      { productId, size: kept.size },
    ]);
  });
});
