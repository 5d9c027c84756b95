// Reviews with photos (docs/product/reviews.md#writing-a-review): rating 1–5, text stored as text, up to 4 photos
// (review-images.ts). One review per shopper per product: a second submission replaces the first's rating, text and
// photos. All or nothing: one bad photo and no row is written. Reviews by shoppers with a paid order containing the
// product are "verified".
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { boughtOrder } from '#/server/db/sales.ts';
import { orderItems, orders, products, reviews } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import type { Storage } from '#/server/adapters/storage/interface.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';
import { inspectImage, MAX_IMAGES, reencodeImage } from '#/server/shared/images.ts';
import type { ImageUrl } from '#/server/modules/catalog/index.ts';
import { newId } from '#/domain/ids.ts';
import type { FitPick } from '#/domain/fit.ts';
import { refreshProductFit } from '#/server/modules/fit/index.ts';

/** Reviews written or edited per shopper per day (a fixed UTC day), counted before any photo is decoded. */
export const REVIEWS_PER_DAY = 10;
const DAY = 86_400_000;

export function createReviewService(db: Db, storage: Storage, limiter: RateLimiter, imageUrl: ImageUrl = (u) => u) {
  async function requireProduct(productId: string) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw new AppError('not_found', 'Product not found');
  }

  /** A paid order, not cancelled, with the product on it (joined with its lines), meeting `more`. */
  const boughtWith = (productId: string, ...more: SQL[]) =>
    and(eq(orderItems.productId, productId), boughtOrder(), ...more);

  /** Which of these shoppers have a paid order containing the product. */
  async function buyersAmong(productId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ userId: orders.userId })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(boughtWith(productId, inArray(orders.userId, userIds)));
    return new Set(rows.map((r) => r.userId));
  }

  /** The size on the shopper's latest delivered order of the product (what she has now, after any exchange). */
  async function sizeBought(productId: string, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ size: orderItems.size })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(boughtWith(productId, eq(orders.userId, userId), isNotNull(orders.deliveredAt)))
      .orderBy(desc(orders.deliveredAt))
      .limit(1);
    return row?.size ?? null;
  }

  return {
    /** Average rating (one decimal) and review count of every reviewed product, in one query. */
    async ratings(): Promise<Record<string, { average: number; count: number }>> {
      const rows = await db
        .select({
          productId: reviews.productId,
          average: sql<string>`round(avg(${reviews.rating}), 1)`,
          count: count(),
        })
        .from(reviews)
        .groupBy(reviews.productId);
      return Object.fromEntries(rows.map((r) => [r.productId, { average: Number(r.average), count: r.count }]));
    },

    async list(productId: string) {
      await requireProduct(productId);
      const rows = await db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt));
      const buyers = await buyersAmong(productId, [...new Set(rows.map((r) => r.userId))]);
      return rows.map((r) => ({
        _id: r.id,
        username: r.username,
        date: r.createdAt.toISOString(),
        rating: r.rating,
        comment: r.comment,
        images: r.images.map(imageUrl),
        verified: buyers.has(r.userId),
        fit: r.fit,
        sizeBought: r.sizeBought,
      }));
    },

    /** Writes the shopper's review of the product, or replaces it when there is one. */
    async save(input: {
      productId: string;
      userId: string;
      username: string;
      rating: number;
      comment: string;
      images: Buffer[];
      /** "How did it fit?" (a fit signal); absent: not answered. */
      fit?: FitPick;
    }) {
      await requireProduct(input.productId);
      if (input.images.length > MAX_IMAGES) throw new AppError('bad_input', `You can add up to ${MAX_IMAGES} images`);
      for (const [i, img] of input.images.entries()) await inspectImage(img, i);
      await limiter.hit({
        key: `review:user:${input.userId}`,
        max: REVIEWS_PER_DAY,
        windowMs: DAY,
        message: `You can write or edit up to ${REVIEWS_PER_DAY} reviews a day. Please try again tomorrow.`,
      });
      const encoded: Buffer[] = [];
      for (const [i, img] of input.images.entries()) encoded.push(await reencodeImage(img, i));
      const urls: string[] = [];
      for (const bytes of encoded)
        urls.push(await storage.put(`rev_${randomBytes(12).toString('hex')}.webp`, bytes, 'image/webp'));
      const fields = {
        username: input.username,
        rating: input.rating,
        comment: input.comment,
        images: urls,
        // A replacing review says how it fits afresh: not answering withdraws the earlier answer.
        fit: input.fit ?? null,
        sizeBought: await sizeBought(input.productId, input.userId),
      };
      // One upsert, so two submissions at once end as one review (the unique index decides), never two; the
      // product's fit summary is rewritten in the same transaction.
      // The photos it replaces stay in storage unreferenced: the Storage interface has no delete yet.
      await db.transaction(async (tx) => {
        await tx
          .insert(reviews)
          .values({
            id: newId('rev'),
            productId: input.productId,
            userId: input.userId,
            ...fields,
          })
          .onConflictDoUpdate({ target: [reviews.userId, reviews.productId], set: fields });
        await refreshProductFit(tx, input.productId);
      });
    },
  };
}
