// A payment that arrives after its checkout ended (replaced by another cart, or past its reservation) takes the
// store credit it was priced with again, in the confirmation's transaction, or is flagged for a refund when that
// credit is no longer in the wallet: never an order paid with credit the wallet still holds. Every path that
// confirms a payment is covered (browser verify, webhook, card return), My Orders and the console show the credit
// the order took, and a cash order Returned to Origin gives its credit back, once. The PostgreSQL run proves the
// race of a late payment with a new checkout spending the same credit.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hmacHex } from '#/server/adapters/payments/signatures.ts';
import { createCapturingSms } from '#/server/test/capture-sms.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { ADDRESS, checkoutShop, type Line, midPriced, type Shopper } from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { orders, walletDebits } from '#/server/db/schema/index.ts';

const WEBHOOK_SECRET = 'whsec_late_credit';
const COD_FEE = 49_00;
const sms = createCapturingSms();
const shop = checkoutShop({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET }, sms, start: '2026-11-20T10:00:00Z' });
let staff: Caller;
let line: Line;
let shopper: Shopper;

const credit = (who: Shopper, amountPaise: number) =>
  shop.db.transaction((tx) =>
    shop.store.services.wallet.credit(tx, { userId: who.id, amountPaise, reason: 'Return', expiresAt: null }),
  );
const balance = (who: Shopper) => shop.store.services.wallet.balance(who.id);
const orderRow = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
/** Credit the order took from the wallet and still holds (its debits not given back). */
async function takenBy(orderId: string): Promise<number> {
  const [row] = await shop.db
    .select({ paise: sql<number>`coalesce(sum(${walletDebits.amountPaise}), 0)::int` })
    .from(walletDebits)
    .where(and(eq(walletDebits.ref, `order:${orderId}`), isNull(walletDebits.refundedAt)));
  return row?.paise ?? 0;
}
/** The credit used as My Orders and the console's order view show it, in paise (null: not listed). */
async function shownCredit(who: Shopper, orderId: string) {
  const mine = (await shop.call('/api/order/userorders', {}, who)).body.orders as {
    _id: string;
    charges: { storeCredit: number };
  }[];
  const listed = mine.find((o) => o._id === orderId);
  const detail = await admin(shop.store, 'GET', `/orders/${orderId}`, staff);
  expect(detail.status).toBe(200);
  return {
    myOrders: listed ? Math.round(listed.charges.storeCredit * 100) : null,
    console: Math.round(detail.body.order.charges.storeCredit * 100),
  };
}
const totalOf = async (quantity: number) => Math.round((await shop.checkoutBody([[line, quantity]])).amount * 100);
/** A checkout body for `quantity` units spending `creditPaise` of store credit (0: none offered). */
async function bodyFor(quantity: number, creditPaise: number, feePaise = 0) {
  const body = await shop.checkoutBody([[line, quantity]]);
  const amount = (Math.round(body.amount * 100) + feePaise - creditPaise) / 100;
  return { ...body, amount, ...(creditPaise > 0 ? { useWallet: true } : {}) };
}
/** Opens a Razorpay checkout; its order id and provider order id. */
async function razorpay(who: Shopper, quantity: number, creditPaise: number, ip?: string) {
  const r = await shop.call('/api/order/razorpay', await bodyFor(quantity, creditPaise), who, ip);
  expect(r.status).toBe(200);
  return { id: r.body.order.receipt as string, providerOrderId: r.body.order.id as string };
}
async function webhook(providerOrderId: string, paymentId: string) {
  const event = {
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: providerOrderId } } },
  };
  const raw = JSON.stringify(event);
  return shop.store.app.request('/api/order/razorpay/webhook', {
    method: 'POST',
    body: raw,
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': hmacHex(WEBHOOK_SECRET, raw),
      'X-Razorpay-Event-Id': `evt_${paymentId}`,
    },
  });
}

beforeAll(async () => {
  staff = await createCaller(shop.store, 'staff', shop.clock);
});
beforeEach(async () => {
  await shop.nextHour();
  line = await shop.stockedLine(50, midPriced);
  shopper = await shop.shopper();
});

