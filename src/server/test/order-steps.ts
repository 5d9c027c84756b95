// Orders in tests move as staff move them: one real step at a time (src/domain/order-flow.ts) through the console's
// service, Shipped with a test AWB and courier. A test that needs a delivered (or refused) order walks it there.
import { eq } from 'drizzle-orm';
import type { StoreApp } from '#/server/app.ts';
import { orders } from '#/server/db/schema/index.ts';
import { nextOrderSteps } from '#/domain/order-flow.ts';
import type { OrderStatus } from '#/domain/order-status.ts';

export const TEST_AWB = 'AWB12345';
export const TEST_COURIER = 'Delhivery';

/**
 * Moves a paid (or confirmed cash) order step by step until it is `to`: the target as soon as it is a next step,
 * else the first next step (Order Placed → Packing → Shipped → Out for Delivery → …). Answers the steps taken
 * (none when it is there already); throws when the order cannot get there.
 */
export async function walkOrderTo(
  store: Pick<StoreApp, 'services' | 'database'>,
  orderId: string,
  to: OrderStatus,
  shipping: { awb?: string; courier?: string } = {},
): Promise<OrderStatus[]> {
  const { awb = TEST_AWB, courier = TEST_COURIER } = shipping;
  const taken: OrderStatus[] = [];
  for (;;) {
    const [order] = await store.database.db
      .select({ status: orders.status, paymentState: orders.paymentState })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw new Error(`walkOrderTo: no order ${orderId}`);
    if (order.status === to) return taken;
    const next = nextOrderSteps(order);
    const step = next.includes(to) ? to : next[0];
    if (!step) throw new Error(`walkOrderTo: ${orderId} (${order.status}, ${order.paymentState}) cannot reach ${to}`);
    await store.services.orderStatus.setStatus(orderId, { to: step, awb, courier });
    taken.push(step);
  }
}
