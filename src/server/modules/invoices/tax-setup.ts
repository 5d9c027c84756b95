// What every GST document of the store shares: the seller, the tax configuration, the buyer and place of supply of
// an order, and the figures of its invoice (domain/gst.ts) from its items as bought.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { orderItems, type orders, products } from '#/server/db/schema/index.ts';
import type { Env } from '#/server/env.ts';
import { canonicalState, DEMO_GSTIN } from '#/domain/gstin.ts';
import { type InvoiceFigures, invoiceFigures, orderCharges } from '#/domain/gst.ts';
import type { TaxConfig } from '#/domain/tax-table.ts';
import type { InvoiceDocument } from './invoice-pdf.ts';

export type Order = typeof orders.$inferSelect;

/** "Name (size M)", or "Name (size M, made in Wine)" for a customised colour. */
const goodsDescription = (i: { name: string; size: string; customColour: string | null }) =>
  `${i.name} (size ${i.size}${i.customColour ? `, made in ${i.customColour}` : ''})`;

export function taxSetup(env: Env) {
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
  const destination = (order: Order) => canonicalState(order.address.state);

  return {
    seller,
    /** The invoice's figures from the order's items as bought (each goods line names its order item). */
    async figuresOf(db: Db | Tx, order: Order): Promise<InvoiceFigures> {
      const items = await db
        .select({
          itemId: orderItems.id,
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
      const to = destination(order);
      return invoiceFigures({
        goods: items.map((i) => ({ ...i, description: goodsDescription(i) })),
        discountPaise: order.discountPaise,
        charges: orderCharges(order),
        intraState: to !== undefined && to.code === seller.stateCode,
        config,
      });
    },
    /** Seller, buyer and place of supply of a document about `order`. */
    parties(order: Order): Pick<InvoiceDocument, 'seller' | 'specimen' | 'buyer' | 'placeOfSupply'> {
      const a = order.address;
      return {
        seller,
        // Until the store sets its own GSTIN the document says it is a specimen, so nobody files it.
        specimen: env.SELLER_GSTIN === DEMO_GSTIN,
        buyer: {
          name: `${a.firstName} ${a.lastName}`,
          address: [a.street, a.landmark ?? '', `${a.city}, ${a.state} ${a.zipcode}`, a.country].filter(Boolean),
          phone: a.phone,
          email: a.email,
        },
        placeOfSupply: destination(order) ?? { name: a.state },
      };
    },
  };
}

export type TaxSetup = ReturnType<typeof taxSetup>;

/** A document's file name: its number with the slashes as hyphens ("invoice-INV-26-27-000123.pdf"). */
export const pdfName = (kind: 'invoice' | 'credit-note', number: string) => `${kind}-${number.replace(/\//g, '-')}.pdf`;
