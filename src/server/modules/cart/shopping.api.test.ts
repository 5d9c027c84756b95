import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, testEnv } from '#/server/test/test-app.ts';
import { ADDRESS } from '#/server/test/sample-address.ts';
import { priceOrder } from '#/lib/pricing.ts';
import { bearer, captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import type { StoreApp } from '#/server/app.ts';
import { eq } from 'drizzle-orm';
import { productSizes } from '#/server/db/schema/index.ts';
import { bumpCatalogVersion } from '#/server/db/catalog-version.ts';
import { MAX_QUANTITY_PER_SIZE, QUANTITY_CAP_MESSAGE } from '#/lib/cart-rules.ts';

const mailer = captureMailer();
let store: StoreApp;
let token: string;
let other: string;
type P = { _id: string; name: string; price: number; sizes: { _id: string; size: string; stock: number }[] };
let product: P;
let size: string;

const call = async (path: string, body: unknown, t?: string) => {
  const res = await store.app.request(path, post(body, t ? bearer(t) : {}));
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

beforeAll(async () => {
  let clock = new Date('2026-11-20T10:00:00Z');
  store = await createTestApp({}, { mailer, now: () => (clock = new Date(clock.getTime() + 40_000)) });
  token = await registerUser(store.app, mailer, { email: 'shopper@example.com' });
  other = await registerUser(store.app, mailer, { email: 'other@example.com' });
  const { products } = (await (await store.app.request('/api/product/list')).json()) as { products: P[] };
  product = products.find((p) => p.sizes.some((s) => s.stock >= 3) && p.price >= 1000)!;
  size = product.sizes.find((s) => s.stock >= 3)!.size;
});
afterAll(() => store?.close());

/** Sets one size's stock, so a test states the stock it needs instead of hoping the demo data has it. */
async function withStock(stock: number, except: string[] = []): Promise<{ p: P; s: P['sizes'][number] }> {
  const { products } = (await (await store.app.request('/api/product/list')).json()) as { products: P[] };
  const p = products.find((x) => !except.includes(x.name) && x.sizes.length > 0)!;
  const s = p.sizes[0]!;
  await store.database.db.transaction(async (tx) => {
    await tx.update(productSizes).set({ stock }).where(eq(productSizes.id, s._id));
    await bumpCatalogVersion(tx);
  });
  return { p, s: { ...s, stock } };
}

describe('server cart', () => {
  it('adds +1 or creates at 1, keyed by product name, case-insensitively', async () => {
    await call('/api/cart/add', { itemId: product.name, size }, token);
    const second = await call('/api/cart/add', { itemId: product.name.toUpperCase(), size }, token);
    expect(second.body.cartData).toEqual({ [product.name]: { [size]: 2 } });
    expect((await call('/api/cart/get', {}, token)).body).toEqual({
      success: true,
      cartData: { [product.name]: { [size]: 2 } },
    });
    expect((await call('/api/cart/get', {}, other)).body.cartData).toEqual({});
  });

  it('update sets, 0 removes; beyond stock, unknown items and bad quantities are refused', async () => {
    expect((await call('/api/cart/update', { itemId: product.name, size, quantity: 1 }, token)).body.cartData).toEqual({
      [product.name]: { [size]: 1 },
    });
    const few = await withStock(3, [product.name]);
    expect(await call('/api/cart/update', { itemId: few.p.name, size: few.s.size, quantity: 4 }, token)).toMatchObject({
      status: 409,
      body: { success: false, message: `Only 3 left in size ${few.s.size}` },
    });
    await call('/api/cart/update', { itemId: few.p.name, size: few.s.size, quantity: 0 }, token);
    expect((await call('/api/cart/add', { itemId: 'No Such Dress', size: 'M' }, token)).status).toBe(404);
    expect((await call('/api/cart/add', { itemId: product.name, size: 'XXXL' }, token)).status).toBe(400);
    for (const quantity of [-1, 1.5, '2', null])
      expect((await call('/api/cart/update', { itemId: product.name, size, quantity }, token)).status).toBe(400);
    expect((await call('/api/cart/update', { itemId: product.name, size, quantity: 0 }, token)).body.cartData).toEqual(
      {},
    );
    expect((await call('/api/cart/get', {})).status).toBe(401);
  });

  it('add stops at the stock of the size and at the per-line limit, saying which; refuses sold-out sizes', async () => {
    const limited = await withStock(4, [product.name]);
    for (let i = 0; i < limited.s.stock; i++)
      expect((await call('/api/cart/add', { itemId: limited.p.name, size: limited.s.size }, other)).status).toBe(200);
    expect(await call('/api/cart/add', { itemId: limited.p.name, size: limited.s.size }, other)).toMatchObject({
      status: 409,
      body: { success: false, message: `Only ${limited.s.stock} left in size ${limited.s.size}` },
    });
    expect((await call('/api/cart/get', {}, other)).body.cartData).toEqual({
      [limited.p.name]: { [limited.s.size]: limited.s.stock },
    });

    const plenty = await withStock(MAX_QUANTITY_PER_SIZE + 5, [product.name, limited.p.name]);
    await call(
      '/api/cart/update',
      { itemId: plenty.p.name, size: plenty.s.size, quantity: MAX_QUANTITY_PER_SIZE },
      other,
    );
    expect(await call('/api/cart/add', { itemId: plenty.p.name, size: plenty.s.size }, other)).toMatchObject({
      status: 422,
      body: { message: QUANTITY_CAP_MESSAGE },
    });
    const soldOut = await withStock(0, [product.name, limited.p.name, plenty.p.name]);
    expect(await call('/api/cart/add', { itemId: soldOut.p.name, size: soldOut.s.size }, other)).toMatchObject({
      status: 409,
      body: { message: `${soldOut.p.name} in size ${soldOut.s.size} is out of stock` },
    });
  });

  it('merges a guest cart: quantities add up, capped by stock, unknown items dropped', async () => {
    await call('/api/cart/update', { itemId: product.name, size, quantity: 1 }, token);
    const merged = await call(
      '/api/cart/merge',
      { cartData: { [product.name]: { [size]: 1 }, 'Ghost Dress': { M: 2 } } },
      token,
    );
    expect(merged.body.cartData).toEqual({ [product.name]: { [size]: 2 } });
    expect((await call('/api/cart/merge', { cartData: { __proto__: { M: 1 } } }, token)).status).toBe(200);
    expect((await call('/api/cart/merge', JSON.parse('{"cartData": {"__proto__": {"M": 1}}}'), token)).status).toBe(
      400,
    );
    expect((await call('/api/cart/merge', { cartData: 'lots' }, token)).status).toBe(400);
  });
});

describe('coupons', () => {
  it('applies WELCOME20 to a guest cart priced on the server, whatever case', async () => {
    const items = { [product.name]: { [size]: 1 } };
    const r = await call('/api/cart/apply-coupon', { code: 'welcome20', items });
    const expected = Math.min(Math.floor(product.price * 100 * 0.2), 100000) / 100;
    expect(r.body).toEqual({
      success: true,
      discount: expected,
      message: `Coupon applied! You saved ₹${expected}`,
      // The terms the cart and checkout re-price it by as the cart changes (rupees; a percent stays a percent).
      coupon: { code: 'WELCOME20', kind: 'percent', value: 20, maxDiscount: 1000, minSubtotal: 0 },
    });
  });

  it("gives a fixed coupon's terms with its minimum, in rupees", async () => {
    const items = { [product.name]: { [size]: Math.ceil(1999 / product.price) } };
    const r = await call('/api/cart/apply-coupon', { code: 'festive250', items });
    expect(r.body.discount).toBe(250);
    expect(r.body.coupon).toEqual({
      code: 'FESTIVE250',
      kind: 'fixed',
      value: 250,
      maxDiscount: null,
      minSubtotal: 1999,
    });
  });

  it('says why a coupon is refused', async () => {
    const small = { [product.name]: { [size]: 1 } };
    expect((await call('/api/cart/apply-coupon', { code: 'NOPE', items: small })).body).toEqual({
      success: false,
      message: 'Invalid coupon code',
    });
    expect((await call('/api/cart/apply-coupon', { code: 'MONSOON15', items: small })).body.message).toBe(
      'This coupon has expired',
    );
    if (product.price < 1999)
      expect((await call('/api/cart/apply-coupon', { code: 'FESTIVE250', items: small })).body.message).toMatch(
        /^Add ₹[\d,]+ more to use this coupon$/,
      );
    expect((await call('/api/cart/apply-coupon', { code: '', items: small })).status).toBe(400);
  });

  it("uses the logged-in shopper's server cart when no items are sent", async () => {
    const r = await call('/api/cart/apply-coupon', { code: 'WELCOME20' }, token);
    expect(r.body.discount).toBe(Math.min(Math.floor(product.price * 2 * 100 * 0.2), 100000) / 100);
  });
});

describe('checkout over HTTP (sandbox)', () => {
  it('order → sandbox pay → verify: My Orders shows it, the cart is emptied, then WELCOME20 is refused', async () => {
    const cart = (await call('/api/cart/get', {}, token)).body.cartData as Record<string, Record<string, number>>;
    const quantity = cart[product.name]![size]!;
    const subtotal = product.price * quantity;
    const discount = Math.min(Math.floor(subtotal * 100 * 0.2), 100000) / 100;
    const address = { ...ADDRESS, email: 'shopper@example.com' };
    const items = [{ _id: product._id, name: product.name, size, quantity, price: 1 }];

    const { totalPaise } = priceOrder({
      subtotalPaise: Math.round(subtotal * 100),
      discountPaise: Math.round(discount * 100),
      shipping: 'standard',
      rules: testEnv().delivery,
    });

    const wrong = await call('/api/order/razorpay', { address, items, amount: 1, couponCode: 'WELCOME20' }, token);
    expect(wrong.status).toBe(409);
    const created = await call(
      '/api/order/razorpay',
      { address, items, amount: totalPaise / 100, couponCode: 'WELCOME20' },
      token,
    );
    expect(created.body).toMatchObject({
      success: true,
      order: { amount: totalPaise, currency: 'INR' },
      checkout: { provider: 'sandbox' },
    });

    expect((await call('/api/order/sandbox/pay', { razorpay_order_id: created.body.order.id }, other)).status).toBe(
      404,
    );
    const paid = await call('/api/order/sandbox/pay', { razorpay_order_id: created.body.order.id }, token);
    const forged = await call(
      '/api/order/verifyrazorpay',
      { ...paid.body.response, razorpay_signature: '0'.repeat(64) },
      token,
    );
    expect(forged).toEqual({ status: 422, body: { success: false, message: 'Payment verification failed' } });
    const verified = await call('/api/order/verifyrazorpay', paid.body.response, token);
    expect(verified.body).toMatchObject({ success: true, message: 'Order placed successfully!' });
    expect((await call('/api/order/verifyrazorpay', paid.body.response, token)).body.success).toBe(true);

    const mine = await call('/api/order/userorders', {}, token);
    expect(mine.body.orders).toHaveLength(1);
    expect(mine.body.orders[0]).toMatchObject({
      status: 'Order Placed',
      payment: true,
      items: [{ name: product.name, size, quantity }],
    });
    expect((await call('/api/order/userorders', {}, other)).body.orders).toEqual([]);
    expect((await call('/api/cart/get', {}, token)).body.cartData).toEqual({});
    expect(
      (await call('/api/cart/apply-coupon', { code: 'WELCOME20', items: { [product.name]: { [size]: 1 } } }, token))
        .body.message,
    ).toBe('This coupon is for your first order only');

    const track = await call('/api/order/track-order', { orderId: mine.body.orders[0]._id }, token);
    expect(track).toEqual({ status: 404, body: { success: false, message: 'Tracking information is not available.' } });
    expect((await call('/api/order/track-order', { orderId: mine.body.orders[0]._id }, other)).status).toBe(404);
  });

  it('refuses bad checkout input with 400 and a message', async () => {
    const bad = [
      {},
      { address: {}, items: [], amount: 100 },
      { address: { firstName: 'A' }, items: [{ _id: product._id, size, quantity: 1 }], amount: 100 },
      // A complete address but for one field: a PIN code of five digits, a phone number of five.
      { address: { ...ADDRESS, zipcode: '12345' }, items: [{ _id: product._id, size, quantity: 1 }], amount: 100 },
      { address: { ...ADDRESS, phone: '12345' }, items: [{ _id: product._id, size, quantity: 1 }], amount: 100 },
    ];
    for (const body of bad) {
      const r = await call('/api/order/razorpay', body, token);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
    }
    expect((await call('/api/order/razorpay', {}, undefined)).status).toBe(401);
  });
});
