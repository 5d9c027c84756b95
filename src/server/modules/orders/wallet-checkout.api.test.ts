// Store credit at checkout: spent earliest expiry first in the transaction that places the order, the provider
// charged only the rest, a whole order paid by credit placed without a payment window, the credit given back when
// the checkout ends unpaid, and never more spent than credited, however many checkouts race (PostgreSQL run).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bearer, captureMailer } from '#/server/test/auth-helpers.ts';
import { checkoutShop, type Line, type Shopper } from '#/server/test/checkout.ts';
import { orders, products, walletDebits } from '#/server/db/schema/index.ts';

const mailer = captureMailer();
const shop = checkoutShop({ mailer, start: '2026-11-20T10:00:00Z' });
let line: Line;
let shopper: Shopper;

const paise = (rupees: number) => Math.round(rupees * 100);
const credit = (who: Shopper, amountPaise: number, expiresAt: Date | null = null) =>
  shop.db.transaction((tx) =>
    shop.store.services.wallet.credit(tx, { userId: who.id, amountPaise, reason: 'Return', expiresAt }),
  );
const balance = (who: Shopper) => shop.store.services.wallet.balance(who.id);
/** A checkout of `quantity` units offering store credit: the amount is what is left after `usedPaise`. */
async function withCredit(quantity: number, usedPaise: number) {
  const body = await shop.checkoutBody([[line, quantity]]);
  const totalPaise = paise(body.amount);
  return { totalPaise, body: { ...body, useWallet: true, amount: (totalPaise - usedPaise) / 100 } };
}
const totalOf = async (quantity: number) => paise((await shop.checkoutBody([[line, quantity]])).amount);
const orderRow = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0];
const soldOf = async () => (await shop.db.select().from(products).where(eq(products.id, line.productId)))[0]?.sold ?? 0;
const pendingOf = (who: Shopper) =>
  shop.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, who.id), eq(orders.paymentState, 'pending')));
/** Credit spent and not given back, across all of the shopper's orders. */
async function spentBy(who: Shopper): Promise<number> {
  const [row] = await shop.db
    .select({ paise: sql<number>`coalesce(sum(${walletDebits.amountPaise}), 0)::int` })
    .from(walletDebits)
    .where(and(eq(walletDebits.userId, who.id), isNull(walletDebits.refundedAt)));
  return row?.paise ?? 0;
}

beforeAll(async () => {
  [line] = (await shop.lines()) as [Line];
});
beforeEach(async () => {
  shop.clock = new Date('2026-11-20T10:00:00Z');
  await shop.setStock(line, 50);
  shopper = await shop.shopper();
});

