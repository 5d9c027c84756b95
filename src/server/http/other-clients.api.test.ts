// Clients written to the calls table (docs/product/api-contract.md#calls) by others, served from another origin (issue
// 17): each case that broke for them, reproduced through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { bearer, captureMailer } from '#/server/test/auth-helpers.ts';
import { catalogLines, checkoutBody, createShopper, type Line, type Shopper } from '#/server/test/checkout.ts';
import { productSizes, sessions } from '#/server/db/schema/index.ts';
import { signToken } from '#/server/auth/tokens.ts';
import { testEnv } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { reviewForm, testPng } from '#/server/test/review-form.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';

const SITE = 'https://shop.example';
const API = 'https://api.shop.example';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const mailer = captureMailer();
let store: StoreApp;
let clock: Date;
let lines: Line[];

type Body = Record<string, any>;
async function call(path: string, body: unknown, who?: Shopper | { Authorization?: string; token?: string }) {
  const headers: Record<string, string> = {};
  if (who && 'id' in who) Object.assign(headers, bearer(who.token));
  else for (const [k, v] of Object.entries(who ?? {})) if (v !== undefined) headers[k] = v;
  const res = await store.app.request(path, post(body, headers));
  return { status: res.status, body: (await res.json()) as Body };
}
async function get(path: string, who?: Shopper) {
  const res = await store.app.request(path, { headers: who ? bearer(who.token) : {} });
  return { status: res.status, body: (await res.json()) as Body };
}

/** A paid order of these lines, delivered. */
async function deliveredOrder(who: Shopper, order: [Line, number][]): Promise<string> {
  const { orders } = store.services;
  const created = await orders.createRazorpayOrder(who.id, await checkoutBody(store, order), `ip-${who.id}`);
  await orders.verifyRazorpay(who.id, await orders.sandboxRazorpayPay(who.id, created.order.id));
  await walkOrderTo(store, created.order.receipt, 'Delivered');
  return created.order.receipt;
}

beforeAll(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  store = await createTestApp(
    { PUBLIC_SITE_URL: SITE, PUBLIC_API_URL: API, DATA_DIR: `.data/test-clients-${process.pid}-${Date.now()}` },
    { mailer, now: () => clock },
  );
  lines = await catalogLines(store);
  await store.database.db.update(productSizes).set({ stock: 50 });
});
afterAll(() => store?.close());

describe('image URLs', () => {
  it('are absolute in every reply: catalog images on the site, review photos on the API', async () => {
    const who = await createShopper(store, clock);
    const { body: list } = await get('/api/product/list');
    const images = list.products.flatMap((p: Body) => p.image as string[]);
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) expect(url).toMatch(/^https:\/\/shop\.example\/images\/products\/.+\.webp$/);

    const product = list.products[0];
    const wish = await call('/api/user/wishlist/add', { itemId: product._id }, who);
    expect(wish.body.wishlist.items[0].image[0]).toMatch(`${SITE}/images/`);
    expect((await get('/api/user/wishlist', who)).body.wishlist[0].image[0]).toMatch(`${SITE}/images/`);

    const png = { name: 'a.png', type: 'image/png', bytes: await testPng() };
    const form = reviewForm({ productId: product._id, user: 'Asha', rating: '5', comment: 'Lovely' }, [png]);
    const sent = await store.app.request('/api/product/addReview', {
      method: 'POST',
      headers: bearer(who.token),
      body: form,
    });
    expect(sent.status).toBe(200);
    const { body: reviews } = await get(`/api/product/reviews/${product._id}`);
    const photo: string = reviews.reviews[0].images[0];
    expect(photo).toMatch(/^https:\/\/api\.shop\.example\/api\/uploads\/rev_\w+\.webp$/);
    expect((await store.app.request(new URL(photo).pathname)).headers.get('Content-Type')).toBe('image/webp');

    await deliveredOrder(who, [[lines[0]!, 1]]);
    const { body: mine } = await call('/api/order/userorders', {}, who);
    expect(mine.orders[0].items[0].image[0]).toMatch(`${SITE}/images/products/`);
  });
});

