// How much stock one shopper and one client address can hold at once: one open checkout per shopper (a new
// Proceed to Pay releases the previous), at most 3 open checkouts per address, quantities capped per product
// and size across the whole order. Parallel requests through the app; the PostgreSQL run proves atomicity.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { checkoutShop, type Line } from '#/server/test/checkout.ts';
import { orderItems, orders } from '#/server/db/schema/index.ts';
import { MAX_LINES, MAX_QUANTITY_PER_SIZE } from '#/lib/cart-rules.ts';
import { MAX_OPEN_CHECKOUTS_PER_ADDRESS } from '#/server/modules/orders/checkout-holds.ts';

const shop = checkoutShop({ start: '2026-11-20T10:00:00Z' });
let lines: Line[];
let line: Line;

/** Units held by open (unpaid, unexpired) checkouts of these shoppers. */
async function heldBy(userIds: string[]): Promise<number> {
  const [row] = await shop.db
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orders.userId, userIds), eq(orders.paymentState, 'pending')));
  return row?.units ?? 0;
}

beforeAll(async () => {
  lines = await shop.lines();
  line = lines.find((l) => l.pricePaise >= 500_00)!;
});
beforeEach(async () => {
  await shop.nextHour(); // earlier tests' checkouts give their stock back
  await shop.setStock(line, 100);
});

describe('one open checkout per shopper', () => {
  it('a new Proceed to Pay with a different cart releases the previous hold, Razorpay or card', async () => {
    const s = await shop.shopper();
    expect((await shop.call('/api/order/razorpay', await shop.checkoutBody([[line, 3]]), s)).status).toBe(200);
    expect(await shop.stockOf(line)).toBe(97);
    expect((await shop.call('/api/order/razorpay', await shop.checkoutBody([[line, 2]]), s)).status).toBe(200);
    expect(await shop.stockOf(line)).toBe(98);
    const card = await shop.call('/api/order/stripe', await shop.checkoutBody([[line, 1]]), s);
    expect(card.status).toBe(200);
    expect(await shop.stockOf(line)).toBe(99);
    expect((await shop.call('/api/order/razorpay', await shop.checkoutBody([[line, 4]]), s)).status).toBe(200);
    expect(await shop.stockOf(line)).toBe(96);
    expect(await heldBy([s.id])).toBe(4);
  });

  it('10 different carts at once from one shopper leave one hold', async () => {
    const s = await shop.shopper();
    const bodies = await Promise.all(Array.from({ length: 10 }, (_, i) => shop.checkoutBody([[line, i + 1]])));
    const created = await Promise.all(bodies.map((b) => shop.call('/api/order/razorpay', b, s)));
    for (const r of created) expect(r.status).toBeLessThan(500);
    const held = await heldBy([s.id]);
    expect(held).toBeGreaterThan(0);
    expect(await shop.stockOf(line)).toBe(100 - held);
    const [{ n } = { n: 0 }] = await shop.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, s.id), eq(orders.paymentState, 'pending')));
    expect(n).toBe(1);
  });
});

describe('open checkouts per client address', () => {
  it(`at most ${MAX_OPEN_CHECKOUTS_PER_ADDRESS} across accounts; more get 429 until one is paid`, async () => {
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => shop.shopper()));
    const body = await shop.checkoutBody([[line, 1]]);
    const created = await Promise.all(shoppers.map((s) => shop.call('/api/order/razorpay', body, s, '192.0.2.7')));
    const ok = created.flatMap((r, i) => (r.status === 200 ? [{ r, s: shoppers[i]! }] : []));
    expect(ok).toHaveLength(MAX_OPEN_CHECKOUTS_PER_ADDRESS);
    for (const r of created.filter((x) => x.status !== 200))
      expect(r).toEqual({
        status: 429,
        body: {
          success: false,
          message: 'Too many checkouts are open from your network. Please finish or cancel one, or try again later.',
        },
      });
    const waiting = shoppers.find((s) => !ok.some((o) => o.s === s))!;
    expect((await shop.call('/api/order/razorpay', body, waiting, '192.0.2.8')).status).toBe(200);
    expect((await shop.pay(ok[0]!.s, ok[0]!.r.body.order.id)).status).toBe(200);
    const last = shoppers.find((s) => s !== waiting && !ok.some((o) => o.s === s))!;
    expect((await shop.call('/api/order/razorpay', body, last, '192.0.2.7')).status).toBe(200);
  });
});

describe('quantity caps across the order', () => {
  it('duplicate lines add up before the cap: 3 lines of 20 in one size are refused', async () => {
    const s = await shop.shopper();
    const body = await shop.checkoutBody([
      [line, MAX_QUANTITY_PER_SIZE],
      [line, MAX_QUANTITY_PER_SIZE],
      [line, MAX_QUANTITY_PER_SIZE],
    ]);
    expect(await shop.call('/api/order/razorpay', body, s)).toEqual({
      status: 400,
      body: { success: false, message: `At most ${MAX_QUANTITY_PER_SIZE} of one item per order` },
    });
    expect(await shop.stockOf(line)).toBe(100);
  });

  it(`refuses more than ${MAX_LINES} lines`, async () => {
    const s = await shop.shopper();
    const body = await shop.checkoutBody([...lines.slice(0, MAX_LINES + 1).map((l): [Line, number] => [l, 1])]);
    expect((await shop.call('/api/order/razorpay', body, s)).status).toBe(400);
  });
});

describe('the most stock one account and one address can hold', () => {
  const perAccount = MAX_LINES * MAX_QUANTITY_PER_SIZE;
  it(`one account ${perAccount} units, one address ${MAX_OPEN_CHECKOUTS_PER_ADDRESS * perAccount}`, async () => {
    const full = lines.slice(0, MAX_LINES);
    for (const l of full) await shop.setStock(l, 1000);
    const shoppers = await Promise.all(
      Array.from({ length: MAX_OPEN_CHECKOUTS_PER_ADDRESS + 1 }, () => shop.shopper()),
    );
    const everything = await shop.checkoutBody(full.map((l): [Line, number] => [l, MAX_QUANTITY_PER_SIZE]));
    const [first, ...others] = shoppers;
    expect((await shop.call('/api/order/razorpay', everything, first, '192.0.2.50')).status).toBe(200);
    expect(await heldBy([first!.id])).toBe(perAccount);
    // A second, different checkout of the same account replaces the first rather than adding to it.
    const reordered = { ...everything, items: [...everything.items].reverse() };
    reordered.items[0] = { ...reordered.items[0]!, quantity: MAX_QUANTITY_PER_SIZE - 1 };
    reordered.amount -= full.at(-1)!.pricePaise / 100;
    expect((await shop.call('/api/order/stripe', reordered, first, '192.0.2.50')).status).toBe(200);
    expect(await heldBy([first!.id])).toBe(perAccount - 1);

    const more = await Promise.all(others.map((s) => shop.call('/api/order/razorpay', everything, s, '192.0.2.50')));
    expect(more.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    const held = await heldBy(shoppers.map((s) => s.id));
    expect(held).toBe(MAX_OPEN_CHECKOUTS_PER_ADDRESS * perAccount - 1);
    for (const l of full) expect(await shop.stockOf(l)).toBe(1000 - (l === full.at(-1) ? 59 : 60));
  });
});