describe('a late payment and the store credit its checkout held', () => {
  it('Razorpay verify: takes the credit again when the wallet still has it; both views show it', async () => {
    const half = Math.floor((await totalOf(1)) / 2);
    await credit(shopper, half);
    const late = await razorpay(shopper, 1, half);
    await razorpay(shopper, 2, 0); // another cart, no credit: the first checkout ends, its credit comes back
    expect((await orderRow(late.id)).paymentState).toBe('superseded');
    expect(await balance(shopper)).toBe(half);

    const r = await shop.pay(shopper, late.providerOrderId);
    expect(r.status).toBe(200);
    expect((await orderRow(late.id)).paymentState).toBe('paid');
    expect(await balance(shopper)).toBe(0);
    expect(await takenBy(late.id)).toBe(half);
    expect(await shownCredit(shopper, late.id)).toEqual({ myOrders: half, console: half });
    // The browser's verify again, or the webhook after it, takes nothing twice.
    expect((await shop.pay(shopper, late.providerOrderId)).status).toBe(200);
    expect((await webhook(late.providerOrderId, 'pay_again')).status).toBe(200);
    expect(await takenBy(late.id)).toBe(half);
  });

  it('Razorpay verify: refused and flagged for a refund when a newer checkout holds the credit', async () => {
    const half = Math.floor((await totalOf(1)) / 2);
    await credit(shopper, half);
    const late = await razorpay(shopper, 1, half);
    const newer = await razorpay(shopper, 2, half);
    expect(await balance(shopper)).toBe(0);

    const r = await shop.pay(shopper, late.providerOrderId);
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('store credit');
    expect(r.body.message).toContain('refund');
    expect((await orderRow(late.id)).paymentState).toBe('refund_due');
    expect(await takenBy(late.id)).toBe(0);
    expect(await takenBy(newer.id)).toBe(half);
    expect(await balance(shopper)).toBe(0);
    expect(await shop.stockOf(line)).toBe(48); // the late order's unit was not taken again
    expect(await shownCredit(shopper, late.id)).toEqual({ myOrders: null, console: 0 });
    // The newer checkout is paid with its credit as usual.
    expect((await shop.pay(shopper, newer.providerOrderId)).status).toBe(200);
    expect(await shownCredit(shopper, newer.id)).toEqual({ myOrders: half, console: half });
  });

  it('webhook after the reservation expired: takes the credit again, or flags a refund when part is gone', async () => {
    const half = Math.floor((await totalOf(1)) / 2);
    await credit(shopper, half);
    const expired = async () => {
      const late = await razorpay(shopper, 1, half);
      shop.clock = new Date(shop.clock.getTime() + 16 * 60_000);
      await shop.store.services.orders.expireReservations();
      expect((await orderRow(late.id)).paymentState).toBe('expired');
      expect(await balance(shopper)).toBe(half);
      return late;
    };

    const intact = await expired();
    expect((await webhook(intact.providerOrderId, 'pay_hook_intact')).status).toBe(200);
    expect((await orderRow(intact.id)).paymentState).toBe('paid');
    expect(await balance(shopper)).toBe(0);
    expect(await shownCredit(shopper, intact.id)).toEqual({ myOrders: half, console: half });

    await credit(shopper, half);
    const short = await expired();
    await shop.db.transaction((tx) =>
      shop.store.services.wallet.spend(tx, {
        userId: shopper.id,
        amountPaise: 1_00,
        reason: 'Exchange fee',
        ref: 'x:1',
      }),
    );
    expect((await webhook(short.providerOrderId, 'pay_hook_short')).status).toBe(200);
    expect((await orderRow(short.id)).paymentState).toBe('refund_due');
    expect(await takenBy(short.id)).toBe(0);
    expect(await balance(shopper)).toBe(half - 1_00);
  });

  it('card return: a late result takes the credit again, or is refused for a refund when it is gone', async () => {
    const half = Math.floor((await totalOf(1)) / 2);
    await credit(shopper, half);
    const card = async () => {
      const r = await shop.call('/api/order/stripe', await bodyFor(1, half), shopper);
      expect(r.status).toBe(200);
      const orderId = r.body.orderId as string;
      expect((await shop.call('/api/order/sandbox/card-pay', { orderId }, shopper)).status).toBe(200);
      return orderId;
    };
    const verify = (orderId: string) => shop.call('/api/order/verifyStripe', { orderId, success: true }, shopper);

    const intact = await card();
    await razorpay(shopper, 2, 0);
    expect(await balance(shopper)).toBe(half);
    expect((await verify(intact)).status).toBe(200);
    expect((await orderRow(intact)).paymentState).toBe('paid');
    expect(await balance(shopper)).toBe(0);
    expect(await shownCredit(shopper, intact)).toEqual({ myOrders: half, console: half });

    await credit(shopper, half);
    const gone = await card();
    const newer = await razorpay(shopper, 3, half);
    const r = await verify(gone);
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('refund');
    expect((await orderRow(gone)).paymentState).toBe('refund_due');
    expect([await takenBy(gone), await takenBy(newer.id), await balance(shopper)]).toEqual([0, half, 0]);
  });

  it('a late payment racing new checkouts and the webhook: the credit is spent once, by one order', async () => {
    const half = Math.floor((await totalOf(1)) / 2);
    for (let round = 0; round < 3; round++) {
      const who = await shop.shopper();
      await credit(who, half);
      const late = await razorpay(who, 1, half, `198.51.100.${round * 10 + 1}`);
      await razorpay(who, 2, 0, `198.51.100.${round * 10 + 2}`);
      const replies = await Promise.all([
        shop.pay(who, late.providerOrderId, `198.51.100.${round * 10 + 3}`),
        webhook(late.providerOrderId, `pay_race_${round}`).then((r) => ({ status: r.status })),
        shop.call('/api/order/razorpay', await bodyFor(3, half), who, `198.51.100.${round * 10 + 4}`),
        shop.call('/api/order/razorpay', await bodyFor(4, half), who, `198.51.100.${round * 10 + 5}`),
      ]);
      for (const r of replies) expect([200, 409]).toContain(r.status);

      const mine = await shop.db.select().from(orders).where(eq(orders.userId, who.id));
      const holding = mine.filter((o) => o.paymentState === 'paid' || o.paymentState === 'pending');
      // Each order that is paid or open holds exactly the credit it was priced with; together, what was credited.
      for (const o of mine) expect(await takenBy(o.id)).toBe(holding.includes(o) ? o.walletPaise : 0);
      const spent = holding.reduce((sum, o) => sum + o.walletPaise, 0);
      expect(spent + (await balance(who))).toBe(half);
      const lateRow = mine.find((o) => o.id === late.id)!;
      expect(['paid', 'refund_due']).toContain(lateRow.paymentState);
      if (lateRow.paymentState === 'paid') expect(spent).toBe(half);
    }
  });
});

