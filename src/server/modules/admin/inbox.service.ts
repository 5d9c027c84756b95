// What shoppers sent the store: custom-size requests, contact messages and newsletter sign-ups, newest first,
// a page at a time (page.ts). Requests and messages carry where staff are with them (domain/inbox.ts), the phone the
// shopper gave, and the replies mailed to her from the console (inbox-answer.service.ts). A sign-up is `confirmed`
// once its owner followed the mailed link (newsletter.service.ts); only those are subscribed, so only those go into
// the CSV for a mailing tool.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import {
  contactMessages,
  customRequests,
  inboxReplies,
  newsletterSubscribers,
  products,
  users,
} from '#/server/db/schema/index.ts';
import { keyset, type PageRequest, pageOf } from '#/server/db/page.ts';
import { type InboxFilter, statusesShown } from '#/domain/inbox.ts';

type Reply = typeof inboxReplies.$inferSelect;
type ReplyKey = 'customRequestId' | 'contactMessageId';
export type InboxPage = { status: InboxFilter } & PageRequest;

const replyView = (r: Reply) => ({
  id: r.id,
  text: r.text,
  at: r.createdAt.toISOString(),
  sentTo: r.sentTo,
  by: { email: r.author, name: r.authorName },
});
type ReplyView = ReturnType<typeof replyView>;

/** One CSV field, quoted; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function createInbox(db: Db) {
  /** The replies under each of `ids`, oldest first. */
  async function repliesTo(key: ReplyKey, ids: string[]): Promise<Map<string, ReplyView[]>> {
    const grouped = new Map<string, ReplyView[]>();
    if (ids.length === 0) return grouped;
    const rows = await db
      .select()
      .from(inboxReplies)
      .where(inArray(inboxReplies[key], ids))
      .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id));
    for (const r of rows) {
      const id = r[key] ?? '';
      grouped.set(id, [...(grouped.get(id) ?? []), replyView(r)]);
    }
    return grouped;
  }

  /**
   * The rows of a keyset `query`, newest first: a page of them (one more row is read to tell whether another page
   * follows), or every one without `page`; with the replies under each.
   */
  async function withReplies<R extends { key: string }>(
    query: PromiseLike<R[]> & { limit: (n: number) => PromiseLike<R[]> },
    page: PageRequest | undefined,
    replyKey: ReplyKey,
    idOf: (row: R) => string,
  ) {
    const rows = await (page ? query.limit(page.limit + 1) : query);
    const { rows: kept, nextCursor } = pageOf(rows, page?.limit ?? rows.length, (r) => [r.key, idOf(r)]);
    const replies = await repliesTo(replyKey, kept.map(idOf));
    return { kept, nextCursor, repliesOf: (id: string) => replies.get(id) ?? [] };
  }

  /** Custom requests meeting `where`, newest first: a page of them, or every one without `page`. */
  async function requests(where: SQL | undefined, page?: PageRequest) {
    const keys = keyset(customRequests.createdAt, customRequests.id, page?.cursor);
    const query = db
      .select({
        key: keys.key,
        request: customRequests,
        productName: products.name,
        userName: users.name,
        userEmail: users.email,
        userPhone: users.phone,
      })
      .from(customRequests)
      .leftJoin(products, eq(products.id, customRequests.productId))
      .leftJoin(users, eq(users.id, customRequests.userId))
      .where(and(keys.after, where))
      .orderBy(...keys.orderBy);
    const { kept, nextCursor, repliesOf } = await withReplies(query, page, 'customRequestId', (r) => r.request.id);
    const items = kept.map(({ request: r, productName, userName, userEmail, userPhone }) => ({
      id: r.id,
      size: r.size,
      specialRequest: r.specialRequest,
      at: r.createdAt.toISOString(),
      productId: r.productId,
      productName,
      shopper: userEmail ? { name: userName ?? '', email: userEmail } : null,
      status: r.status,
      // The number given on the form, else the one on her account.
      phone: r.phone ?? userPhone ?? null,
      replies: repliesOf(r.id),
    }));
    return { items, nextCursor };
  }

  /** Contact messages meeting `where`, newest first: a page of them, or every one without `page`. */
  async function messages(where: SQL | undefined, page?: PageRequest) {
    const keys = keyset(contactMessages.createdAt, contactMessages.id, page?.cursor);
    const query = db
      .select({ key: keys.key, message: contactMessages })
      .from(contactMessages)
      .where(and(keys.after, where))
      .orderBy(...keys.orderBy);
    const { kept, nextCursor, repliesOf } = await withReplies(query, page, 'contactMessageId', (r) => r.message.id);
    const items = kept.map(({ message: m }) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      message: m.message,
      at: m.createdAt.toISOString(),
      status: m.status,
      phone: m.phone,
      replies: repliesOf(m.id),
    }));
    return { items, nextCursor };
  }

  const shown = (status: InboxFilter, column: typeof customRequests.status | typeof contactMessages.status) => {
    const statuses = statusesShown(status);
    return statuses ? inArray(column, [...statuses]) : undefined;
  };

  return {
    async customRequests({ status, ...page }: InboxPage) {
      const { items, nextCursor } = await requests(shown(status, customRequests.status), page);
      return { requests: items, nextCursor };
    },

    /** One custom request as the list shows it, or undefined. */
    customRequest: async (id: string) => (await requests(eq(customRequests.id, id))).items[0],

    async contactMessages({ status, ...page }: InboxPage) {
      const { items, nextCursor } = await messages(shown(status, contactMessages.status), page);
      return { messages: items, nextCursor };
    },

    /** One contact message as the list shows it, or undefined. */
    contactMessage: async (id: string) => (await messages(eq(contactMessages.id, id))).items[0],

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
