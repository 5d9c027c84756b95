// Complaints to the Grievance Officer (docs/product/legal.md#grievances-and-seller-details): anyone files one and gets
// a ticket and an acknowledgement mail, recorded in the same transaction; the complainant looks its status up with
// the ticket and the e-mail together; staff work through them oldest deadline first, set a status and write a reply
// that is mailed the same way.
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { grievances, orders } from '#/server/db/schema/index.ts';
import { keyset, type PageRequest, pageOf } from '#/server/db/page.ts';
import { AppError, notFound } from '#/server/errors.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';
import { newId } from '#/domain/ids.ts';
import { daysOverdue, type GrievanceStatus, isOverdue, resolutionDue, ticketNumber } from '#/domain/grievance.ts';

const HOUR = 3_600_000;
/** One answer for an unknown ticket and a ticket with another e-mail: the reply tells nobody a ticket exists. */
export const NO_SUCH_COMPLAINT = 'We could not find a complaint with this ticket number and e-mail address.';
export const ORDER_NOT_YOURS =
  'We could not find this order for your e-mail address. Check the order number in My Orders, or leave it empty.';
const TOO_MANY = 'Too many complaints. Please try again later.';

type Row = typeof grievances.$inferSelect;
export type Complaint = { name: string; email: string; orderId?: string; message: string };
export type GrievanceAnswer = { status?: GrievanceStatus; reply?: string };

/** What the complainant reads about their complaint (the look-up), and nothing more. */
const publicView = (g: Row) => ({
  ticket: g.ticket,
  status: g.status,
  receivedAt: g.createdAt.toISOString(),
  dueAt: g.dueAt.toISOString(),
  reply: g.reply,
  repliedAt: g.repliedAt?.toISOString() ?? null,
});

/** A complaint as the console shows it, with its deadline. */
const consoleView = (g: Row, now: Date) => ({
  id: g.id,
  ...publicView(g),
  name: g.name,
  email: g.email,
  orderId: g.orderId,
  message: g.message,
  overdue: isOverdue(g, now),
  daysOverdue: isOverdue(g, now) ? daysOverdue(g.dueAt, now) : 0,
});
export type GrievanceView = ReturnType<typeof consoleView>;

export function createGrievanceService(deps: { db: Db; limiter: RateLimiter; notify: Notify; now: () => Date }) {
  const { db, limiter, notify, now } = deps;

  /** The order a complaint names must be a placed one of this e-mail's, or of the signed-in shopper's. */
  async function checkOrder(orderId: string, email: string, userId: string | undefined) {
    const [order] = await db
      .select({ userId: orders.userId, address: orders.address })
      .from(orders)
      .where(and(eq(orders.id, orderId), inArray(orders.paymentState, ['paid', 'cod', 'refund_due'])));
    const theirs = order && (order.userId === userId || order.address.email.toLowerCase() === email);
    if (!theirs) throw new AppError('rule', ORDER_NOT_YOURS);
  }

  /** Inserts the complaint under a new ticket number (another one if the random one is taken). */
  async function insert(tx: Tx, complaint: Complaint, receivedAt: Date): Promise<Row> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const [row] = await tx
        .insert(grievances)
        .values({
          id: newId('grv'),
          ticket: ticketNumber(receivedAt),
          ...complaint,
          createdAt: receivedAt,
          updatedAt: receivedAt,
          dueAt: resolutionDue(receivedAt),
        })
        .onConflictDoNothing({ target: grievances.ticket })
        .returning();
      if (row) return row;
    }
    throw new Error('No free ticket number after 8 tries');
  }

  return {
    /** Files a complaint and records its acknowledgement; answers the ticket number. */
    async file(input: Complaint, who: { ip: string; userId?: string }): Promise<{ ticket: string }> {
      // The order first: a mistyped order number, corrected, does not use up the complainant's budget.
      const orderId = input.orderId?.trim() || undefined;
      if (orderId) await checkOrder(orderId, input.email, who.userId);
      await limiter.hit(
        { key: `grievance:ip:${who.ip}`, max: 5, windowMs: HOUR, message: TOO_MANY },
        { key: `grievance:email:${input.email}`, max: 3, windowMs: HOUR, message: TOO_MANY },
      );
      const complaint = { ...input, orderId };
      return db.transaction(async (tx) => {
        const row = await insert(tx, complaint, now());
        await notify(tx, { name: 'grievance.received', grievanceId: row.id });
        return { ticket: row.ticket };
      });
    },

    /** The complaint with this ticket and e-mail, as its complainant may read it. */
    async lookUp(input: { ticket: string; email: string }, ip: string) {
      await limiter.hit({
        key: `grievance-status:ip:${ip}`,
        max: 30,
        windowMs: HOUR,
        message: 'Too many look-ups. Please try again later.',
      });
      const [row] = await db
        .select()
        .from(grievances)
        .where(and(eq(grievances.ticket, input.ticket), eq(grievances.email, input.email)));
      if (!row) throw notFound(NO_SUCH_COMPLAINT);
      return publicView(row);
    },

    /** Complaints by deadline, the oldest first: those not resolved, or all. */
    async list({ status, ...page }: { status: 'open' | 'all' } & PageRequest) {
      const keys = keyset(grievances.dueAt, grievances.id, page.cursor, 'oldest');
      const rows = await db
        .select({ row: grievances, key: keys.key })
        .from(grievances)
        .where(and(keys.after, status === 'open' ? ne(grievances.status, 'resolved') : undefined))
        .orderBy(...keys.orderBy)
        .limit(page.limit + 1);
      const { rows: kept, nextCursor } = pageOf(rows, page.limit, (r) => [r.key, r.row.id]);
      const at = now();
      return { grievances: kept.map((r) => consoleView(r.row, at)), nextCursor };
    },

    /**
     * Staff set the status and write a reply; a new reply is mailed to the complainant (recorded in this
     * transaction). A complaint is resolved only with a reply the complainant has been sent.
     */
    async answer(id: string, patch: GrievanceAnswer): Promise<{ grievance: GrievanceView; replied: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(grievances).where(eq(grievances.id, id)).for('update');
        if (!row) throw notFound('No complaint with this id');
        const reply = patch.reply?.trim() || undefined;
        const replied = reply !== undefined && reply !== row.reply;
        const status = patch.status ?? row.status;
        if (status === 'resolved' && !reply && !row.reply)
          throw new AppError('rule', 'Write the reply the complainant will read before marking it resolved.');
        const at = now();
        const [updated] = await tx
          .update(grievances)
          .set({ status, updatedAt: at, ...(replied ? { reply, repliedAt: at } : {}) })
          .where(eq(grievances.id, id))
          .returning();
        if (replied)
          await notify(tx, {
            name: 'grievance.replied',
            grievanceId: id,
            version: String(at.getTime()),
            data: { reply, status },
          });
        return { grievance: consoleView(updated!, at), replied };
      });
    },

    /** Complaints not yet resolved, and those of them past their deadline (the console's dashboard). */
    async counts(): Promise<{ open: number; overdue: number }> {
      const [row] = await db
        .select({
          open: sql<number>`count(*)::int`,
          overdue: sql<number>`(count(*) filter (where ${lt(grievances.dueAt, now())}))::int`,
        })
        .from(grievances)
        .where(ne(grievances.status, 'resolved'));
      return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
    },
  };
}

export type GrievanceService = ReturnType<typeof createGrievanceService>;
