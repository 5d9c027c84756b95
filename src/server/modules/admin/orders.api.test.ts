// Orders and return requests in the console: lists with filters, detail, invoice, status changes one real step at
// a time (a jump refused with its reason, Shipped with the AWB and the courier, Returned to Origin for cash only),
// and approving, completing or refusing a request (the shopper reads the refusal's reason in My Orders).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { productSizes } from '#/server/db/schema/index.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import {
  call,
  catalogLines,
  checkoutBody,
  createShopper,
  type Line,
  otherSizeOf,
  placeCashOrder,
  type Shopper,
} from '#/server/test/checkout.ts';
import { createCapturingSms } from '#/server/test/capture-sms.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { ORDER_STATUSES } from '#/domain/order-status.ts';

let store: StoreApp;
let staff: Caller;
let line: Line;
let otherSize: string;
const clock = new Date('2026-11-20T10:00:00Z');
const sms = createCapturingSms();

/** A paid order of one unit of `line`, placed (its first step). */
async function paidOrder(shopper: Shopper) {
  const { orders } = store.services;
  const created = await orders.createRazorpayOrder(shopper.id, await checkoutBody(store, [[line, 1]]), shopper.id);
  await orders.verifyRazorpay(shopper.id, await orders.sandboxRazorpayPay(shopper.id, created.order.id));
  return created.order.receipt;
}
/** A paid order of one unit of `line`, walked out for delivery, delivered from the console; its id, its item's. */
async function deliveredOrder(shopper: Shopper) {
  const orderId = await paidOrder(shopper);
  await walkOrderTo(store, orderId, 'Out for Delivery');
  const status = await admin(store, 'POST', `/orders/${orderId}/status`, staff, { status: 'Delivered' });
  expect(status.status).toBe(200);
  const mine = (await store.services.orders.userOrders(shopper.id)).find((o) => o._id === orderId)!;
  return { orderId, itemId: mine.items[0]!._id };
}
const myItem = async (shopper: Shopper, orderId: string) =>
  (await store.services.orders.userOrders(shopper.id)).find((o) => o._id === orderId)!.items[0]!;

beforeAll(async () => {
  store = await createTestApp({}, { now: () => clock, sms });
  staff = await createCaller(store, 'staff', clock);
  line = (await catalogLines(store))[0]!;
  await store.database.db.update(productSizes).set({ stock: 50 }).where(eq(productSizes.productId, line.productId));
  otherSize = (await otherSizeOf(store, line)).size;
});
afterAll(() => store?.close());

