// Stock moves. Every decrement is conditional (`stock >= q`) in one statement, so two shoppers racing for
// the last unit can never both get it, on PGlite or PostgreSQL, whatever the concurrency.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { productSizes, products } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { bumpCatalogVersion } from '#/server/db/catalog-version.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type StockLine = { sizeId: string; productId: string; quantity: number; name: string; size: string };

/** Takes the units of every line or none: throws a conflict naming the first line that lacks stock. */
export async function takeStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  for (const line of lines) {
    const taken = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} - ${line.quantity}` })
      .where(and(eq(productSizes.id, line.sizeId), gte(productSizes.stock, line.quantity)))
      .returning({ id: productSizes.id });
    if (taken.length === 0) {
      const [row] = await tx
        .select({ stock: productSizes.stock })
        .from(productSizes)
        .where(eq(productSizes.id, line.sizeId));
      const left = row?.stock ?? 0;
      throw new AppError(
        'conflict',
        left > 0
          ? `Only ${left} left of ${line.name} in size ${line.size}`
          : `${line.name} in size ${line.size} is out of stock`,
      );
    }
  }
  await bumpCatalogVersion(tx);
}

export async function giveBackStock(tx: Tx, lines: readonly Pick<StockLine, 'sizeId' | 'quantity'>[]): Promise<void> {
  for (const line of lines) {
    await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${line.quantity}` })
      .where(eq(productSizes.id, line.sizeId));
  }
  await bumpCatalogVersion(tx);
}

export async function countSold(tx: Tx, lines: readonly Pick<StockLine, 'productId' | 'quantity'>[]): Promise<void> {
  for (const line of lines) {
    await tx
      .update(products)
      .set({ sold: sql`${products.sold} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
  await bumpCatalogVersion(tx); // `sold` is part of the product list
}
