// Notifications after a sale: recorded in the transaction that causes them, delivered by the queue's worker with
// retries, once per event, channel and recipient, and kept as the record of what the shopper was told. Runs on
// PGlite and on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Mail, Mailer } from '#/server/adapters/mail/mailer.ts';
import { notifications } from '#/server/db/schema/index.ts';
import { ADDRESS, checkoutShop, optInWhatsApp, type Line } from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { walkRequest } from '#/server/test/return-steps.ts';
import { returnRequests } from '#/server/db/schema/index.ts';
import type { WhatsAppMessage, WhatsAppSender } from '#/server/adapters/whatsapp/whatsapp.ts';
import { DeliveryError } from '#/server/adapters/channel/interface.ts';
import { createCapturingSms } from '#/server/test/capture-sms.ts';

/** A mail server that can be told to refuse the next messages, for now (451) or for good (550). */
function flakyMailer() {
  const sent: Mail[] = [];
  const refusals: boolean[] = [];
  const mailer: Mailer = {
    async sendMail(mail) {
      const permanent = refusals.shift();
      if (permanent === undefined) {
        sent.push(mail);
        return;
      }
      const answer = permanent ? '550 5.1.1 mailbox unavailable' : '451 4.3.0 try again later';
      throw new DeliveryError('The e-mail could not be sent.', { permanent, answer });
    },
  };
  return { mailer, sent, refuse: (count: number, permanent = false) => refusals.push(...Array(count).fill(permanent)) };
}

const whatsappSent: WhatsAppMessage[] = [];
const whatsapp: WhatsAppSender = {
  async send(message) {
    whatsappSent.push(message);
    return { id: `wamid.${whatsappSent.length}` };
  },
};

const mail = flakyMailer();
const STORE = 'orders@store.example';
const sms = createCapturingSms();
const shop = checkoutShop({ mailer: mail.mailer, whatsapp, sms, env: { STORE_EMAIL: STORE } });
const notices = () => shop.store.services.notifications;
let line: Line;
let ips = 0;

/** A shopper's paid order (paying runs the worker once, as it would right after). */
async function paidOrder(options: { whatsapp?: boolean } = {}) {
  const who = await shop.shopper();
  if (options.whatsapp) await optInWhatsApp(shop.store, who.id);
  const ip = `198.51.100.${++ips}`;
  const placed = await shop.call('/api/order/razorpay', await shop.checkoutBody([[line, 1]]), who, ip);
  expect(placed.status).toBe(200);
  const providerOrderId = placed.body.order.id as string;
  expect((await shop.pay(who, providerOrderId, ip)).status).toBe(200);
  return { who, ip, providerOrderId, orderId: placed.body.order.receipt as string };
}

const rowsOf = (orderId: string) => shop.db.select().from(notifications).where(eq(notifications.orderId, orderId));
const mailsAbout = (orderId: string, to = ADDRESS.email) =>
  mail.sent.filter((m) => m.to === to && m.subject.includes(orderId));

beforeAll(async () => {
  line = (await shop.lines())[0]!;
  await shop.setStock(line!, 500);
});