describe('dates', () => {
  it('are ISO 8601 strings in every reply, and the product list stays newest first', async () => {
    const who = await createShopper(store, clock);
    const { body: list } = await get('/api/product/list');
    const dates: string[] = list.products.map((p: Body) => p.dateAdded);
    for (const d of dates) expect(d).toMatch(ISO);
    expect(dates).toEqual([...dates].sort().reverse());

    const orderId = await deliveredOrder(who, [[lines[1]!, 1]]);
    const { body: mine } = await call('/api/order/userorders', {}, who);
    const order = mine.orders.find((o: Body) => o._id === orderId);
    expect(order.date).toBe('2026-11-20T10:00:00.000Z');
    expect(order.deliveredAt).toMatch(ISO);
    expect(order.items[0].returnBy).toMatch(ISO);

    const { body: reviews } = await get(`/api/product/reviews/${list.products[0]._id}`);
    for (const r of reviews.reviews) expect(r.date).toMatch(ISO);

    await store.database.db.transaction((tx) =>
      store.services.wallet.credit(tx, {
        userId: who.id,
        amountPaise: 500_00,
        reason: 'Goodwill',
        expiresAt: new Date('2027-02-20T10:00:00Z'),
      }),
    );
    const { body: account } = await get('/api/user/account', who);
    expect(account.data.credits[0].expiresAt).toBe('2027-02-20T10:00:00.000Z');
  });
});

describe('return-order and exchange-order', () => {
  it('take only orderId (and the reason) for an order of one item', async () => {
    const who = await createShopper(store, clock);
    const orderId = await deliveredOrder(who, [[lines[2]!, 1]]);
    const r = await call('/api/order/return-order', { orderId, reason: 'Too big' }, who);
    expect(r).toMatchObject({ status: 200, body: { success: true } });
    const { body: mine } = await call('/api/order/userorders', {}, who);
    expect(mine.orders.find((o: Body) => o._id === orderId).items[0].status).toBe('Return Requested');
  });

  it('ask which item when the order has several, and take the product by id or by name', async () => {
    const who = await createShopper(store, clock);
    const [a, b] = (await sizesOfTwoProducts()) as [Picked, Picked];
    const orderId = await deliveredOrder(who, [
      [a.line, 1],
      [b.line, 1],
    ]);
    const which = await call('/api/order/return-order', { orderId, reason: 'Too big' }, who);
    expect(which).toMatchObject({ status: 400, body: { success: false } });
    expect(which.body.message).toBe('This order has 2 items: say which one with itemId or productId.');

    const exchange = await call('/api/order/exchange-order', { orderId, productId: a.name, newSize: a.other }, who);
    expect(exchange).toMatchObject({ status: 200, body: { success: true } });
    const returned = await call('/api/order/return-order', { orderId, productId: b.line.productId, reason: 'x' }, who);
    expect(returned).toMatchObject({ status: 200, body: { success: true } });
    const { body: mine } = await call('/api/order/userorders', {}, who);
    const statuses = mine.orders.find((o: Body) => o._id === orderId).items.map((i: Body) => [i.name, i.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [a.name, 'Exchange Requested'],
        [b.name, 'Return Requested'],
      ]),
    );
  });

  it('refuses an unknown product as not part of the order', async () => {
    const who = await createShopper(store, clock);
    const orderId = await deliveredOrder(who, [[lines[3]!, 1]]);
    const r = await call('/api/order/exchange-order', { orderId, productId: 'No Such Dress', newSize: 'M' }, who);
    expect(r).toMatchObject({ status: 404, body: { success: false, message: 'This item is not part of the order' } });
  });
});

