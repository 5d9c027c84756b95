// "Notify me when back in stock": requests, and their mails recorded through the notifications module in the
// transaction that brings the size back from 0 (console, expired hold, completed return, cancelled order) and sent
// once by the queue's worker (drained here with deliverDue).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import { call, checkoutBody, createShopper, pay, type Line } from '#/server/test/checkout.ts';
import { walkRequest } from '#/server/test/return-steps.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { notifications, productSizes, stockAlerts } from '#/server/db/schema/index.ts';
import type { StoreApp } from '#/server/app.ts';
import type { Product } from '#/lib/product.ts';

const mailer = captureMailer();
/** Checkout holds expire by this clock: tests move it on. */
let offsetMs = 0;
const ADMIN_TOKEN = 'operator-token-for-back-in-stock-tests';
let store: StoreApp;
let products: Product[];
const byName = (name: string) => products.find((p) => p.name === name)!;
// From the demo catalog: XS sold out, other sizes in stock; and the one product without sizes.
const MAXI = 'Gulmohar Tiered Maxi Dress';
const KAFTAN = 'Monsoon Mist Kaftan Dress';

beforeAll(async () => {
  store = await createTestApp(
    { DATA_DIR: `.data/test-${process.pid}-${Date.now()}`, ADMIN_TOKEN, TRUST_PROXY: 'true' },
    { mailer, now: () => new Date(Date.now() + offsetMs) },
  );
  products = ((await (await store.app.request('/api/product/list')).json()) as { products: Product[] }).products;
});
afterAll(() => store?.close());

const ask = async (body: unknown, headers: Record<string, string> = {}) => {
  const res = await store.app.request('/api/product/back-in-stock', post(body, headers));
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
};
const restockMails = (to: string) => mailer.sent.filter((m) => m.to === to && m.subject.includes(': back in stock: '));
const subjectOf = (what: string) => expect.stringMatching(new RegExp(`: back in stock: ${what}$`));
/** The back-in-stock messages recorded for an address (queued or sent). */
const recorded = (to: string) =>
  store.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.event, 'stock.back_in_stock'), eq(notifications.recipient, to)));
const admin = (path: string, body: unknown) =>
  store.app.request(`/api/admin${path}`, post(body, { Authorization: `Bearer ${ADMIN_TOKEN}` }));
/** The queue's worker sends what is due (the server's worker does this by itself). */
const mailsDone = () => store.services.notifications.deliverDue();
/** A size of the product as a checkout line. */
async function lineOf(product: Product, size: string): Promise<Line> {
  const [row] = await store.database.db
    .select({ sizeId: productSizes.id })
    .from(productSizes)
    .where(and(eq(productSizes.productId, product._id), eq(productSizes.size, size)));
  return { productId: product._id, sizeId: row!.sizeId, size, pricePaise: Math.round(product.price * 100) };
}
const setStock = (productId: string, size: string, stock: number) =>
  store.database.db
    .update(productSizes)
    .set({ stock })
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
/** A new shopper's checkout (not yet paid) holds the last unit of the product's size. */
async function holdLastUnit(name: string, size: string, ip: string) {
  const product = byName(name);
  const line = await lineOf(product, size);
  await setStock(product._id, size, 1);
  const shopper = await createShopper(store, new Date());
  const placed = await call(store, '/api/order/razorpay', await checkoutBody(store, [[line, 1]]), shopper, ip);
  expect(placed.status).toBe(200);
  return { product, shopper, placed };
}

