import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, testEnv } from '#/server/test/test-app.ts';
import { ADDRESS } from '#/server/test/sample-address.ts';
import { priceOrder } from '#/lib/pricing.ts';
import type { StoreApp } from '#/server/app.ts';
import { RESERVATION_MINUTES, type CheckoutInput, type OrderService } from '#/server/modules/orders/order.service.ts';
import { orders, productSizes, products } from '#/server/db/schema/index.ts';

let store: StoreApp;
let clock = new Date('2026-11-20T10:00:00Z');
/** The service as the routes call it, each shopper from an address of their own. */
let service: Omit<OrderService, 'createRazorpayOrder' | 'createCardSession'> & {
  createRazorpayOrder: (userId: string, body: CheckoutInput) => ReturnType<OrderService['createRazorpayOrder']>;
  createCardSession: (userId: string, body: CheckoutInput) => ReturnType<OrderService['createCardSession']>;
};
let product: { id: string; name: string; pricePaise: number; sizeId: string; size: string };

/** What the server charges for `quantity` of the product, standard delivery included (paise). */
const totalPaise = (quantity: number) =>
  priceOrder({ subtotalPaise: product.pricePaise * quantity, shipping: 'standard', rules: testEnv().delivery })
    .totalPaise;
const input = (quantity = 1, amount?: number): CheckoutInput => ({
  address: ADDRESS,
  items: [{ _id: product.id, size: product.size, quantity }],
  amount: amount ?? totalPaise(quantity) / 100,
});
const stockOf = async () =>
  (await store.database.db.select().from(productSizes).where(eq(productSizes.id, product.sizeId)))[0]!.stock;
const soldOf = async () =>
  (await store.database.db.select().from(products).where(eq(products.id, product.id)))[0]!.sold;
const setStock = (n: number) =>
  store.database.db.update(productSizes).set({ stock: n }).where(eq(productSizes.id, product.sizeId));

async function payWithSandbox(userId: string, qty = 1) {
  const created = await service.createRazorpayOrder(userId, input(qty));
  const result = await service.sandboxRazorpayPay(userId, created.order.id);
  return { created, result, verify: () => service.verifyRazorpay(userId, result) };
}

beforeAll(async () => {
  store = await createTestApp({}, { now: () => clock });
  const orders = store.services.orders;
  service = {
    ...orders,
    createRazorpayOrder: (userId, body) => orders.createRazorpayOrder(userId, body, `10.0.0.1-${userId}`),
    createCardSession: (userId, body) => orders.createCardSession(userId, body, `10.0.0.1-${userId}`),
  };
  const [row] = await store.database.db
    .select({
      id: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      sizeId: productSizes.id,
      size: productSizes.size,
    })
    .from(products)
    .innerJoin(productSizes, eq(productSizes.productId, products.id))
    .limit(1);
  product = row!;
});
afterAll(() => store?.close());
beforeEach(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  // Each test starts from 10 units and no open reservations from earlier tests.
  await store.database.db.update(orders).set({ paymentState: 'failed' }).where(eq(orders.paymentState, 'pending'));
  await setStock(10);
});

describe('payment order', () => {
  it('prices on the server, reserves stock, and returns a Razorpay-shaped order in paise', async () => {
    const created = await service.createRazorpayOrder('user-a', input(2));
    expect(created.order).toMatchObject({ amount: totalPaise(2), currency: 'INR' });
    expect(created.order.receipt).toMatch(/^ord_/);
    expect(created.checkout).toEqual({ provider: 'sandbox', keyId: 'sandbox', name: 'Saanjh' });
    expect(await stockOf()).toBe(8);
  });

  it('refuses a tampered amount with 409 and writes nothing', async () => {
    await expect(service.createRazorpayOrder('user-a', input(1, 1))).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringMatching(/order total is now ₹/),
    });
    expect(await stockOf()).toBe(10);
  });

  it('ignores prices sent by the browser', async () => {
    const tampered = { ...input(1), items: [{ _id: product.id, size: product.size, quantity: 1, price: 1 }] };
    const created = await service.createRazorpayOrder('user-a', tampered);
    expect(created.order.amount).toBe(totalPaise(1));
  });

  it('refuses an empty order, an unknown product and an unknown size', async () => {
    await expect(service.createRazorpayOrder('user-a', { ...input(), items: [] })).rejects.toMatchObject({
      kind: 'bad_input',
    });
    await expect(
      service.createRazorpayOrder('user-a', { ...input(), items: [{ _id: 'nope', size: 'M', quantity: 1 }] }),
    ).rejects.toMatchObject({ kind: 'bad_input' });
    await expect(
      service.createRazorpayOrder('user-a', { ...input(), items: [{ _id: product.id, size: 'XXXL', quantity: 1 }] }),
    ).rejects.toMatchObject({ kind: 'bad_input' });
  });

  it('refuses more than the stock with a message naming the item', async () => {
    await setStock(2);
    await expect(service.createRazorpayOrder('user-a', input(3))).rejects.toMatchObject({
      kind: 'conflict',
      message: `Only 2 left of ${product.name} in size ${product.size}`,
    });
    expect(await stockOf()).toBe(2);
  });
});