describe('store credit at checkout', () => {
  it('pays part of the order: the provider charges the rest, the order and My Orders show the credit', async () => {
    const half = Math.floor((await totalOf(1)) / 2);
    await credit(shopper, half - 100, new Date('2027-01-01T00:00:00Z'));
    await credit(shopper, 100);
    const { body, totalPaise } = await withCredit(1, half);
    const r = await shop.call('/api/order/razorpay', body, shopper);
    expect(r.status).toBe(200);
    expect(r.body.order.amount).toBe(totalPaise - half);
    expect(await balance(shopper)).toBe(0);
    const orderId = r.body.order.receipt as string;
    expect(await orderRow(orderId)).toMatchObject({ walletPaise: half, amountPaise: totalPaise - half });
    // The same checkout again gets the same payment order: the credit is held once.
    const again = await shop.call('/api/order/razorpay', body, shopper);
    expect(again.body.order.id).toBe(r.body.order.id);
    expect(await spentBy(shopper)).toBe(half);

    expect((await shop.pay(shopper, r.body.order.id)).status).toBe(200);
    const mine = await shop.call('/api/order/userorders', {}, shopper);
    const placed = mine.body.orders.find((o: { _id: string }) => o._id === orderId);
    expect(placed.charges).toMatchObject({ storeCredit: half / 100, total: (totalPaise - half) / 100 });
    expect(await spentBy(shopper)).toBe(half);
  });

  it('pays the whole order: no payment window, paid at once, stock sold, cart cleared, mail with invoice', async () => {
    const totalPaise = await totalOf(2);
    await credit(shopper, totalPaise);
    await shop.call('/api/cart/add', { itemId: line.productId, size: line.size }, shopper);
    const { body } = await withCredit(2, totalPaise);
    // A payment window for ₹0 is refused: such an order goes through /wallet.
    expect((await shop.call('/api/order/razorpay', body, shopper)).status).toBe(400);
    const sold = await soldOf();

    const r = await shop.call('/api/order/wallet', body, shopper);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, paid: true });
    const order = await orderRow(r.body.orderId);
    expect(order).toMatchObject({
      paymentState: 'paid',
      paymentMethod: 'Store credit',
      provider: 'wallet',
      providerOrderId: null,
      amountPaise: 0,
      walletPaise: totalPaise,
    });
    expect(await balance(shopper)).toBe(0);
    expect(await shop.stockOf(line)).toBe(48);
    expect(await soldOf()).toBe(sold + 2);
    expect((await shop.call('/api/cart/get', {}, shopper)).body.cartData).toEqual({});
    await shop.store.services.notifications.deliverDue();
    const mail = mailer.sent.findLast((m) => m.subject.endsWith(`order ${r.body.orderId} confirmed`));
    expect(mail?.attachments?.length).toBe(1);
    const mine = await shop.call('/api/order/userorders', {}, shopper);
    expect(mine.body.orders[0]).toMatchObject({
      paymentMethod: 'Store credit',
      charges: { storeCredit: totalPaise / 100 },
    });
  });

  it('refuses /wallet when the credit does not cover the order, spending nothing', async () => {
    const totalPaise = await totalOf(1);
    await credit(shopper, totalPaise - 1_00);
    const { body } = await withCredit(1, totalPaise);
    expect((await shop.call('/api/order/wallet', body, shopper)).status).toBe(409);
    const short = await withCredit(1, totalPaise - 1_00);
    expect((await shop.call('/api/order/wallet', short.body, shopper)).status).toBe(400);
    expect(await balance(shopper)).toBe(totalPaise - 1_00);
    expect(await pendingOf(shopper)).toEqual([]);
  });

  it('refuses an amount below the total after credit with 409 and spends nothing', async () => {
    const totalPaise = await totalOf(1);
    const half = Math.floor(totalPaise / 2);
    await credit(shopper, half);
    const tooMuchCredit = await withCredit(1, half + 1_00);
    const noWallet = { ...(await withCredit(1, half)).body, useWallet: false };
    for (const body of [tooMuchCredit.body, noWallet])
      expect((await shop.call('/api/order/razorpay', body, shopper)).status).toBe(409);
    expect(await balance(shopper)).toBe(half);
    expect(await pendingOf(shopper)).toEqual([]);
  });

  it('gives the credit back when the checkout expires, fails or is replaced', async () => {
    const half = Math.floor((await totalOf(1)) / 2);
    await credit(shopper, half);
    const open = async () => {
      const r = await shop.call('/api/order/razorpay', (await withCredit(1, half)).body, shopper);
      expect(r.status).toBe(200);
      expect(await balance(shopper)).toBe(0);
      return r.body.order.receipt as string;
    };

    const expiring = await open();
    shop.clock = new Date(shop.clock.getTime() + 16 * 60_000);
    expect(await shop.store.services.orders.expireReservations()).toBe(1);
    expect((await orderRow(expiring))?.paymentState).toBe('expired');
    expect(await balance(shopper)).toBe(half);

    const failing = await open();
    expect(await shop.store.services.orders.release(failing, 'failed')).toBe(true);
    expect(await balance(shopper)).toBe(half);

    const replaced = await open();
    const other = await shop.checkoutBody([[line, 2]]);
    expect((await shop.call('/api/order/razorpay', other, shopper)).status).toBe(200);
    expect((await orderRow(replaced))?.paymentState).toBe('superseded');
    expect(await balance(shopper)).toBe(half);
    expect(await spentBy(shopper)).toBe(0);
  });

  it('10 parallel checkouts of one shopper never hold or spend more credit than was credited', async () => {
    const creditedPaise = Math.floor((await totalOf(1)) / 2);
    await credit(shopper, creditedPaise);
    // Ten different carts (1..10 units): each is a new checkout replacing the open one.
    const bodies = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => (await withCredit(i + 1, creditedPaise)).body),
    );
    const replies = await Promise.all(bodies.map((b) => shop.call('/api/order/razorpay', b, shopper)));
    for (const r of replies) expect([200, 409]).toContain(r.status);
    expect(replies.some((r) => r.status === 200)).toBe(true);

    const open = await pendingOf(shopper);
    expect(open).toHaveLength(1);
    const held = await spentBy(shopper);
    expect(held).toBe(open[0]?.walletPaise);
    expect(held + (await balance(shopper))).toBe(creditedPaise);
    const ids = replies.filter((r) => r.status === 200).map((r) => r.body.order.receipt as string);
    const rows = await shop.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.filter((o) => o.paymentState === 'pending')).toHaveLength(1);
  });

  it("the account lists each credit's amount left and expiry; an open checkout's credit counts", async () => {
    const soon = new Date('2026-12-31T00:00:00Z');
    const totalPaise = await totalOf(1);
    await credit(shopper, 200_00);
    await credit(shopper, 100_00, soon);
    const account = async () =>
      (await shop.store.app.request('/api/user/account', { headers: bearer(shopper.token) })).json();
    expect((await account()).data).toMatchObject({
      wallet: 300,
      credits: [
        { remaining: 100, expiresAt: soon.toISOString() },
        { remaining: 200, expiresAt: null },
      ],
    });
    const used = Math.min(300_00, totalPaise - 1_00);
    const first = await shop.call('/api/order/razorpay', (await withCredit(1, used)).body, shopper);
    expect(first.status).toBe(200);
    // A page loaded now still offers the whole credit, and a checkout of another cart may spend it all.
    expect((await account()).data.wallet).toBe(300);
    const other = await withCredit(2, Math.min(300_00, (await totalOf(2)) - 1_00));
    expect((await shop.call('/api/order/razorpay', other.body, shopper)).status).toBe(200);
  });
});
