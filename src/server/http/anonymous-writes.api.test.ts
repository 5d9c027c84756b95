// The forms anyone may send (custom requests, contact, newsletter, back-in-stock) share one budget per client
// address an hour, ANONYMOUS_WRITES_PER_HOUR, counted in the database: an IPv6 sender is counted by its /64, and
// a second instance on the same database sees the same counts. (Issue 28: 520 custom requests in 1.2 s.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, post, testEnv } from '#/server/test/test-app.ts';
import { createApp, type StoreApp } from '#/server/app.ts';
import { catalogLines, setStock } from '#/server/test/checkout.ts';
import { customRequests } from '#/server/db/schema/index.ts';

const LIMIT = 6;
const TOO_MANY = {
  success: false,
  message: 'We have received a lot from your network in the last hour. Please try again later.',
};
let clock = new Date('2026-11-20T10:00:00Z');
let store: StoreApp;
let soldOut: { productId: string; size: string };
const env = { TRUST_PROXY: 'true', ANONYMOUS_WRITES_PER_HOUR: String(LIMIT) };

beforeAll(async () => {
  store = await createTestApp(env, { now: () => clock });
  const [line] = await catalogLines(store);
  await setStock(store, line!, 0);
  soldOut = { productId: line!.productId, size: line!.size };
});
afterAll(() => store?.close());

let n = 0;
const forms = {
  custom: () => ['/api/custom-box', { size: `Bust ${30 + (n++ % 10)}`, specialRequest: '' }] as const,
  contact: () => ['/api/contact', { name: 'Asha', email: `asha${n++}@example.com`, message: 'Hello' }] as const,
  newsletter: () => ['/api/newsletter', { email: `reader${n++}@example.com` }] as const,
  backInStock: () => ['/api/product/back-in-stock', { ...soldOut, email: `wait${n++}@example.com` }] as const,
};
async function send(form: keyof typeof forms, ip: string, app = store.app) {
  const [path, body] = forms[form]();
  const res = await app.request(path, post(body, { 'X-Forwarded-For': ip }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const customRows = async () => (await store.database.db.select({ n: count() }).from(customRequests))[0]!.n;

describe('anonymous writes per address', () => {
  it(`a flood of custom requests from one address stops after ${LIMIT} an hour, with a 429 for a shopper`, async () => {
    const before = await customRows();
    const replies = await Promise.all(Array.from({ length: 20 }, () => send('custom', '203.0.113.50')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r).toEqual({ status: 429, body: TOO_MANY });
    expect((await customRows()) - before).toBe(LIMIT);
    expect((await send('custom', '203.0.113.51')).status).toBe(200);
  });

  it('an IPv6 sender is counted by its /64, whichever of its addresses it uses; another /64 goes on', async () => {
    const statuses = [];
    for (let i = 1; i <= LIMIT + 2; i++)
      statuses.push((await send('custom', `2001:db8:7:7::${i.toString(16)}`)).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429]);
    expect((await send('custom', '2001:db8:7:7:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await send('custom', '2001:db8:7:8::1')).status).toBe(200);
  });

  it('an IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is the same sender as a.b.c.d', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await send('custom', '198.51.100.60')).status).toBe(200);
    expect((await send('custom', '::ffff:198.51.100.60')).status).toBe(429);
  });

  it('contact, newsletter, back-in-stock and custom requests share the budget', async () => {
    const ip = '198.51.100.61';
    for (const form of ['custom', 'contact', 'newsletter', 'backInStock', 'custom', 'contact'] as const)
      expect((await send(form, ip)).status).toBe(200);
    for (const form of Object.keys(forms) as (keyof typeof forms)[])
      expect(await send(form, ip)).toEqual({ status: 429, body: TOO_MANY });
  });

  it('holds across instances (counted in the database), and gives a new budget the next hour', async () => {
    const ip = '198.51.100.62';
    const second = await createApp({
      env: testEnv(env),
      database: { ...store.database, close: async () => {} },
      seed: false,
      mailer: { sendMail: async () => {} },
      now: () => clock,
    });
    for (let i = 0; i < LIMIT; i++) expect((await send('custom', ip, i % 2 ? second.app : store.app)).status).toBe(200);
    expect((await send('custom', ip, second.app)).status).toBe(429);
    expect((await send('custom', ip, store.app)).status).toBe(429);
    clock = new Date(clock.getTime() + 3_600_000);
    expect((await send('custom', ip, second.app)).status).toBe(200);
  });
});
