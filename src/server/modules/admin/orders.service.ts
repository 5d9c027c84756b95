// Orders as the console lists them: placed orders only (paid, cash on delivery, or owed a refund; abandoned
// checkouts are noise), filtered by status, payment method and a search over the order id and the customer.
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { invoices, orderItems, orderRefunds, orders, returnRequests, users } from '#/server/db/schema/index.ts';
import { notFound } from '#/server/errors.ts';
import type { ImageUrl } from '#/server/modules/catalog/index.ts';
import { cancellationOf, creditTaken, orderCharges } from '#/server/modules/orders/index.ts';
import { containing, newestFirst, type PageRequest } from '#/server/db/page.ts';
import { toRupees } from '#/domain/money.ts';
import type { OrderStatus } from '#/domain/order-status.ts';
import { nextOrderSteps } from '#/domain/order-flow.ts';

export const PLACED_STATES = ['paid', 'cod', 'refund_due'] as const;
export const PAYMENT_METHODS = ['Razorpay', 'Card', 'Store credit', 'COD'] as const;
export type OrderFilter = { status?: string; method?: string; q?: string } & PageRequest;

const rupees = toRupees;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type PlacedState = (typeof PLACED_STATES)[number];

/** The status columns are text; the app writes only ORDER_STATUSES (domain/order-status.ts). */
const orderStatus = (s: string) => s as OrderStatus;
/** Both queries below select placed orders only. */
const placed = (state: OrderRow['paymentState']) => state as PlacedState;

function summary(o: OrderRow, items: ItemRow[], imageUrl: ImageUrl) {
  return {
    _id: o.id,
    placedAt: o.createdAt.toISOString(),
    status: orderStatus(o.status),
    paymentState: placed(o.paymentState),
    paymentMethod: o.paymentMethod,
    amount: rupees(o.amountPaise),
    awb: o.awb,
    customer: {
      name: `${o.address.firstName} ${o.address.lastName}`.trim(),
      email: o.address.email,
      phone: o.address.phone,
      city: o.address.city,
      zipcode: o.address.zipcode,
    },
    items: items.map((i) => ({
      _id: i.id,
      productId: i.productId,
      name: i.name,
      size: i.size,
      quantity: i.quantity,
      price: rupees(i.pricePaise),
      image: i.images.map(imageUrl),
      status: orderStatus(i.status ?? o.status),
    })),
  };
}

const refundView = (r: typeof orderRefunds.$inferSelect) => ({
  amount: rupees(r.amountPaise),
  reference: r.reference,
  at: r.paidAt.toISOString(),
  by: r.paidBy,
});

export function createAdminOrders(db: Db, imageUrl: ImageUrl) {
  /** A store account's name by its e-mail (null for "automation", or an account gone since). */
  const nameOf = async (email: string) =>
    (await db.select({ name: users.name }).from(users).where(eq(users.email, email)))[0]?.name || null;

  return {
    async list(filter: OrderFilter) {
      const q = filter.q?.trim().toLowerCase();
      const like = containing(q);
      const by = { at: orders.createdAt, id: orders.id };
      const { rows: page, nextCursor } = await newestFirst(db, orders, by, filter, [
        inArray(orders.paymentState, [...PLACED_STATES]),
        filter.status ? eq(orders.status, filter.status as OrderRow['status']) : undefined,
        filter.method ? eq(orders.paymentMethod, filter.method as OrderRow['paymentMethod']) : undefined,
        like
          ? or(
              ilike(orders.id, like),
              ilike(orders.awb, like),
              sql`lower(${orders.address}->>'email') like ${like}`,
              sql`lower(${orders.address}->>'phone') like ${like}`,
              sql`lower((${orders.address}->>'firstName') || ' ' || (${orders.address}->>'lastName')) like ${like}`,
            )
          : undefined,
      ]);
      const ids = page.map((o) => o.id);
      const items = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)) : [];
      const list = page.map((o) =>
        summary(
          o,
          items.filter((i) => i.orderId === o.id),
          imageUrl,
        ),
      );
      return { orders: list, nextCursor };
    },

    async get(orderId: string) {
      const [o] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), inArray(orders.paymentState, [...PLACED_STATES])));
      if (!o) throw notFound('Order not found');
      const [items, requests, [invoice], credit, [refund]] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(orderItems.id),
        db.select().from(returnRequests).where(eq(returnRequests.orderId, o.id)),
        db.select().from(invoices).where(eq(invoices.orderId, o.id)),
        creditTaken(db, [o.id]),
        db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id)),
      ]);
      return {
        ...summary(o, items, imageUrl),
        address: o.address,
        shippingMethod: o.shippingMethod,
        paidAt: iso(o.paidAt),
        courier: o.courier,
        shippedAt: iso(o.shippedAt),
        deliveredAt: iso(o.deliveredAt),
        // What the console offers: the server refuses any other move (order-status.service.ts).
        nextSteps: nextOrderSteps(o),
        invoiceNumber: invoice?.number ?? null,
        cancellation: cancellationOf(o),
        // What it owes back now: a cancelled paid order's, or a payment that came after its checkout had ended.
        refundDue: rupees(o.refundDuePaise),
        // What was owed back and has been paid at the provider (order_refunds), with its reference and who paid it.
        refundPaid: refund ? { ...refundView(refund), byName: await nameOf(refund.paidBy) } : null,
        // What the wallet gave this order (none for a refund due or a parcel returned to origin), as My Orders.
        charges: orderCharges(o, credit.get(o.id) ?? 0),
        requests: requests.map((r) => ({
          id: r.id,
          orderItemId: r.orderItemId,
          kind: r.kind,
          state: r.state,
          reason: r.reason,
          newSize: r.newSize,
          refusalReason: r.refusalReason,
          requestedAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
