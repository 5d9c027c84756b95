import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { bearer, captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import { hmacHex } from '#/server/adapters/payments/signatures.ts';
import type { StoreApp } from '#/server/app.ts';

const mailer = captureMailer();
let store: StoreApp;
let token: string;
const SECRET = 'whsec_test_secret';

beforeAll(async () => {
  let clock = new Date('2026-11-20T10:00:00Z');
  store = await createTestApp(
    { RAZORPAY_WEBHOOK_SECRET: SECRET },
    { mailer, now: () => (clock = new Date(clock.getTime() + 40_000)) },
  );
  token = await registerUser(store.app, mailer, { email: 'closedthetab@example.com' });
});
afterAll(() => store?.close());

async function pendingOrder() {
  const { products } = (await (await store.app.request('/api/product/list')).json()) as {
    products: { _id: string; price: number; sizes: { size: string; stock: number }[] }[];
  };
  const p = products.find((x) => x.sizes.some((s) => s.stock > 1))!;
  const address = {
    firstName: 'Noor',
    lastName: 'K',
    email: 'closedthetab@example.com',
    street: '1 Park St',
    city: 'Kolkata',
    state: 'West Bengal',
    zipcode: '700016',
    country: 'India',
    phone: '9830012345',
  };
  const res = await store.app.request(
    '/api/order/razorpay',
    post(
      {
        address,
        items: [{ _id: p._id, size: p.sizes.find((s) => s.stock > 1)!.size, quantity: 1 }],
        amount: p.price + 100,
      },
      bearer(token),
    ),
  );
  return ((await res.json()) as { order: { id: string; receipt: string } }).order;
}

const hook = (body: object, headers: Record<string, string>) =>
  store.app.request('/api/order/razorpay/webhook', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
const signed = (body: object, eventId: string) => ({
  'X-Razorpay-Signature': hmacHex(SECRET, JSON.stringify(body)),
  'X-Razorpay-Event-Id': eventId,
});

describe('Razorpay webhook', () => {
  it('a captured payment places the order even with the tab closed; a redelivery changes nothing', async () => {
    const order = await pendingOrder();
    const event = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_hook_1', order_id: order.id } } },
    };
    const before = mailer.sent.length;
    expect((await hook(event, signed(event, 'evt_1'))).status).toBe(200);
    expect((await hook(event, signed(event, 'evt_1'))).status).toBe(200);
    const mine = (await (await store.app.request('/api/order/userorders', post({}, bearer(token)))).json()) as {
      orders: { _id: string }[];
    };
    expect(mine.orders.map((o) => o._id)).toContain(order.receipt);
    await store.services.notifications.deliverDue();
    const confirmations = mailer.sent
      .slice(before)
      .filter((m) => m.subject.includes(order.receipt) && m.to === 'closedthetab@example.com');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toMatch(/We have received your payment of ₹/);
  });

  it('refuses a bad signature with 401 and does nothing', async () => {
    const order = await pendingOrder();
    const event = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_forged', order_id: order.id } } },
    };
    const res = await hook(event, {
      'X-Razorpay-Signature': hmacHex('wrong', JSON.stringify(event)),
      'X-Razorpay-Event-Id': 'evt_2',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'Invalid webhook signature' });
    const mine = (await (await store.app.request('/api/order/userorders', post({}, bearer(token)))).json()) as {
      orders: { _id: string }[];
    };
    expect(mine.orders.map((o) => o._id)).not.toContain(order.receipt);
  });

  it('a failed payment frees the reservation; unknown orders and malformed events are harmless', async () => {
    const order = await pendingOrder();
    const failed = {
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_failed', order_id: order.id } } },
    };
    expect((await hook(failed, signed(failed, 'evt_3'))).status).toBe(200);
    const stranger = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_x', order_id: 'order_not_ours' } } },
    };
    expect((await hook(stranger, signed(stranger, 'evt_4'))).status).toBe(200);
    const junk = { hello: 'world' };
    expect((await hook(junk, signed(junk, 'evt_5'))).status).toBe(400);
  });

  it('the sandbox card provider accepts no webhooks', async () => {
    const res = await store.app.request('/api/order/stripe/webhook', {
      method: 'POST',
      body: '{}',
      headers: { 'Stripe-Signature': 't=1,v1=abc' },
    });
    expect(res.status).toBe(401);
  });
});