describe('order placed', () => {
  it('tells the shopper once, with the invoice, and the store: a repeated confirmation adds nothing', async () => {
    const { who, ip, providerOrderId, orderId } = await paidOrder();
    const [confirmation] = mailsAbout(orderId);
    expect(confirmation?.subject).toMatch(new RegExp(`: order ${orderId} confirmed$`));
    expect(confirmation?.text).toContain('We have received your payment of');
    expect(confirmation?.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(mailsAbout(orderId, STORE)).toHaveLength(1);
    expect(mailsAbout(orderId, STORE)[0]?.text).toContain(`/admin/orders/view?id=${orderId}`);
    // The browser's verification again (a webhook, a reload): no second message.
    await shop.pay(who, providerOrderId, ip);
    expect(mailsAbout(orderId)).toHaveLength(1);
    const rows = await rowsOf(orderId);
    expect(rows.map((r) => [r.event, r.channel, r.status, r.attempts]).sort()).toEqual([
      ['order.placed', 'email', 'sent', 1],
      ['store.new_order', 'email', 'sent', 1],
    ]);
  });

  it('goes on WhatsApp only to a shopper who opted in', async () => {
    const before = whatsappSent.length;
    const without = await paidOrder();
    expect(whatsappSent).toHaveLength(before);
    expect((await rowsOf(without.orderId)).some((r) => r.channel === 'whatsapp')).toBe(false);
    const opted = await paidOrder({ whatsapp: true });
    expect(whatsappSent.at(-1)).toMatchObject({
      to: ADDRESS.phone,
      template: 'order_placed',
      params: [ADDRESS.firstName, opted.orderId, expect.stringMatching(/^₹/)],
    });
    expect(whatsappSent.at(-1)?.text).toContain(opted.orderId);
  });
});

describe('after the sale', () => {
  it('tells each step staff make: shipped with the AWB and tracking link, out for delivery, delivered', async () => {
    const { orderId } = await paidOrder({ whatsapp: true });
    await walkOrderTo(shop.store, orderId, 'Out for Delivery', { awb: 'DL778899', courier: 'Delhivery' });
    await walkOrderTo(shop.store, orderId, 'Delivered');
    await notices().deliverDue();
    const subjects = mailsAbout(orderId).map((m) => m.subject.replace(/^[^:]+: /, ''));
    expect(subjects).toEqual([
      `order ${orderId} confirmed`,
      `order ${orderId} is on its way`,
      `order ${orderId} arrives today`,
      `order ${orderId} delivered`,
    ]);
    const shipped = mailsAbout(orderId)[1]!;
    expect(shipped.text).toContain('has left us with Delhivery. Its AWB is DL778899.');
    expect(shipped.text).toContain('/track-order?awb=DL778899');
    expect(shipped.html).toContain('DL778899');
    expect(mailsAbout(orderId)[3]!.text).toMatch(
      /ask for an exchange or a return from Your orders until \w{3} \d+ \w{3}/,
    );
    const onWhatsApp = whatsappSent.filter((m) => m.params.includes(orderId)).map((m) => m.template);
    expect(onWhatsApp).toEqual(['order_placed', 'order_shipped', 'order_out_for_delivery', 'order_delivered']);
    // The courier's day by SMS too, under its DLT template: the only step that goes by SMS.
    expect(sms.sent.filter((m) => m.text.includes(orderId))).toEqual([
      {
        to: ADDRESS.phone,
        template: 'out_for_delivery',
        vars: { order: orderId, courier: 'Delhivery', awb: 'DL778899' },
        text: expect.stringMatching(
          new RegExp(`: your order ${orderId} is out for delivery today with Delhivery \\(AWB DL778899\\)\\.$`),
        ),
      },
    ]);
    const timeline = await notices().forOrder(orderId);
    // 4 mails, 4 WhatsApp, 1 SMS, the store's note
    expect(timeline.filter((r) => r.status === 'sent')).toHaveLength(10);
  });

  it('tells each step of a return: requested, approved with its pickup, received, completed with credit', async () => {
    const { who, orderId } = await paidOrder();
    await walkOrderTo(shop.store, orderId, 'Delivered');
    await shop.store.services.returns.requestReturn(who.id, { orderId, reason: 'Too long for me' });
    const [request] = await shop.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
    await shop.store.services.returns.approve(request!.id, { pickupAwb: 'PU5566' });
    await walkRequest(shop.store, request!.id, 'completed');
    await notices().deliverDue();
    const mails = mailsAbout(orderId).map((m) => m.text);
    expect(mails.find((t) => t.includes('We have your request to return'))).toBeDefined();
    expect(mails.find((t) => t.includes('Our courier will collect the parcel (pickup AWB PU5566)'))).toBeDefined();
    expect(mails.find((t) => t.includes('reached us and has been checked'))).toBeDefined();
    const completed = mails.find((t) => t.includes('is complete'));
    expect(completed).toMatch(/₹[\d,]+(\.\d\d)? of store credit is in your account, to spend until \w{3} \d+ \w{3}/);
  });

  it('a refused step tells nothing', async () => {
    const { orderId } = await paidOrder();
    await expect(shop.store.services.orderStatus.setStatus(orderId, { to: 'Delivered' })).rejects.toThrow(
      /can only move to Packing/,
    );
    await notices().deliverDue();
    expect((await rowsOf(orderId)).map((r) => r.event).sort()).toEqual(['order.placed', 'store.new_order']);
  });
});

describe('delivery', () => {
  it('retries a temporary refusal until the mail goes, once', async () => {
    mail.refuse(1); // the first attempt, right after the payment (the store's copy then goes through)
    const { orderId } = await paidOrder();
    let [row] = (await rowsOf(orderId)).filter((r) => r.event === 'order.placed');
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: '451 4.3.0 try again later' });
    expect(mailsAbout(orderId)).toHaveLength(0);
    // The backoff has not run out: nothing is due yet.
    expect(await notices().deliverDue()).toBe(0);
    mail.refuse(1);
    await notices().deliverDue({ ignoreDelay: true });
    [row] = (await rowsOf(orderId)).filter((r) => r.event === 'order.placed');
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(mailsAbout(orderId)).toHaveLength(1);
    expect(await notices().deliverDue({ ignoreDelay: true })).toBe(0);
    expect(mailsAbout(orderId)).toHaveLength(1);
  });

  it('marks a permanent refusal failed at once, and staff can send it again', async () => {
    mail.refuse(1, true);
    const { orderId } = await paidOrder();
    const failed = (await rowsOf(orderId)).find((r) => r.event === 'order.placed')!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 5.1.1 mailbox unavailable' });
    expect((await notices().failures()).map((r) => r.id)).toContain(failed.id);
    expect(await notices().deliverDue({ ignoreDelay: true })).toBe(0);
    expect(await notices().retry([failed.id])).toBe(1);
    await notices().deliverDue();
    expect((await rowsOf(orderId)).find((r) => r.id === failed.id)).toMatchObject({ status: 'sent' });
    expect(mailsAbout(orderId)).toHaveLength(1);
    expect(await notices().retry([failed.id])).toBe(0);
  });

  it('a message is sent once even when its job reaches a second worker', async () => {
    mail.refuse(1);
    const { orderId } = await paidOrder();
    const row = (await rowsOf(orderId)).find((r) => r.event === 'order.placed')!;
    // Two workers draining together (on PostgreSQL, really at once): the row's claim lets one send.
    await Promise.all([notices().deliverDue({ ignoreDelay: true }), notices().deliverDue({ ignoreDelay: true })]);
    expect((await rowsOf(orderId)).find((r) => r.id === row.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailsAbout(orderId)).toHaveLength(1);
  });
});
