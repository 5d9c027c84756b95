// Cash on delivery's limits across checkouts, at their defaults (src/lib/cod.ts): codes texted in an hour per
// delivery phone (5), per account (10) and per client network, an IPv6 /64 (20); unpaid cash orders per account,
// phone and address (3 orders, ₹10,000); refused parcels per account, phone and address (2). The PostgreSQL run
// proves the caps hold under parallel starts and confirmations.
import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { post } from '#/server/test/test-app.ts';
import { ADDRESS, checkoutShop, type Line, midPriced, type Shopper } from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { createCapturingSms } from '#/server/test/capture-sms.ts';
import { orders } from '#/server/db/schema/index.ts';

const FEE = 49;
const TOO_MUCH_UNPAID =
  'Cash on Delivery allows up to 3 unpaid orders (₹10,000 in all) for one %s at a time, and this order would go ' +
  'past it. Please pay online, or pay in cash again once your earlier orders are delivered.';
const tooMuchFor = (what: string) => TOO_MUCH_UNPAID.replace('%s', what);
const admin = { Authorization: 'Bearer operator-secret-token' };
const sms = createCapturingSms();
const shop = checkoutShop({ env: { ADMIN_TOKEN: 'operator-secret-token' }, sms });
let day = 20;
let line: Line;

beforeEach(async () => {
  // Each test starts on a new day at 17:40 in India (12:10 UTC), so the times the shopper is told are known.
  shop.clock = new Date(Date.UTC(2026, 10, day++, 12, 10));
  await shop.store.services.orders.expireReservations();
  line = await shop.stockedLine(100, midPriced);
});

const tick = (ms: number) => {
  shop.clock = new Date(shop.clock.getTime() + ms);
};
/** A delivery address of its own: phone 9xxxxxxxxx from `n`, street from `n`. */
const addressNo = (n: number, changes: Partial<typeof ADDRESS> = {}) => ({
  ...ADDRESS,
  phone: `9${String(n).padStart(9, '0')}`,
  street: `${n} Temple Street`,
  ...changes,
});
async function codBody(address = ADDRESS, lines: [Line, number][] = [[line, 1]]) {
  const body = await shop.checkoutBody(lines);
  return { ...body, address, amount: body.amount + FEE };
}
const start = async (s: Shopper, address = ADDRESS, ip = '203.0.113.1') =>
  shop.call('/api/order/cod', await codBody(address), s, ip);
const textsTo = (phone: string) => sms.sent.filter((m) => m.to === phone).length;
const setStatus = (id: string, status: string) =>
  shop.store.app.request(`/api/admin/orders/${id}/status`, post({ status }, admin));

/** Starts and confirms a cash order: it is then unpaid until delivered. */
async function placeCod(s: Shopper, address = ADDRESS, ip = '203.0.113.1') {
  const r = await start(s, address, ip);
  expect(r.status).toBe(200);
  const ok = await shop.call(
    '/api/order/cod/confirm',
    { orderId: r.body.orderId, otp: sms.lastCode(address.phone) },
    s,
  );
  expect(ok.status).toBe(200);
  return r.body.orderId as string;
}
const unpaidTo = async (phone: string) =>
  (
    await shop.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.paymentState, 'cod'), sql`${orders.address}->>'phone' = ${phone}`))
  )[0]?.n;

