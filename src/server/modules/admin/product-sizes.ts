// A product's sizes as the console edits them with the product: added with their opening stock, reordered, their
// stock set (each change a Stock adjustment with its reason), removed only when nothing refers to them.
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '#/server/db/client.ts';
import { orderItems, productSizes, returnRequests } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { sizeRank } from '#/lib/sizes.ts';
import { newId } from '#/domain/ids.ts';
import type { AuditService } from './audit.service.ts';
import type { StockService } from './stock.service.ts';

export type SizeWanted = { size: string; stock?: number };

/** Sizes in the order shoppers expect (XS before S …), then as given. */
const ordered = (sizes: SizeWanted[]) => sizes.map((s, i) => ({ ...s, position: sizeRank(s.size) * 100 + i }));

/** Deletes sizes nothing refers to; a size in stock, once ordered or asked for in an exchange stays, with a 409
 * (stock leaves through a Stock adjustment, with its reason, before the size can go). */
async function removeSizes(tx: Tx, gone: { id: string; size: string; stock: number }[]) {
  const stocked = gone.find((g) => g.stock > 0);
  if (stocked)
    throw new AppError(
      'conflict',
      `Size ${stocked.size} still has ${stocked.stock} in stock; ` +
        'adjust its stock to 0 (with a reason) before removing it',
    );
  const ids = gone.map((g) => g.id);
  const [ordered] = await tx
    .select({ sizeId: orderItems.sizeId })
    .from(orderItems)
    .where(inArray(orderItems.sizeId, ids))
    .limit(1);
  const [asked] = await tx
    .select({ sizeId: returnRequests.newSizeId })
    .from(returnRequests)
    .where(inArray(returnRequests.newSizeId, ids))
    .limit(1);
  const used = ordered ?? asked;
  if (used) {
    const size = gone.find((g) => g.id === used.sizeId)?.size;
    throw new AppError('conflict', `Size ${size} has orders and cannot be removed; set its stock to 0 instead`);
  }
  await tx.delete(productSizes).where(inArray(productSizes.id, ids));
}

export function createSizeSetter({ audit, stock }: { audit: AuditService; stock: StockService }) {
  /** Makes the product's sizes these; `initial`: a new product, whose stock is its opening stock. */
  return async function setSizes(tx: Tx, actor: string, productId: string, sizes: SizeWanted[], initial: boolean) {
    const existing = await tx.select().from(productSizes).where(eq(productSizes.productId, productId));
    const wanted = ordered(sizes);
    const gone = existing.filter((e) => !wanted.some((w) => w.size === e.size));
    if (gone.length) {
      await removeSizes(tx, gone);
      for (const g of gone)
        await audit.record({ actor, action: 'product.size.remove', target: productId, detail: { size: g.size } }, tx);
    }
    for (const w of wanted) {
      const row = existing.find((e) => e.size === w.size);
      if (!row) {
        const opening = w.stock ?? 0;
        await tx
          .insert(productSizes)
          .values({ id: newId('sz'), productId, size: w.size, stock: 0, position: w.position });
        const reason = initial ? 'Opening stock' : 'New size';
        if (opening > 0) await stock.adjustIn(tx, actor, productId, { size: w.size, delta: opening, reason });
        if (!initial)
          await audit.record(
            { actor, action: 'product.size.add', target: productId, detail: { size: w.size, stock: opening } },
            tx,
          );
        continue;
      }
      if (row.position !== w.position)
        await tx.update(productSizes).set({ position: w.position }).where(eq(productSizes.id, row.id));
      if (w.stock !== undefined && row.stock !== w.stock) {
        const change = { size: w.size, delta: w.stock - row.stock, reason: 'Edited with the product' };
        await stock.adjustIn(tx, actor, productId, change);
      }
    }
  };
}