type Picked = { name: string; other: string; line: Line };
/** Two products with a second size each, with their names. */
async function sizesOfTwoProducts(): Promise<Picked[]> {
  const { body } = await get('/api/product/list');
  const picked = (body.products as Body[]).filter((p) => p.sizes.length >= 2).slice(0, 2);
  return picked.map((p) => ({
    name: p.name as string,
    other: p.sizes[1].size as string,
    line: lines.find((l) => l.productId === p._id && l.size === p.sizes[0].size)!,
  }));
}

describe('apply-coupon', () => {
  it('refuses a coupon it cannot price, saying what to do, instead of "You saved ₹0"', async () => {
    const guest = await call('/api/cart/apply-coupon', { code: 'WELCOME20' });
    expect(guest).toMatchObject({
      status: 422,
      body: { success: false, message: 'Add items to your cart, then apply the coupon.' },
    });
    const who = await createShopper(store, clock);
    const emptyCart = await call('/api/cart/apply-coupon', { code: 'WELCOME20' }, who);
    expect(emptyCart.body).toEqual({ success: false, message: 'Add items to your cart, then apply the coupon.' });

    const product = (await get('/api/product/list')).body.products.find((p: Body) => p.sizes.length > 0);
    const items = { [product.name]: { [product.sizes[0].size]: 1 } };
    const priced = await call('/api/cart/apply-coupon', { code: 'WELCOME20', items });
    expect(priced.status).toBe(200);
    expect(priced.body.discount).toBeCloseTo(Math.floor(product.price * 20) / 100);
  });
});

describe('a call that needs a login', () => {
  it('asks a guest to log in, whatever its client sends as the token', async () => {
    for (const headers of [{}, { Authorization: 'Bearer null' }, { token: 'null' }, { token: 'undefined' }])
      expect(await call('/api/cart/get', {}, headers)).toEqual({
        status: 401,
        body: { success: false, message: 'Please login to continue' },
      });
    const forged = signToken(
      { sub: 'usr_x', sid: 'ses_x', iat: 1, exp: 4_000_000_000 },
      'another-secret-of-32-chars!!!!!!',
    );
    expect((await call('/api/cart/get', {}, { Authorization: `Bearer ${forged}` })).body.message).toBe(
      'Please login to continue',
    );
  });

  it('says the session expired only for a real token that expired or was ended', async () => {
    const who = await createShopper(store, clock);
    const expired = signToken({ sub: who.id, sid: 'ses_old', iat: 1, exp: 2 }, testEnv().JWT_SECRET ?? '');
    const answer = { status: 401, body: { success: false, message: 'Your session has expired. Please login again.' } };
    expect(await call('/api/cart/get', {}, { Authorization: `Bearer ${expired}` })).toEqual(answer);
    await store.database.db.update(sessions).set({ revokedAt: clock }).where(eq(sessions.userId, who.id));
    expect(await call('/api/cart/get', {}, { token: who.token })).toEqual(answer);
  });
});

describe('sign-up', () => {
  it('refuses a password that breaks the rules with the OTP request, before any code is sent', async () => {
    const before = mailer.sent.length;
    const r = await call('/api/user/register/otp', { email: 'new@example.com', name: 'Asha', password: 'short' });
    expect(r).toEqual({
      status: 400,
      body: { success: false, message: 'Password must be at least 8 characters' },
    });
    expect(mailer.sent.length).toBe(before);
    const ok = await call('/api/user/register/otp', {
      email: 'new@example.com',
      name: 'Asha',
      password: 'long enough',
    });
    expect(ok).toMatchObject({ status: 200, body: { success: true } });
    await expect.poll(() => mailer.sent.length).toBe(before + 1);
    const created = await call('/api/user/register', {
      name: 'Asha',
      email: 'new@example.com',
      password: 'long enough',
      otp: mailer.lastCode('new@example.com'),
    });
    expect(created.body).toMatchObject({ success: true, token: expect.any(String) });
  });
});