describe('a cash order paid partly by store credit', () => {
  it('Returned to Origin gives the credit back to the credit it came from, once', async () => {
    const half = Math.floor((await totalOf(1)) / 2);
    await credit(shopper, half);
    const r = await shop.call('/api/order/cod', await bodyFor(1, half, COD_FEE), shopper);
    expect(r.status).toBe(200);
    const orderId = r.body.orderId as string;
    const code = sms.lastCode(ADDRESS.phone);
    expect((await shop.call('/api/order/cod/confirm', { orderId, otp: code }, shopper)).status).toBe(200);
    expect(await balance(shopper)).toBe(0);
    expect(await shownCredit(shopper, orderId)).toEqual({ myOrders: half, console: half });

    const rto = { status: 'Returned to Origin' };
    await walkOrderTo(shop.store, orderId, 'Out for Delivery');
    expect((await admin(shop.store, 'POST', `/orders/${orderId}/status`, staff, rto)).status).toBe(200);
    expect(await shop.stockOf(line)).toBe(50);
    expect(await balance(shopper)).toBe(half);
    expect(await shop.store.services.wallet.credits(shopper.id)).toEqual([
      expect.objectContaining({ remainingPaise: half, expiresAt: null }),
    ]);
    expect(await shownCredit(shopper, orderId)).toEqual({ myOrders: 0, console: 0 });
    // Marked again: refused, and the credit is not given twice.
    expect((await admin(shop.store, 'POST', `/orders/${orderId}/status`, staff, rto)).status).toBe(422);
    expect(await balance(shopper)).toBe(half);
  });
});