describe('orders', () => {
  it('lists placed orders with filters, shows one with its charges, serves its invoice', async () => {
    const shopper = await createShopper(store, clock);
    const { orderId } = await deliveredOrder(shopper);
    const all = await admin(store, 'GET', '/orders', staff);
    expect(all.body.orders[0]).toMatchObject({
      _id: orderId,
      status: 'Delivered',
      paymentState: 'paid',
      paymentMethod: 'Razorpay',
      placedAt: '2026-11-20T10:00:00.000Z',
      customer: expect.objectContaining({ name: expect.any(String), email: expect.any(String) }),
    });
    const filtered = async (query: string) =>
      (await admin(store, 'GET', `/orders?${query}`, staff)).body.orders.map((o: { _id: string }) => o._id);
    expect(await filtered('status=Delivered&method=Razorpay')).toContain(orderId);
    expect(await filtered('method=COD')).not.toContain(orderId);
    expect(await filtered(`q=${orderId.slice(0, 10)}`)).toEqual([orderId]);
    for (const bad of ['status=Lost', 'method=Cheque', 'limit=0', 'limit=201'])
      expect((await admin(store, 'GET', `/orders?${bad}`, staff)).status).toBe(400);

    const detail = await admin(store, 'GET', `/orders/${orderId}`, staff);
    expect(detail.body.order).toMatchObject({ _id: orderId, charges: { subtotal: line.pricePaise / 100 } });
    expect(detail.body.order.deliveredAt).toBe('2026-11-20T10:00:00.000Z');
    expect((await admin(store, 'GET', '/orders/ord_none', staff)).status).toBe(404);

    const invoice = await store.app.request(`/api/admin/orders/${orderId}/invoice`, { headers: staff.headers });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('Content-Type')).toBe('application/pdf');
    expect(
      Buffer.from(await invoice.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await admin(store, 'GET', '/orders/ord_none/invoice', staff)).status).toBe(404);
  });

  it('keeps a size that has orders: removing it from the product is refused (409)', async () => {
    const before = (await admin(store, 'GET', `/products/${line.productId}`, staff)).body.product;
    const stock = before.sizes.find((s: { _id: string }) => s._id === line.sizeId).stock;
    // Out of stock first: a size with stock is refused for that reason before its orders are looked at.
    const emptied = await admin(store, 'POST', `/products/${line.productId}/stock`, staff, {
      size: line.size,
      delta: -stock,
      reason: 'Stock count',
    });
    expect(emptied.status).toBe(200);
    const product = (await admin(store, 'GET', `/products/${line.productId}`, staff)).body.product;
    const others = product.sizes.filter((s: { _id: string }) => s._id !== line.sizeId);
    const res = await admin(store, 'PATCH', `/products/${line.productId}`, staff, {
      sizes: others.map((s: { size: string; stock: number }) => ({ size: s.size, stock: s.stock })),
    });
    expect(res).toMatchObject({ status: 409, body: { success: false } });
    expect(res.body.message).toBe(`Size ${line.size} has orders and cannot be removed; set its stock to 0 instead`);
    // The later tests buy this size again.
    const restocked = await admin(store, 'POST', `/products/${line.productId}/stock`, staff, {
      size: line.size,
      delta: stock,
      reason: 'Stock count',
    });
    expect(restocked.status).toBe(200);
  });

  it('validates status changes and records them in the audit log', async () => {
    const shopper = await createShopper(store, clock);
    const { orderId } = await deliveredOrder(shopper);
    const bad = await admin(store, 'POST', `/orders/${orderId}/status`, staff, {
      status: 'Shipped',
      awb: 'no spaces!',
    });
    expect(bad.status).toBe(400);
    expect((await admin(store, 'POST', `/orders/${orderId}/status`, staff, { status: 'Lost' })).status).toBe(400);
    const entries = (await admin(store, 'GET', '/audit', staff)).body.entries;
    expect(entries.find((e: { target: string }) => e.target === orderId)).toMatchObject({
      action: 'order.status',
      actor: staff.email,
      detail: { status: 'Delivered' },
    });
  });
});

