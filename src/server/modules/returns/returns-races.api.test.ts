// "One return per item" and "one open request per item" hold under parallel requests through the app: unique
// indexes decide, not a check-then-insert. The PostgreSQL run (separate connections) is what proves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { call, catalogLines, checkoutBody, createShopper, pay, type Shopper } from '#/server/test/checkout.ts';
import { productSizes, returnRequests, walletEntries } from '#/server/db/schema/index.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { walkRequest } from '#/server/test/return-steps.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';

let store: StoreApp;
const clock = new Date('2026-11-20T10:00:00Z');
let shopper: Shopper;
let staff: Caller;
let otherSize: { id: string; size: string };

async function deliveredItem() {
  const [line] = await catalogLines(store);
  await store.database.db.update(productSizes).set({ stock: 50 }).where(eq(productSizes.productId, line!.productId));
  const created = await call(store, '/api/order/razorpay', await checkoutBody(store, [[line!, 1]]), shopper);
  expect((await pay(store, shopper, created.body.order.id)).status).toBe(200);
  const orderId = created.body.order.receipt as string;
  await walkOrderTo(store, orderId, 'Delivered', { awb: 'AWB1' });
  const [other] = await store.database.db
    .select()
    .from(productSizes)
    .where(and(eq(productSizes.productId, line!.productId), ne(productSizes.id, line!.sizeId)))
    .limit(1);
  otherSize = other!;
  const mine = (await call(store, '/api/order/userorders', {}, shopper)).body.orders as { _id: string; items: [] }[];
  const item = (mine.find((o) => o._id === orderId)!.items as { _id: string }[])[0]!;
  return { orderId, itemId: item._id };
}

const requestsFor = (itemId: string) =>
  store.database.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, itemId));
const stockOfOther = async () =>
  (await store.database.db.select().from(productSizes).where(eq(productSizes.id, otherSize.id)))[0]!.stock;

beforeAll(async () => {
  store = await createTestApp({ TRUST_PROXY: 'true' }, { now: () => clock });
  shopper = await createShopper(store, clock);
  staff = await createCaller(store, 'staff', clock);
});
afterAll(() => store?.close());

describe('returns and exchanges racing', () => {
  it('12 return requests at once for one item create exactly one request', async () => {
    const ref = await deliveredItem();
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => call(store, '/api/order/return-order', { ...ref, reason: 'Too big' }, shopper)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.message).toMatch(/already been returned|already open/);
    }
    expect(await requestsFor(ref.itemId)).toHaveLength(1);
  });

  it('exchanges racing returns for one item: exactly one request, and at most one unit reserved', async () => {
    const ref = await deliveredItem();
    const before = await stockOfOther();
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? call(store, '/api/order/return-order', { ...ref, reason: 'Too big' }, shopper)
          : call(store, '/api/order/exchange-order', { ...ref, newSize: otherSize.size }, shopper),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.status).toBe(422);
    const requests = await requestsFor(ref.itemId);
    expect(requests).toHaveLength(1);
    expect(await stockOfOther()).toBe(requests[0]!.kind === 'exchange' ? before - 1 : before);
  });

  it('completions and refusals racing for a received return: exactly one wins, credit is given once', async () => {
    const ref = await deliveredItem();
    expect((await call(store, '/api/order/return-order', { ...ref, reason: 'Too big' }, shopper)).status).toBe(200);
    const [request] = await requestsFor(ref.itemId);
    await walkRequest(store, request!.id, 'received', staff);
    const credits = async () =>
      (await store.database.db.select().from(walletEntries).where(eq(walletEntries.userId, shopper.id))).length;
    const before = await credits();
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 3 === 2
          ? admin(store, 'POST', `/returns/${request!.id}/refuse`, staff, { reason: 'Worn' })
          : admin(store, 'POST', `/returns/${request!.id}/complete`, staff, {}),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.message).toMatch(/^This return is (completed|refused); it moves no further$/);
    }
    const [after] = await requestsFor(ref.itemId);
    expect(await credits()).toBe(before + (after!.state === 'completed' ? 1 : 0));
  });
});
