// What the store tells once a day, from a pg-boss schedule (index.ts; any worker instance may run it, pg-boss sends
// the day's job once): each lot of store credit expiring within 7 days is told to its shopper once (the row's key is
// the lot: a second run, or a second instance, records nothing new), and the store gets its digest of the day at
// STORE_EMAIL (sizes running low, open returns and exchanges, complaints past their 30 days), once a day. Both are
// recorded like every other message and sent by the queue's worker; tests and scripts call `run` directly.
import { and, asc, eq, gt, inArray, like, lt, lte, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import {
  grievances,
  notifications,
  productSizes,
  products,
  returnRequests,
  walletEntries,
} from '#/server/db/schema/index.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import { DeliveryError } from '#/server/adapters/channel/interface.ts';
import { OPEN_RETURN_STATES } from '#/domain/return-flow.ts';
import { formatPaise } from '#/domain/money.ts';
import { formatDeliveryDate } from '#/domain/delivery-dates.ts';
import { LOW_STOCK } from '#/lib/admin.ts';
import type { Notify } from './events.ts';
import { asMail, type Site } from './render.ts';
import type { Message } from './templates.ts';

const DAY = 86_400_000;
/** How far ahead a lot's expiry is told. */
export const EXPIRY_NOTICE_DAYS = 7;
const IST_OFFSET_MS = 330 * 60_000;
/** The India calendar date (YYYY-MM-DD) of an instant: the digest's day. */
export const istDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export const isDailyMessage = (event: string): boolean => event === 'credit.expiring' || event === 'store.daily_digest';

/** The digest's figures, read when it is sent. */
export async function digestFacts(db: Db, now: Date) {
  const [lowStock, [open], [overdue]] = await Promise.all([
    db
      .select({ name: products.name, size: productSizes.size, stock: productSizes.stock })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(and(eq(products.archived, false), lte(productSizes.stock, LOW_STOCK)))
      .orderBy(asc(productSizes.stock), asc(products.name), asc(productSizes.position)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(returnRequests)
      .where(inArray(returnRequests.state, OPEN_RETURN_STATES)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(grievances)
      .where(and(ne(grievances.status, 'resolved'), lt(grievances.dueAt, now))),
  ]);
  return { lowStock, openReturns: open?.n ?? 0, overdueGrievances: overdue?.n ?? 0 };
}

export function digestMessage(facts: Awaited<ReturnType<typeof digestFacts>>, day: string, siteUrl: string): Message {
  const { lowStock, openReturns, overdueGrievances } = facts;
  const stockLines = lowStock.map((s) => `${s.name} (${s.size}): ${s.stock === 0 ? 'sold out' : `${s.stock} left`}`);
  return {
    subject: `your day, ${day}: ${lowStock.length} sizes low, ${openReturns} open returns`,
    paragraphs: [
      lowStock.length
        ? `Sizes with ${LOW_STOCK} or fewer left (${lowStock.length}):\n${stockLines.join('\n')}`
        : `No size has ${LOW_STOCK} or fewer left.`,
      openReturns === 1
        ? '1 return or exchange is waiting for a step.'
        : `${openReturns} returns and exchanges are waiting for a step.`,
      overdueGrievances === 0
        ? 'No complaint is past its 30 days.'
        : `${overdueGrievances} ${overdueGrievances === 1 ? 'complaint is' : 'complaints are'} past its 30 days ` +
          'and still not resolved.',
    ],
    links: [
      { label: 'Stock', url: `${siteUrl}/admin/stock` },
      { label: 'Returns and exchanges', url: `${siteUrl}/admin/returns` },
      { label: 'Complaints', url: `${siteUrl}/admin/grievances` },
    ],
  };
}

export function creditExpiringMessage(c: { remainingPaise: number; expiresAt: Date }, siteUrl: string): Message {
  const until = formatDeliveryDate(c.expiresAt);
  return {
    subject: `your ${formatPaise(c.remainingPaise)} of store credit expires on ${until}`,
    paragraphs: [
      `${formatPaise(c.remainingPaise)} of your store credit expires on ${until}.`,
      'It is spent by itself at checkout (the credit that expires first goes first): add what you like to your ' +
        'bag before then.',
    ],
    links: [
      { label: 'Shop now', url: `${siteUrl}/products` },
      { label: 'Your account', url: `${siteUrl}/account` },
    ],
  };
}

/** Finds and records the day's messages. */
export function createDailyNotices(deps: { db: Db; notify: Notify; now: () => Date; storeEmail?: string }) {
  const { db, notify, now } = deps;
  return {
    /**
     * Records one `credit.expiring` per lot with credit left that expires within 7 days and was not told yet;
     * answers how many. (Two runs at once may both find a lot: its message's key keeps it one message.)
     */
    async creditExpiring(): Promise<number> {
      const at = now();
      const lots = await db
        .select({ id: walletEntries.id })
        .from(walletEntries)
        .where(
          and(
            gt(walletEntries.remainingPaise, 0),
            gt(walletEntries.expiresAt, at),
            lte(walletEntries.expiresAt, new Date(at.getTime() + EXPIRY_NOTICE_DAYS * DAY)),
            notExists(
              db
                .select({ one: sql`1` })
                .from(notifications)
                .where(like(notifications.key, sql`'credit.expiring:' || ${walletEntries.id} || ':%'`)),
            ),
          ),
        );
      for (const lot of lots) await db.transaction((tx) => notify(tx, { name: 'credit.expiring', creditId: lot.id }));
      return lots.length;
    },

    /**
     * Records today's digest to STORE_EMAIL (once a day, whatever runs it); nothing without the address. Answers
     * whether this run queued it, or it was queued earlier today (two runs at once may both say 'queued'; its
     * key still keeps it one message).
     */
    async storeDigest(): Promise<'queued' | 'already_queued' | 'no_store_email'> {
      if (!deps.storeEmail) return 'no_store_email';
      const day = istDay(now());
      return db.transaction(async (tx) => {
        const [earlier] = await tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(like(notifications.key, `store.daily_digest:${day}:%`))
          .limit(1);
        if (earlier) return 'already_queued';
        await notify(tx, { name: 'store.daily_digest', day });
        return 'queued';
      });
    },
  };
}

/** Sends one daily message as recorded (the digest's figures read now). */
export function createDailyMail(deps: { db: Db; mailer: Mailer; site: Site; now: () => Date }) {
  return async function send(row: { id: string; event: string; recipient: string; data: Record<string, unknown> }) {
    const { site } = deps;
    let message: Message;
    if (row.event === 'credit.expiring') {
      const remainingPaise = typeof row.data.remainingPaise === 'number' ? row.data.remainingPaise : 0;
      const expiresAt = typeof row.data.expiresAt === 'string' ? new Date(row.data.expiresAt) : undefined;
      if (!expiresAt || remainingPaise <= 0)
        throw new DeliveryError('Nothing to tell', { permanent: true, answer: 'No credit left to tell about' });
      message = creditExpiringMessage({ remainingPaise, expiresAt }, site.siteUrl);
    } else {
      const day = typeof row.data.day === 'string' ? row.data.day : istDay(deps.now());
      message = digestMessage(await digestFacts(deps.db, deps.now()), day, site.siteUrl);
    }
    await deps.mailer.sendMail(asMail(message, { address: row.recipient }, site, { messageId: row.id }));
  };
}
