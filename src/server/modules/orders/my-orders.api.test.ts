// POST /api/order/userorders: one entry per paid order, newest first, with the amount break-up, ISO 8601 dates,
// the expected delivery date and, per item, whether a return or an exchange is possible, which the requests
// themselves honour (one rule, return-eligibility.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import {
  call,
  catalogLines,
  checkoutBody,
  createShopper,
  type Line,
  pay,
  type Shopper,
} from '#/server/test/checkout.ts';
import { coupons, orders, productSizes } from '#/server/db/schema/index.ts';
import { walletRef } from '#/server/modules/returns/index.ts';
import { walkRequest } from '#/server/test/return-steps.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';

let store: StoreApp;
let clock: Date;
let line: Line;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const DAY = 86_400_000;

/** A paid order through the API, as checkout places it; returns its id. */
async function buy(who: Shopper, lines: [Line, number][], couponCode?: string): Promise<string> {
  const body = await checkoutBody(store, lines, couponCode);
  const created = await call(store, '/api/order/razorpay', body, who, `198.51.100.${lines.length}`);
  expect(created.status).toBe(200);
  expect((await pay(store, who, created.body.order.id)).status).toBe(200);
  return created.body.order.receipt;
}
const myOrders = async (who: Shopper) => {
  const r = await call(store, '/api/order/userorders', {}, who);
  expect(r.status).toBe(200);
  return r.body.orders;
};
const returnItem = (who: Shopper, orderId: string, itemId: string) =>
  call(store, '/api/order/return-order', { orderId, itemId, reason: 'Too long' }, who);
const exchangeItem = (who: Shopper, orderId: string, itemId: string) =>
  call(store, '/api/order/exchange-order', { orderId, itemId, newSize: 'XXL' }, who);

beforeAll(async () => {
  clock = new Date('2026-11-20T10:00:00Z'); // Friday, 15:30 in India
  store = await createTestApp({}, { now: () => clock });
  line = (await catalogLines(store))[0]!;
  await store.database.db.insert(coupons).values({ code: 'TAKE150', kind: 'fixed', value: 150_00 });
});
afterAll(() => store?.close());
beforeEach(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  await store.database.db.update(productSizes).set({ stock: 20 });
});

