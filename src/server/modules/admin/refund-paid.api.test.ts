// "Mark refund paid" (POST /api/admin/orders/:id/refund-paid { reference }): a cancelled paid order owes back what
// was paid (refund_due_paise) until staff pay it at the provider and record it here. In one transaction what is owed
// goes to 0, the refund is kept with its reference, who and when, the audit entry is written and the shopper's mail
// is recorded, sent once by the worker with the amount and the reference. A second time is refused (409 "No refund
// is due…") and records nothing more; without a reference, 400; staff only. PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { ADDRESS, checkoutShop, type Line, type Shopper } from '#/server/test/checkout.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { auditLog, notifications, orderRefunds, orders } from '#/server/db/schema/index.ts';
import { formatPaise } from '#/domain/money.ts';

const mailer = captureMailer();
const shop = checkoutShop({ mailer, start: '2026-11-20T10:00:00Z' });
let line: Line;
let staff: Caller;
const UTR = 'HDFCR52026112012345';

const markPaid = (orderId: string, body: unknown, who: { headers: Record<string, string> } = staff) =>
  admin(shop.store, 'POST', `/orders/${orderId}/refund-paid`, who, body);
const orderRow = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundMails = (orderId: string) =>
  mailer.sent.filter((m) => m.to === ADDRESS.email && m.subject.endsWith(`your refund for order ${orderId} is paid`));

const paidOrder = async (who: Shopper) => shop.paidOrder(who, await shop.checkoutBody([[line, 1]]));
/** A paid order cancelled by staff: it owes back all it was paid. */
async function cancelledPaidOrder(who?: Shopper) {
  const orderId = await paidOrder(who ?? (await shop.shopper()));
  const res = await admin(shop.store, 'POST', `/orders/${orderId}/status`, staff, {
    status: 'Cancelled',
    reason: 'A flaw in the fabric',
  });
  expect(res.status).toBe(200);
  await shop.store.services.notifications.deliverDue();
  return orderId;
}

beforeAll(async () => {
  line = await shop.stockedLine(20);
  staff = await createCaller(shop.store, 'staff', shop.clock);
});