describe('moving an order along', () => {
  const move = (orderId: string, body: Record<string, unknown>) =>
    admin(store, 'POST', `/orders/${orderId}/status`, staff, body);
  const detail = async (orderId: string) => (await admin(store, 'GET', `/orders/${orderId}`, staff)).body.order;
  const refusal = (message: string) => ({ status: 422, body: { success: false, message } });

  /** A cash order of one unit under ₹2,000, its code confirmed: unpaid until delivered. */
  async function codOrder(shopper: Shopper) {
    const cheap = (await catalogLines(store)).find((l) => l.pricePaise <= 2_000_00)!;
    return placeCashOrder(store, sms, shopper, await checkoutBody(store, [[cheap, 1]]));
  }

  it('refuses a jump with the reason, and offers only the next step', async () => {
    const orderId = await paidOrder(await createShopper(store, clock));
    expect(await detail(orderId)).toMatchObject({
      status: 'Order Placed',
      nextSteps: ['Packing', 'Cancelled'],
      awb: null,
      courier: null,
      shippedAt: null,
    });
    const jump = refusal('An order that is Order Placed can only move to Packing or Cancelled');
    expect(await move(orderId, { status: 'Delivered' })).toMatchObject(jump);
    expect(await move(orderId, { status: 'Shipped', awb: 'AWB-1', courier: 'Delhivery' })).toMatchObject(jump);
    expect(await move(orderId, { status: 'Returned to Origin' })).toMatchObject(
      refusal('Only a cash-on-delivery order not yet paid can be returned to origin'),
    );
    expect(await move(orderId, { status: 'Order Placed' })).toMatchObject(
      refusal('This order is already Order Placed'),
    );
    expect((await detail(orderId)).status).toBe('Order Placed');
    expect(await move('ord_none', { status: 'Packing' })).toMatchObject({ status: 404, body: { success: false } });
  });

  it('walks the whole way: Packing, Shipped with the AWB and the courier, Out for Delivery, Delivered', async () => {
    const orderId = await paidOrder(await createShopper(store, clock));
    expect(await move(orderId, { status: 'Packing' })).toMatchObject({
      status: 200,
      body: { success: true, message: `Order ${orderId} is now Packing` },
    });
    expect((await detail(orderId)).nextSteps).toEqual(['Shipped', 'Cancelled']);

    // Shipped needs both: the courier is checked as the body is read, then the step.
    const ship = { status: 'Shipped', awb: 'AWB-4242' };
    const needs = refusal('Shipping needs the AWB and the courier');
    expect(await move(orderId, ship)).toMatchObject(needs);
    expect(await move(orderId, { status: 'Shipped', courier: 'Delhivery' })).toMatchObject(needs);
    const courierLength = "The courier's name must be 2 to 40 characters";
    for (const courier of ['  D ', 'D'.repeat(41)])
      expect(await move(orderId, { ...ship, courier })).toMatchObject({
        status: 400,
        body: { success: false, message: courierLength },
      });
    expect((await detail(orderId)).status).toBe('Packing');

    expect((await move(orderId, { ...ship, courier: '  Blue Dart ' })).status).toBe(200);
    expect(await detail(orderId)).toMatchObject({
      status: 'Shipped',
      awb: 'AWB-4242',
      courier: 'Blue Dart',
      shippedAt: clock.toISOString(),
      deliveredAt: null,
      // Paid online: a parcel that cannot be delivered is the courier's to bring back, not a refusal at the door.
      nextSteps: ['Out for Delivery', 'Delivered'],
    });
    const audit = (await admin(store, 'GET', '/audit', staff)).body.entries;
    // Entries made at one instant (the test's clock stands still) have no order among them: find the step's own.
    type Entry = { target: string; detail: { status?: string } };
    expect(audit.find((e: Entry) => e.target === orderId && e.detail.status === 'Shipped')).toMatchObject({
      action: 'order.status',
      detail: { status: 'Shipped', awb: 'AWB-4242', courier: 'Blue Dart' },
    });
    expect(await move(orderId, { status: 'Packing' })).toMatchObject(
      refusal('An order that is Shipped can only move to Out for Delivery or Delivered'),
    );

    expect((await move(orderId, { status: 'Out for Delivery' })).status).toBe(200);
    expect((await detail(orderId)).nextSteps).toEqual(['Delivered']);
    expect((await move(orderId, { status: 'Delivered' })).status).toBe(200);
    expect(await detail(orderId)).toMatchObject({
      status: 'Delivered',
      paymentState: 'paid',
      deliveredAt: clock.toISOString(),
      nextSteps: [],
      // The AWB and the courier stay as Shipped recorded them.
      awb: 'AWB-4242',
      courier: 'Blue Dart',
    });
  });

  it('moves a delivered order no further', async () => {
    const { orderId } = await deliveredOrder(await createShopper(store, clock));
    for (const status of ORDER_STATUSES) {
      const reply = await move(orderId, { status, awb: 'AWB-7', courier: 'Ekart' });
      const message =
        status === 'Delivered'
          ? 'This order is already Delivered'
          : status === 'Returned to Origin'
            ? 'Only a cash-on-delivery order not yet paid can be returned to origin'
            : status === 'Cancelled'
              ? 'An order that is Delivered cannot be cancelled: only one not yet shipped can be'
              : 'An order that is Delivered moves no further';
      expect(reply, status).toMatchObject(refusal(message));
    }
    expect((await detail(orderId)).status).toBe('Delivered');
  });

  it('returns to origin only a cash parcel on its way, and then moves it no further', async () => {
    const orderId = await codOrder(await createShopper(store, clock));
    expect(await detail(orderId)).toMatchObject({ paymentState: 'cod', nextSteps: ['Packing', 'Cancelled'] });
    expect(await move(orderId, { status: 'Returned to Origin' })).toMatchObject(
      refusal('An order that is Order Placed can only move to Packing or Cancelled'),
    );
    await walkOrderTo(store, orderId, 'Shipped');
    expect((await detail(orderId)).nextSteps).toEqual(['Out for Delivery', 'Delivered', 'Returned to Origin']);
    expect((await move(orderId, { status: 'Out for Delivery' })).status).toBe(200);
    expect((await detail(orderId)).nextSteps).toEqual(['Delivered', 'Returned to Origin']);
    expect((await move(orderId, { status: 'Returned to Origin' })).status).toBe(200);
    expect(await detail(orderId)).toMatchObject({ status: 'Returned to Origin', paymentState: 'cod', nextSteps: [] });
    const back = refusal('This order was returned to origin; its stock is back on sale');
    expect(await move(orderId, { status: 'Delivered' })).toMatchObject(back);
    expect(await move(orderId, { status: 'Returned to Origin' })).toMatchObject(back);
  });
});

