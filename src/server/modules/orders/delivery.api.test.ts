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
  it('says whether cash on delivery is taken at the PIN (the product page shows it): not remote ones', async () => {
    expect((await est('560001')).body.cod).toBe(true);
    expect((await est('744101')).body.cod).toBe(false);
  });
  it('takes the PIN as a number too, as a client with a numeric PIN input sends it', async () => {
    const [asNumber, asText] = [await est(560001), await est('560001')];
    expect(asNumber.status).toBe(200);
    expect(asNumber.body.estimatedDelivery).toBe(asText.body.estimatedDelivery);
  });
});

describe('delivery estimate where cash on delivery is taken only in some PINs', () => {
  let limited: StoreApp;
  beforeAll(async () => {
    // Read from the raw environment (lib/cod.ts), not one of Env's parsed keys.
    limited = await createTestApp({ COD_PIN_PREFIXES: '56' } as Parameters<typeof createTestApp>[0]);
  });
  afterAll(() => limited?.close());
  it('answers cod from the configured prefixes, and still gives the date elsewhere', async () => {
    const at = async (pincode: string) =>
      (await (await limited.app.request('/api/order/estimated-delivery', post({ pincode }))).json()) as {
        cod: boolean;
        estimatedDelivery: string;
      };
    expect((await at('560001')).cod).toBe(true);
    const mumbai = await at('400001');
    expect(mumbai.cod).toBe(false);
    expect(mumbai.estimatedDelivery).toMatch(/^Delivery by/);
  });
});