describe('mark refund paid', () => {
  it('clears what is owed, keeps the refund, audits it and tells the shopper once, with the amount', async () => {
    const who = await shop.shopper();
    const orderId = await cancelledPaidOrder(who);
    const owed = (await orderRow(orderId)).refundDuePaise;
    expect(owed).toBeGreaterThan(0);
    const before = (await admin(shop.store, 'GET', `/orders/${orderId}`, staff)).body.order;
    expect(before).toMatchObject({ cancellation: { refundDue: owed / 100 }, refundPaid: null });

    shop.clock = new Date('2026-11-22T09:15:00Z');
    const res = await markPaid(orderId, { reference: `  ${UTR} ` });
    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: `Refund of ${formatPaise(owed)} on order ${orderId} marked paid (${UTR})`,
        refund: { amount: owed / 100, reference: UTR, at: '2026-11-22T09:15:00.000Z', by: staff.email },
      },
    });

    expect((await orderRow(orderId)).refundDuePaise).toBe(0);
    const kept = await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(kept).toEqual([
      expect.objectContaining({ amountPaise: owed, reference: UTR, paidBy: staff.email, paidAt: shop.clock }),
    ]);
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, orderId), eq(auditLog.action, 'order.refund_paid')));
    expect(entry).toMatchObject({ actor: staff.email, detail: { amount: owed / 100, reference: UTR } });
    const after = (await admin(shop.store, 'GET', `/orders/${orderId}`, staff)).body.order;
    expect(after).toMatchObject({
      cancellation: { refundDue: 0 },
      refundPaid: { amount: owed / 100, reference: UTR, by: staff.email, byName: expect.any(String) },
    });
    // My Orders no longer says a refund is on its way.
    const mine = (await shop.store.services.orders.userOrders(who.id)).find((o) => o._id === orderId);
    expect(mine?.cancellation?.refundDue).toBe(0);

    // One mail recorded, sent by the worker with the amount and the reference.
    const told = await shop.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.event, 'order.refund_paid')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ channel: 'email', recipient: ADDRESS.email, status: 'queued' });
    expect(refundMails(orderId)).toHaveLength(0);
    expect(await shop.store.services.notifications.deliverDue()).toBe(1);
    const [mail] = refundMails(orderId);
    expect(mail?.text).toContain(`Your refund of ${formatPaise(owed)} has been paid for order ${orderId}`);
    expect(mail?.text).toContain(`Its payment reference is ${UTR}`);
    // The order's messages in the console list it.
    const messages = (await admin(shop.store, 'GET', `/orders/${orderId}`, staff)).body.messages;
    expect(messages.map((m: { event: string }) => m.event)).toContain('order.refund_paid');
  });

  it('a second time is refused with nothing more recorded or sent', async () => {
    const orderId = await cancelledPaidOrder();
    expect((await markPaid(orderId, { reference: UTR })).status).toBe(200);
    const again = await markPaid(orderId, { reference: 'ANOTHER-REF-1' });
    expect(again).toMatchObject({ status: 409, body: { success: false } });
    expect(again.body.message).toMatch(/^No refund is due/);
    expect(await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toHaveLength(1);
    const audited = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, orderId), eq(auditLog.action, 'order.refund_paid')));
    expect(audited).toHaveLength(1);
    expect(await shop.store.services.notifications.deliverDue()).toBe(1);
    expect(await shop.store.services.notifications.deliverDue()).toBe(0);
    expect(refundMails(orderId)).toHaveLength(1);
  });

  it('a payment after its checkout had ended, stock gone, owes all it paid until marked refunded', async () => {
    const who = await shop.shopper();
    const placed = await shop.call('/api/order/razorpay', await shop.checkoutBody([[line, 1]]), who);
    expect(placed.status).toBe(200);
    const orderId = placed.body.order.receipt as string;
    await shop.nextHour(); // the checkout ends and gives its stock back
    const stock = await shop.stockOf(line);
    await shop.setStock(line, 0); // …which others then buy
    expect((await shop.pay(who, placed.body.order.id)).status).toBe(409);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ paymentState: 'refund_due', refundDuePaise: row.amountPaise });
    const before = (await admin(shop.store, 'GET', `/orders/${orderId}`, staff)).body.order;
    expect(before).toMatchObject({ refundDue: row.amountPaise / 100, cancellation: null, refundPaid: null });

    expect((await markPaid(orderId, { reference: UTR })).status).toBe(200);
    await shop.store.services.notifications.deliverDue();
    expect((await orderRow(orderId)).refundDuePaise).toBe(0);
    const after = (await admin(shop.store, 'GET', `/orders/${orderId}`, staff)).body.order;
    expect(after).toMatchObject({ refundDue: 0, refundPaid: { amount: row.amountPaise / 100, reference: UTR } });
    expect(refundMails(orderId)).toHaveLength(1);
    await shop.setStock(line, stock);
  });

  it('two clicks at once record one refund', async () => {
    const orderId = await cancelledPaidOrder();
    const both = await Promise.all([markPaid(orderId, { reference: UTR }), markPaid(orderId, { reference: UTR })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toHaveLength(1);
  });

  it('refuses an order that owes nothing, a missing or malformed reference, and anyone but staff', async () => {
    const paid = await paidOrder(await shop.shopper());
    expect(await markPaid(paid, { reference: UTR })).toMatchObject({ status: 409 });
    expect((await markPaid('ord_none', { reference: UTR })).status).toBe(404);

    const orderId = await cancelledPaidOrder();
    for (const body of [{}, { reference: '' }, { reference: 'ab' }, { reference: 'UTR 123 456' }]) {
      const res = await markPaid(orderId, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/reference/);
    }
    const shopper = await createCaller(shop.store, 'shopper', shop.clock);
    expect((await markPaid(orderId, { reference: UTR }, shopper)).status).toBe(403);
    expect((await markPaid(orderId, { reference: UTR }, { headers: {} })).status).toBe(401);
    expect((await orderRow(orderId)).refundDuePaise).toBeGreaterThan(0);
  });
});