describe('return requests', () => {
  it('refuses a return with a reason the shopper reads in My Orders, who may then ask again', async () => {
    const shopper = await createShopper(store, clock);
    const { orderId, itemId } = await deliveredOrder(shopper);
    const asked = await call(store, '/api/order/return-order', { orderId, itemId, reason: 'Too loose' }, shopper);
    expect(asked.status).toBe(200);
    const open = (await admin(store, 'GET', '/returns', staff)).body.requests;
    const request = open.find((r: { orderId: string }) => r.orderId === orderId);
    expect(request).toMatchObject({ kind: 'return', state: 'requested', reason: 'Too loose', orderItemId: itemId });

    expect((await admin(store, 'POST', `/returns/${request.id}/refuse`, staff, { reason: '' })).status).toBe(400);
    const refused = await admin(store, 'POST', `/returns/${request.id}/refuse`, staff, {
      reason: 'The tag has been removed',
    });
    expect(refused.status).toBe(200);
    const again = await admin(store, 'POST', `/returns/${request.id}/refuse`, staff, { reason: 'Again' });
    expect(again.body).toEqual({ success: false, message: 'This return is refused; it moves no further' });
    expect(again.status).toBe(422);
    const item = await myItem(shopper, orderId);
    expect(item.reason).toBe('Your return request was refused: The tag has been removed');
    expect(item).toMatchObject({ status: 'Delivered', canReturn: true });
    const all = (await admin(store, 'GET', '/returns?state=all', staff)).body.requests;
    expect(all.find((r: { id: string }) => r.id === request.id)).toMatchObject({
      state: 'refused',
      refusalReason: 'The tag has been removed',
    });
    expect((await admin(store, 'GET', '/returns?state=closed', staff)).status).toBe(400);
    const askedAgain = await call(
      store,
      '/api/order/return-order',
      { orderId, itemId, reason: 'Tag attached now' },
      shopper,
    );
    expect(askedAgain.status).toBe(200);
  });

  it('approves, receives, then completes a return into store credit', async () => {
    const shopper = await createShopper(store, clock);
    const { orderId, itemId } = await deliveredOrder(shopper);
    await call(store, '/api/order/return-order', { orderId, itemId, reason: 'Colour differs' }, shopper);
    const request = (await admin(store, 'GET', '/returns', staff)).body.requests.find(
      (r: { orderId: string }) => r.orderId === orderId,
    );
    expect((await admin(store, 'POST', `/returns/${request.id}/approve`, staff)).status).toBe(200);
    expect((await admin(store, 'POST', `/returns/${request.id}/approve`, staff)).status).toBe(422);
    expect((await admin(store, 'POST', `/returns/${request.id}/receive`, staff)).status).toBe(200);
    const dashboard = (await admin(store, 'GET', '/dashboard', staff)).body;
    expect(dashboard.openRequests).toBeGreaterThanOrEqual(1);
    const entries: { target: string; action: string }[] = (await admin(store, 'GET', '/audit', staff)).body.entries;
    const audited = entries.filter((e) => e.target === request.id).map((e) => e.action);
    expect(audited.sort()).toEqual(['return.approve', 'return.receive']);
    const done = await admin(store, 'POST', `/returns/${request.id}/complete`, staff);
    expect(done.body).toMatchObject({ success: true, kind: 'return', creditPaise: line.pricePaise - 100_00 });
  });

  it('refusing an exchange puts the reserved size back on sale', async () => {
    const shopper = await createShopper(store, clock);
    const { orderId, itemId } = await deliveredOrder(shopper);
    const stockOf = async () =>
      (
        await store.database.db
          .select()
          .from(productSizes)
          .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, otherSize)))
      )[0]!.stock;
    const before = await stockOf();
    await call(store, '/api/order/exchange-order', { orderId, itemId, newSize: otherSize }, shopper);
    expect(await stockOf()).toBe(before - 1);
    const request = (await admin(store, 'GET', '/returns', staff)).body.requests.find(
      (r: { orderId: string }) => r.orderId === orderId,
    );
    await admin(store, 'POST', `/returns/${request.id}/refuse`, staff, { reason: 'Size out of production' });
    expect(await stockOf()).toBe(before);
    expect((await myItem(shopper, orderId)).reason).toContain(
      'Your exchange request was refused: Size out of production',
    );
  });
});
