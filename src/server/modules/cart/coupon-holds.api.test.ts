// Coupon limits (total, per shopper, first order only) hold however many checkouts are open at once: a use is
// held with the payment order and re-checked when the payment is confirmed. Parallel requests through the app;
// on PostgreSQL (the 'api (postgres)' project) they run on separate connections, which is what proves it.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkoutShop, type Line } from '#/server/test/checkout.ts';
import { couponUses, coupons, orders } from '#/server/db/schema/index.ts';
import { RESERVATION_MINUTES } from '#/server/modules/orders/index.ts';
import { COUPON_HELD_ELSEWHERE } from '#/server/modules/cart/coupon.service.ts';

const shop = checkoutShop({ start: '2026-11-20T10:00:00Z' });
let line: Line;
let n = 0;
const ipOf = () => `198.51.100.${++n % 250}`;

async function addCoupon(code: string, limits: Partial<typeof coupons.$inferInsert>) {
  await shop.db.insert(coupons).values({ code, kind: 'fixed', value: 50_00, ...limits });
}
const usesOf = (code: string) => shop.db.select().from(couponUses).where(eq(couponUses.code, code));
const paidWith = (code: string) =>
  shop.db
    .select()
    .from(orders)
    .where(and(eq(orders.couponCode, code), eq(orders.paymentState, 'paid')));

beforeAll(async () => {
  line = (await shop.lines()).find((l) => l.pricePaise >= 500_00)!;
});
beforeEach(async () => {
  await shop.nextHour(); // earlier tests' checkouts give their stock back
  await shop.setStock(line, 200);
});

describe('a coupon with a total limit', () => {
  it('12 shoppers checking out at once: exactly 3 hold the 3 uses, and exactly 3 orders are paid with it', async () => {
    await addCoupon('LIMIT3', { totalLimit: 3 });
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => shop.shopper()));
    const body = await shop.checkoutBody([[line, 1]], 'LIMIT3');
    const created = await Promise.all(shoppers.map((s) => shop.call('/api/order/razorpay', body, s, ipOf())));
    const held = created.filter((r) => r.status === 200);
    expect(held).toHaveLength(3);
    for (const r of created.filter((x) => x.status !== 200))
      expect(r).toEqual({ status: 422, body: { success: false, message: 'This coupon has been fully used' } });

    const paid = await Promise.all(
      created.map((r, i) => (r.status === 200 ? shop.pay(shoppers[i]!, r.body.order.id) : undefined)),
    );
    expect(paid.filter((r) => r?.status === 200)).toHaveLength(3);
    expect(await paidWith('LIMIT3')).toHaveLength(3);
    expect(await usesOf('LIMIT3')).toHaveLength(3);
    // Only the 3 held checkouts took stock.
    expect(await shop.stockOf(line)).toBe(197);
  });

  it('an expired or failed checkout gives its use back', async () => {
    await addCoupon('ONCE', { totalLimit: 1 });
    const [a, b] = await Promise.all([shop.shopper(), shop.shopper()]);
    const body = await shop.checkoutBody([[line, 1]], 'ONCE');
    expect((await shop.call('/api/order/razorpay', body, a, ipOf())).status).toBe(200);
    expect((await shop.call('/api/order/razorpay', body, b, ipOf())).body.message).toBe(
      'This coupon has been fully used',
    );
    shop.clock = new Date(shop.clock.getTime() + (RESERVATION_MINUTES + 1) * 60_000);
    const card = await shop.call('/api/order/stripe', body, b, ipOf());
    expect(card.status).toBe(200);
    expect(await usesOf('ONCE')).toHaveLength(1);
    const cancelled = await shop.call('/api/order/verifyStripe', { orderId: card.body.orderId, success: false }, b);
    expect(cancelled.status).toBe(422);
    expect(await usesOf('ONCE')).toHaveLength(0);
    const again = await shop.call('/api/order/razorpay', body, a, ipOf());
    expect(again.status).toBe(200);
    expect((await shop.pay(a, again.body.order.id)).status).toBe(200);
    expect(await paidWith('ONCE')).toHaveLength(1);
  });
});

