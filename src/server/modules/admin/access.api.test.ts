import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { signToken } from '#/server/auth/tokens.ts';
import { createShopper } from '#/server/test/checkout.ts';
import { createCaller } from '#/server/test/staff.ts';
import { testEnv } from '#/server/test/test-app.ts';

let store: StoreApp;
let closed: StoreApp;
let clock = new Date('2026-11-20T10:00:00Z');
beforeAll(async () => {
  // TRUST_PROXY: each test speaks from its own client address (X-Forwarded-For).
  store = await createTestApp({ ADMIN_TOKEN: 'operator-secret-token', TRUST_PROXY: 'true' }, { now: () => clock });
  closed = await createTestApp();
});
afterAll(async () => {
  await store?.close();
  await closed?.close();
});

const auth = { Authorization: 'Bearer operator-secret-token' };

describe('operator API', () => {
  it('takes no operator token without ADMIN_TOKEN', async () => {
    const res = await closed.app.request('/api/admin/orders', { headers: auth });
    expect(res.status).toBe(401);
  });
  it('refuses a wrong or missing token', async () => {
    expect((await store.app.request('/api/admin/orders')).status).toBe(401);
    const res = await store.app.request('/api/admin/orders', { headers: { Authorization: 'Bearer nope' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'Invalid admin token' });
  });
  it('lists orders and validates status changes', async () => {
    const list = await store.app.request('/api/admin/orders?limit=5', { headers: auth });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ success: true, orders: [], nextCursor: null });
    const bad = await store.app.request('/api/admin/orders/ord_x/status', post({ status: 'Teleported' }, auth));
    expect(bad.status).toBe(400);
    const missing = await store.app.request(
      '/api/admin/orders/ord_x/status',
      post({ status: 'Shipped', awb: 'AWB1234' }, auth),
    );
    expect(missing.status).toBe(404);
    expect((await store.app.request('/api/admin/orders?limit=9999', { headers: auth })).status).toBe(400);
  });
  it('refuses to complete an unknown request', async () => {
    const res = await store.app.request('/api/admin/returns/ret_nope/complete', post({}, auth));
    expect(res.status).toBe(404);
  });
});

describe('operator token attempts', () => {
  const from = (ip: string, token: string) =>
    store.app.request('/api/admin/orders?limit=1', {
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip },
    });
  const statuses = async (ip: string, token: string, n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await from(ip, token)).status);
    return out;
  };

  // The lockout keys on (address group, the token's first 8 characters): "operator-…" guesses start like the
  // real token ("operator-secret-token") and so count against it; "guess…" ones only against themselves.
  it('locks an address after 10 wrong tokens starting like the right one, whatever it sends next', async () => {
    const guesses = Array.from({ length: 10 }, (_, i) => `operator-guess-${i}`);
    const answers: number[] = [];
    for (const guess of guesses) answers.push((await from('198.51.100.1', guess)).status);
    expect(answers).toEqual(Array(10).fill(401));
    const locked = await from('198.51.100.1', 'operator-secret-token');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      success: false,
      message: 'Too many wrong operator tokens from your address. Please try again in 15 minutes.',
    });
    expect((await from('198.51.100.2', 'operator-secret-token')).status).toBe(200);
    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await from('198.51.100.1', 'operator-secret-token')).status).toBe(200);
  });

  it('lets strangers behind a shared address not lock out the right token: other prefixes count apart', async () => {
    const ip = '198.51.100.6';
    expect(await statuses(ip, 'guess-token', 15)).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    expect(await statuses(ip, 'operator-secret-token', 3)).toEqual(Array(3).fill(200));
    expect((await from(ip, 'guess-toast')).status).toBe(429); // the same first 8 characters as "guess-token"
    expect((await from(ip, 'different-guess')).status).toBe(401);
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address', async () => {
    for (let i = 1; i <= 10; i++) expect((await from(`2001:db8:0:1::${i}`, `operator-${i}`)).status).toBe(401);
    expect((await from('2001:db8:0:1:ffff::99', 'operator-secret-token')).status).toBe(429);
    expect((await from('2001:db8:0:2::1', 'operator-secret-token')).status).toBe(200);
    expect(await statuses('::ffff:198.51.100.7', 'operator-x', 10)).toEqual(Array(10).fill(401));
    expect((await from('198.51.100.7', 'operator-secret-token')).status).toBe(429);
  });

  it('keeps a correct token working from an address that is not locked: only failures count', async () => {
    expect(await statuses('198.51.100.3', 'operator-guess', 9)).toEqual(Array(9).fill(401));
    expect(await statuses('198.51.100.3', 'operator-secret-token', 20)).toEqual(Array(20).fill(200));
    expect((await from('198.51.100.3', 'operator-guess')).status).toBe(401); // the 10th failure
    expect((await from('198.51.100.3', 'operator-secret-token')).status).toBe(429);
  });

  it('counts guesses sent at once: 25 in parallel get exactly 10 answers', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => from('198.51.100.4', `operator-${i}`)));
    const counted = answers.map((r) => r.status).sort();
    expect(counted).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
    expect((await from('198.51.100.4', 'operator-secret-token')).status).toBe(429);
  });

  it('never counts an expired or unknown session token, or a shopper refused with 403, as a guess', async () => {
    const ip = '198.51.100.5';
    const shopper = await createCaller(store, 'shopper', clock);
    const expired = (await createShopper(store, new Date(clock.getTime() - 8 * 86_400_000))).token;
    const seconds = Math.floor(clock.getTime() / 1000);
    // Signed here, but its session is gone (logged out elsewhere, or never stored).
    const unknown = signToken(
      { sub: shopper.id, sid: 'ses_logged_out', iat: seconds, exp: seconds + 3600 },
      testEnv().JWT_SECRET ?? '',
    );
    expect(await statuses(ip, shopper.token, 12)).toEqual(Array(12).fill(403));
    for (const token of [expired, unknown]) {
      expect(await statuses(ip, token, 12)).toEqual(Array(12).fill(401));
      expect(await (await from(ip, token)).json()).toEqual({
        success: false,
        message: 'Your session has expired. Please login again.',
      });
    }
    // None of those 38 counted: the operator token still works from this address, and 10 real guesses lock it.
    expect((await from(ip, 'operator-secret-token')).status).toBe(200);
    expect(await statuses(ip, 'operator-guess', 10)).toEqual(Array(10).fill(401));
    expect((await from(ip, 'operator-secret-token')).status).toBe(429);
  });
});
