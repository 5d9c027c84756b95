// The wishlist: products by id, per user. Answers use the exact product shape of the product list.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { wishlistItems } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import type { CatalogService } from '#/server/modules/catalog/index.ts';
import type { Product } from '#/lib/product.ts';

export function createWishlistService(db: Db, catalog: CatalogService) {
  async function list(userId: string): Promise<Product[]> {
    const rows = await db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(asc(wishlistItems.createdAt));
    const byId = new Map((await catalog.list()).products.map((p) => [p._id, p]));
    return rows.map((r) => byId.get(r.productId)).filter((p): p is Product => !!p);
  }

  async function requireProduct(productId: string) {
    const exists = (await catalog.list()).products.some((p) => p._id === productId);
    if (!exists) throw new AppError('not_found', 'Product not found');
  }

  return {
    list,
    async add(userId: string, productId: string) {
      await requireProduct(productId);
      await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
      return list(userId);
    },
    async remove(userId: string, productId: string) {
      await requireProduct(productId);
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
      return list(userId);
    },
  };
}