describe('back in stock', () => {
  it('stores a guest request for a sold-out size and mails once when it is restocked', async () => {
    const maxi = byName(MAXI);
    const r = await ask({ productId: maxi._id, size: 'XS', email: ' Guest@Example.com ' });
    expect(r).toEqual({ status: 200, body: { success: true, message: "We'll e-mail you when it is back in stock." } });
    // Asking twice is one request.
    expect((await ask({ productId: maxi._id, size: 'XS', email: 'guest@example.com' })).status).toBe(200);
    expect(await store.services.stockAlerts.pending(maxi._id)).toEqual([{ size: 'XS', email: 'guest@example.com' }]);

    await setStock(maxi._id, 'XS', 4);
    expect(await store.services.stockAlerts.notifyRestocked(maxi._id, 'XS')).toBe(1);
    expect(await store.services.stockAlerts.notifyRestocked(maxi._id, 'XS')).toBe(0);
    await mailsDone();
    const mails = restockMails('guest@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toEqual(subjectOf(`${MAXI} in size XS`));
    expect(mails[0]!.text).toContain('/product/gulmohar-tiered-maxi-dress');
    expect(await store.services.stockAlerts.pending(maxi._id)).toEqual([]);
  });

  it('mails only the restocked size, and a second request after a mail is armed again', async () => {
    const product = byName('Chandni Chanderi Maxi Dress');
    await ask({ productId: product._id, size: 'XS', email: 'xs@example.com' });
    await ask({ productId: product._id, size: 'XXL', email: 'xxl@example.com' });
    await setStock(product._id, 'XXL', 2);
    expect(await store.services.stockAlerts.notifyRestocked(product._id, 'XXL')).toBe(1);
    await mailsDone();
    expect(restockMails('xs@example.com')).toHaveLength(0);
    expect(restockMails('xxl@example.com')).toHaveLength(1);
    expect(await store.services.stockAlerts.pending(product._id)).toEqual([{ size: 'XS', email: 'xs@example.com' }]);
  });

  it('takes a signed-in shopper and a product without sizes (any size that arrives counts)', async () => {
    const token = await registerUser(store.app, mailer, { email: 'signed@example.com' });
    const kaftan = byName(KAFTAN);
    expect(kaftan.sizes).toEqual([]);
    expect((await ask({ productId: kaftan._id, email: 'signed@example.com' }, { token })).status).toBe(200);
    expect(await store.services.stockAlerts.notifyRestocked(kaftan._id, 'M')).toBe(1);
    await mailsDone();
    expect(restockMails('signed@example.com')[0]!.subject).toEqual(subjectOf(`${KAFTAN} in size M`));
  });

  it('mails once when the console restocks the size, not for a restock from 1 or a second one', async () => {
    const product = byName('Jaipur Checks Midi Dress');
    const adjust = (size: string, delta: number) =>
      admin(`/products/${product._id}/stock`, { size, delta, reason: 'Restock' });
    await ask({ productId: product._id, size: 'M', email: 'console@example.com' });
    const other = product.sizes.find((s) => s.stock > 0)!.size;
    expect((await adjust(other, 1)).status).toBe(200);
    await mailsDone();
    expect(restockMails('console@example.com')).toHaveLength(0);

    // The restock records the mail in its own transaction (queued); the worker sends it, once.
    expect((await adjust('M', 2)).status).toBe(200);
    expect((await recorded('console@example.com')).map((r) => r.status)).toEqual(['queued']);
    expect(restockMails('console@example.com')).toHaveLength(0);
    await mailsDone();
    expect(restockMails('console@example.com')).toHaveLength(1);
    const [mail] = restockMails('console@example.com');
    expect(mail!.subject).toEqual(subjectOf('Jaipur Checks Midi Dress in size M'));
    expect(mail!.text).toContain('/product/jaipur-checks-midi-dress');
    expect((await recorded('console@example.com')).map((r) => r.status)).toEqual(['sent']);
    // Down to 0 and back: the request was used up.
    expect((await adjust('M', -2)).status).toBe(200);
    expect((await adjust('M', 1)).status).toBe(200);
    await mailsDone();
    expect(restockMails('console@example.com')).toHaveLength(1);
  });

  it('mails once when an expired checkout gives its hold back', async () => {
    const { product } = await holdLastUnit('Jaipur Checks Midi Dress', 'L', '10.9.0.1');
    expect((await ask({ productId: product._id, size: 'L', email: 'hold@example.com' })).status).toBe(200);

    offsetMs += 16 * 60_000; // past the 15-minute reservation: the sweep releases the hold
    expect(await store.services.orders.expireReservations()).toBeGreaterThan(0);
    await mailsDone();
    expect(restockMails('hold@example.com').map((m) => m.subject)).toEqual([
      subjectOf('Jaipur Checks Midi Dress in size L'),
    ]);
    expect(await store.services.orders.expireReservations()).toBe(0);
    await mailsDone();
    expect(restockMails('hold@example.com')).toHaveLength(1);
  });

  it('mails once when a completed return puts the last unit back', async () => {
    const { product, shopper, placed } = await holdLastUnit('Chandni Chanderi Maxi Dress', 'M', '10.9.0.2');
    expect((await pay(store, shopper, placed.body.order.id, '10.9.0.2')).status).toBe(200);
    const orderId = placed.body.order.receipt as string;
    await walkOrderTo(store, orderId, 'Shipped', { awb: 'AWB777' });
    expect((await admin(`/orders/${orderId}/status`, { status: 'Delivered' })).status).toBe(200);
    const asked = await call(store, '/api/order/return-order', { orderId, reason: 'Too long' }, shopper, '10.9.0.2');
    expect(asked.status).toBe(200);
    expect((await ask({ productId: product._id, size: 'M', email: 'return@example.com' })).status).toBe(200);

    const request = (await store.services.returns.openRequests()).find((r) => r.orderId === orderId)!;
    await walkRequest(store, request.id, 'received', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    await mailsDone();
    expect(restockMails('return@example.com')).toEqual([]);
    expect((await admin(`/returns/${request.id}/complete`, {})).status).toBe(200);
    await mailsDone();
    expect(restockMails('return@example.com').map((m) => m.subject)).toEqual([
      subjectOf('Chandni Chanderi Maxi Dress in size M'),
    ]);
    expect(await store.services.stockAlerts.pending(product._id)).not.toContainEqual({
      size: 'M',
      email: 'return@example.com',
    });
  });

  it('records nothing when the restock rolls back: the request stays waiting', async () => {
    const product = byName('Kohl Black Tiered Mini Dress');
    await setStock(product._id, 'XXL', 0);
    await ask({ productId: product._id, size: 'XXL', email: 'rollback@example.com' });
    await expect(
      store.database.db.transaction(async (tx) => {
        expect(await store.services.stockAlerts.restocked(tx, [{ productId: product._id, size: 'XXL' }])).toBe(1);
        throw new Error('the restock failed after the alerts were claimed');
      }),
    ).rejects.toThrow('the restock failed');
    expect(await recorded('rollback@example.com')).toEqual([]);
    expect(await store.services.stockAlerts.pending(product._id)).toContainEqual({
      size: 'XXL',
      email: 'rollback@example.com',
    });
    const [alert] = await store.database.db
      .select({ sentAt: stockAlerts.sentAt })
      .from(stockAlerts)
      .where(eq(stockAlerts.email, 'rollback@example.com'));
    expect(alert?.sentAt).toBeNull();
  });

  it('mails once when staff cancel the order that held the last unit', async () => {
    const { product, shopper, placed } = await holdLastUnit('Gulmohar Tiered Maxi Dress', 'S', '10.9.0.3');
    expect((await pay(store, shopper, placed.body.order.id, '10.9.0.3')).status).toBe(200);
    expect((await ask({ productId: product._id, size: 'S', email: 'cancel@example.com' })).status).toBe(200);
    const orderId = placed.body.order.receipt as string;
    const cancelled = await admin(`/orders/${orderId}/status`, { status: 'Cancelled', reason: 'Fabric flaw found' });
    expect(cancelled.status).toBe(200);
    await mailsDone();
    expect(restockMails('cancel@example.com').map((m) => m.subject)).toEqual([
      subjectOf('Gulmohar Tiered Maxi Dress in size S'),
    ]);
  });

  it('refuses bad input with 4xx and a message', async () => {
    const maxi = byName(MAXI);
    const cases: [unknown, number, string][] = [
      [{ productId: maxi._id, size: 'XS', email: 'not-an-email' }, 400, 'Please enter a valid e-mail address'],
      [{ productId: maxi._id, email: 'a@example.com' }, 400, 'Please select a size'],
      [{ productId: maxi._id, size: 'XXXL', email: 'a@example.com' }, 400, 'This product has no size XXXL'],
      [{ productId: 'nope', size: 'XS', email: 'a@example.com' }, 404, 'Product not found'],
      [{ productId: maxi._id, size: 'M', email: 'a@example.com' }, 409, 'Size M is in stock'],
      [{ size: 'XS', email: 'a@example.com' }, 400, 'Product is required'],
    ];
    for (const [body, status, message] of cases) {
      const r = await ask(body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toContain(message);
    }
    expect((await store.app.request('/api/product/back-in-stock', post('{not json'))).status).toBe(400);
  });

  it('limits requests per address', async () => {
    const product = byName('Kohl Black Tiered Mini Dress');
    const fromHere = { 'X-Forwarded-For': '10.8.0.1' }; // an address of its own: the per-address limit is counted
    const statuses: number[] = [];
    for (const size of ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XS', 'S', 'M', 'L', 'XL'])
      statuses.push((await ask({ productId: product._id, size, email: 'eager@example.com' }, fromHere)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const last = await ask({ productId: product._id, size: 'XXL', email: 'eager@example.com' }, fromHere);
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('Too many requests. Please try again later.');
  });
});

describe('ratings', () => {
  const review = (token: string, productId: string, rating: number) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ productId, user: 'Asha', rating: String(rating), comment: 'Lovely' }))
      form.append(k, v);
    return store.app.request('/api/product/addReview', { method: 'POST', body: form, headers: { token } });
  };

  it('averages the reviews of each reviewed product, to one decimal', async () => {
    const product = byName(MAXI);
    const ratings = async () =>
      (
        (await (await store.app.request('/api/product/ratings')).json()) as {
          ratings: Record<string, { average: number; count: number }>;
        }
      ).ratings;
    expect(await ratings()).toEqual({});
    for (const [i, rating] of [4, 5, 5].entries()) {
      const token = await registerUser(store.app, mailer, { email: `rater${i}@example.com` });
      expect((await review(token, product._id, rating)).status).toBe(200);
    }
    expect(await ratings()).toEqual({ [product._id]: { average: 4.7, count: 3 } });
  });
});