describe('codes texted in an hour', () => {
  it('reach one phone at most 5 times, whatever the accounts and networks; the shopper is told when', async () => {
    const victim = addressNo(101);
    for (let i = 0; i < 5; i++) {
      const r = await start(await shop.shopper(), victim, `198.51.100.${i + 1}`);
      expect(r.status).toBe(200);
      tick(60_000);
    }
    const stock = await shop.stockOf(line);
    const sixth = await start(await shop.shopper(), victim, '198.51.100.77');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      success: false,
      message: 'Too many codes were sent to this phone in the last hour. Please try again after 18:41 or pay online.',
    });
    expect(textsTo(victim.phone)).toBe(5);
    expect(await shop.stockOf(line)).toBe(stock); // the refused checkout holds nothing
    // Every minute that could hold a code of the last hour counts: at 18:40:59 the first code's still does.
    shop.clock = new Date(Date.UTC(2026, 10, day - 1, 13, 10, 59));
    const early = await start(await shop.shopper(), victim, '198.51.100.78');
    expect(early.status).toBe(429);
    shop.clock = new Date(Date.UTC(2026, 10, day - 1, 13, 11));
    const later = await start(await shop.shopper(), victim, '198.51.100.79');
    expect(later.status).toBe(200);
    expect(textsTo(victim.phone)).toBe(6);
  });

  it('count resends too: a resend to a phone that had its 5 is refused', async () => {
    const victim = addressNo(102);
    const s = await shop.shopper();
    const first = await start(s, victim);
    for (let i = 0; i < 4; i++) {
      tick(30_000);
      expect((await shop.call('/api/order/cod/resend', { orderId: first.body.orderId }, s)).status).toBe(200);
    }
    tick(30_000);
    const other = await start(await shop.shopper(), victim, '198.51.100.9');
    expect(other.status).toBe(429);
    expect(other.body.message).toMatch(/^Too many codes were sent to this phone in the last hour/);
    expect(textsTo(victim.phone)).toBe(5);
  });

  it('go for one account at most 10 times, to any phones', async () => {
    const s = await shop.shopper();
    for (let i = 0; i < 10; i++) expect((await start(s, addressNo(200 + i))).status).toBe(200);
    const eleventh = await start(s, addressNo(299));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(
      'Too many codes were sent for your account in the last hour. Please try again after 18:41 or pay online.',
    );
    expect(textsTo(addressNo(299).phone)).toBe(0);
  });

  it('go from one IPv6 /64 at most 20 times, whatever the addresses in it; another /64 is apart', async () => {
    // Each confirmed, so no more than 3 checkouts are open from the /64 at once (the per-address hold limit).
    for (let i = 0; i < 20; i++) await placeCod(await shop.shopper(), addressNo(300 + i), `2001:db8:1:2::${i + 1}`);
    const sameNetwork = await start(await shop.shopper(), addressNo(399), '2001:db8:1:2:ffff:1:2:3');
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.body.message).toBe(
      'Too many codes were sent from your network in the last hour. Please try again after 18:41 or pay online.',
    );
    expect(textsTo(addressNo(399).phone)).toBe(0);
    const nextNetwork = await start(await shop.shopper(), addressNo(398), '2001:db8:1:3::1');
    expect(nextNetwork.status).toBe(200);
  });

  it('10 parallel checkouts from 10 accounts and networks text one phone exactly 5 times', async () => {
    const victim = addressNo(103);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shop.shopper()));
    const bodies = await Promise.all(shoppers.map(() => codBody(victim)));
    const replies = await Promise.all(
      shoppers.map((s, i) => shop.call('/api/order/cod', bodies[i], s, `192.0.2.${i + 1}`)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    for (const r of replies.filter((r) => r.status !== 200)) expect(r.status).toBe(429);
    expect(textsTo(victim.phone)).toBe(5);
  });
});

