// What shoppers sent the store: custom-size requests, contact messages and newsletter sign-ups, newest first.
// A sign-up is `confirmed` once its owner followed the mailed link (newsletter.service.ts); only those are
// subscribed, so only those go into the CSV for a mailing tool.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { contactMessages, customRequests, newsletterSubscribers, products, users } from '#/server/db/schema/index.ts';

const LIMIT = 500;

/** One CSV field, quoted; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function createInbox(db: Db) {
  return {
    async customRequests() {
      const rows = await db
        .select({
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
        .orderBy(desc(customRequests.createdAt))
        .limit(LIMIT);
      return rows.map(({ createdAt, userName, userEmail, ...r }) => ({
        ...r,
        at: createdAt.toISOString(),
        shopper: userEmail ? { name: userName ?? '', email: userEmail } : null,
      }));
    },

    async contactMessages() {
      const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(LIMIT);
      return rows.map(({ createdAt, ...r }) => ({ ...r, at: createdAt.toISOString() }));
    },

    async newsletter() {
      const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt));
      return rows.map((r) => ({ email: r.email, at: r.createdAt.toISOString(), confirmed: r.confirmedAt !== null }));
    },
  };
}

export function newsletterCsv(rows: { email: string; at: string; confirmed: boolean }[]): string {
  const subscribed = rows.filter((r) => r.confirmed);
  const lines = ['email,subscribed_at', ...subscribed.map((r) => `${csvField(r.email)},${csvField(r.at)}`)];
  return `${lines.join('\r\n')}\r\n`;
}
