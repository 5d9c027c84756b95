// The steps a shopper hears about: each move the status service makes tells its event through `notify`, in the
// move's own transaction (after the update, so the event and the new status commit together or not at all).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StoreApp } from '#/server/app.ts';
import type { Tx } from '#/server/db/client.ts';
import { orders, productSizes } from '#/server/db/schema/index.ts';
import { createTestApp } from '#/server/test/test-app.ts';
import { createCapturingSms } from '#/server/test/capture-sms.ts';
import { catalogLines, checkoutBody, createShopper, type Line, placeCashOrder } from '#/server/test/checkout.ts';
import { TEST_AWB, TEST_COURIER } from '#/server/test/order-steps.ts';
import { createOrderStatusService } from './order-status.service.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';

let store: StoreApp;
let line: Line;
const clock = new Date('2026-11-20T10:00:00Z');
const now = () => clock;
const sms = createCapturingSms();
/** What was told: the event, and the order's status as the transaction saw it then. */
let told: { name: string; orderId: string; statusThen: string | undefined }[] = [];
let failNext = false;
const notify: Notify = async (tx: Tx, event) => {
  if (!('orderId' in event)) throw new Error(`${event.name} is not an order's event`);
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, event.orderId));
  told.push({ ...event, statusThen: row?.status });
  if (failNext) throw new Error('the outbox is down');
};
const service = () => createOrderStatusService({ db: store.database.db, wallet: store.services.wallet, now, notify });
const statusOf = async (orderId: string) =>
  (await store.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

async function paidOrder() {
  const shopper = await createShopper(store, clock);
  const { orders: checkout } = store.services;
  const created = await checkout.createRazorpayOrder(shopper.id, await checkoutBody(store, [[line, 1]]), shopper.id);
  await checkout.verifyRazorpay(shopper.id, await checkout.sandboxRazorpayPay(shopper.id, created.order.id));
  return created.order.receipt;
}

beforeAll(async () => {
  store = await createTestApp({}, { now, sms });
  line = (await catalogLines(store)).find((l) => l.pricePaise <= 2_000_00)!;
  await store.database.db.update(productSizes).set({ stock: 50 }).where(eq(productSizes.id, line.sizeId));
});
afterAll(() => store?.close());

describe('order-status notify', () => {
  it('tells Shipped, Out for Delivery and Delivered inside the move, and nothing for Packing', async () => {
    told = [];
    const orderId = await paidOrder();
    const statuses = service();
    await statuses.setStatus(orderId, { to: 'Packing' });
    expect(told).toEqual([]);
    await statuses.setStatus(orderId, { to: 'Shipped', awb: TEST_AWB, courier: TEST_COURIER });
    await statuses.setStatus(orderId, { to: 'Out for Delivery' });
    await statuses.setStatus(orderId, { to: 'Delivered' });
    expect(told).toEqual([
      { name: 'order.shipped', orderId, statusThen: 'Shipped' },
      { name: 'order.out_for_delivery', orderId, statusThen: 'Out for Delivery' },
      { name: 'order.delivered', orderId, statusThen: 'Delivered' },
    ]);
    const row = await statusOf(orderId);
    expect([row.awb, row.courier, row.shippedAt?.toISOString()]).toEqual([TEST_AWB, TEST_COURIER, clock.toISOString()]);
  });

  it('tells nothing for a refused move', async () => {
    told = [];
    const orderId = await paidOrder();
    await expect(service().setStatus(orderId, { to: 'Delivered' })).rejects.toMatchObject({
      kind: 'rule',
      message: 'An order that is Order Placed can only move to Packing or Cancelled',
    });
    await service().setStatus(orderId, { to: 'Packing' });
    await expect(service().setStatus(orderId, { to: 'Shipped', awb: TEST_AWB })).rejects.toMatchObject({
      message: 'Shipping needs the AWB and the courier',
    });
    expect(told).toEqual([]);
    expect((await statusOf(orderId)).status).toBe('Packing');
  });

  it('a move whose event cannot be recorded does not happen', async () => {
    told = [];
    const orderId = await paidOrder();
    await service().setStatus(orderId, { to: 'Packing' });
    failNext = true;
    try {
      await expect(
        service().setStatus(orderId, { to: 'Shipped', awb: TEST_AWB, courier: TEST_COURIER }),
      ).rejects.toThrow('the outbox is down');
    } finally {
      failNext = false;
    }
    const row = await statusOf(orderId);
    expect([row.status, row.awb, row.courier, row.shippedAt]).toEqual(['Packing', null, null, null]);
  });

  it('tells a refused cash parcel as returned to origin', async () => {
    told = [];
    const shopper = await createShopper(store, clock);
    const orderId = await placeCashOrder(store, sms, shopper, await checkoutBody(store, [[line, 1]]));
    const statuses = service();
    await statuses.setStatus(orderId, { to: 'Packing' });
    await statuses.setStatus(orderId, { to: 'Shipped', awb: TEST_AWB, courier: TEST_COURIER });
    await statuses.setStatus(orderId, { to: 'Returned to Origin' });
    expect(told.map((e) => e.name)).toEqual(['order.shipped', 'order.returned_to_origin']);
    expect(told.at(-1)).toMatchObject({ orderId, statusThen: 'Returned to Origin' });
  });
});
