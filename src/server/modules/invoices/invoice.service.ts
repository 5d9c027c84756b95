// Tax invoices: every paid order has one, numbered once (invoice-number.ts) when the order is paid or on its
// first download, with the figures of gst.ts laid out by invoice-pdf.ts. The shopper downloads their own; the
// confirmation mail carries it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderItems, orders, products } from '#/server/db/schema/index.ts';
import type { Env } from '#/server/env.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { canonicalState, DEMO_GSTIN } from '#/domain/gstin.ts';
import { invoiceFigures, orderCharges } from './gst.ts';
import { assignInvoiceNumber } from './invoice-number.ts';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.ts';
import type { TaxConfig } from '#/domain/tax-table.ts';

/** "Name (size M)", or "Name (size M, made in Wine)" for a customised colour. */
const goodsDescription = (i: { name: string; size: string; customColour: string | null }) =>
  `${i.name} (size ${i.size}${i.customColour ? `, made in ${i.customColour}` : ''})`;

export type Invoice = { number: string; filename: string; pdf: Uint8Array<ArrayBuffer> };
type Order = typeof orders.$inferSelect;

export function createInvoiceService(deps: { db: Db; env: Env; now: () => Date }) {
  const { db, env, now } = deps;
  const config: TaxConfig = {
    apparelRates: env.GST_APPAREL_RATES,
    serviceRateBp: env.GST_SERVICE_RATE,
    apparelHsn: env.GST_HSN_APPAREL,
    hsnByCategory: env.GST_HSN_BY_CATEGORY,
  };
  const sellerState = canonicalState(env.SELLER_STATE);
  const seller = {
    name: env.SELLER_NAME ?? env.store.name,
    address: env.SELLER_ADDRESS ?? env.store.address,
    gstin: env.SELLER_GSTIN,
    state: sellerState?.name ?? env.SELLER_STATE,
    stateCode: sellerState?.code ?? '',
  };

  async function invoiceOf(order: Order): Promise<Invoice> {
    const { number, issuedAt } = await assignInvoiceNumber(db, order.id, now);
    const items = await db
      .select({
        name: orderItems.name,
        size: orderItems.size,
        pricePaise: orderItems.pricePaise,
        quantity: orderItems.quantity,
        customColour: orderItems.customColour,
        category: products.category,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.id);
    const a = order.address;
    const destination = canonicalState(a.state);
    const figures = invoiceFigures({
      goods: items.map((i) => ({ ...i, description: goodsDescription(i) })),
      discountPaise: order.discountPaise,
      charges: orderCharges(order),
      intraState: destination !== undefined && destination.code === seller.stateCode,
      config,
    });
    const doc: InvoiceDocument = {
      number,
      issuedAt,
      orderId: order.id,
      orderDate: order.paidAt ?? order.createdAt,
      paymentMethod: order.paymentMethod,
      seller,
      // Until the store sets its own GSTIN the document says it is a specimen, so nobody files it.
      specimen: env.SELLER_GSTIN === DEMO_GSTIN,
      buyer: {
        name: `${a.firstName} ${a.lastName}`,
        address: [a.street, a.landmark ?? '', `${a.city}, ${a.state} ${a.zipcode}`, a.country].filter(Boolean),
        phone: a.phone,
        email: a.email,
      },
      placeOfSupply: destination ?? { name: a.state },
      figures,
    };
    return { number, filename: `invoice-${number.replace(/\//g, '-')}.pdf`, pdf: await renderInvoicePdf(doc) };
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
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
