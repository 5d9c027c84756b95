// The per-address limits that were there before (sign-up codes, logins, open checkouts) count an IPv6 client by
// its /64 (clientIp → address-group.ts): a sender cannot get a fresh budget from each address of its network.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { call, catalogLines, checkoutBody, createShopper, setStock, type Line } from '#/server/test/checkout.ts';
import { LOGIN_LIMITS } from '#/server/modules/account/index.ts';
import { MAX_OPEN_CHECKOUTS_PER_ADDRESS } from '#/server/modules/orders/index.ts';

const OTP_LIMIT = 3;
let clock = new Date('2026-11-20T10:00:00Z');
let store: StoreApp;
let line: Line;

beforeAll(async () => {
  store = await createTestApp({ TRUST_PROXY: 'true', OTP_IP_LIMIT_PER_HOUR: String(OTP_LIMIT) }, { now: () => clock });
  line = (await catalogLines(store))[0]!;
});
afterAll(() => store?.close());
beforeEach(() => {
  clock = new Date(clock.getTime() + 2 * 3_600_000); // each test starts in a fresh hour
});

/** The i-th address of one /64, as a phone using privacy addresses would send from. */
const inNetwork = (net: string, i: number) => `2001:db8:${net}:0:${i.toString(16)}:${(i * 7).toString(16)}::1`;
const from = (ip: string, path: string, body: unknown) =>
  store.app.request(path, post(body, { 'X-Forwarded-For': ip }));

describe('existing per-address limits count an IPv6 /64 as one address', () => {
  it(`sign-up codes: ${OTP_LIMIT} an hour from one /64, however many of its addresses ask`, async () => {
    const statuses = [];
    for (let i = 1; i <= OTP_LIMIT + 1; i++)
      statuses.push((await from(inNetwork('a', i), '/api/user/register/otp', { email: `new${i}@example.com` })).status);
    expect(statuses).toEqual([...Array(OTP_LIMIT).fill(200), 429]);
    expect((await from(inNetwork('b', 1), '/api/user/register/otp', { email: 'other@example.com' })).status).toBe(200);
  });

  it(`logins: ${LOGIN_LIMITS.perAddress} failures an hour from one /64`, async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_LIMITS.perAddress + 1; i++) {
      const res = await from(inNetwork('c', i), '/api/user/login', { email: `nobody${i}@example.com`, password: 'x' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it(`open checkouts: ${MAX_OPEN_CHECKOUTS_PER_ADDRESS} from one /64, across accounts and addresses`, async () => {
    await setStock(store, line, 100);
    const body = await checkoutBody(store, [[line, 1]]);
    const shoppers = await Promise.all(
      Array.from({ length: MAX_OPEN_CHECKOUTS_PER_ADDRESS + 1 }, () => createShopper(store, clock)),
    );
    const statuses = [];
    for (const [i, s] of shoppers.entries())
      statuses.push((await call(store, '/api/order/razorpay', body, s, inNetwork('d', i + 1))).status);
    expect(statuses).toEqual([...Array(MAX_OPEN_CHECKOUTS_PER_ADDRESS).fill(200), 429]);
  });
});
