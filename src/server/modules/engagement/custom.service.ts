// Custom-size and special requests (docs/product/storefront.md#custom-form): stored with the shopper when logged in.
import { eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { customRequests, products } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { newId } from '#/domain/ids.ts';

export function createCustomService(db: Db) {
  return {
    async create(input: { productId?: string; userId?: string; size: string; specialRequest: string; phone?: string }) {
      if (!input.size.trim() && !input.specialRequest.trim())
        throw new AppError('bad_input', 'Please enter your custom size or special request.');
      if (input.productId) {
        const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
        if (!p) throw new AppError('not_found', 'Product not found');
      }
      await db.insert(customRequests).values({
        id: newId('cus'),
        productId: input.productId ?? null,
        userId: input.userId ?? null,
        size: input.size.trim(),
        specialRequest: input.specialRequest.trim(),
        phone: input.phone ?? null,
      });
    },
  };
}
