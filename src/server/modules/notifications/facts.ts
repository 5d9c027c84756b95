// What a message says, read from the database when it is sent (not when it was queued): a retry an hour later tells
// the order as it is, and the queued row stays small.
import { eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderItems, orders, returnRequests } from '#/server/db/schema/index.ts';

export type OrderFacts = Awaited<ReturnType<typeof orderFacts>>;
export type RequestFacts = NonNullable<Awaited<ReturnType<typeof requestFacts>>>;

export async function orderFacts(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const lines = await db
    .select({
      name: orderItems.name,
      size: orderItems.size,
      quantity: orderItems.quantity,
      pricePaise: orderItems.pricePaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return {
    id: order.id,
    userId: order.userId,
    name: order.address.firstName,
    email: order.address.email,
    phone: order.address.phone,
    address: order.address,
    paid: order.paymentState === 'paid',
    cashOnDelivery: order.paymentMethod === 'COD',
    amountPaise: order.amountPaise,
    awb: order.awb,
    courier: order.courier,
    deliveredAt: order.deliveredAt,
    cancelReason: order.cancelReason,
    lines,
  };
}

export async function requestFacts(db: Db, requestId: string) {
  const [row] = await db
    .select({ request: returnRequests, item: { name: orderItems.name, size: orderItems.size } })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .where(eq(returnRequests.id, requestId));
  if (!row) return undefined;
  const { request, item } = row;
  return {
    id: request.id,
    kind: request.kind,
    itemName: item.name,
    size: item.size,
    newSize: request.newSize,
    refusalReason: request.refusalReason,
    pickupAwb: request.pickupAwb,
    replacementAwb: request.replacementAwb,
  };
}
