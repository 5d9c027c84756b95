// Reading orders: My Orders (paid orders only, built in my-orders.ts), the operator's list, tracking, the
// confirmation mail's content.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderItems, orders } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import type { Tx } from '#/server/db/client.ts';
import { createMyOrders, type OrderDocuments } from './my-orders.ts';
import type { ShippingProvider } from '#/server/adapters/shipping/interface.ts';
import type { ImageUrl } from '#/server/modules/catalog/index.ts';
import { toRupees } from '#/domain/money.ts';

export function createOrderQueries(
  db: Db,
  deps: { now: () => Date; estimator: ShippingProvider; imageUrl?: ImageUrl; documents?: OrderDocuments },
) {
  async function itemsOf(tx: Tx | Db, orderId: string) {
    return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  }

  async function itemsOfOrders(ids: string[]) {
    return ids.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, ids)) : [];
  }

  async function ownedOrder(userId: string, where: { id?: string; providerOrderId?: string }) {
    const cond = where.id ? eq(orders.id, where.id) : eq(orders.providerOrderId, where.providerOrderId ?? '');
    const [order] = await db
      .select()
      .from(orders)
      .where(and(cond, eq(orders.userId, userId)));
    if (!order) throw notFound('Order not found');
    return order;
  }

  return {
    itemsOf,
    ownedOrder,

    /** The confirmation mail's content for a paid order. */
    async orderIdByProviderOrder(providerOrderId: string): Promise<string | undefined> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.providerOrderId, providerOrderId));
      return row?.id;
    },

    /** My Orders: only the caller's paid orders, newest first, one entry per order with its items. */
    userOrders: createMyOrders(db, deps),

    /** Operator view: the latest orders of every state, with their lines. */
    async recentOrders(limit: number) {
      const list = await db.select().from(orders).orderBy(desc(orders.createdAt)).limit(limit);
      const items = await itemsOfOrders(list.map((o) => o.id));
      return list.map((o) => ({
        _id: o.id,
        date: o.createdAt.toISOString(),
        payment: o.paymentState,
        method: o.paymentMethod,
        status: o.status,
        amount: toRupees(o.amountPaise),
        awb: o.awb,
        customer: `${o.address.firstName} ${o.address.lastName}, ${o.address.city} ${o.address.zipcode}`,
        items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => `${i.name} (${i.size}) × ${i.quantity}${i.status ? ` [${i.status}]` : ''}`),
      }));
    },

    async trackOrder(userId: string, orderId: string) {
      const order = await ownedOrder(userId, { id: orderId });
      if ((order.paymentState !== 'paid' && order.paymentState !== 'cod') || !order.awb)
        throw new AppError('not_found', 'Tracking information is not available.');
      return { track_url: `https://shiprocket.co/tracking/${encodeURIComponent(order.awb)}` };
    },
  };
}

export type OrderQueries = ReturnType<typeof createOrderQueries>;
