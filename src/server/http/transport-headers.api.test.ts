// Transport headers on API replies: private replies are never cached (Cache-Control: no-store) and every reply
// asks browsers to stay on HTTPS (Strict-Transport-Security).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { bearer, captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import type { StoreApp } from '#/server/app.ts';

const mailer = captureMailer();
let store: StoreApp;
let token: string;

beforeAll(async () => {
  store = await createTestApp(
    { DATA_DIR: `.data/test-${process.pid}-${Date.now()}`, ADMIN_TOKEN: 'admin-token-long-enough-for-tests' },
    { mailer },
  );
  token = await registerUser(store.app, mailer, { email: 'headers@example.com' });
});
afterAll(() => store?.close());

const call = (path: string, init: RequestInit = {}) => store.app.request(path, init);
const get = (path: string, headers: Record<string, string> = {}) => call(path, { headers });

describe('Cache-Control: no-store', () => {
  it('on every reply of an endpoint that needs login, refusals included', async () => {
    const replies = {
      'account, signed in': await get('/api/user/account', bearer(token)),
      'account, no token': await get('/api/user/account'),
      'account, bad token': await get('/api/user/account', bearer('not-a-token')),
      'cart, token header': await call('/api/cart/get', post({}, { token })),
      'cart add, bad input': await call('/api/cart/add', post({ itemId: 5 }, bearer(token))),
      'orders, no token': await call('/api/order/userorders', post({})),
      'review, no token': await call('/api/product/addReview', { method: 'POST', body: new FormData() }),
      'admin, no token': await get('/api/admin/orders'),
      'admin, signed in': await get('/api/admin/orders', bearer('admin-token-long-enough-for-tests')),
    };
    const seen = Object.fromEntries(
      Object.entries(replies).map(([name, res]) => [name, `${res.status} ${res.headers.get('Cache-Control')}`]),
    );
    expect(seen).toEqual({
      'account, signed in': '200 no-store',
      'account, no token': '200 no-store',
      'account, bad token': '200 no-store',
      'cart, token header': '200 no-store',
      'cart add, bad input': '400 no-store',
      'orders, no token': '401 no-store',
      'review, no token': '401 no-store',
      'admin, no token': '401 no-store',
      'admin, signed in': '200 no-store',
    });
  });

  it('on any reply to a request that carried a token, on public endpoints too', async () => {
    const signedIn = await get('/api/product/list', bearer(token));
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
    const coupon = await call('/api/cart/apply-coupon', post({ code: 'NOPE', items: [] }, bearer(token)));
    expect(coupon.headers.get('Cache-Control')).toBe('no-store');
    // A guest's catalog stays revalidated, not refused to caches.
    expect((await get('/api/product/list')).headers.get('Cache-Control')).toBe('no-cache');
  });

  it('on a 413, which is answered before any route decides', async () => {
    const res = await call('/api/user/login', post({ email: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('Strict-Transport-Security', () => {
  it('on every API reply: success, refusal, not found, preflight, too large', async () => {
    const replies = [
      await get('/api/product/list'),
      await call('/api/cart/get', post({})),
      await get('/api/no-such-endpoint'),
      await call('/api/product/list', {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Method': 'POST' },
      }),
      await call('/api/user/login', post({ email: 'x'.repeat(70 * 1024) })),
    ];
    expect(replies.map((r) => r.status)).toEqual([200, 401, 404, 204, 413]);
    for (const res of replies)
      expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });
});
