// GST credit notes (docs/product/returns-and-exchanges.md#gst-credit-notes): issued inside the transaction of the
// step that reverses a supply (a completed return, a paid parcel back at the store), numbered from their own
// gap-free series (invoice-number.ts), citing the order's invoice (issued then if it had not been yet) and reversing
// its lines as issued (domain/credit-note.ts). A step's source key is unique: a repeated or raced step finds the
// note the first one issued. The PDF is the invoice's layout (invoice-pdf.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { creditNotes, invoices, orders } from '#/server/db/schema/index.ts';
import type { Env } from '#/server/env.ts';
import { notFound } from '#/server/errors.ts';
import { newId } from '#/domain/ids.ts';
import { creditNoteFigures, type Reversal } from '#/domain/credit-note.ts';
import { issueInvoiceIn, takeNumber } from './invoice-number.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { type Order, pdfName, type TaxSetup, taxSetup } from './tax-setup.ts';

export type CreditNotePdf = { number: string; filename: string; pdf: Uint8Array<ArrayBuffer> };
export type IssuedCreditNote = { id: string; number: string };
/** An order's GST documents as My Orders and the console list them. */
export type OrderDocument = { kind: 'invoice' | 'credit-note'; number: string; date: string; url: string };
type Row = typeof creditNotes.$inferSelect;
type Reader = 'shopper' | 'staff';

const REASON = {
  return: 'Goods returned',
  rto: 'Parcel returned to origin',
  cancel: 'Order cancelled before dispatch',
} as const;

export function createCreditNoteService(deps: { db: Db; env: Env; now: () => Date; setup?: TaxSetup }) {
  const { db, now } = deps;
  const setup = deps.setup ?? taxSetup(deps.env);
  const api = (deps.env.PUBLIC_API_URL || deps.env.PUBLIC_SITE_URL).replace(/\/+$/, '');
  /** Where a document downloads from: the shopper's route, or the console's. */
  const urlOf = (reader: Reader, orderId: string, id?: string) =>
    `${api}/api${reader === 'staff' ? '/admin/orders' : '/order'}/${encodeURIComponent(orderId)}` +
    (id ? `/credit-note/${encodeURIComponent(id)}` : '/invoice');

  /** Issues the note of `source` in `tx` (or finds the one issued); none for an unpaid order or no line reversed. */
  async function issue(
    tx: Tx,
    orderId: string,
    source: string,
    reason: Row['reason'],
    reversal: Reversal,
  ): Promise<IssuedCreditNote | undefined> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    // Invoices are issued for paid orders only: an unpaid cash parcel refused at the door was never billed.
    if (order?.paymentState !== 'paid') return undefined;
    // The order's row lock (taken here) makes a raced step wait, then find the note the first one issued.
    const invoice = await issueInvoiceIn(tx, order.id, now, () => setup.figuresOf(tx, order));
    const [done] = await tx
      .select({ id: creditNotes.id, number: creditNotes.number })
      .from(creditNotes)
      .where(eq(creditNotes.source, source));
    if (done) return done;
    const figures = creditNoteFigures(invoice.figures, reversal);
    if (!figures) return undefined;
    const issuedAt = now();
    const note = { id: newId('cn'), number: await takeNumber(tx, 'credit-note', issuedAt) };
    await tx.insert(creditNotes).values({
      ...note,
      orderId: order.id,
      source,
      reason,
      invoiceNumber: invoice.number,
      invoiceDate: invoice.issuedAt,
      issuedAt,
      figures,
    });
    return note;
  }

  async function render(note: Row, order: Order): Promise<CreditNotePdf> {
    const pdf = await renderInvoicePdf({
      number: note.number,
      issuedAt: note.issuedAt,
      orderId: order.id,
      orderDate: order.paidAt ?? order.createdAt,
      paymentMethod: order.paymentMethod,
      ...setup.parties(order),
      figures: note.figures,
      creditNote: { invoiceNumber: note.invoiceNumber, invoiceDate: note.invoiceDate, reason: REASON[note.reason] },
    });
    return { number: note.number, filename: pdfName('credit-note', note.number), pdf };
  }

  /** The note `id` of order `orderId` (of the shopper `userId`, when given), as a PDF; anything else is 404. */
  async function pdfOf(orderId: string, id: string, userId?: string): Promise<CreditNotePdf> {
    const [row] = await db
      .select({ note: creditNotes, order: orders })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(
        and(
          eq(creditNotes.id, id),
          eq(creditNotes.orderId, orderId),
          userId === undefined ? undefined : eq(orders.userId, userId),
        ),
      );
    if (!row) throw notFound('Credit note not found');
    return render(row.note, row.order);
  }

  return {
    /** A completed return of one order item: the item's invoice line reversed. */
    forReturn: (tx: Tx, request: { id: string; orderId: string; orderItemId: string }) =>
      issue(tx, request.orderId, `return:${request.id}`, 'return', { kind: 'items', itemIds: [request.orderItemId] }),

    /** A paid order back at the store undelivered: the whole invoice reversed. */
    forReturnedOrder: (tx: Tx, orderId: string) => issue(tx, orderId, `rto:${orderId}`, 'rto', { kind: 'order' }),

    /** A paid order staff cancelled before it shipped: the whole invoice reversed. */
    forCancelledOrder: (tx: Tx, orderId: string) =>
      issue(tx, orderId, `cancel:${orderId}`, 'cancel', { kind: 'order' }),

    /** The shopper's own credit note (any other is "not found"). */
    forShopper: (userId: string, orderId: string, id: string) => pdfOf(orderId, id, userId),

    /** For the console, and for the mail that tells the shopper. */
    forOrder: (orderId: string, id: string) => pdfOf(orderId, id),

    /**
     * Each order's invoice (once numbered) and credit notes, oldest first, with the URL each downloads from for
     * `reader` (the shopper's My Orders, or the console).
     */
    async documents(orderIds: readonly string[], reader: Reader = 'shopper'): Promise<Map<string, OrderDocument[]>> {
      const byOrder = new Map<string, OrderDocument[]>(orderIds.map((id) => [id, []]));
      if (orderIds.length === 0) return byOrder;
      const ids = [...orderIds];
      const [issued, notes] = await Promise.all([
        db.select().from(invoices).where(inArray(invoices.orderId, ids)),
        db
          .select()
          .from(creditNotes)
          .where(inArray(creditNotes.orderId, ids))
          .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number)),
      ]);
      for (const i of issued) {
        const date = i.issuedAt.toISOString();
        byOrder.get(i.orderId)?.push({ kind: 'invoice', number: i.number, date, url: urlOf(reader, i.orderId) });
      }
      for (const n of notes) {
        const date = n.issuedAt.toISOString();
        byOrder
          .get(n.orderId)
          ?.push({ kind: 'credit-note', number: n.number, date, url: urlOf(reader, n.orderId, n.id) });
      }
      return byOrder;
    },
  };
}

export type CreditNoteService = ReturnType<typeof createCreditNoteService>;