describe('My Orders reply', () => {
  it('one entry per order, newest first: break-up, ISO dates, address, expected delivery', async () => {
    const who = await createShopper(store, clock);
    const first = await buy(who, [[line, 2]], 'TAKE150');
    clock = new Date(clock.getTime() + 60_000);
    const second = await buy(who, [[line, 1]]);
    const list = await myOrders(who);
    expect(list.map((o: { _id: string }) => o._id)).toEqual([second, first]);

    const older = list[1];
    const subtotal = (2 * line.pricePaise) / 100;
    expect(older.charges).toEqual({
      subtotal,
      discount: 150,
      couponCode: 'TAKE150',
      delivery: 100,
      extra: 0,
      codFee: 0,
      storeCredit: 0,
      total: subtotal - 150 + 100,
    });
    expect(older.amount).toBe(older.charges.total);
    expect(list[0].charges).toMatchObject({ discount: 0, couponCode: null, total: line.pricePaise / 100 + 100 });
    // The spec's fields keep their names; every date is ISO 8601.
    expect(older).toMatchObject({ status: 'Order Placed', payment: true, paymentMethod: 'Razorpay' });
    expect(older.date).toBe('2026-11-20T10:00:00.000Z');
    expect(older.placedAt).toBe('2026-11-20T10:00:00.000Z');
    expect(older.paidAt).toMatch(ISO);
    expect(older.deliveredAt).toBeNull();
    expect(older.address).toMatchObject({ firstName: 'Asha', city: 'Bengaluru', zipcode: '560001' });
    // Gurugram → Bengaluru: 6–9 processing + 3–5 transit working days from the order date, Sundays skipped.
    expect(older.expectedDelivery).toEqual({
      earliest: '2026-12-01T10:00:00.000Z',
      latest: '2026-12-07T10:00:00.000Z',
    });
    expect(older.items).toHaveLength(1);
    expect(older.items[0]).toMatchObject({
      productId: line.productId,
      quantity: 2,
      size: line.size,
      price: line.pricePaise / 100,
      status: 'Order Placed',
    });
  });

  it('store credit an order spent shows in its break-up', async () => {
    const who = await createShopper(store, clock);
    const orderId = await buy(who, [[line, 1]]);
    const { wallet } = store.services;
    await store.database.db.transaction(async (tx) => {
      await wallet.credit(tx, { userId: who.id, amountPaise: 300_00, reason: 'Goodwill', expiresAt: null });
      await wallet.spend(tx, { userId: who.id, amountPaise: 120_50, reason: 'Order', ref: walletRef(orderId) });
    });
    expect((await myOrders(who))[0].charges.storeCredit).toBe(120.5);
  });

  it('per item: Return and Exchange only when the requests would accept them, otherwise why not', async () => {
    const who = await createShopper(store, clock);
    const orderId = await buy(who, [[line, 1]]);
    const item = async () => (await myOrders(who))[0].items[0];

    const placed = await item();
    expect(placed).toMatchObject({ canReturn: false, canExchange: false, reason: 'Returns open after delivery' });
    expect(placed.returnBy).toBeNull();
    expect((await returnItem(who, orderId, placed._id)).status).toBe(422);
    expect((await exchangeItem(who, orderId, placed._id)).status).toBe(422);

    await walkOrderTo(store, orderId, 'Delivered', { awb: 'SR42' });
    const [order] = await myOrders(who);
    expect(order.status).toBe('Delivered');
    expect(order.deliveredAt).toBe(clock.toISOString());
    const delivered = order.items[0];
    expect(delivered).toMatchObject({ canReturn: true, canExchange: true, returnFee: 100, exchangeFee: 0 });
    expect(delivered.reason).toBeUndefined();
    expect(delivered.returnBy).toBe(new Date(clock.getTime() + 7 * DAY).toISOString());

    expect((await returnItem(who, orderId, delivered._id)).status).toBe(200);
    expect(await item()).toMatchObject({
      status: 'Return Requested',
      canReturn: false,
      canExchange: false,
      reason: 'A request is open',
    });
    expect((await exchangeItem(who, orderId, delivered._id)).status).toBe(422);

    const [request] = (await store.services.returns.openRequests()).filter((r) => r.orderId === orderId);
    await walkRequest(store, request!.id, 'completed');
    expect(await item()).toMatchObject({ status: 'Returned', canReturn: false, reason: 'Already returned' });
  });

  it('after the 7-day window: closed on the day it ended, and the requests refuse too', async () => {
    const who = await createShopper(store, clock);
    const orderId = await buy(who, [[line, 1]]);
    // Delivered 8 days ago (the clock stays: the shopper's session lasts 7 days).
    const deliveredAt = new Date(clock.getTime() - 8 * DAY);
    await store.database.db.update(orders).set({ status: 'Delivered', deliveredAt }).where(eq(orders.id, orderId));
    const [item] = (await myOrders(who))[0].items;
    expect(item).toMatchObject({ canReturn: false, canExchange: false, reason: 'Return window closed on 19 Nov' });
    expect((await returnItem(who, orderId, item._id)).body.message).toMatch(/within 7 days/);
  });

  it('a second exchange is offered with its fee', async () => {
    const who = await createShopper(store, clock);
    const orderId = await buy(who, [[line, 1]]);
    await walkOrderTo(store, orderId, 'Delivered');
    const first = (await myOrders(who))[0].items[0];
    const other = (await catalogLines(store)).find((l) => l.productId === line.productId && l.size !== line.size)!;
    const exchanged = await call(
      store,
      '/api/order/exchange-order',
      { orderId, itemId: first._id, newSize: other.size },
      who,
    );
    expect(exchanged.status).toBe(200);
    const [request] = (await store.services.returns.openRequests()).filter((r) => r.orderId === orderId);
    await walkRequest(store, request!.id, 'completed');
    expect((await myOrders(who))[0].items[0]).toMatchObject({
      status: 'Exchanged',
      canExchange: true,
      exchangeFee: 250,
    });
  });

  it("never shows another shopper's orders or unpaid ones", async () => {
    const a = await createShopper(store, clock);
    const b = await createShopper(store, clock);
    await buy(a, [[line, 1]]);
    await call(store, '/api/order/razorpay', await checkoutBody(store, [[line, 1]]), b, '198.51.100.9');
    expect(await myOrders(b)).toEqual([]);
    expect(await myOrders(a)).toHaveLength(1);
  });
});
