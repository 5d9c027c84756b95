// The stock history shows every movement, not only staff's: a checkout's hold (a sale), a hold given back (expired,
// failed or replaced), a paid order cancelled, a completed return, an exchange's sizes; each with its kind, the
// order or request it belongs to, and the stock it left, written in the transaction that moved the stock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoreApp } from '#/server/app.ts';
import { stockMovements } from '#/server/db/schema/index.ts';
import { createTestApp } from '#/server/test/test-app.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import {
  catalogLines,
  checkoutBody,
  createShopper,
  type Line,
  otherSizeOf,
  setStock,
  stockOf,
} from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { walkRequest } from '#/server/test/return-steps.ts';

let store: StoreApp;
let staff: Caller;
let clock: Date;
let line: Line;
let other: Line;

type Row = { kind: string; size: string; delta: number; stockAfter: number; ref: string | null; reason: string | null };
/** The product's history, newest first, as the console reads it (the fields these tests look at). */
async function history(): Promise<Row[]> {
  const res = await admin(store, 'GET', `/products/${line.productId}/stock-history`, staff);
  expect(res.status).toBe(200);
  return res.body.history.map(({ kind, size, delta, stockAfter, ref, reason }: Row) => ({
    kind,
    size,
    delta,
    stockAfter,
    ref,
    reason,
  }));
}
/** The rows written since `before` rows were there, newest first. */
const since = async (before: number) => (await history()).slice(0, -before || undefined);
const count = async () => (await history()).length;

const shopper = async () => (await createShopper(store, clock)).id;
async function checkout(userId: string, lines: [Line, number][] = [[line, 1]]) {
  const { orders } = store.services;
  const created = await orders.createRazorpayOrder(userId, await checkoutBody(store, lines), `10.0.0.9-${userId}`);
  return { orderId: created.order.receipt as string, providerOrderId: created.order.id as string };
}
async function paidOrder(userId: string) {
  const { orders } = store.services;
  const { orderId, providerOrderId } = await checkout(userId);
  await orders.verifyRazorpay(userId, await orders.sandboxRazorpayPay(userId, providerOrderId));
  return orderId;
}
async function deliveredItem(userId: string) {
  const orderId = await paidOrder(userId);
  await walkOrderTo(store, orderId, 'Delivered', { awb: 'AWB123' });
  const item = (await store.services.orders.userOrders(userId)).find((o) => o._id === orderId)!.items[0]!;
  return { orderId, itemId: item._id as string };
}

beforeAll(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  store = await createTestApp({}, { now: () => clock });
  staff = await createCaller(store, 'staff', clock);
  line = (await catalogLines(store))[0]!;
  other = await otherSizeOf(store, line);
});
afterAll(() => store?.close());
beforeEach(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  await setStock(store, line, 10);
  await setStock(store, other, 10);
});

