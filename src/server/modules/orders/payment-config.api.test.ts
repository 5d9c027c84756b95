// Only configured payment methods exist: with one real provider the other method, and every sandbox
// route, answer 404, and GET /api/order/payment-methods lists exactly what the server can take. Cash on
// delivery needs SMS for its code: in production without MSG91 it is not offered, and the log says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, createTestApp, post } from '#/server/test/test-app.ts';
import { bearer, captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import { razorpayPaymentSignature } from '#/server/adapters/payments/signatures.ts';
import type { StoreApp } from '#/server/app.ts';
import { createLogger, type Logger } from '#/server/logger.ts';
import { answerJson, startLocalServer } from '#/server/test/local-server.ts';
import { ADDRESS } from '#/server/test/sample-address.ts';

// A local stand-in for both providers' HTTP APIs (no internet in tests).
const provider = await startLocalServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (req.url === '/v1/orders') {
      const { amount, receipt } = JSON.parse(body);
      return answerJson(res, 200, { id: `order_${receipt}`, amount, currency: 'INR', receipt });
    }
    if (req.url === '/v1/checkout/sessions')
      return answerJson(res, 200, { id: 'cs_fake_1', url: 'https://checkout.stripe.example/pay/cs_fake_1' });
    answerJson(res, 404, { error: { message: 'No such thing' } });
  });
});
afterAll(() => provider.close());
const providerUrl = provider.url;

const RAZORPAY_SECRET = 'rzp_test_secret_for_config_tests';
const address = { ...ADDRESS, email: 'meera@example.com' };

async function storeWith(env: Record<string, string>, logger?: Logger) {
  const mailer = captureMailer();
  const store = await createTestApp(env, { mailer, logger });
  const token = await registerUser(store.app, mailer, { email: address.email });
  const { products } = (await (await store.app.request('/api/product/list')).json()) as {
    products: { _id: string; price: number; sizes: { size: string; stock: number }[] }[];
  };
  const p = products.find((x) => x.sizes.some((s) => s.stock > 1))!;
  const checkout = {
    address,
    items: [{ _id: p._id, size: p.sizes.find((s) => s.stock > 1)!.size, quantity: 1 }],
    amount: p.price + 100,
  };
  const call = (path: string, body: unknown) => store.app.request(`/api/order${path}`, post(body, bearer(token)));
  const myOrders = async () =>
    ((await (await call('/userorders', {})).json()) as { orders: { _id: string }[] }).orders.map((o) => o._id);
  return { store, token, checkout, call, myOrders };
}

/** An app configured with `env` for the tests of the describe block this is called in (made before, closed after). */
function appWith(env: Record<string, string>, logger?: Logger) {
  const s = {} as Awaited<ReturnType<typeof storeWith>>;
  beforeAll(async () => {
    Object.assign(s, await storeWith(env, logger));
  });
  afterAll(() => s.store?.close());
  return s;
}

const methodsOf = async (store: StoreApp) => (await store.app.request('/api/order/payment-methods')).json();
const COD = { id: 'cod', label: 'Cash on Delivery', sandbox: false };

describe('only Razorpay configured', () => {
  const s = appWith({
    RAZORPAY_KEY_ID: 'rzp_test_config',
    RAZORPAY_KEY_SECRET: RAZORPAY_SECRET,
    RAZORPAY_API_URL: providerUrl,
  });

  it('offers Razorpay alone, and not as a sandbox', async () => {
    const razorpay = { id: 'razorpay', label: 'Razorpay', sandbox: false };
    expect(await methodsOf(s.store)).toEqual({ success: true, methods: [razorpay, COD] });
  });

  it('no one can mark a card order paid through the sandbox card routes', async () => {
    const session = await s.call('/stripe', s.checkout);
    const { orderId = 'ord_none' } = (await session.json()) as { orderId?: string };
    const pay = await s.call('/sandbox/card-pay', { orderId });
    const verify = await s.call('/verifyStripe', { orderId, success: true });
    expect([session.status, pay.status, verify.status]).toEqual([404, 404, 404]);
    expect(await s.myOrders()).toEqual([]);
  });

  it('has no card webhook and no sandbox Razorpay signer', async () => {
    const hook = await s.store.app.request('/api/order/stripe/webhook', { method: 'POST', body: '{}' });
    expect(hook.status).toBe(404);
    const created = (await (await s.call('/razorpay', s.checkout)).json()) as { order: { id: string } };
    expect(created.order.id).toMatch(/^order_ord_/); // from the fake Orders API, not the sandbox
    expect((await s.call('/sandbox/pay', { razorpay_order_id: created.order.id })).status).toBe(404);
  });

  it('takes a real Razorpay payment signed with the key secret', async () => {
    const created = (await (await s.call('/razorpay', s.checkout)).json()) as {
      order: { id: string; receipt: string };
      checkout: { provider: string; keyId: string };
    };
    expect(created.checkout).toMatchObject({ provider: 'razorpay', keyId: 'rzp_test_config' });
    const result = {
      razorpay_order_id: created.order.id,
      razorpay_payment_id: 'pay_real_1',
      razorpay_signature: razorpayPaymentSignature(RAZORPAY_SECRET, created.order.id, 'pay_real_1'),
    };
    expect((await s.call('/verifyrazorpay', result)).status).toBe(200);
    expect(await s.myOrders()).toContain(created.order.receipt);
  });
});

