// Staff's internal notes on an order: short texts the console's order page lists newest first, with who wrote each
// and when. Never the shopper's: only /api/admin/* reads them (no My Orders reply, mail or data export does). Each
// note is written with its audit entry in one transaction.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderNotes, orders, users } from '#/server/db/schema/index.ts';
import { notFound } from '#/server/errors.ts';
import { newId } from '#/domain/ids.ts';
import type { AuditService } from './audit.service.ts';
import { PLACED_STATES } from './orders.service.ts';

/** The most an order page lists (newest first): far more than an order ever gathers. */
const LISTED = 200;

type NoteRow = typeof orderNotes.$inferSelect;

export function createOrderNotes(deps: { db: Db; audit: AuditService; now: () => Date }) {
  const { db, now } = deps;

  /** "Asha" for a store account's e-mail; null for "automation" or an account since renamed away. */
  async function namesOf(emails: string[]) {
    const unique = [...new Set(emails)];
    const named = unique.length
      ? await db.select({ email: users.email, name: users.name }).from(users).where(inArray(users.email, unique))
      : [];
    return new Map(named.map((u) => [u.email, u.name]));
  }
  const view = (n: NoteRow, names: Map<string, string>) => ({
    id: n.id,
    text: n.body,
    at: n.createdAt.toISOString(),
    author: n.author,
    authorName: names.get(n.author) || null,
  });

  return {
    /** An order's notes, newest first. */
    async list(orderId: string) {
      const rows = await db
        .select()
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id))
        .limit(LISTED);
      const names = await namesOf(rows.map((r) => r.author));
      return rows.map((r) => view(r, names));
    },

    /** Adds a note (text already trimmed and checked) to a placed order; 404 for any other order. */
    async add(orderId: string, note: { text: string; author: string }) {
      const row = await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, orderId), inArray(orders.paymentState, [...PLACED_STATES])));
        if (!order) throw notFound('Order not found');
        const [created] = await tx
          .insert(orderNotes)
          .values({ id: newId('note'), orderId, author: note.author, body: note.text, createdAt: now() })
          .returning();
        // The entry names the note; its text is kept in one place, the order's notes.
        const entry = { actor: note.author, action: 'order.note', target: orderId, detail: { noteId: created!.id } };
        await deps.audit.record(entry, tx);
        return created!;
      });
      return view(row, await namesOf([row.author]));
    },
  };
}

export type OrderNotes = ReturnType<typeof createOrderNotes>;