describe('stock movements of the shop', () => {
  it('records a checkout as a sale of its order, and the hold given back when it expires', async () => {
    const before = await count();
    const { orderId } = await checkout(await shopper());
    expect(await since(before)).toEqual([
      { kind: 'sale', size: line.size, delta: -1, stockAfter: 9, ref: orderId, reason: null },
    ]);
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect(await store.services.orders.expireReservations()).toBeGreaterThanOrEqual(1);
    expect((await since(before))[0]).toEqual({
      kind: 'hold_released',
      size: line.size,
      delta: 1,
      stockAfter: 10,
      ref: orderId,
      reason: null,
    });
    expect(await stockOf(store, line)).toBe(10);
  });

  it('records a failed payment’s hold back, and a replaced checkout’s release beside the new sale', async () => {
    const buyer = await shopper();
    const before = await count();
    const first = await checkout(buyer);
    // The same size again in a new checkout: the old hold comes back and the new one takes it, in one statement.
    const second = await checkout(buyer, [
      [line, 2],
      [other, 1],
    ]);
    const rows = await since(before);
    const ofLine = rows.filter((r) => r.size === line.size);
    expect(ofLine).toEqual([
      { kind: 'sale', size: line.size, delta: -2, stockAfter: 8, ref: second.orderId, reason: null },
      { kind: 'hold_released', size: line.size, delta: 1, stockAfter: 10, ref: first.orderId, reason: null },
      { kind: 'sale', size: line.size, delta: -1, stockAfter: 9, ref: first.orderId, reason: null },
    ]);
    expect(rows.filter((r) => r.size === other.size)).toEqual([
      { kind: 'sale', size: other.size, delta: -1, stockAfter: 9, ref: second.orderId, reason: null },
    ]);
    await store.services.orders.release(second.orderId, 'failed');
    const back = (await since(before)).slice(0, 2);
    expect(back).toEqual(
      expect.arrayContaining([
        { kind: 'hold_released', size: line.size, delta: 2, stockAfter: 10, ref: second.orderId, reason: null },
        { kind: 'hold_released', size: other.size, delta: 1, stockAfter: 10, ref: second.orderId, reason: null },
      ]),
    );
  });

  it('records a late payment after the hold expired as a sale again', async () => {
    const buyer = await shopper();
    const { orders } = store.services;
    const { orderId, providerOrderId } = await checkout(buyer);
    const signed = await orders.sandboxRazorpayPay(buyer, providerOrderId); // paid in the window, arriving late
    await orders.release(orderId, 'expired');
    const before = await count();
    await orders.verifyRazorpay(buyer, signed);
    expect(await since(before)).toEqual([
      { kind: 'sale', size: line.size, delta: -1, stockAfter: 9, ref: orderId, reason: null },
    ]);
  });

  it('records a cancelled order’s units coming back', async () => {
    const orderId = await paidOrder(await shopper());
    const before = await count();
    await store.services.orderStatus.setStatus(orderId, { to: 'Cancelled', reason: 'Out of fabric' });
    expect(await since(before)).toEqual([
      { kind: 'cancelled', size: line.size, delta: 1, stockAfter: 10, ref: orderId, reason: null },
    ]);
  });

  it('records a completed return’s unit back on sale, with its request', async () => {
    const buyer = await shopper();
    const { orderId, itemId } = await deliveredItem(buyer);
    const { returns } = store.services;
    await returns.requestReturn(buyer, { orderId, itemId, reason: 'Too big' });
    const request = (await returns.openRequests()).find((r) => r.orderId === orderId)!;
    const before = await count();
    await walkRequest(store, request.id, 'received');
    expect(await count()).toBe(before); // nothing moves until the return is completed
    await walkRequest(store, request.id, 'completed');
    expect(await since(before)).toEqual([
      { kind: 'return', size: line.size, delta: 1, stockAfter: 10, ref: request.id, reason: null },
    ]);
  });

  it('records an exchange: the new size out, the old one back when completed, the new back if refused', async () => {
    const buyer = await shopper();
    const { orderId, itemId } = await deliveredItem(buyer);
    const { returns } = store.services;
    const before = await count();
    await returns.requestExchange(buyer, { orderId, itemId, newSize: other.size });
    const request = (await returns.openRequests()).find((r) => r.orderId === orderId)!;
    await walkRequest(store, request.id, 'completed');
    expect(await since(before)).toEqual([
      { kind: 'exchange', size: line.size, delta: 1, stockAfter: 10, ref: request.id, reason: null },
      { kind: 'exchange', size: other.size, delta: -1, stockAfter: 9, ref: request.id, reason: null },
    ]);

    const again = await deliveredItem(buyer);
    const mark = await count();
    await returns.requestExchange(buyer, { orderId: again.orderId, itemId: again.itemId, newSize: other.size });
    const second = (await returns.openRequests()).find((r) => r.orderId === again.orderId)!;
    await returns.refuse(second.id, 'Worn');
    expect(await since(mark)).toEqual([
      { kind: 'exchange', size: other.size, delta: 1, stockAfter: 9, ref: second.id, reason: 'Exchange refused' },
      { kind: 'exchange', size: other.size, delta: -1, stockAfter: 8, ref: second.id, reason: null },
    ]);
  });

  it('writes nothing for a checkout refused for stock (its transaction rolled back)', async () => {
    await setStock(store, line, 1);
    const before = (await store.database.db.select().from(stockMovements)).length;
    await expect(checkout(await shopper(), [[line, 2]])).rejects.toThrow(/left|out of stock/);
    expect((await store.database.db.select().from(stockMovements)).length).toBe(before);
  });
});
