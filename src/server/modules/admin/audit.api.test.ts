// The console's audit log: paged by a cursor that holds under inserts, filtered by actor, action and target,
// and recording refused calls (403s, wrong and locked ADMIN_TOKENs) with the client address.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreApp } from '#/server/app.ts';
import { createTestApp } from '#/server/test/test-app.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { REFUSALS_AUDITED } from '#/server/http/admin-auth.ts';

let store: StoreApp;
let owner: Caller;
let staff: Caller;
let shopper: Caller;
const clock = new Date('2026-11-20T10:00:00Z');
const TOKEN = 'operator-secret-token';

beforeAll(async () => {
  store = await createTestApp({ ADMIN_TOKEN: TOKEN, TRUST_PROXY: 'true' }, { now: () => clock });
  owner = await createCaller(store, 'owner', clock);
  staff = await createCaller(store, 'staff', clock);
  shopper = await createCaller(store, 'shopper', clock);
});
afterAll(() => store?.close());

type Entry = { id: string; at: string; actor: string; action: string; target: string; detail: Record<string, unknown> };
const entries = async (query: string) => {
  const res = await admin(store, 'GET', `/audit${query}`, owner);
  expect(res.status).toBe(200);
  return res.body as { entries: Entry[]; nextCursor: string | null };
};
const record = (n: number, action: string, actor = staff.email) =>
  Promise.all(Array.from({ length: n }, (_, i) => store.services.audit.record({ actor, action, target: `t${i}` })));
/** Every page of a query, following nextCursor; `between` runs after each page (inserts meanwhile). */
async function walk(query: string, limit: number, between: () => Promise<unknown> = async () => {}) {
  const seen: Entry[] = [];
  let cursor: string | null = null;
  do {
    const page: { entries: Entry[]; nextCursor: string | null } = await entries(
      `?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.entries.length).toBeLessThanOrEqual(limit);
    seen.push(...page.entries);
    cursor = page.nextCursor;
    await between();
  } while (cursor);
  return seen;
}

describe('audit log paging', () => {
  it('keeps a 100% coupon in reach after 600 publishes: the filter finds it, the pages reach it', async () => {
    const coupon = { code: 'FREEALL', kind: 'percent', value: 100, minSubtotal: 0, firstOrderOnly: false };
    expect((await admin(store, 'POST', '/coupons', owner, coupon)).status).toBe(200);
    await record(600, 'site.publish');
    const found = await entries('?action=coupon.create');
    expect(found.entries.map((e) => e.target)).toEqual(['FREEALL']);
    expect(found.nextCursor).toBeNull();
    const all = await walk('', 250);
    expect(all.filter((e) => e.action === 'site.publish')).toHaveLength(600);
    expect(all.some((e) => e.target === 'FREEALL')).toBe(true);
  });

  it('never loses or repeats a row while new rows arrive between pages (same time: the id breaks ties)', async () => {
    const action = 'test.paging';
    await record(23, action);
    const before = (await walk(`action=${action}`, 100)).map((e) => e.id);
    expect(before).toHaveLength(23);
    const seen = (await walk(`action=${action}`, 5, () => record(3, action))).map((e) => e.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(before));
  });

  it('pages rows a microsecond apart without skipping any (the cursor keeps the stored precision)', async () => {
    const times = ['10:00:00.123400', '10:00:00.123700', '10:00:00.123900', '10:00:00.124100'];
    for (const [i, t] of times.entries())
      await store.database.db.execute(
        sql`insert into audit_log (id, at, actor, action, target)
            values (${`aud_us${i}`}, ${`2026-11-19T${t}Z`}::timestamptz, 'x', 'test.micro', 't')`,
      );
    const ids = (await walk('action=test.micro', 1)).map((e) => e.id);
    expect(ids).toEqual(['aud_us3', 'aud_us2', 'aud_us1', 'aud_us0']);
  });

  it('filters by actor, action and target, exactly and together', async () => {
    await store.services.audit.record({ actor: owner.email, action: 'product.create', target: 'prd_filter' });
    await store.services.audit.record({ actor: staff.email, action: 'product.create', target: 'prd_other' });
    const byTarget = await entries('?target=prd_filter');
    expect(byTarget.entries.map((e) => [e.actor, e.action])).toEqual([[owner.email, 'product.create']]);
    const byActor = await entries(`?actor=${encodeURIComponent(owner.email.toUpperCase())}&action=product.create`);
    expect(byActor.entries.map((e) => e.target)).toEqual(['prd_filter']);
    expect((await entries('?actor=nobody@example.com')).entries).toEqual([]);
  });

  it('refuses a bad cursor or limit with a plain message', async () => {
    for (const q of ['?cursor=nonsense', `?cursor=${Buffer.from('["x","y"]').toString('base64url')}`]) {
      const res = await admin(store, 'GET', `/audit${q}`, owner);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This list’s page marker is not valid. Reload the list.');
    }
    expect((await admin(store, 'GET', '/audit?limit=501', owner)).status).toBe(400);
  });
});

describe('refused calls in the audit log', () => {
  const call = (path: string, token: string, ip: string) =>
    store.app.request(`/api/admin${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip } });

  it('records a staff member on an owner-only route and a shopper, with the address', async () => {
    expect((await call('/staff', staff.token, '203.0.113.10')).status).toBe(403);
    expect((await call('/orders', shopper.token, '203.0.113.11')).status).toBe(403);
    const refused = (await entries('?action=access.refused')).entries;
    // Both at the same clock time: their order is the ids', so compare without it.
    expect(refused.map(({ actor, target, detail }) => ({ actor, target, detail }))).toEqual(
      expect.arrayContaining([
        {
          actor: shopper.email,
          target: 'GET /api/admin/orders',
          detail: { address: '203.0.113.11', reason: 'not staff' },
        },
        {
          actor: staff.email,
          target: 'GET /api/admin/staff',
          detail: { address: '203.0.113.10', reason: 'owner only' },
        },
      ]),
    );
    expect(refused).toHaveLength(2);
  });

  it('records each wrong ADMIN_TOKEN, and a lock once, with the address', async () => {
    const ip = '2001:db8:0:7::1';
    for (let i = 0; i < 12; i++) await call('/orders', `operator-guess-${i}`, ip);
    const wrong = (await entries('?action=token.wrong')).entries.filter((e) => e.detail.address === ip);
    expect(wrong).toHaveLength(10);
    expect(wrong[0]).toMatchObject({ actor: 'anonymous', target: 'GET /api/admin/orders' });
    const locked = (await entries('?action=token.locked')).entries.filter((e) => e.detail.address === ip);
    expect(locked).toHaveLength(1);
    expect(JSON.stringify(await entries('?actor=anonymous'))).not.toContain('operator-guess');
  });

  it(`records at most ${REFUSALS_AUDITED} refusals per address in 15 minutes: no flooding the log`, async () => {
    const ip = '198.51.100.200';
    for (let i = 0; i < REFUSALS_AUDITED + 5; i++)
      expect((await call('/orders', `g${i}-xxxxxxxx`, ip)).status).toBe(401);
    const mine = (await walk('actor=anonymous', 500)).filter((e) => e.detail.address === ip);
    expect(mine).toHaveLength(REFUSALS_AUDITED);
  });
});