describe('payment verification', () => {
  it('marks the order paid once: stock stays taken, sold goes up, a replay changes nothing', async () => {
    const soldBefore = await soldOf();
    const { verify } = await payWithSandbox('user-b', 2);
    await verify();
    await verify();
    expect(await stockOf()).toBe(8);
    expect(await soldOf()).toBe(soldBefore + 2);
    const mine = await service.userOrders('user-b');
    expect(mine[0]).toMatchObject({ status: 'Order Placed', payment: true, paymentMethod: 'Razorpay' });
    expect(mine[0]!.items[0]).toMatchObject({
      name: product.name,
      quantity: 2,
      size: product.size,
      price: product.pricePaise / 100,
    });
  });

  it("refuses a forged signature and another shopper's order", async () => {
    const { created, result } = await payWithSandbox('user-c');
    await expect(
      service.verifyRazorpay('user-c', { ...result, razorpay_signature: 'f'.repeat(64) }),
    ).rejects.toMatchObject({ kind: 'rule', message: 'Payment verification failed' });
    await expect(service.verifyRazorpay('user-d', result)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(service.sandboxRazorpayPay('user-d', created.order.id)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await service.userOrders('user-c')).toEqual([]);
  });

  it('shows only paid orders in My Orders', async () => {
    await service.createRazorpayOrder('user-e', input());
    expect(await service.userOrders('user-e')).toEqual([]);
  });
});

describe('reservations', () => {
  it('frees the stock of unpaid orders after the reservation time', async () => {
    await service.createRazorpayOrder('user-f', input(3));
    expect(await stockOf()).toBe(7);
    clock = new Date(clock.getTime() + (RESERVATION_MINUTES + 1) * 60_000);
    expect(await service.expireReservations()).toBeGreaterThanOrEqual(1);
    expect(await stockOf()).toBe(10);
  });

  it('accepts a late payment when the stock is still there', async () => {
    const { verify } = await payWithSandbox('user-g');
    clock = new Date(clock.getTime() + (RESERVATION_MINUTES + 1) * 60_000);
    await service.expireReservations();
    expect(await stockOf()).toBe(10);
    await verify();
    expect(await stockOf()).toBe(9);
  });

  it('flags a late payment for refund when the stock is gone, never overselling', async () => {
    const { created, verify } = await payWithSandbox('user-h');
    clock = new Date(clock.getTime() + (RESERVATION_MINUTES + 1) * 60_000);
    await service.expireReservations();
    await setStock(0);
    await expect(verify()).rejects.toMatchObject({ kind: 'conflict', message: expect.stringMatching(/refund/) });
    expect(await stockOf()).toBe(0);
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, created.order.receipt));
    expect(row!.paymentState).toBe('refund_due');
  });
});

describe('card payments (sandbox)', () => {
  it('confirms only after the sandbox page reported Pay', async () => {
    const { orderId, session_url } = await service.createCardSession('user-i', input());
    expect(session_url).toBe(`/checkout/card?orderId=${orderId}`);
    await expect(service.verifyCard('user-i', orderId, true)).rejects.toMatchObject({
      message: 'Payment not completed',
    });
    await service.sandboxCardPay('user-i', orderId);
    await service.verifyCard('user-i', orderId, true);
    expect((await service.userOrders('user-i'))[0]?.paymentMethod).toBe('Card');
  });

  it('a cancelled card payment frees the stock', async () => {
    const { orderId } = await service.createCardSession('user-j', input(2));
    expect(await stockOf()).toBe(8);
    await expect(service.verifyCard('user-j', orderId, false)).rejects.toMatchObject({ message: /cancelled/ });
    expect(await stockOf()).toBe(10);
  });
});

describe('concurrency', () => {
  it('50 shoppers racing for the last 5 units end with exactly 5 paid orders and stock 0', async () => {
    await setStock(5);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, async (_, i) => {
        const { verify } = await payWithSandbox(`racer-${i}`);
        await verify();
      }),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ kind: 'conflict' });
    expect(await stockOf()).toBe(0);
    const paid = (await Promise.all(Array.from({ length: 50 }, (_, i) => service.userOrders(`racer-${i}`)))).flat();
    expect(paid).toHaveLength(5);
  });
});

describe('Proceed to Pay from two tabs', () => {
  it('the same checkout submitted twice at once gets one payment order: stock held once, paid once', async () => {
    const soldBefore = await soldOf();
    const [first, second] = await Promise.all([
      service.createRazorpayOrder('two-tabs', input(2)),
      service.createRazorpayOrder('two-tabs', input(2)),
    ]);
    expect(second.order.id).toBe(first.order.id);
    expect(await stockOf()).toBe(8);

    const paid = await service.sandboxRazorpayPay('two-tabs', first.order.id);
    await service.verifyRazorpay('two-tabs', paid);
    await expect(service.sandboxRazorpayPay('two-tabs', second.order.id)).rejects.toMatchObject({ kind: 'rule' });
    await service.verifyRazorpay('two-tabs', paid);
    expect(await service.userOrders('two-tabs')).toHaveLength(1);
    expect(await stockOf()).toBe(8);
    expect(await soldOf()).toBe(soldBefore + 2);
  });

  it('another cart is another checkout, replacing the open one; a paid cart bought again is new', async () => {
    const one = await service.createRazorpayOrder('tabs-2', input(1));
    const two = await service.createRazorpayOrder('tabs-2', input(2));
    expect(two.order.id).not.toBe(one.order.id);
    expect(await stockOf()).toBe(8); // the first checkout's unit went back

    await service.verifyRazorpay('tabs-2', await service.sandboxRazorpayPay('tabs-2', two.order.id));
    const again = await service.createRazorpayOrder('tabs-2', input(2));
    expect(again.order.id).not.toBe(two.order.id);
    expect(await stockOf()).toBe(6);
  });
});
