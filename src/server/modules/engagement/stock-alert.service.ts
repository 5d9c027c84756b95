// "Notify me when back in stock": a shopper (signed in or not) leaves an e-mail for a sold-out size, or for a
// product that has no sizes yet; when that size is restocked each waiting address gets one mail. Rate-limited
// per IP and per address, so the form cannot be used to send the store's mails to strangers in bulk.
// A size comes back through the console or operator API, an expired or replaced checkout giving its hold back, a
// completed return or refused exchange putting units back, a refused cash parcel or a cancelled order; each of those
// calls `restocked` inside its own transaction, which records the mails through the notifications module (delivered
// by the queue's worker with retries; a failure is the console's to send again).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { productSizes, products, stockAlerts } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';
import type { Restock } from '#/server/modules/catalog/index.ts';
import { newId } from '#/domain/ids.ts';

const HOUR = 3_600_000;
const TOO_MANY = 'Too many requests. Please try again later.';
/** The size a request for a product without sizes is stored under: whichever size arrives first counts. */
export const ANY_SIZE = '';

export type StockAlertRequest = { productId: string; size?: string; email: string; userId?: string };

export function createStockAlertService(deps: {
  db: Db;
  limiter: RateLimiter;
  /** Records the back-in-stock mails in the restock's transaction. */
  notify: Notify;
  now?: () => Date;
}) {
  const { db, limiter, now = () => new Date() } = deps;

  /** The size the request is stored under, or a refusal when there is nothing to wait for. */
  async function sizeToWatch(productId: string, size: string | undefined): Promise<string> {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw new AppError('not_found', 'Product not found');
    const sizes = await db
      .select({ size: productSizes.size, stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.productId, productId));
    if (sizes.length === 0) return ANY_SIZE;
    if (!size) throw new AppError('bad_input', 'Please select a size');
    const entry = sizes.find((s) => s.size === size);
    if (!entry) throw new AppError('bad_input', `This product has no size ${size}`);
    if (entry.stock > 0) throw new AppError('conflict', `Size ${size} is in stock: you can add it to your cart now`);
    return size;
  }

  /**
   * Inside the transaction that brought these sizes back from 0: claims the waiting requests (for the size, and for
   * the product "in any size") in one statement each and records one mail per address, so the mails exist if, and
   * only if, the restock commits, and two instances or two restocks never tell an address twice. The queue's worker
   * sends them (notifications/stock-mail.ts). Answers how many were recorded.
   */
  async function restocked(tx: Tx, restocks: readonly Restock[]): Promise<number> {
    let told = 0;
    for (const { productId, size } of restocks) {
      const at = now();
      const claimed = await tx
        .update(stockAlerts)
        .set({ sentAt: at })
        .where(
          and(
            eq(stockAlerts.productId, productId),
            inArray(stockAlerts.size, [size, ANY_SIZE]),
            isNull(stockAlerts.sentAt),
          ),
        )
        .returning({ id: stockAlerts.id, email: stockAlerts.email });
      for (const alert of claimed) {
        const event = { name: 'stock.back_in_stock', alertId: alert.id, version: at.toISOString() } as const;
        await deps.notify(tx, { ...event, email: alert.email, productId, size });
        told++;
      }
    }
    return told;
  }

  return {
    restocked,

    /** A size back in stock outside a stock move (scripts, tests): its requests told in a transaction of its own. */
    notifyRestocked: (productId: string, size: string): Promise<number> =>
      db.transaction((tx) => restocked(tx, [{ productId, size }])),

    /** Stores (or re-arms) the request; asking twice for the same size is one request. */
    async subscribe(input: StockAlertRequest, ip: string): Promise<void> {
      await limiter.hit(
        { key: `stock-alert:ip:${ip}`, max: 20, windowMs: HOUR, message: TOO_MANY },
        { key: `stock-alert:email:${input.email}`, max: 10, windowMs: HOUR, message: TOO_MANY },
      );
      const size = await sizeToWatch(input.productId, input.size);
      const row = { createdAt: now(), sentAt: null, ...(input.userId ? { userId: input.userId } : {}) };
      await db
        .insert(stockAlerts)
        .values({
          id: newId('alert'),
          productId: input.productId,
          size,
          email: input.email,
          ...row,
        })
        .onConflictDoUpdate({ target: [stockAlerts.productId, stockAlerts.size, stockAlerts.email], set: row });
    },

    /** Requests still waiting, oldest first (for the operator and for tests). */
    pending: (productId: string) =>
      db
        .select({ size: stockAlerts.size, email: stockAlerts.email })
        .from(stockAlerts)
        .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.sentAt)))
        .orderBy(asc(stockAlerts.createdAt)),
  };
}

export type StockAlertService = ReturnType<typeof createStockAlertService>;
