// The console's store routes: dashboard, coupons, what shoppers sent, staff management and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { newsletterSubscribers } from '#/server/db/schema/index.ts';

let store: StoreApp;
let owner: Caller;
let staff: Caller;
const clock = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  store = await createTestApp({}, { now: () => clock });
  owner = await createCaller(store, 'owner', clock);
  staff = await createCaller(store, 'staff', clock);
});
afterAll(() => store?.close());

describe('dashboard', () => {
  it('answers 30 India days ending today, low stock and counts', async () => {
    const res = await admin(store, 'GET', '/dashboard', staff);
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.days).toHaveLength(30);
    expect(d.days.at(-1)).toEqual({ date: '2026-11-20', orders: 0, revenue: 0, averageOrderValue: 0 });
    expect(d.days[0].date).toBe('2026-10-22');
    expect(d.today).toEqual({ orders: 0, revenue: 0 });
    expect(d.openRequests).toBe(0);
    expect(d.codAwaitingDispatch).toBe(0);
    expect(Array.isArray(d.bestSellers)).toBe(true);
    for (const low of d.lowStock) expect(low.stock).toBeLessThanOrEqual(3);
  });
});

describe('coupons', () => {
  const coupon = {
    code: 'diwali10',
    kind: 'percent',
    value: 10,
    minSubtotal: 999,
    maxDiscount: 500,
    expiresAt: '2026-12-31T18:29:59.000Z',
    usageLimit: 100,
    perShopperLimit: 1,
    firstOrderOnly: false,
  };

  it('creates, lists and edits a coupon the checkout then applies', async () => {
    const created = await admin(store, 'POST', '/coupons', staff, coupon);
    expect(created.status).toBe(200);
    expect(created.body.coupon).toEqual({
      ...coupon,
      code: 'DIWALI10',
      active: true,
      used: 0,
      held: 0,
      startsAt: null,
      status: 'active',
    });
    expect((await admin(store, 'POST', '/coupons', staff, coupon)).status).toBe(409);
    const listed = await admin(store, 'GET', '/coupons', staff);
    expect(listed.body.coupons.map((c: { code: string }) => c.code)).toContain('DIWALI10');
    const quote = await store.services.coupons.quote({ code: 'diwali10', subtotalPaise: 2000_00 });
    expect(quote).toMatchObject({ code: 'DIWALI10', discountPaise: 200_00 });

    const edited = await admin(store, 'PATCH', '/coupons/diwali10', staff, {
      kind: 'fixed',
      value: 150,
      active: false,
    });
    expect(edited.body.coupon).toMatchObject({ kind: 'fixed', value: 150, active: false, minSubtotal: 999 });
    expect((await admin(store, 'PATCH', '/coupons/DIWALI10', staff, { kind: 'percent', value: 150 })).status).toBe(400);
    expect((await admin(store, 'PATCH', '/coupons/NOSUCH', staff, { active: true })).status).toBe(404);
    expect((await admin(store, 'PATCH', '/coupons/DIWALI10', staff, {})).status).toBe(400);
  });

  it.each([
    [{ ...coupon, code: 'x' }, 'Code must be at least 3 characters'],
    [{ ...coupon, code: 'BAD CODE' }, 'Code uses letters, digits, _ and -'],
    [{ ...coupon, kind: 'bogo' }, 'Kind is percent or fixed'],
    [{ ...coupon, value: 120 }, 'A percent coupon'],
    [{ ...coupon, value: 0 }, 'Value must be more than 0'],
    [{ ...coupon, expiresAt: 'next week' }, 'Expiry must be a date and time (ISO 8601)'],
    [{ ...coupon, usageLimit: 0 }, 'Usage limit must be at least 1'],
    [{ ...coupon, startsAt: 'tomorrow' }, 'Start must be a date and time (ISO 8601)'],
  ])('refuses a bad coupon with 400: %j', async (body, message) => {
    const res = await admin(store, 'POST', '/coupons', staff, {
      ...body,
      code: body.code === coupon.code ? 'NEW1' : body.code,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});

describe('coupon status', () => {
  it('is computed from the dates and the switch: an ended coupon is Expired even when switched on', async () => {
    const res = await admin(store, 'GET', '/coupons', staff);
    const status = (code: string) => res.body.coupons.find((c: { code: string }) => c.code === code)?.status;
    // The demo's MONSOON15 ended on 30 Sep 2026 and was never switched off.
    expect(status('MONSOON15')).toBe('expired');
    expect(status('FESTIVE250')).toBe('active');
  });

  it('is Scheduled before its start, and the checkout refuses it until then', async () => {
    const later = await admin(store, 'POST', '/coupons', staff, {
      code: 'NEWYEAR',
      kind: 'fixed',
      value: 100,
      startsAt: '2027-01-01T00:00:00+05:30',
    });
    expect(later.body.coupon).toMatchObject({ status: 'scheduled', startsAt: '2026-12-31T18:30:00.000Z' });
    await expect(store.services.coupons.quote({ code: 'NEWYEAR', subtotalPaise: 2000_00 })).rejects.toThrow(
      'This coupon is not valid yet',
    );
    const off = await admin(store, 'PATCH', '/coupons/NEWYEAR', staff, { startsAt: null, active: false });
    expect(off.body.coupon.status).toBe('disabled');
  });
});

describe('what shoppers sent', () => {
  it('lists custom requests, contact messages and newsletter sign-ups; exports the sign-ups as CSV', async () => {
    await store.app.request('/api/custom-box', post({ size: 'Bust 36', specialRequest: 'Longer sleeves' }));
    await store.app.request(
      '/api/contact',
      post({ name: 'Meera', email: 'meera@example.com', message: 'Do you ship to Pune?' }),
    );
    await store.app.request('/api/newsletter', post({ email: 'reader@example.com' }));
    // Confirmed as its link would (newsletter.api.test.ts follows the link itself): only confirmed ones export.
    await store.database.db.update(newsletterSubscribers).set({ confirmedAt: new Date() });
    const custom = await admin(store, 'GET', '/custom-requests', staff);
    expect(custom.body.requests[0]).toMatchObject({ size: 'Bust 36', specialRequest: 'Longer sleeves', shopper: null });
    const messages = await admin(store, 'GET', '/contact-messages', staff);
    expect(messages.body.messages[0]).toMatchObject({ name: 'Meera', message: 'Do you ship to Pune?' });
    const json = await admin(store, 'GET', '/newsletter', staff);
    const [subscriber] = json.body.subscribers;
    expect(subscriber).toMatchObject({ email: 'reader@example.com', confirmed: true });
    expect(new Date(subscriber.at).toISOString()).toBe(subscriber.at);
    const csv = await admin(store, 'GET', '/newsletter?format=csv', staff);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.body.text).toBe(`email,subscribed_at\r\n"reader@example.com","${subscriber.at}"\r\n`);
    expect((await admin(store, 'GET', '/newsletter?format=xml', staff)).status).toBe(400);
  });
});

describe('staff', () => {
  it('grants and removes roles by e-mail; keeps the last owner', async () => {
    const member = await createCaller(store, 'shopper', clock);
    const granted = await admin(store, 'POST', '/staff', owner, { email: member.email.toUpperCase(), role: 'staff' });
    expect(granted.body.staff).toEqual({ email: member.email, name: 'Asha Rao', role: 'staff' });
    expect((await admin(store, 'GET', '/me', member)).body.staff.role).toBe('staff');
    const list = await admin(store, 'GET', '/staff', owner);
    expect(list.body.staff.map((s: { email: string }) => s.email)).toEqual(
      expect.arrayContaining([owner.email, staff.email, member.email]),
    );
    expect((await admin(store, 'POST', '/staff', owner, { email: 'nobody@example.com', role: 'staff' })).status).toBe(
      404,
    );
    expect((await admin(store, 'POST', '/staff', owner, { email: 'not-an-email', role: 'staff' })).status).toBe(400);
    expect((await admin(store, 'POST', '/staff', owner, { email: member.email, role: 'admin' })).status).toBe(400);
    const last = await admin(store, 'DELETE', `/staff/${owner.email}`, owner);
    expect(last).toMatchObject({ status: 422, body: { message: 'The store must keep at least one owner' } });
    const demote = await admin(store, 'POST', '/staff', owner, { email: owner.email, role: 'staff' });
    expect(demote.status).toBe(422);
    expect((await admin(store, 'DELETE', '/staff/nobody@example.com', owner)).status).toBe(404);
    expect((await admin(store, 'DELETE', `/staff/${member.email}`, owner)).status).toBe(200);
    expect((await admin(store, 'GET', '/me', member)).status).toBe(403);
  });
});

describe('audit log', () => {
  it('records who changed what, newest first, and validates the limit', async () => {
    const res = await admin(store, 'GET', '/audit?limit=50', owner);
    const actions = res.body.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['coupon.create', 'coupon.update', 'staff.grant', 'staff.remove']));
    // Several coupons are created at the test clock's one instant, so find this one by its target.
    const created = res.body.entries.find(
      (e: { action: string; target: string }) => e.action === 'coupon.create' && e.target === 'DIWALI10',
    );
    expect(created).toMatchObject({ actor: staff.email, at: '2026-11-20T10:00:00.000Z' });
    expect((await admin(store, 'GET', '/audit?limit=0', owner)).status).toBe(400);
    expect((await admin(store, 'GET', '/audit?limit=1', owner)).body.entries).toHaveLength(1);
  });
});