describe('a per-shopper limit', () => {
  it('10 checkouts at once from one shopper with a once-per-shopper coupon: one order is paid with it', async () => {
    await addCoupon('MINE1', { perUserLimit: 1 });
    const s = await shop.shopper();
    const bodies = await Promise.all(Array.from({ length: 10 }, (_, i) => shop.checkoutBody([[line, i + 1]], 'MINE1')));
    const created = await Promise.all(bodies.map((b) => shop.call('/api/order/razorpay', b, s)));
    const ok = created.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const paid = await Promise.all(ok.map((r) => shop.pay(s, r.body.order.id)));
    expect(paid.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of paid.filter((x) => x.status !== 200)) expect(r.body.message).toMatch(/refund/);
    expect(await paidWith('MINE1')).toHaveLength(1);
    expect((await usesOf('MINE1')).map((u) => u.state)).toEqual(['used']);
  });
});

describe('a first-order coupon', () => {
  it('10 checkouts at once from one new shopper with WELCOME20: one order is paid with it', async () => {
    const s = await shop.shopper();
    const bodies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => shop.checkoutBody([[line, i + 1]], 'WELCOME20')),
    );
    const created = await Promise.all(bodies.map((b) => shop.call('/api/order/razorpay', b, s)));
    for (const r of created.filter((x) => x.status !== 200)) expect(r.status).toBeLessThan(500);
    const paid = await Promise.all(created.filter((r) => r.status === 200).map((r) => shop.pay(s, r.body.order.id)));
    expect(paid.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await paidWith('WELCOME20')).filter((o) => o.userId === s.id)).toHaveLength(1);
  });

  it('a second checkout takes the coupon over from the first; the first, paid late, is refunded', async () => {
    const s = await shop.shopper();
    const first = await shop.call('/api/order/razorpay', await shop.checkoutBody([[line, 1]], 'WELCOME20'), s);
    const second = await shop.call('/api/order/razorpay', await shop.checkoutBody([[line, 2]], 'WELCOME20'), s);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await shop.stockOf(line)).toBe(198);
    expect(await shop.pay(s, first.body.order.id)).toMatchObject({ status: 409, body: { message: /refund/ } });
    expect((await shop.pay(s, second.body.order.id)).status).toBe(200);
    const mine = (await paidWith('WELCOME20')).filter((o) => o.userId === s.id);
    expect(mine.map((o) => o.providerOrderId)).toEqual([second.body.order.id]);
    expect(await shop.stockOf(line)).toBe(198);
  });

  it('is refused at payment when another order of the shopper was paid first', async () => {
    const s = await shop.shopper();
    const plain = await shop.call('/api/order/razorpay', await shop.checkoutBody([[line, 1]]), s);
    const withCoupon = await shop.call('/api/order/razorpay', await shop.checkoutBody([[line, 2]], 'WELCOME20'), s);
    // The plain order was replaced by the coupon one, but its payment still arrives (late): it is accepted.
    expect((await shop.pay(s, plain.body.order.id)).status).toBe(200);
    expect(await shop.pay(s, withCoupon.body.order.id)).toMatchObject({ status: 409, body: { message: /refund/ } });
    expect((await paidWith('WELCOME20')).filter((o) => o.userId === s.id)).toHaveLength(0);
    expect(await shop.stockOf(line)).toBe(199);
  });

  it('a use held by another checkout of the shopper is refused with a message saying so', async () => {
    const s = await shop.shopper();
    const hold = (orderId: string) =>
      shop.db.transaction((tx) =>
        shop.store.services.coupons.hold(tx, { code: 'WELCOME20', userId: s.id, orderId, subtotalPaise: 1000_00 }),
      );
    expect(await hold('ord_first')).toBe(200_00);
    await expect(hold('ord_second')).rejects.toMatchObject({ kind: 'rule', message: COUPON_HELD_ELSEWHERE });
  });
});

describe('two tabs', () => {
  it('the same cart with a coupon from two tabs at once gets one payment order, holding one use', async () => {
    await addCoupon('TABS1', { totalLimit: 1 });
    const s = await shop.shopper();
    const body = await shop.checkoutBody([[line, 2]], 'TABS1');
    const [one, two] = await Promise.all([
      shop.call('/api/order/razorpay', body, s),
      shop.call('/api/order/razorpay', body, s),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body.order.id).toBe(one.body.order.id);
    expect(await usesOf('TABS1')).toHaveLength(1);
    expect(await shop.stockOf(line)).toBe(198);
  });
});
