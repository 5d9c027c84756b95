// Delivery charges at checkout (docs/product/delivery.md#charges): standard delivery is free when the items come to the
// threshold after the coupon, express always costs its fee, the server charges by its own configuration, an
// amount computed with the wrong fee is refused, and the shipping choice is part of the checkout's fingerprint.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StoreApp } from '#/server/app.ts';
import { createTestApp, testEnv } from '#/server/test/test-app.ts';
import { call, catalogLines, checkoutBody, createShopper, setStock, type Line } from '#/server/test/checkout.ts';
import { coupons, orders, products } from '#/server/db/schema/index.ts';

let store: StoreApp;
let clock = new Date('2026-11-20T10:00:00Z');
let line: Line;
let n = 0;
const ipOf = () => `198.51.100.${++n % 250}`;

/** The test line at a price of our choosing (the checkout prices it from the database). */
async function at(app: StoreApp, pricePaise: number): Promise<Line> {
  const [first] = app === store ? [line] : await catalogLines(app);
  await app.database.db.update(products).set({ pricePaise }).where(eq(products.id, first!.productId));
  return { ...first!, pricePaise };
}
const orderOf = async (app: StoreApp, providerOrderId: string) =>
  (await app.database.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0];
const ordersOf = (app: StoreApp, userId: string) =>
  app.database.db.select().from(orders).where(eq(orders.userId, userId));

beforeAll(async () => {
  store = await createTestApp({ TRUST_PROXY: 'true' }, { now: () => clock });
  line = (await catalogLines(store))[0]!;
  await store.database.db.insert(coupons).values([
    { code: 'FLAT400', kind: 'fixed', value: 400_00 },
    { code: 'FLAT40001', kind: 'fixed', value: 400_01 },
  ]);
});
afterAll(() => store?.close());
beforeEach(async () => {
  clock = new Date(clock.getTime() + 60 * 60_000);
  await store.services.orders.expireReservations();
  await setStock(store, line, 100);
});

/** Proceed to Pay with a fresh shopper; returns the reply and the order row it wrote. */
async function checkout(app: StoreApp, body: unknown) {
  const shopper = await createShopper(app, clock);
  const reply = await call(app, '/api/order/razorpay', body, shopper, ipOf());
  const row = reply.status === 200 ? await orderOf(app, reply.body.order.id) : undefined;
  return { reply, row, shopper };
}

describe('standard delivery and the free-delivery threshold (₹2,000 after the coupon)', () => {
  it('is free when a coupon brings ₹2,400 of items to exactly ₹2,000', async () => {
    const body = await checkoutBody(store, [[await at(store, 1200_00), 2]], 'FLAT400');
    expect(body.amount).toBe(2000);
    const { reply, row } = await checkout(store, body);
    expect(reply.body.order).toMatchObject({ amount: 2000_00, currency: 'INR' });
    expect(row).toMatchObject({ subtotalPaise: 2400_00, discountPaise: 400_00, deliveryPaise: 0 });
    expect(row?.shippingMethod).toBe('standard');
  });

  it('costs ₹100 at ₹1,999.99', async () => {
    const body = await checkoutBody(store, [[await at(store, 1999_99), 1]]);
    expect(body.amount).toBe(2099.99);
    const { reply, row } = await checkout(store, body);
    expect(reply.body.order.amount).toBe(2099_99);
    expect(row).toMatchObject({ deliveryPaise: 100_00, amountPaise: 2099_99, shippingMethod: 'standard' });
  });

  it('costs ₹100 when the coupon takes the items one paisa below ₹2,000', async () => {
    const body = await checkoutBody(store, [[await at(store, 1200_00), 2]], 'FLAT40001');
    const { reply, row } = await checkout(store, body);
    expect(reply.body.order.amount).toBe(2099_99);
    expect(row).toMatchObject({ discountPaise: 400_01, deliveryPaise: 100_00 });
  });
});

describe('express delivery', () => {
  it('costs ₹200 above the threshold, and the order records the choice and the fee', async () => {
    const body = await checkoutBody(store, [[await at(store, 2500_00), 1]], undefined, { shipping: 'express' });
    expect(body).toMatchObject({ shipping: 'express', amount: 2700 });
    const { reply, row } = await checkout(store, body);
    expect(reply.body.order.amount).toBe(2700_00);
    expect(row).toMatchObject({ deliveryPaise: 200_00, amountPaise: 2700_00, shippingMethod: 'express' });
  });
});

