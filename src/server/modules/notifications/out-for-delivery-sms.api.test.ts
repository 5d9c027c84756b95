// Out for delivery by SMS: the step staff make records an SMS to the delivery phone beside the mail (and WhatsApp
// for a shopper who opted in), sent by the queue's worker through MSG91 under its own DLT template
// (MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID) with the order, courier and AWB as its variables; MSG91's outage is retried
// and the SMS still goes once. With MSG91 but no id for that template, no SMS is queued (the COD code's template
// cannot carry it). Checked against the local MSG91 fake. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications } from '#/server/db/schema/index.ts';
import { createLogger } from '#/server/logger.ts';
import { createMsg91Sender } from '#/server/adapters/sms/msg91-sms.ts';
import type { SmsSender } from '#/server/adapters/sms/sms.ts';
import { startFakeMsg91, type FakeMsg91 } from '#/server/test/fake-msg91.ts';
import { ADDRESS, checkoutShop, optInWhatsApp, type CheckoutShop } from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';

let msg91: FakeMsg91;
/** MSG91 as configured by the env, built once the fake listens (the apps are made after this hook). */
const lazySender = (withTemplate: boolean): SmsSender => {
  let sender: SmsSender | undefined;
  const real = () =>
    (sender ??= createMsg91Sender(
      {
        authKey: msg91.authKey,
        templateId: msg91.templateId,
        templateIds: withTemplate ? { out_for_delivery: msg91.templateIds.ofd } : {},
        apiUrl: msg91.apiUrl,
      },
      createLogger('silent'),
    ));
  return { send: (sms) => real().send(sms), carries: (template) => real().carries!(template) };
};

beforeAll(async () => {
  msg91 = await startFakeMsg91({ variables: ['otp'], templates: { ofd: ['order', 'courier', 'awb'] } });
});
afterAll(() => msg91.close());

const full = checkoutShop({ sms: lazySender(true) });
const codeOnly = checkoutShop({ sms: lazySender(false) });

/** A paid order of that shop's, walked to `step` with an AWB and a courier. */
async function orderAt(shop: CheckoutShop, step: 'Shipped' | 'Out for Delivery', whatsapp = false) {
  const [line] = await shop.lines();
  await shop.setStock(line!, 50);
  const who = await shop.shopper();
  if (whatsapp) await optInWhatsApp(shop.store, who.id);
  const placed = await shop.call('/api/order/razorpay', await shop.checkoutBody([[line!, 1]]), who);
  expect((await shop.pay(who, placed.body.order.id as string)).status).toBe(200);
  const orderId = placed.body.order.receipt as string;
  await walkOrderTo(shop.store, orderId, step, { awb: 'BD44556677', courier: 'Blue Dart' });
  return orderId;
}

const rowsOf = (shop: CheckoutShop, orderId: string) =>
  shop.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.event, 'order.out_for_delivery')));

describe('out for delivery by SMS', () => {
  it('goes to the delivery phone under its own DLT template, beside the mail and WhatsApp', async () => {
    const orderId = await orderAt(full, 'Out for Delivery', true);
    expect((await rowsOf(full, orderId)).map((r) => [r.channel, r.recipient]).sort()).toEqual([
      ['email', ADDRESS.email],
      ['sms', ADDRESS.phone],
      ['whatsapp', ADDRESS.phone],
    ]);
    await full.store.services.notifications.deliverDue();
    expect(msg91.deliveries.filter((d) => d.vars.order === orderId)).toEqual([
      {
        mobiles: `91${ADDRESS.phone}`,
        sender: undefined,
        vars: { order: orderId, courier: 'Blue Dart', awb: 'BD44556677' },
        templateId: msg91.templateIds.ofd,
      },
    ]);
    expect((await rowsOf(full, orderId)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('is the only step told by SMS', async () => {
    const orderId = await orderAt(full, 'Shipped');
    const sms = await full.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.channel, 'sms')));
    expect(sms).toEqual([]);
  });

  it('is retried through an MSG91 outage, and sent once', async () => {
    msg91.behaviour = 'fail';
    const orderId = await orderAt(full, 'Out for Delivery');
    await full.store.services.notifications.deliverDue();
    const [row] = (await rowsOf(full, orderId)).filter((r) => r.channel === 'sms');
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/^502: <html>/) });
    msg91.behaviour = 'answer';
    await full.store.services.notifications.deliverDue({ ignoreDelay: true });
    await full.store.services.notifications.deliverDue({ ignoreDelay: true });
    expect((await rowsOf(full, orderId)).find((r) => r.id === row!.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(msg91.deliveries.filter((d) => d.vars.order === orderId)).toHaveLength(1);
  });

  it('is not queued when MSG91 has no template id for it (the mail still goes)', async () => {
    const orderId = await orderAt(codeOnly, 'Out for Delivery');
    expect((await rowsOf(codeOnly, orderId)).map((r) => r.channel)).toEqual(['email']);
    await codeOnly.store.services.notifications.deliverDue();
    expect(msg91.requests.some((r) => JSON.stringify(r.body).includes(orderId))).toBe(false);
  });
});
