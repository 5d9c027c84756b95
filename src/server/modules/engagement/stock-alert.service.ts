// "Notify me when back in stock": a shopper (signed in or not) leaves an e-mail for a sold-out size, or for a
// product that has no sizes yet; when that size is restocked each waiting address gets one mail. Rate-limited
// per IP and per address, so the form cannot be used to send the store's mails to strangers in bulk.
// A size comes back through the console or operator API, an expired or replaced checkout giving its hold back,
// or a return or refused exchange putting units back; each of those announces it after its commit, and the mails
// go out in the background so the request that restocked answers at once (a failure is logged and re-armed).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { productSizes, products, stockAlerts } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import type { Logger } from '#/server/logger.ts';
import { productPath } from '#/lib/product-path.ts';
import { escapeHtml, mailFrame } from '#/server/shared/mail-html.ts';
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
  mailer: Mailer;
  limiter: RateLimiter;
  log: Logger;
  storeName: string;
  siteUrl: string;
  now?: () => Date;
}) {
  const { db, mailer, limiter, log, now = () => new Date() } = deps;

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

  async function mailOne(to: string, name: string, size: string) {
    const url = new URL(productPath(name), deps.siteUrl).toString();
    const what = size ? `${name} in size ${size}` : name;
    await mailer.sendMail({
      to,
      subject: `Back in stock: ${what}`,
      text: [
        'Good news: what you asked us to watch is back in stock.',
        `${what}\n${url}`,
        'Stock is limited, so it may sell out again. We send this once; ask again on the product page any time.',
        `— ${deps.storeName}`,
      ].join('\n\n'),
      html: mailFrame(
        deps.storeName,
        [
          '<p>Good news: what you asked us to watch is back in stock.</p>',
          `<p><a href="${escapeHtml(url)}" style="color:#201a17">${escapeHtml(what)}</a></p>`,
          '<p>Stock is limited, so it may sell out again. We send this once.</p>',
        ].join('\n'),
      ),
    });
  }

  /**
   * Call after stock of `size` went from 0 to above 0. Claims the waiting requests (for that size, and for
   * the product "in any size") in one statement, so two instances or two restocks never mail an address
   * twice, then mails each. A failed mail is re-armed for the next restock and logged, never thrown: the
   * restock itself has already happened.
   */
  async function notifyRestocked(productId: string, size: string): Promise<number> {
    const claimed = await db
      .update(stockAlerts)
      .set({ sentAt: now() })
      .where(
        and(
          eq(stockAlerts.productId, productId),
          inArray(stockAlerts.size, [size, ANY_SIZE]),
          isNull(stockAlerts.sentAt),
        ),
      )
      .returning({ id: stockAlerts.id, email: stockAlerts.email });
    if (claimed.length === 0) return 0;
    const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
    if (!product) return 0;
    let sent = 0;
    for (const alert of claimed) {
      try {
        await mailOne(alert.email, product.name, size);
        sent++;
      } catch (error) {
        log.error('back-in-stock mail failed', { productId, size, error: String(error) });
        await db.update(stockAlerts).set({ sentAt: null }).where(eq(stockAlerts.id, alert.id));
      }
    }
    return sent;
  }

  /** Mail runs started by `announce` and not yet finished (a stopping server and the tests wait for them). */
  const running = new Set<Promise<void>>();

  return {
    notifyRestocked,

    /**
     * Sizes back in stock, told after the transaction that restocked them committed: their mails start on the
     * next turn of the event loop, outside the request, which does not wait for them. Errors are logged.
     */
    announce(restocks: readonly Restock[]): void {
      for (const { productId, size } of restocks) {
        const run: Promise<void> = new Promise<void>((next) => setImmediate(next))
          .then(() => notifyRestocked(productId, size))
          .then(
            () => undefined,
            (error: unknown) => log.error('back-in-stock mails failed', { productId, size, error: String(error) }),
          )
          .finally(() => running.delete(run));
        running.add(run);
      }
    },

    /** Resolves once every announced restock has been mailed (or its failure logged). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },

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