describe('unpaid cash on delivery', () => {
  it('allows an account 3 unpaid orders; a new account on the same phone or address cannot add a 4th', async () => {
    const home = addressNo(501);
    const s = await shop.shopper();
    for (let i = 0; i < 3; i++) await placeCod(s, home);
    const fourth = await start(s, home);
    expect([fourth.status, fourth.body.message]).toEqual([422, tooMuchFor('account')]);

    const samePhone = await start(await shop.shopper(), { ...addressNo(502), phone: home.phone });
    expect([samePhone.status, samePhone.body.message]).toEqual([422, tooMuchFor('phone number')]);
    // The same place written differently: case, punctuation, "Street"/"St.".
    const samePlace = addressNo(503, { street: '501, temple ST.' });
    const sameAddress = await start(await shop.shopper(), samePlace, '198.51.100.3');
    expect([sameAddress.status, sameAddress.body.message]).toEqual([422, tooMuchFor('delivery address')]);
    expect(await unpaidTo(home.phone)).toBe(3);

    // Elsewhere the account's own limit still holds; once one order is delivered and paid, it may order again.
    expect((await start(s, addressNo(504))).body.message).toBe(tooMuchFor('account'));
    const [first] = await shop.db.select().from(orders).where(eq(orders.userId, s.id)).limit(1);
    await walkOrderTo(shop.store, first!.id, 'Shipped');
    expect((await setStatus(first!.id, 'Delivered')).status).toBe(200);
    expect((await start(s, home)).status).toBe(200);
  });

  it('allows ₹10,000 unpaid in all: an order that would pass it is refused before any code is sent', async () => {
    // Two orders of ₹3,400-4,900 each leave room for no third of the same size.
    const lines = (await shop.lines()).filter((l) => l.pricePaise >= 500_00);
    const pick = lines
      .flatMap((l) => [1, 2, 3, 4, 5, 6].map((q) => [l, q] as [Line, number]))
      .find(([l, q]) => l.pricePaise * q >= 3_400_00 && l.pricePaise * q <= 4_900_00)!;
    await shop.setStock(pick[0], 100);
    const home = addressNo(601);
    const s = await shop.shopper();
    for (let i = 0; i < 2; i++) {
      const r = await shop.call('/api/order/cod', await codBody(home, [pick]), s);
      await shop.call('/api/order/cod/confirm', { orderId: r.body.orderId, otp: sms.lastCode(home.phone) }, s);
    }
    const texts = textsTo(home.phone);
    const third = await shop.call('/api/order/cod', await codBody(home, [pick]), s);
    expect([third.status, third.body.message]).toEqual([422, tooMuchFor('account')]);
    expect(textsTo(home.phone)).toBe(texts);
    expect(await unpaidTo(home.phone)).toBe(2);
  });

  it('5 accounts confirming at once to one phone and address place exactly 3 orders', async () => {
    const home = addressNo(701);
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => shop.shopper()));
    const started: { s: Shopper; orderId: string; otp: string }[] = [];
    for (const [i, s] of shoppers.entries()) {
      const r = await start(s, home, `198.51.100.${100 + i}`);
      expect(r.status).toBe(200);
      started.push({ s, orderId: r.body.orderId, otp: sms.lastCode(home.phone) });
    }
    const replies = await Promise.all(
      started.map(({ s, orderId, otp }) => shop.call('/api/order/cod/confirm', { orderId, otp }, s)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of replies.filter((r) => r.status !== 200)) expect(r.status).toBe(422);
    expect(await unpaidTo(home.phone)).toBe(3);
  });
});

describe('refused parcels', () => {
  it('count against the phone and the address too, not only the account', async () => {
    const home = addressNo(801);
    const s = await shop.shopper();
    for (let i = 0; i < 2; i++) {
      const orderId = await placeCod(s, home);
      await walkOrderTo(shop.store, orderId, 'Shipped');
      expect((await setStatus(orderId, 'Returned to Origin')).status).toBe(200);
    }
    const samePhone = await start(await shop.shopper(), { ...addressNo(802), phone: home.phone });
    expect([samePhone.status, samePhone.body.message]).toEqual([
      422,
      'Cash on Delivery is not available for this phone number because earlier parcels were refused. ' +
        'Please pay online.',
    ]);
    const sameAddress = await start(await shop.shopper(), { ...home, phone: addressNo(803).phone });
    expect(sameAddress.body.message).toBe(
      'Cash on Delivery is not available for this delivery address because earlier parcels were refused. ' +
        'Please pay online.',
    );
    expect((await start(await shop.shopper(), addressNo(804))).status).toBe(200);
  });
});
