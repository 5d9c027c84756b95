// Staff cancel an order before it ships, with a reason (POST /api/admin/orders/:id/status, status Cancelled): in the
// move's one transaction its stock comes back, the store credit it spent returns to the wallet, its coupon use is
// given back, a paid order's invoice is reversed by a GST credit note and the money paid is marked as owed back, the
// console's audit entry is written and the shopper is told (mail, and WhatsApp when she opted in); My Orders shows
// it Cancelled with the reason. Once shipped it is refused (422), and only staff may do it. PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { createCapturingSms, createCapturingWhatsApp } from '#/server/test/capture-sms.ts';
import { checkoutShop, optInWhatsApp, type Line, type Shopper } from '#/server/test/checkout.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { auditLog, couponUses, creditNotes, orders } from '#/server/db/schema/index.ts';

const mailer = captureMailer();
const sms = createCapturingSms();
const whatsapp = createCapturingWhatsApp();
const shop = checkoutShop({ mailer, sms, whatsapp, start: '2026-11-20T10:00:00Z' });
let line: Line;
let staff: Caller;
const REASON = 'A flaw in the fabric: we cannot send this piece';

const cancel = (orderId: string, reason?: string, who: { headers: Record<string, string> } = staff) =>
  admin(shop.store, 'POST', `/orders/${orderId}/status`, who, { status: 'Cancelled', reason });
const orderRow = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const myOrder = async (who: Shopper, id: string) =>
  (await shop.store.services.orders.userOrders(who.id)).find((o) => o._id === id)!;
const mailsAbout = (orderId: string) => mailer.sent.filter((m) => m.subject.includes(orderId));
const credit = (who: Shopper, amountPaise: number) =>
  shop.db.transaction((tx) =>
    shop.store.services.wallet.credit(tx, { userId: who.id, amountPaise, reason: 'Return', expiresAt: null }),
  );

/** A Razorpay order of one unit, with FESTIVE250 and ₹300 of store credit, paid (its confirmation sent). */
async function paidOrder(who: Shopper, options: { whatsapp?: boolean } = {}) {
  if (options.whatsapp) await optInWhatsApp(shop.store, who.id);
  await credit(who, 300_00);
  const body = await shop.checkoutBody([[line, 1]], 'FESTIVE250');
  return shop.paidOrder(who, { ...body, useWallet: true, amount: body.amount - 300 });
}

/** A cash order of one unit, its code confirmed. */
const cashOrder = async (who: Shopper) => shop.cashOrder(who, await shop.checkoutBody([[line, 1]]));

beforeAll(async () => {
  line = await shop.stockedLine(20, (l) => l.pricePaise >= 1999_00 && l.pricePaise <= 4000_00);
  staff = await createCaller(shop.store, 'staff', shop.clock);
});

