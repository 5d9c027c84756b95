// Tax invoices: every paid order has one, numbered once (invoice-number.ts) when the order is paid or on its
// first download, its figures (domain/gst.ts) kept as issued and laid out by invoice-pdf.ts. The shopper downloads
// their own; the confirmation mail carries it.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { orders } from '#/server/db/schema/index.ts';
import type { Env } from '#/server/env.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { assignInvoiceNumber, issueInvoiceIn } from './invoice-number.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { type Order, pdfName, type TaxSetup, taxSetup } from './tax-setup.ts';

export type Invoice = { number: string; filename: string; pdf: Uint8Array<ArrayBuffer> };

export function createInvoiceService(deps: { db: Db; env: Env; now: () => Date; setup?: TaxSetup }) {
  const { db, now } = deps;
  const setup = deps.setup ?? taxSetup(deps.env);

  async function invoiceOf(order: Order): Promise<Invoice> {
    const { number, issuedAt, figures } = await assignInvoiceNumber(db, order.id, now, (tx) =>
      setup.figuresOf(tx, order),
    );
    const pdf = await renderInvoicePdf({
      number,
      issuedAt,
      orderId: order.id,
      orderDate: order.paidAt ?? order.createdAt,
      paymentMethod: order.paymentMethod,
      ...setup.parties(order),
      figures,
    });
    return { number, filename: pdfName('invoice', number), pdf };
  }

  return {
    /** The shopper's invoice for their own paid order; any other order is "not found". */
    async forShopper(userId: string, orderId: string): Promise<Invoice> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order) throw notFound('Order not found');
      if (order.paymentState !== 'paid')
        throw new AppError('not_found', 'This order has no invoice yet: an invoice is issued once it is paid.');
      return invoiceOf(order);
    },

    /** The invoice of a paid order (for its confirmation mail); undefined for an order that is not paid. */
    async forOrder(orderId: string): Promise<Invoice | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      return order?.paymentState === 'paid' ? invoiceOf(order) : undefined;
    },

    /**
     * Issues a paid order's invoice inside `tx` (or finds it), before something changes what it would print: an
     * erasure keeps the buyer's name and address only on orders that have a tax document.
     */
    async issueIn(tx: Tx, order: Order): Promise<void> {
      if (order.paymentState === 'paid') await issueInvoiceIn(tx, order.id, now, () => setup.figuresOf(tx, order));
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
