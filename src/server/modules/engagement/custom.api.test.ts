// POST /api/custom-box: custom size or special request, for guests and signed-in shoppers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { bearer, captureMailer, registerUser } from '#/server/test/auth-helpers.ts';

const mailer = captureMailer();
let store: StoreApp;
let token: string;
let productId: string;
beforeAll(async () => {
  store = await createTestApp({}, { mailer });
  token = await registerUser(store.app, mailer, { email: 'maker@example.com' });
  productId = ((await (await store.app.request('/api/product/list')).json()) as { products: { _id: string }[] })
    .products[0]!._id;
});
afterAll(() => store?.close());

describe('custom requests', () => {
  const send = async (body: unknown, headers: Record<string, string> = {}) => {
    const res = await store.app.request('/api/custom-box', post(body, headers));
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  it('needs a size or a special request, and an existing product', async () => {
    expect((await send({ size: ' ', specialRequest: '', productId })).body).toEqual({
      success: false,
      message: 'Please enter your custom size or special request.',
    });
    expect((await send({ size: 'Bust 34', productId: 'nope' })).status).toBe(404);
    expect((await send({ size: 'x'.repeat(201), productId })).status).toBe(400);
  });
  it('saves for guests and logged-in shoppers', async () => {
    expect((await send({ size: 'Bust 34, length 46', specialRequest: '', productId })).body).toEqual({
      success: true,
      message: 'Your custom request has been saved!',
    });
    expect((await send({ specialRequest: 'Add sleeves please' }, bearer(token))).body.success).toBe(true);
  });
});
