// The back-in-stock hook: told once per size that goes from 0 to more, inside the change's transaction.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appForTests } from '#/server/test/test-app.ts';
import { productSizes } from '#/server/db/schema/index.ts';
import { catalogLines } from '#/server/test/checkout.ts';
import { createAuditService } from './audit.service.ts';
import type { Restock } from '#/server/modules/catalog/index.ts';
import { createStockService } from './stock.service.ts';

const app = appForTests();

describe('restock hook', () => {
  it('fires when a size goes from 0 to more than 0, not when stock only grows or shrinks', async () => {
    const { db } = app.store.database;
    const events: Restock[] = [];
    const stock = createStockService({
      db,
      audit: createAuditService(db, () => new Date()),
      now: () => new Date(),
      onRestocked: async (_tx, restocks) => {
        events.push(...restocks);
      },
    });
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
});
