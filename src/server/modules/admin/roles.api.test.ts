// Every console route checks the caller's role on the server: no token 401, a shopper 403, staff 403 on the
// owner's routes, and ADMIN_TOKEN acts as the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';

let store: StoreApp;
let shopper: Caller;
let staff: Caller;
let owner: Caller;
const automation = { headers: { Authorization: 'Bearer operator-secret-token-of-32-characters' } };

beforeAll(async () => {
  store = await createTestApp({
    ADMIN_TOKEN: 'operator-secret-token-of-32-characters',
    PUBLISH_BUILD_COMMAND: 'exit 3',
    PUBLISH_DIR: `.data/test/site-roles-${process.pid}`,
    TRUST_PROXY: 'true',
  });
  [shopper, staff, owner] = await Promise.all([
    createCaller(store, 'shopper'),
    createCaller(store, 'staff'),
    createCaller(store, 'owner'),
  ]);
});
afterAll(async () => {
  await store.services.publisher.idle();
  await store?.close();
});

/** Every route of the console, with a body it accepts (its outcome may still be 404 for made-up ids). */
const ROUTES: [method: string, path: string, body?: unknown][] = [
  ['GET', '/me'],
  ['GET', '/dashboard'],
  ['GET', '/products'],
  ['GET', '/products/prd_none'],
  ['POST', '/products', {}],
  ['PATCH', '/products/prd_none', { price: 100 }],
  ['POST', '/products/prd_none/archive', { archived: true }],
  ['POST', '/products/prd_none/photos', {}],
  ['PATCH', '/products/prd_none/photos', { order: ['x'] }],
  ['DELETE', '/products/prd_none/photos/pho_none'],
  ['POST', '/products/prd_none/stock', { size: 'M', delta: 1, reason: 'Found one' }],
  ['GET', '/products/prd_none/stock-history'],
  ['GET', '/coupons'],
  ['POST', '/coupons', {}],
  ['PATCH', '/coupons/NOPE1', { active: false }],
  ['GET', '/orders'],
  ['GET', '/orders/ord_none'],
  ['POST', '/orders/ord_none/status', { status: 'Shipped' }],
  ['GET', '/orders/ord_none/invoice'],
  ['GET', '/returns'],
  ['POST', '/returns/ret_none/approve'],
  ['POST', '/returns/ret_none/receive'],
  ['POST', '/returns/ret_none/ship-replacement', { awb: 'RPL-1001' }],
  ['POST', '/returns/ret_none/complete'],
  ['POST', '/returns/ret_none/refuse', { reason: 'Worn' }],
  ['GET', '/notifications'],
  ['POST', '/notifications/retry', { ids: ['ntf_none'] }],
  ['GET', '/custom-requests'],
  ['PATCH', '/custom-requests/cus_none', { status: 'done' }],
  ['POST', '/custom-requests/cus_none/replies', { text: 'Yes, we can.' }],
  ['GET', '/contact-messages'],
  ['PATCH', '/contact-messages/msg_none', { status: 'done' }],
  ['POST', '/contact-messages/msg_none/replies', { text: 'Yes, we can.' }],
  ['GET', '/newsletter'],
  ['GET', '/audit'],
  ['GET', '/vitals'],
  ['GET', '/publish'],
  ['POST', '/publish'],
];
const OWNER_ONLY: [string, string, unknown?][] = [
  ['GET', '/staff'],
  ['POST', '/staff', { email: 'someone@example.com', role: 'staff' }],
  ['DELETE', '/staff/someone@example.com'],
];

let guesses = 0;

describe('console access', () => {
  it.each([...ROUTES, ...OWNER_ONLY])('%s %s: 401 without a token or with a bad one', async (method, path, body) => {
    const none = await admin(store, method, path, undefined, body);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, message: 'Please login to continue' });
    expect(none.headers.get('Cache-Control')).toBe('no-store');
    // Each from its own address: a wrong token counts as a guess at ADMIN_TOKEN (10 lock an address).
    const from = { Authorization: 'Bearer a.b.c', 'X-Forwarded-For': `198.51.100.${++guesses}` };
    const forged = await admin(store, method, path, { headers: from }, body);
    expect(forged.status).toBe(401);
  });

  it.each([...ROUTES, ...OWNER_ONLY])('%s %s: 403 for a shopper', async (method, path, body) => {
    const res = await admin(store, method, path, shopper, body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'This page is for store staff only' });
  });

  it.each(ROUTES)('%s %s: staff, owners and automation get past the role check', async (method, path, body) => {
    for (const who of [staff, owner, automation]) {
      const res = await admin(store, method, path, who, body);
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    }
  });

  it.each(OWNER_ONLY)('%s %s: owner only', async (method, path, body) => {
    const refused = await admin(store, method, path, staff, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the owner can manage staff');
    for (const who of [owner, automation]) {
      const res = await admin(store, method, path, who, body);
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('tells the console who is signed in', async () => {
    expect((await admin(store, 'GET', '/me', staff)).body).toEqual({
      success: true,
      staff: { email: staff.email, name: 'Asha Rao', role: 'staff' },
    });
    expect((await admin(store, 'GET', '/me', automation)).body.staff).toEqual({
      email: 'automation',
      name: 'Automation',
      role: 'owner',
    });
  });

  it('takes a role away at once: a demoted member is refused on the next request', async () => {
    const member = await createCaller(store, 'staff');
    expect((await admin(store, 'GET', '/orders', member)).status).toBe(200);
    expect((await admin(store, 'DELETE', `/staff/${member.email}`, owner)).status).toBe(200);
    expect((await admin(store, 'GET', '/orders', member)).status).toBe(403);
  });
});
