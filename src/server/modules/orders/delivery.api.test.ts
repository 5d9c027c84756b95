// POST /api/order/estimated-delivery: a date from the destination PIN's postal zone
// (docs/product/delivery.md#delivery-check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';

let store: StoreApp;
beforeAll(async () => {
  store = await createTestApp();
});
afterAll(() => store?.close());

describe('delivery estimate', () => {
  const est = async (pincode: unknown) => {
    const res = await store.app.request('/api/order/estimated-delivery', post({ pincode }));
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  it('gives a date for metro and remote PINs, later for remote', async () => {
    const metro = await est('560001');
    const remote = await est('744101');
    expect(metro.body.estimatedDelivery).toMatch(/^Delivery by \w{3} \d{1,2} \w{3}$/);
    expect(new Date(remote.body.latest).getTime()).toBeGreaterThan(new Date(metro.body.latest).getTime());
  });
  it('refuses invalid and non-existent PINs with the spec text', async () => {
    expect(await est('990001')).toEqual({
      status: 422,
      body: { success: false, message: 'Delivery unavailable for this PIN code.' },
    });
    expect((await est('12345')).body).toEqual({ success: false, message: 'Please enter a valid PIN code' });
    expect((await est(12345)).body).toEqual({ success: false, message: 'Please enter a valid PIN code' });
    expect((await est(true)).body).toEqual({ success: false, message: 'Please enter a valid PIN code' });
  });
  it('takes the PIN as a number too, as a client with a numeric PIN input sends it', async () => {
    const [asNumber, asText] = [await est(560001), await est('560001')];
    expect(asNumber.status).toBe(200);
    expect(asNumber.body.estimatedDelivery).toBe(asText.body.estimatedDelivery);
  });
});