describe('an amount computed with the wrong fee', () => {
  it('below our total is refused with 409, naming the right total, and writes nothing', async () => {
    const free = await at(store, 2000_00);
    const items = [{ _id: free.productId, size: free.size, quantity: 1 }];
    const { address } = await checkoutBody(store, [[free, 1]]);
    const shopper = await createShopper(store, clock);
    const wrong = [
      [{ amount: 2000, shipping: 'express' }, '₹2,200'], // express priced as free standard delivery
      [{ amount: 2100, shipping: 'express' }, '₹2,200'], // express priced at the standard fee
    ] as const;
    for (const [fields, total] of wrong) {
      const reply = await call(store, '/api/order/razorpay', { address, items, ...fields }, shopper, ipOf());
      expect(reply).toEqual({
        status: 409,
        body: {
          success: false,
          message: `Prices have changed: your order total is now ${total}. Please review your cart and try again.`,
        },
      });
    }
    const short = await at(store, 1999_99);
    const forgot = { address, items: [{ _id: short.productId, size: short.size, quantity: 1 }], amount: 1999.99 };
    expect((await call(store, '/api/order/razorpay', forgot, shopper, ipOf())).status).toBe(409);
    expect(await ordersOf(store, shopper.id)).toEqual([]);
  });

  it('above our total is charged our total: ₹100 added where delivery is free is not taken', async () => {
    const free = await at(store, 2000_00);
    const body = { ...(await checkoutBody(store, [[free, 1]])), amount: 2100 };
    const reply = await call(store, '/api/order/razorpay', body, await createShopper(store, clock), ipOf());
    expect(reply.status).toBe(200);
    expect(reply.body.order.amount).toBe(2000_00);
  });

  it('refuses a shipping choice that does not exist with 400', async () => {
    const body = { ...(await checkoutBody(store, [[await at(store, 500_00), 1]])), shipping: 'drone' };
    const { reply } = await checkout(store, body);
    expect(reply).toEqual({ status: 400, body: { success: false, message: 'Shipping must be standard or express' } });
  });
});

describe('delivery rules from the configuration', () => {
  // Standard and express cost the same here, so only the choice itself tells the two checkouts apart.
  const config = { PUBLIC_DELIVERY_FEE: '150', PUBLIC_EXPRESS_DELIVERY_FEE: '150', PUBLIC_FREE_DELIVERY_FROM: '1000' };
  const rules = testEnv(config).delivery;
  let custom: StoreApp;
  beforeAll(async () => {
    custom = await createTestApp({ TRUST_PROXY: 'true', ...config }, { now: () => clock });
  });
  afterAll(() => custom?.close());

  it('the server charges by its own: ₹150 below ₹1,000, free from ₹1,000', async () => {
    const below = await checkoutBody(custom, [[await at(custom, 999_99), 1]], undefined, { rules });
    expect(below.amount).toBe(1149.99);
    expect((await checkout(custom, below)).row).toMatchObject({ deliveryPaise: 150_00, amountPaise: 1149_99 });
    const from = await checkoutBody(custom, [[await at(custom, 1000_00), 1]], undefined, { rules });
    expect(from.amount).toBe(1000);
    expect((await checkout(custom, from)).row).toMatchObject({ deliveryPaise: 0, amountPaise: 1000_00 });
    // Priced with the default ₹100 below our ₹150: less than we charge, so refused.
    const defaults = await checkoutBody(custom, [[await at(custom, 999_99), 1]]);
    expect((await checkout(custom, defaults)).reply.status).toBe(409);
  });

  it('the shipping choice changes the checkout fingerprint, even at the same price', async () => {
    const cheap = await at(custom, 500_00);
    const standard = await checkoutBody(custom, [[cheap, 1]], undefined, { rules });
    const express = await checkoutBody(custom, [[cheap, 1]], undefined, { rules, shipping: 'express' });
    expect(express.amount).toBe(standard.amount);
    const shopper = await createShopper(custom, clock);
    const first = await call(custom, '/api/order/razorpay', standard, shopper, ipOf());
    const again = await call(custom, '/api/order/razorpay', standard, shopper, ipOf());
    expect(again.body.order.id).toBe(first.body.order.id); // the same checkout: its open payment order
    const other = await call(custom, '/api/order/razorpay', express, shopper, ipOf());
    expect(other.status).toBe(200);
    expect(other.body.order.id).not.toBe(first.body.order.id);
    const mine = await custom.database.db
      .select({ state: orders.paymentState, shipping: orders.shippingMethod })
      .from(orders)
      .where(and(eq(orders.userId, shopper.id)));
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(
      expect.arrayContaining([
        { state: 'superseded', shipping: 'standard' },
        { state: 'pending', shipping: 'express' },
      ]),
    );
  });
});
