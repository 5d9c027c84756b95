// POST /api/vitals and GET /api/admin/vitals: only well-formed, anonymous field data is stored, floods stop,
// and the owner sees the 75th percentile per page type over the last 7 days, with its sample count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { admin, createCaller } from '#/server/test/staff.ts';
import { eq } from 'drizzle-orm';
import { webVitals } from '#/server/db/schema/index.ts';
import { VITALS_PER_PAGE_TYPE_PER_HOUR } from '#/server/modules/engagement/vitals.service.ts';

const DAY = 86_400_000;
const ADMIN_TOKEN = 'operator-secret-token-of-32-characters';
const automation = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };
let store: StoreApp;
let clock = new Date('2026-11-20T10:00:00Z');
let ips = 0;

beforeAll(async () => {
  store = await createTestApp({ ADMIN_TOKEN, TRUST_PROXY: 'true' }, { now: () => clock });
});
afterAll(() => store?.close());

/** Each call from its own address unless one is given, so the rate limit only counts where a test means it. */
async function report(body: unknown, ip = `203.0.113.${++ips}`, type = 'application/json') {
  const res = await store.app.request('/api/vitals', {
    ...post(body, { 'X-Forwarded-For': ip }),
    headers: { 'Content-Type': type, 'X-Forwarded-For': ip },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const summary = async () => (await admin(store, 'GET', '/vitals', automation)).body;
const rowsOf = async (page: string) => ((await summary()).rows as { page: string }[]).filter((r) => r.page === page);

describe('POST /api/vitals', () => {
  it('stores a page view: each metric a row, with its page type and navigation type', async () => {
    const r = await report({
      page: 'cart',
      navigation: 'navigate',
      metrics: [
        { name: 'LCP', value: 1234.5, rating: 'good' },
        { name: 'INP', value: 96, rating: 'good' },
        { name: 'CLS', value: 0.02, rating: 'good' },
      ],
    });
    expect(r).toEqual({ status: 200, body: { success: true } });
    expect(await rowsOf('cart')).toEqual([
      { page: 'cart', metric: 'LCP', p75: 1234.5, samples: 1, rating: 'good' },
      { page: 'cart', metric: 'INP', p75: 96, samples: 1, rating: 'good' },
      { page: 'cart', metric: 'CLS', p75: 0.02, samples: 1, rating: 'good' },
    ]);
  });

  it('takes a beacon sent as text/plain (an API on its own origin gets that, with no preflight)', async () => {
    const r = await report(
      JSON.stringify({ page: 'policy', metrics: [{ name: 'CLS', value: 0 }] }),
      undefined,
      'text/plain',
    );
    expect(r.status).toBe(200);
    expect(await rowsOf('policy')).toEqual([{ page: 'policy', metric: 'CLS', p75: 0, samples: 1, rating: 'good' }]);
  });

  it.each([
    ['no body', {}],
    ['an unknown metric', { page: 'home', metrics: [{ name: 'FID', value: 10 }] }],
    ['an unknown page type', { page: '/product/rose-wrap-dress', metrics: [{ name: 'LCP', value: 10 }] }],
    ['a negative value', { page: 'home', metrics: [{ name: 'LCP', value: -1 }] }],
    ['a value past its bound', { page: 'home', metrics: [{ name: 'CLS', value: 101 }] }],
    ['a value that is not a number', { page: 'home', metrics: [{ name: 'LCP', value: '1200' }] }],
    [
      'the same metric twice',
      {
        page: 'home',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
    ],
    ['no metrics', { page: 'home', metrics: [] }],
    [
      'a field about the visitor',
      { page: 'home', url: 'https://x.example/?email=a@b.c', metrics: [{ name: 'LCP', value: 1 }] },
    ],
    ['an extra field on a metric', { page: 'home', metrics: [{ name: 'LCP', value: 1, id: 'v5-123' }] }],
    ['an unknown navigation type', { page: 'home', navigation: 'teleport', metrics: [{ name: 'LCP', value: 1 }] }],
    ['an unknown rating', { page: 'home', metrics: [{ name: 'LCP', value: 1, rating: 'great' }] }],
  ])('refuses %s with 400', async (_why, body) => {
    const r = await report(body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('refuses a value JSON spells as infinite, and a body that is not JSON', async () => {
    for (const raw of ['{"page":"home","metrics":[{"name":"LCP","value":1e400}]}', 'LCP=1200']) {
      const r = await report(raw);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
    }
    expect(await rowsOf('home')).toEqual([]);
  });

  it(`stops an address group after ${VITALS_PER_PAGE_TYPE_PER_HOUR} reports of one page type an hour`, async () => {
    const body = { page: 'other', metrics: [{ name: 'CLS', value: 0.5 }] };
    for (let i = 0; i < VITALS_PER_PAGE_TYPE_PER_HOUR; i++)
      expect((await report(body, `2001:db8:5:5::${i + 1}`)).status).toBe(200);
    expect(await report(body, '2001:db8:5:5::ff')).toEqual({
      status: 429,
      body: { success: false, message: 'Too many reports. Please try again later.' },
    });
    // Another kind of page from the same network, and the same kind from another network, go on.
    expect((await report({ ...body, page: 'account' }, '2001:db8:5:5::1')).status).toBe(200);
    expect((await report(body, '198.51.100.8')).status).toBe(200);
    expect((await rowsOf('other'))[0]).toMatchObject({ samples: VITALS_PER_PAGE_TYPE_PER_HOUR + 1, rating: 'poor' });
  });

  it('stores a value past the physical range as its cap (LCP, INP 30 s; CLS 10): one poor sample', async () => {
    const r = await report({
      page: 'cart',
      navigation: 'reload',
      metrics: [
        { name: 'LCP', value: 60_000 },
        { name: 'INP', value: 119_000 },
        { name: 'CLS', value: 99 },
      ],
    });
    expect(r.status).toBe(200);
    const stored = await store.database.db.select().from(webVitals).where(eq(webVitals.navigationType, 'reload'));
    expect(stored.map((v) => [v.metric, v.value]).sort()).toEqual([
      ['CLS', 10],
      ['INP', 30_000],
      ['LCP', 30_000],
    ]);
  });

  it('a flood from 20 addresses counts at most the limit each, at most 30 s each, and says how many', async () => {
    const flood = { page: 'home', metrics: [{ name: 'LCP', value: 60_000 }] };
    for (let a = 1; a <= 20; a++)
      for (let i = 0; i <= VITALS_PER_PAGE_TYPE_PER_HOUR; i++) await report(flood, `192.0.2.${a}`);
    expect(await rowsOf('home')).toEqual([
      { page: 'home', metric: 'LCP', p75: 30_000, samples: 20 * VITALS_PER_PAGE_TYPE_PER_HOUR, rating: 'poor' },
    ]);
    await store.database.db.delete(webVitals).where(eq(webVitals.pageType, 'home'));
  });
});

describe('GET /api/admin/vitals', () => {
  it('answers the interpolated 75th percentile per page type and metric, rated by the thresholds', async () => {
    // p75 of 100, 200, 300, 400: rank 0.75 × 3 = 2.25, so 300 + 0.25 × (400 − 300) = 325 (needs improvement).
    for (const value of [400, 100, 300, 200]) await report({ page: 'product', metrics: [{ name: 'INP', value }] });
    // p75 of 1, 2, 3, 4, 5 seconds: rank 3, exactly 4 s (needs improvement up to 4 s, poor above).
    for (const value of [1000, 2000, 3000, 4000, 5000])
      await report({ page: 'product', metrics: [{ name: 'LCP', value }] });
    expect(await rowsOf('product')).toEqual([
      { page: 'product', metric: 'LCP', p75: 4000, samples: 5, rating: 'needs-improvement' },
      { page: 'product', metric: 'INP', p75: 325, samples: 4, rating: 'needs-improvement' },
    ]);
    const s = await summary();
    expect(s.days).toBe(7);
    expect(s.since).toBe(new Date(clock.getTime() - 7 * DAY).toISOString());
  });

  it('counts only the last 7 days; the retention job deletes rows past 90 days', async () => {
    await report({ page: 'checkout', metrics: [{ name: 'LCP', value: 900 }] });
    clock = new Date(clock.getTime() + 8 * DAY);
    expect(await rowsOf('checkout')).toEqual([]);
    expect(await rowsOf('product')).toEqual([]);
    const stored = async () => (await store.database.db.select().from(webVitals)).length;
    expect(await stored()).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 82 * DAY);
    await report({ page: 'listing', metrics: [{ name: 'LCP', value: 1800 }] });
    expect((await store.services.retention.run()).vitals).toBe(0); // 90 days to the minute: kept
    clock = new Date(clock.getTime() + 60_000);
    expect((await store.services.retention.run()).vitals).toBeGreaterThan(0);
    expect(await stored()).toBe(1);
    expect(await rowsOf('listing')).toEqual([
      { page: 'listing', metric: 'LCP', p75: 1800, samples: 1, rating: 'good' },
    ]);
  });

  it('is for staff: none 401, a shopper 403, staff 200', async () => {
    const [shopper, staff] = await Promise.all([
      createCaller(store, 'shopper', clock),
      createCaller(store, 'staff', clock),
    ]);
    expect((await admin(store, 'GET', '/vitals', undefined)).status).toBe(401);
    expect((await admin(store, 'GET', '/vitals', shopper)).status).toBe(403);
    const ok = await admin(store, 'GET', '/vitals', staff);
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
  });
});
