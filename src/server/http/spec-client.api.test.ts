// A replay of the spec's client (issue 27): a shopper's whole life through every call of the calls table
// (docs/product/api-contract.md#calls), made exactly as a client written to that table makes it — `Bearer null` while
// logged out, the cart keyed by product name, order items that are copies of listed products (with their own `colour`,
// images, sizes …), the amount as cart total + extra charge + ₹100 − discount, the `token` header on the review and
// return calls, a multipart review with a photo. Any change that breaks such a client fails here, not at a shopper's
// checkout. It runs on PGlite and again on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#/server/test/test-app.ts';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { createCapturingSms } from '#/server/test/capture-sms.ts';
import { createPayments } from '#/server/adapters/payments/index.ts';
import { testEnv } from '#/server/test/test-app.ts';
import { productSizes } from '#/server/db/schema/index.ts';
import type { StoreApp } from '#/server/app.ts';
import { reviewForm, testPng } from '#/server/test/review-form.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';

type Body = Record<string, any>;
type Reply = { status: number; body: Body };

const mailer = captureMailer();
const sms = createCapturingSms();
let store: StoreApp;
let clock: Date;

/**
 * The spec's client: its shared shop values (docs/product/cart-and-coupons.md#the-cart) and its calls
 * (docs/product/api-contract.md#calls), nothing more.
 */
class SpecClient {
  /** localStorage `token`: a logged-out client still sends it, as the text "null". */
  token: string | null = null;
  products: Body[] = [];
  cartItems: Record<string, Record<string, number>> = {};
  discount = 0;
  readonly delivery_fee = 100;
  readonly extraCharge = 0;

  private async send(method: string, path: string, init: { json?: unknown; form?: FormData; headers?: object }) {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    let body: BodyInit | undefined;
    if (init.form) body = init.form;
    else if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await store.app.request(path, { method, headers, body });
    return { status: res.status, body: (await res.json()) as Body } satisfies Reply;
  }
  private bearer = () => ({ Authorization: `Bearer ${this.token}` });
  get = (path: string, auth = false) => this.send('GET', path, { headers: auth ? this.bearer() : {} });
  post = (path: string, json: unknown, auth: 'bearer' | 'token' | 'none' = 'bearer') =>
    this.send('POST', path, {
      json,
      headers: auth === 'bearer' ? this.bearer() : auth === 'token' ? { token: String(this.token) } : {},
    });

  /** Every page load: the product list, then the account (guests too, with `Bearer null`). */
  async pageLoad() {
    const list = await this.get('/api/product/list');
    this.products = list.body.products;
    return { list, account: await this.get('/api/user/account', true) };
  }
  product = (name: string) => this.products.find((p) => p.name === name)!;

  async addToCart(name: string, size: string) {
    this.cartItems[name] = { ...this.cartItems[name], [size]: (this.cartItems[name]?.[size] ?? 0) + 1 };
    return this.post('/api/cart/add', { itemId: name, size });
  }
  async updateQuantity(name: string, size: string, quantity: number) {
    this.cartItems[name] = { ...this.cartItems[name], [size]: quantity };
    return this.post('/api/cart/update', { itemId: name, size, quantity });
  }
  /** Cart total = sum of price × quantity, matched by product name (docs/product/cart-and-coupons.md#the-cart). */
  cartTotal() {
    return Object.entries(this.cartItems).reduce(
      (sum, [name, sizes]) => sum + Object.values(sizes).reduce((n, q) => n + q * this.product(name).price, 0),
      0,
    );
  }
  /**
   * "Order sent for payment": the address, product copies with the chosen size and quantity, the amount of the spec's
   * table (docs/product/api-contract.md#departures).
   */
  orderData(address: Body) {
    const items = Object.entries(this.cartItems).flatMap(([name, sizes]) =>
      Object.entries(sizes)
        .filter(([, quantity]) => quantity > 0)
        .map(([size, quantity]) => ({ ...structuredClone(this.product(name)), size, quantity })),
    );
    const amount = this.cartTotal() + this.extraCharge + this.delivery_fee - this.discount;
    return { address, items, amount };
  }
  async applyCoupon(code: string) {
    const r = await this.post('/api/cart/apply-coupon', { code });
    this.discount = r.body.success ? r.body.discount : 0;
    return r;
  }
  /** The payment window opened with the server's order; its result goes to verification. */
  async payAndVerify(order: Body) {
    const result = createPayments(testEnv()).razorpay!.sandboxPay!(order.id);
    return this.post('/api/order/verifyrazorpay', result);
  }
}

/**
 * The checkout address the spec lists (docs/product/checkout-and-payments.md#delivery-address): zipcode and phone
 * numeric.
 */
