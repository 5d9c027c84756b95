import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';

let store: StoreApp;
let closed: StoreApp;
beforeAll(async () => {
  store = await createTestApp({ ADMIN_TOKEN: 'operator-secret-token' });
  closed = await createTestApp();
});
afterAll(async () => {
  await store?.close();
  await closed?.close();
});

const auth = { Authorization: 'Bearer operator-secret-token' };

describe('operator API', () => {
  it('does not exist without ADMIN_TOKEN', async () => {
    const res = await closed.app.request('/api/admin/orders', { headers: auth });
    expect(res.status).toBe(404);
  });
  it('refuses a wrong or missing token', async () => {
    expect((await store.app.request('/api/admin/orders')).status).toBe(401);
    const res = await store.app.request('/api/admin/orders', { headers: { Authorization: 'Bearer nope' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'Invalid admin token' });
  });
  it('lists orders and validates status changes', async () => {
    const list = await store.app.request('/api/admin/orders?limit=5', { headers: auth });
    expect(await list.json()).toEqual({ success: true, orders: [] });
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