describe('a paid order cancelled by staff', () => {
  it('gives back stock, credit and coupon, issues a credit note, owes the payment back, tells her', async () => {
    const who = await shop.shopper();
    const orderId = await paidOrder(who, { whatsapp: true });
    await walkOrderTo(shop.store, orderId, 'Packing');
    const paid = await orderRow(orderId);
    expect(paid.walletPaise).toBe(300_00);
    expect(await shop.stockOf(line)).toBe(19);
    expect(await shop.store.services.wallet.balance(who.id)).toBe(0);

    const res = await cancel(orderId, `  ${REASON} `);
    expect(res).toMatchObject({ status: 200, body: { success: true, message: `Order ${orderId} is now Cancelled` } });

    expect(await shop.stockOf(line)).toBe(20);
    expect(await shop.store.services.wallet.balance(who.id)).toBe(300_00);
    expect(await shop.db.select().from(couponUses).where(eq(couponUses.orderId, orderId))).toEqual([]);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({
      status: 'Cancelled',
      paymentState: 'paid',
      cancelReason: REASON,
      cancelledAt: shop.clock,
      refundDuePaise: paid.amountPaise,
    });
    const [note] = await shop.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(note).toMatchObject({ reason: 'cancel', source: `cancel:${orderId}` });
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, orderId), eq(auditLog.action, 'order.status')))
      .orderBy(auditLog.at);
    expect(entry).toMatchObject({ actor: staff.email, detail: { status: 'Cancelled', reason: REASON } });

    // My Orders: Cancelled, the reason, what is owed back, and the credit note to download.
    const mine = await myOrder(who, orderId);
    expect(mine).toMatchObject({
      status: 'Cancelled',
      cancellation: {
        reason: REASON,
        at: shop.clock.toISOString(),
        refundDue: paid.amountPaise / 100,
        creditBack: 300,
      },
      charges: { storeCredit: 0 },
    });
    expect(mine.documents.map((d) => d.kind)).toEqual(['invoice', 'credit-note']);
    // The console shows the same, and offers no further step.
    const detail = (await admin(shop.store, 'GET', `/orders/${orderId}`, staff)).body.order;
    expect(detail).toMatchObject({ status: 'Cancelled', nextSteps: [], cancellation: { reason: REASON } });

    // Told once, by mail (with the credit note) and on WhatsApp.
    expect(await shop.store.services.notifications.deliverDue()).toBe(2);
    const [told] = mailsAbout(orderId).filter((m) => m.subject.endsWith(`order ${orderId} is cancelled`));
    expect(told?.text).toContain(`Our reason: ${REASON}`);
    expect(told?.text).toMatch(/We are refunding the ₹[\d,]+(\.\d\d)? you paid to the card, UPI or bank account/);
    expect(told?.text).toContain('The ₹300 of store credit it used is back in your account.');
    expect(told?.text).toContain(`Our GST credit note ${note!.number} for it is attached.`);
    expect(told?.attachments?.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(whatsapp.sent.at(-1)).toMatchObject({
      template: 'order_cancelled',
      params: [expect.any(String), orderId, REASON],
    });

    // A second cancellation is refused and tells nothing more.
    expect(await cancel(orderId, REASON)).toMatchObject({
      status: 422,
      body: { message: 'This order was cancelled; its stock is back on sale' },
    });
    expect(await shop.store.services.notifications.deliverDue()).toBe(0);
    expect(await shop.stockOf(line)).toBe(20);
  });

  it('the coupon counts again for the shopper: a cancelled order used none of its limit', async () => {
    const who = await shop.shopper();
    for (let i = 0; i < 2; i++) {
      const orderId = await paidOrder(who);
      expect((await cancel(orderId, REASON)).status).toBe(200);
    }
    expect(await shop.db.select().from(couponUses).where(eq(couponUses.userId, who.id))).toEqual([]);
    // FESTIVE250 allows two uses a shopper: both were given back, so a third order may use it.
    await paidOrder(who);
    expect(await shop.db.select().from(couponUses).where(eq(couponUses.userId, who.id))).toHaveLength(1);
  });
});

describe('refusals and permissions', () => {
  it('refuses once shipped (422 with the reason), and a cancellation without a reason', async () => {
    const who = await shop.shopper();
    const orderId = await paidOrder(who);
    expect(await cancel(orderId)).toMatchObject({
      status: 422,
      body: { success: false, message: 'Cancelling needs a reason for the shopper' },
    });
    expect((await cancel(orderId, 'no')).status).toBe(400);
    await walkOrderTo(shop.store, orderId, 'Shipped');
    const stock = await shop.stockOf(line);
    expect(await cancel(orderId, REASON)).toMatchObject({
      status: 422,
      body: {
        success: false,
        message: 'An order that is Shipped cannot be cancelled: only one not yet shipped can be',
      },
    });
    expect(await orderRow(orderId)).toMatchObject({ status: 'Shipped', cancelledAt: null, refundDuePaise: 0 });
    expect(await shop.stockOf(line)).toBe(stock);
  });

  it('is staff-only: 401 without a token, 403 for a shopper', async () => {
    const who = await shop.shopper();
    const orderId = await paidOrder(who);
    expect((await cancel(orderId, REASON, { headers: {} })).status).toBe(401);
    const shopper = await createCaller(shop.store, 'shopper', shop.clock);
    expect((await cancel(orderId, REASON, shopper)).status).toBe(403);
    expect((await orderRow(orderId)).status).toBe('Order Placed');
  });
});

describe('a cash order cancelled', () => {
  it('gives its stock back, owes nothing, issues no credit note and tells the shopper nothing is due', async () => {
    const who = await shop.shopper();
    const orderId = await cashOrder(who);
    await walkOrderTo(shop.store, orderId, 'Packing');
    const stock = await shop.stockOf(line);
    expect((await cancel(orderId, REASON)).status).toBe(200);
    expect(await shop.stockOf(line)).toBe(stock + 1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled', paymentState: 'cod', refundDuePaise: 0 });
    expect(await shop.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId))).toEqual([]);
    await shop.store.services.notifications.deliverDue();
    const told = mailsAbout(orderId).find((m) => m.subject.endsWith('is cancelled'));
    expect(told?.text).toContain('Nothing is due: it was to be paid in cash on delivery.');
    expect(told?.text).not.toContain('refunding');
    expect(told?.attachments).toBeUndefined();
    expect((await myOrder(who, orderId)).cancellation).toMatchObject({ reason: REASON, refundDue: 0 });
  });
});