const address = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: 560001,
  country: 'India',
  phone: 9876543210,
};
const SMALL = 'Sundari Striped Maxi Dress'; // ₹980, colour Green, can be made in Wine or Teal
const LARGE = 'Amaltas Yellow Maxi Dress'; // ₹1,450, colour Yellow, can be made in Rani Pink, Indigo or Ivory

const client = new SpecClient();
const email = 'meera@example.com';

beforeAll(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  store = await createTestApp(
    { DATA_DIR: `.data/test-spec-${process.pid}-${Date.now()}` },
    {
      mailer,
      sms,
      now: () => clock,
    },
  );
  await store.database.db.update(productSizes).set({ stock: 50 });
});
afterAll(() => store?.close());

/** Staff move an order on, step by step (the spec's client only reads the status). */
const deliver = (orderId: string) => walkOrderTo(store, orderId, 'Delivered', { awb: 'AWB7700123' });

describe("the spec's client, call by call", () => {
  it('a guest loads a page: the list, and the account answered as nobody rather than an error', async () => {
    const { list, account } = await client.pageLoad();
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, products: expect.any(Array) });
    expect(client.product(SMALL)).toMatchObject({ colour: 'Green', sizes: expect.any(Array) });
    expect(account).toEqual({ status: 200, body: { success: true, data: null } });
  });

  it('signs up with an e-mailed OTP, logs in, resets a forgotten password', async () => {
    const otp = await client.post('/api/user/register/otp', { email }, 'none');
    expect(otp.body).toMatchObject({ success: true, message: expect.any(String) });
    const password = 'monsoon-evenings';
    const reg = await client.post(
      '/api/user/register',
      { name: 'Meera Iyer', email, password, otp: mailer.lastCode(email) },
      'none',
    );
    expect(reg.body).toMatchObject({ success: true, token: expect.any(String) });

    const login = await client.post('/api/user/login', { email, password }, 'none');
    expect(login.body).toMatchObject({ success: true, token: expect.any(String) });

    expect((await client.post('/api/user/forgot-password/otp', { email }, 'none')).body.success).toBe(true);
    const newPassword = 'winter-mornings';
    const reset = await client.post(
      '/api/user/forgot-password/reset',
      { email, otp: mailer.lastCode(email), newPassword },
      'none',
    );
    expect(reset.body).toMatchObject({ success: true });
    const again = await client.post('/api/user/login', { email, password: newPassword }, 'none');
    expect(again.body).toMatchObject({ success: true, token: expect.any(String) });
    client.token = again.body.token;

    const { account } = await client.pageLoad();
    expect(account.body).toMatchObject({ success: true, data: { name: 'Meera Iyer', email } });
  });

  it('keeps a wishlist', async () => {
    const id = client.product(SMALL)._id;
    const added = await client.post('/api/user/wishlist/add', { itemId: id });
    expect(added.body.wishlist.items.map((p: Body) => p._id)).toEqual([id]);
    expect((await client.get('/api/user/wishlist', true)).body).toMatchObject({
      success: true,
      wishlist: [{ _id: id }],
    });
    const removed = await client.post('/api/user/wishlist/remove', { itemId: id });
    expect(removed.body.wishlist.items).toEqual([]);
  });

  it('mirrors the cart on the server and reads it back', async () => {
    expect((await client.addToCart(SMALL, 'M')).status).toBe(200);
    expect((await client.addToCart(SMALL, 'M')).status).toBe(200);
    expect((await client.updateQuantity(SMALL, 'M', 1)).status).toBe(200);
    const cart = await client.post('/api/cart/get', {});
    expect(cart.body).toEqual({ success: true, cartData: client.cartItems });
  });

  it('checks delivery for a PIN code', async () => {
    const r = await client.post('/api/order/estimated-delivery', { pincode: '560001' }, 'none');
    expect(r.body).toMatchObject({ success: true, estimatedDelivery: expect.anything() });
  });

  it('pays for product copies with the coupon and the flat ₹100 delivery: the amount it sent is charged', async () => {
    const coupon = await client.applyCoupon('WELCOME20');
    expect(coupon.body).toMatchObject({ success: true, discount: 196, message: expect.any(String) });
    const data = client.orderData(address);
    expect(data.items[0]).toMatchObject({ name: SMALL, colour: 'Green', size: 'M', quantity: 1 });
    expect(data.amount).toBe(980 + 100 - 196);

    const created = await client.post('/api/order/razorpay', { ...data, couponCode: 'WELCOME20' });
    expect(created.status).toBe(200);
    expect(created.body.order).toEqual({
      id: expect.any(String),
      amount: 884_00,
      currency: 'INR',
      receipt: expect.any(String),
    });
    expect((await client.payAndVerify(created.body.order)).body).toMatchObject({ success: true });

    const mine = await client.post('/api/order/userorders', {});
    expect(mine.body.success).toBe(true);
    const order = mine.body.orders.find((o: Body) => o._id === created.body.order.receipt);
    expect(order).toMatchObject({ status: expect.any(String), payment: true, paymentMethod: expect.any(String) });
    expect(order.items[0]).toMatchObject({ name: SMALL, price: 980, quantity: 1, size: 'M', image: expect.any(Array) });
    // Made as pictured: the line's own colour asked for nothing.
    expect(order.items[0].customColour).toBeUndefined();
    client.cartItems = {};
    client.discount = 0;
  });

  it('pays for a cart over ₹2,000 with the ₹100 added: charged the lower total, free delivery', async () => {
    await client.addToCart(SMALL, 'S');
    await client.addToCart(LARGE, 'M');
    const data = client.orderData(address);
    expect(data.amount).toBe(980 + 1450 + 100);
    const created = await client.post('/api/order/razorpay', data);
    expect(created.status).toBe(200);
    expect(created.body.order.amount).toBe(2430_00);
    expect((await client.payAndVerify(created.body.order)).body.success).toBe(true);
    const mine = await client.post('/api/order/userorders', {});
    expect(mine.body.orders.find((o: Body) => o._id === created.body.order.receipt)).toMatchObject({ amount: 2430 });
    client.cartItems = {};
  });

  it('is told the new total, and charged nothing, when the price rose above what it showed', async () => {
    await client.addToCart(LARGE, 'S');
    const data = client.orderData(address);
    const r = await client.post('/api/order/razorpay', { ...data, amount: data.amount - 200 });
    expect(r).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'Prices have changed: your order total is now ₹1,550. Please review your cart and try again.',
      },
    });
    client.cartItems = {};
  });

  it('places cash on delivery for product copies, below and above free delivery', async () => {
    for (const names of [[SMALL], [SMALL, LARGE]]) {
      for (const name of names) await client.addToCart(name, 'L');
      const data = client.orderData(address);
      const started = await client.post('/api/order/cod', { ...data, amount: data.amount + 49 });
      expect(started.status).toBe(200);
      const code = sms.lastCode('9876543210');
      const confirmed = await client.post('/api/order/cod/confirm', { orderId: started.body.orderId, otp: code });
      expect(confirmed.body).toMatchObject({ success: true });
      const mine = await client.post('/api/order/userorders', {});
      const order = mine.body.orders.find((o: Body) => o._id === started.body.orderId);
      expect(order.amount).toBe(client.cartTotal() + (client.cartTotal() >= 2000 ? 0 : 100) + 49);
      client.cartItems = {};
      clock = new Date(clock.getTime() + 60 * 60_000);
    }
  });

  it('tracks, returns (token header), exchanges and reviews (token header, multipart with a photo)', async () => {
    const mine = await client.post('/api/order/userorders', {});
    const [first, second] = mine.body.orders.filter((o: Body) => o.items.length === 1).map((o: Body) => o._id);
    const untracked = await client.post('/api/order/track-order', { orderId: first });
    expect(untracked.body).toEqual({ success: false, message: 'Tracking information is not available.' });
    for (const id of [first, second]) await deliver(id);
    const tracked = await client.post('/api/order/track-order', { orderId: first });
    expect(tracked.body).toMatchObject({
      success: true,
      trackingInfo: { track_url: expect.stringMatching(/^https:/) },
    });

    const returned = await client.post('/api/order/return-order', { orderId: first, reason: 'Too loose' }, 'token');
    expect(returned.body).toMatchObject({ success: true, message: expect.any(String) });
    const order = mine.body.orders.find((o: Body) => o._id === second);
    const product = client.product(order.items[0].name);
    const newSize = product.sizes.find((s: Body) => s.size !== order.items[0].size && s.stock > 0).size;
    const exchanged = await client.post('/api/order/exchange-order', {
      orderId: second,
      productId: product._id,
      newSize,
    });
    expect(exchanged.body).toMatchObject({ success: true, message: expect.any(String) });

    const png = { name: 'dress.png', type: 'image/png', bytes: await testPng('#2e6b4f') };
    const form = reviewForm({ productId: product._id, user: 'Meera', rating: '4', comment: 'Soft cotton' }, [png]);
    const review = await store.app.request('/api/product/addReview', {
      method: 'POST',
      headers: { token: String(client.token) },
      body: form,
    });
    expect(await review.json()).toMatchObject({ success: true, message: expect.any(String) });
    const reviews = await client.get(`/api/product/reviews/${product._id}`);
    expect(reviews.body).toMatchObject({ success: true });
    expect(reviews.body.reviews[0]).toMatchObject({ username: 'Meera', rating: 4, comment: 'Soft cotton' });
    expect(reviews.body.reviews[0].images).toHaveLength(1);
  });

  it('sends a custom request without logging in', async () => {
    client.token = null;
    const r = await client.post(
      '/api/custom-box',
      { size: 'Bust 34, waist 28', specialRequest: 'Longer sleeves', productId: client.product(SMALL)._id },
      'none',
    );
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
  });
});
