import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createTestApp, testEnv } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { createPayments } from '#/server/adapters/payments/index.ts';
import { createOrderService } from './order.service.ts';
import { createReturnsService } from './returns.service.ts';
import { productSizes, products } from '#/server/db/schema/index.ts';

let store: StoreApp;
let clock: Date;
const credits: { userId: string; amountPaise: number; expiresAt: Date }[] = [];
let orders: ReturnType<typeof createOrderService>;
let returns: ReturnType<typeof createReturnsService>;
let product: { id: string; pricePaise: number; sizeId: string; size: string; otherSizeId: string; otherSize: string };
const address = {
  firstName: 'A',
  lastName: 'B',
  email: 'a@example.com',
  street: 'S',
  city: 'C',
  state: 'S',
  zipcode: '560001',
  country: 'India',
  phone: '9876543210',
};

async function deliveredOrder(userId: string) {
  const created = await orders.createRazorpayOrder(userId, {
    address,
    items: [{ _id: product.id, size: product.size, quantity: 1 }],
    amount: product.pricePaise / 100 + 100,
  });
  await orders.verifyRazorpay(userId, await orders.sandboxRazorpayPay(userId, created.order.id));
  const orderId = created.order.receipt;
  await returns.setStatus(orderId, 'Delivered', 'AWB123');
  const item = (await orders.userOrders(userId))[0]!.items[0]!;
  return { orderId, item };
}

beforeAll(async () => {
  store = await createTestApp();
  const now = () => clock;
  orders = createOrderService({
    db: store.database.db,
    payments: createPayments(testEnv()),
    siteUrl: 'http://localhost',
    now,
  });
  returns = createReturnsService({
    db: store.database.db,
    now,
    hooks: { creditWallet: async (_tx, c) => void credits.push(c) },
  });
  const [a] = await store.database.db
    .select({ id: products.id, pricePaise: products.pricePaise, sizeId: productSizes.id, size: productSizes.size })
    .from(products)
    .innerJoin(productSizes, eq(productSizes.productId, products.id))
    .limit(1);
  const [b] = await store.database.db
    .select()
    .from(productSizes)
    .where(and(eq(productSizes.productId, a!.id), ne(productSizes.id, a!.sizeId)))
    .limit(1);
  product = { ...a!, otherSizeId: b!.id, otherSize: b!.size };
});
afterAll(() => store?.close());
beforeEach(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  await store.database.db.update(productSizes).set({ stock: 10 }).where(eq(productSizes.productId, product.id));
});

describe('returns', () => {
  it('is refused before delivery and after 7 days', async () => {
    const created = await orders.createRazorpayOrder('r1', {
      address,
      items: [{ _id: product.id, size: product.size, quantity: 1 }],
      amount: product.pricePaise / 100 + 100,
    });
    await orders.verifyRazorpay('r1', await orders.sandboxRazorpayPay('r1', created.order.id));
    await expect(
      returns.requestReturn('r1', { orderId: created.order.receipt, productId: product.id, reason: 'Too big' }),
    ).rejects.toMatchObject({ message: /not been delivered/ });
    await returns.setStatus(created.order.receipt, 'Delivered');
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    await expect(
      returns.requestReturn('r1', { orderId: created.order.receipt, productId: product.id, reason: 'Too big' }),
    ).rejects.toMatchObject({ message: /within 7 days/ });
  });

  it('marks the item, and on completion credits price − ₹100 for 3 months and restocks', async () => {
    const { orderId, item } = await deliveredOrder('r2');
    await returns.requestReturn('r2', { orderId, itemId: item._id, reason: 'Colour not as expected' });
    expect((await orders.userOrders('r2'))[0]!.items[0]!.status).toBe('Return Requested');
    await expect(returns.requestReturn('r2', { orderId, itemId: item._id, reason: 'again' })).rejects.toMatchObject({
      message: /already been returned/,
    });
    const [request] = await returns.openRequests();
    const done = await returns.complete(request!.id);
    expect(done.creditPaise).toBe(product.pricePaise - 10000);
    expect(credits.at(-1)).toMatchObject({ userId: 'r2', amountPaise: product.pricePaise - 10000 });
    expect(credits.at(-1)!.expiresAt.toISOString().slice(0, 10)).toBe('2027-02-20');
    expect((await orders.userOrders('r2'))[0]!.items[0]!.status).toBe('Returned');
    await expect(returns.complete(request!.id)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('another shopper cannot return my order', async () => {
    const { orderId, item } = await deliveredOrder('r3');
    await expect(
      returns.requestReturn('someone-else', { orderId, itemId: item._id, reason: 'x' }),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('exchanges', () => {
  it('first is free and reserves the new size; the second costs ₹250; a third is refused', async () => {
    const { orderId, item } = await deliveredOrder('x1');
    const stockOf = async (id: string) =>
      (await store.database.db.select().from(productSizes).where(eq(productSizes.id, id)))[0]!.stock;
    expect(
      await returns.requestExchange('x1', { orderId, itemId: item._id, newSize: product.otherSize.toLowerCase() }),
    ).toEqual({ feePaise: 0 });
    expect(await stockOf(product.otherSizeId)).toBe(9);
    await expect(
      returns.requestExchange('x1', { orderId, itemId: item._id, newSize: product.size }),
    ).rejects.toMatchObject({ message: /already open/ });
    await returns.complete((await returns.openRequests())[0]!.id);
    const after = (await orders.userOrders('x1'))[0]!.items[0]!;
    expect(after).toMatchObject({ status: 'Exchanged', size: product.otherSize });
    expect(await returns.requestExchange('x1', { orderId, itemId: item._id, newSize: product.size })).toEqual({
      feePaise: 25000,
    });
    await returns.complete((await returns.openRequests())[0]!.id);
    await expect(
      returns.requestExchange('x1', { orderId, itemId: item._id, newSize: product.otherSize }),
    ).rejects.toMatchObject({ message: /No more exchanges/ });
  });

  it('refuses a size that is not made or not in stock', async () => {
    const { orderId, item } = await deliveredOrder('x2');
    await expect(returns.requestExchange('x2', { orderId, itemId: item._id, newSize: 'XXXL' })).rejects.toMatchObject({
      message: /not made/,
    });
    await store.database.db.update(productSizes).set({ stock: 0 }).where(eq(productSizes.id, product.otherSizeId));
    await expect(
      returns.requestExchange('x2', { orderId, itemId: item._id, newSize: product.otherSize }),
    ).rejects.toMatchObject({ kind: 'conflict' });
  });
});

describe('operator status', () => {
  it('accepts only paid orders', async () => {
    await expect(returns.setStatus('ord_missing', 'Shipped')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
