// What shoppers sent the store: custom-size requests, contact messages and newsletter sign-ups, newest first,
// a page at a time (page.ts). A sign-up is `confirmed` once its owner followed the mailed link
// (newsletter.service.ts); only those are subscribed, so only those go into the CSV for a mailing tool.
import { eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { contactMessages, customRequests, newsletterSubscribers, products, users } from '#/server/db/schema/index.ts';
import { keyset, newestFirst, type PageRequest, pageOf } from '#/server/db/page.ts';

/** One CSV field, quoted; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function createInbox(db: Db) {
  return {
    async customRequests(page: PageRequest) {
      const keys = keyset(customRequests.createdAt, customRequests.id, page.cursor);
      const rows = await db
        .select({
          key: keys.key,
          id: customRequests.id,
          size: customRequests.size,
          specialRequest: customRequests.specialRequest,
          createdAt: customRequests.createdAt,
          productId: customRequests.productId,
          productName: products.name,
          userName: users.name,
          userEmail: users.email,
        })
        .from(customRequests)
        .leftJoin(products, eq(products.id, customRequests.productId))
        .leftJoin(users, eq(users.id, customRequests.userId))
        .where(keys.after)
        .orderBy(...keys.orderBy)
        .limit(page.limit + 1);
      const { rows: kept, nextCursor } = pageOf(rows, page.limit, (r) => [r.key, r.id]);
      const requests = kept.map(({ key, createdAt, userName, userEmail, ...r }) => ({
        ...r,
        at: createdAt.toISOString(),
        shopper: userEmail ? { name: userName ?? '', email: userEmail } : null,
      }));
      return { requests, nextCursor };
    },

    async contactMessages(page: PageRequest) {
      const by = { at: contactMessages.createdAt, id: contactMessages.id };
      const { rows: kept, nextCursor } = await newestFirst(db, contactMessages, by, page);
      return {
        messages: kept.map(({ createdAt, ...r }) => ({ ...r, at: createdAt.toISOString() })),
        nextCursor,
      };
    },

    /** A page of sign-ups (the e-mail is the key), or every one of them without `page` (the CSV export). */
    async newsletter(page?: PageRequest) {
      const keys = keyset(newsletterSubscribers.createdAt, newsletterSubscribers.email, page?.cursor);
      const query = db
        .select({ row: newsletterSubscribers, key: keys.key })
        .from(newsletterSubscribers)
        .where(keys.after)
        .orderBy(...keys.orderBy);
      const rows = page ? await query.limit(page.limit + 1) : await query;
      const { rows: kept, nextCursor } = pageOf(rows, page?.limit ?? rows.length, (r) => [r.key, r.row.email]);
      return {
        subscribers: kept.map(({ row: r }) => ({
          email: r.email,
          at: r.createdAt.toISOString(),
          confirmed: r.confirmedAt !== null,
        })),
        nextCursor,
      };
    },
  };
}

export function newsletterCsv(rows: { email: string; at: string; confirmed: boolean }[]): string {
  const subscribed = rows.filter((r) => r.confirmed);
  const lines = ['email,subscribed_at', ...subscribed.map((r) => `${csvField(r.email)},${csvField(r.at)}`)];
  return `${lines.join('\r\n')}\r\n`;
}