describe('only Stripe configured', () => {
  const s = appWith({ STRIPE_SECRET_KEY: 'sk_test_config', STRIPE_API_URL: providerUrl });

  it('offers the card alone, and not as a sandbox', async () => {
    const card = { id: 'card', label: 'Card', sandbox: false };
    expect(await methodsOf(s.store)).toEqual({ success: true, methods: [card, COD] });
  });

  it('has no Razorpay or sandbox routes', async () => {
    const statuses = [
      (await s.call('/razorpay', s.checkout)).status,
      (await s.call('/verifyrazorpay', { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x' })).status,
      (await s.call('/sandbox/pay', { razorpay_order_id: 'order_x' })).status,
      (await s.call('/sandbox/card-pay', { orderId: 'ord_x' })).status,
      (await s.store.app.request('/api/order/razorpay/webhook', { method: 'POST', body: '{}' })).status,
    ];
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
  });

  it('sends the shopper to the real card provider', async () => {
    const res = await s.call('/stripe', s.checkout);
    expect(await res.json()).toMatchObject({
      success: true,
      session_url: 'https://checkout.stripe.example/pay/cs_fake_1',
    });
  });
});

describe('no provider configured (development and tests)', () => {
  const app = appForTests();

  it('offers both sandboxes', async () => {
    expect(await methodsOf(app.store)).toEqual({
      success: true,
      methods: [
        { id: 'razorpay', label: 'Razorpay', sandbox: true },
        { id: 'card', label: 'Card', sandbox: true },
        COD,
      ],
    });
  });
});

const live = {
  NODE_ENV: 'production',
  RAZORPAY_KEY_ID: 'rzp_live_config',
  RAZORPAY_KEY_SECRET: RAZORPAY_SECRET,
};

describe('production without SMS configured', () => {
  const logged: string[] = [];
  const s = appWith(
    { ...live, RAZORPAY_API_URL: providerUrl },
    createLogger('warn', {}, (l) => logged.push(l)),
  );

  it('does not offer cash on delivery (its code could never arrive): its routes answer 404', async () => {
    expect((await methodsOf(s.store)).methods).toEqual([{ id: 'razorpay', label: 'Razorpay', sandbox: false }]);
    const replies = await Promise.all([
      s.call('/cod', s.checkout),
      s.call('/cod/resend', { orderId: 'ord_x' }),
      s.call('/cod/confirm', { orderId: 'ord_x', otp: '123456' }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([404, 404, 404]);
    expect(await replies[0]!.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('warns at start, naming the keys to set', () => {
    const warning = logged.map((line) => JSON.parse(line)).find((l) => l.msg.includes('Cash on Delivery'));
    expect(warning).toMatchObject({ level: 'warn' });
    expect(warning.msg).toContain('Set MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  });
});

describe('production with MSG91 configured', () => {
  const s = appWith({ ...live, RAZORPAY_API_URL: providerUrl, MSG91_AUTH_KEY: 'msg91-key', MSG91_TEMPLATE_ID: 'cod' });

  it('offers cash on delivery', async () => {
    expect((await methodsOf(s.store)).methods).toContainEqual(COD);
    expect((await s.call('/cod', s.checkout)).status).not.toBe(404);
  });
});
