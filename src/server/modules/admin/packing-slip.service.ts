// The packing slip of a placed order (packing-slip-pdf.ts lays it out): the order as bought, where it goes and what
// the courier collects. An order that will not be sent (cancelled, or owed a refund for a payment that came too
// late) has none.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderItems, orders } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import type { StoreIdentity } from '#/lib/site.ts';
import { formatPaise } from '#/domain/money.ts';
import { CANCELLED } from '#/domain/order-status.ts';
import { RETURN_WINDOW_DAYS } from '#/domain/return-eligibility.ts';
import { PLACED_STATES } from './orders.service.ts';
import { type PackingSlip, renderPackingSlip } from './packing-slip-pdf.ts';

type Order = typeof orders.$inferSelect;

/** What the courier does about money at the door. */
export function paymentLine(o: Pick<Order, 'paymentMethod' | 'paymentState' | 'amountPaise'>): string {
  if (o.paymentMethod !== 'COD') return 'Prepaid: nothing to collect';
  return o.paymentState === 'cod'
    ? `Cash on delivery: collect ${formatPaise(o.amountPaise)}`
    : 'Cash on delivery: paid';
}

export const returnNote = (siteUrl: string) =>
  `Not the right size? Ask for an exchange or a return in Your orders (${siteUrl}/orders) within ` +
  `${RETURN_WINDOW_DAYS} days of delivery, with the tags on; customised and sale items cannot be returned. ` +
  `Our return policy: ${siteUrl}/return-policy`;

export function createPackingSlips(deps: { db: Db; store: StoreIdentity; siteUrl: string }) {
  const { db, store } = deps;
  const siteUrl = deps.siteUrl.replace(/\/$/, '');

  async function slipOf(orderId: string): Promise<PackingSlip> {
    const [o] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), inArray(orders.paymentState, [...PLACED_STATES])));
    if (!o) throw notFound('Order not found');
    if (o.status === CANCELLED) throw new AppError('rule', `Order ${o.id} was cancelled: it is not sent.`);
    if (o.paymentState === 'refund_due')
      throw new AppError('rule', `Order ${o.id} is owed a refund (its payment came too late): it is not sent.`);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(orderItems.id);
    const a = o.address;
    return {
      store: { name: store.name, address: store.address, phone: store.phone, email: store.email },
      orderId: o.id,
      orderDate: o.createdAt,
      shipTo: {
        name: `${a.firstName} ${a.lastName}`.trim(),
        lines: [a.street, a.landmark ?? '', `${a.city}, ${a.state} ${a.zipcode}`, a.country].filter(Boolean),
        phone: a.phone,
      },
      items: items.map((i) => ({ name: i.name, size: i.size, colour: i.customColour, quantity: i.quantity })),
      payment: paymentLine(o),
      shipment: { courier: o.courier, awb: o.awb },
      returnNote: returnNote(siteUrl),
    };
  }

  return {
    /** The slip's PDF and its file name; 404 for no placed order, 422 for one that is not sent. */
    async forOrder(orderId: string) {
      const slip = await slipOf(orderId);
      return { filename: `packing-slip-${slip.orderId}.pdf`, pdf: await renderPackingSlip(slip) };
    },
  };
}

export type PackingSlips = ReturnType<typeof createPackingSlips>;
