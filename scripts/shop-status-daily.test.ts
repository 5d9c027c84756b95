// `npm run shop -- status <orderId> Cancelled <reason…>` and `npm run shop -- daily`, as the owner types them: the
// CLI as a child process, against the real app (a test database) served over HTTP with an ADMIN_TOKEN. The reason
// is the rest of the line and reaches the order (and the shopper's mail); the daily job says what it queued and,
// run again the same day, that nothing new was.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreApp } from '#/server/app.ts';
import { orders } from '#/server/db/schema/index.ts';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { call, catalogLines, checkoutBody, createShopper, pay, setStock } from '#/server/test/checkout.ts';
import { createTestApp } from '#/server/test/test-app.ts';

const TOKEN = 'operator-token-for-the-cli-test-0123456789';
const STORE = 'owner@store.example';
const mailer = captureMailer();
let store: StoreApp;
let http: ServerType;
let base = '';

beforeAll(async () => {
  store = await createTestApp({ ADMIN_TOKEN: TOKEN, STORE_EMAIL: STORE }, { mailer });
  await new Promise<void>((listening) => {
    http = serve({ fetch: store.app.fetch, port: 0, hostname: '127.0.0.1' }, () => listening());
  });
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((closed) => http?.close(closed));
  await store?.close();
});

/** `npm run shop -- …args` against the test store: its exit code and everything it printed. */
function shop(...args: string[]): Promise<{ status: number | null; out: string }> {
  const env = { ...process.env, SHOP_API_URL: base, ADMIN_TOKEN: TOKEN, NODE_ENV: 'test' };
  const child = spawn(process.execPath, ['scripts/shop.ts', ...args], { env });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, out })));
}

async function paidOrder(): Promise<string> {
  const [line] = await catalogLines(store);
  await setStock(store, line!, 20);
  const who = await createShopper(store, new Date());
  const placed = await call(store, '/api/order/razorpay', await checkoutBody(store, [[line!, 1]]), who);
  expect((await pay(store, who, placed.body.order.id as string)).status).toBe(200);
  return placed.body.order.receipt as string;
}

const orderRow = async (id: string) => (await store.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('shop status', () => {
  it('cancels with the rest of the line as the reason, which the shopper is told', async () => {
    const orderId = await paidOrder();
    const reason = 'A flaw in the fabric at the last check; we are sorry';
    const done = await shop('status', orderId, 'Cancelled', ...reason.split(' '));
    expect(done.status, done.out).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled', cancelReason: reason });
    await store.services.notifications.deliverDue();
    const told = mailer.sent.find((m) => m.subject.endsWith(`order ${orderId} is cancelled`));
    expect(told?.text).toContain(`Our reason: ${reason}`);
  });

  it('asks for the reason rather than send a cancellation without one', async () => {
    const orderId = await paidOrder();
    const refused = await shop('status', orderId, 'Cancelled');
    expect(refused.status).toBe(1);
    expect(refused.out).toContain('usage: status <orderId> Cancelled <reason…>');
    expect((await orderRow(orderId))?.status).toBe('Order Placed');
  });

  it('still ships with the AWB and a courier of several words', async () => {
    const orderId = await paidOrder();
    expect((await shop('status', orderId, 'Packing')).status).toBe(0);
    const shipped = await shop('status', orderId, 'Shipped', 'BD99887766', 'Blue', 'Dart');
    expect(shipped.status, shipped.out).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Shipped', awb: 'BD99887766', courier: 'Blue Dart' });
  });
});

describe('shop daily', () => {
  it('runs the daily job and prints what it queued; again the same day, nothing new', async () => {
    const first = await shop('daily');
    expect(first.status, first.out).toBe(0);
    expect(first.out).toMatch(/^Daily job for \d{4}-\d\d-\d\d \(India\):\n/);
    expect(first.out).toContain('store credit expiring within 7 days: nothing new to tell');
    expect(first.out).toContain(`the store's digest: queued to ${STORE}`);
    // A test app runs no worker: nothing has registered the schedule, and the CLI says so.
    expect(first.out).toContain('It is not scheduled yet: a store process schedules it when it starts.');

    const again = await shop('daily');
    expect(again.out).toContain(`the store's digest: already queued today (to ${STORE})`);
    await store.services.notifications.deliverDue();
    expect(mailer.sent.filter((m) => m.to === STORE && m.subject.includes('your day,'))).toHaveLength(1);
  });
});
