// "Your bag is waiting": a checkout that ends unpaid (its reservation runs out, or its payment fails) while her bag
// holds its items records one reminder in that same transaction, only for a shopper with marketing consent (none
// given is a no), on WhatsApp too only if she opted in there; it is due an hour later and goes only if still true
// then (not paid after all, no checkout since, a bag that still holds something, consent not withdrawn). Once per
// checkout. PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { checkoutShop, optInWhatsApp, type Line, type Shopper } from '#/server/test/checkout.ts';
import { notifications, orders, products } from '#/server/db/schema/index.ts';
import type { WhatsAppMessage, WhatsAppSender } from '#/server/adapters/whatsapp/whatsapp.ts';

const mailer = captureMailer();
const whatsappSent: WhatsAppMessage[] = [];
const whatsapp: WhatsAppSender = {
  async send(message) {
    whatsappSent.push(message);
    return { id: `wamid.${whatsappSent.length}` };
  },
};
const shop = checkoutShop({ mailer, whatsapp, start: '2026-11-20T10:00:00Z' });
const notices = () => shop.store.services.notifications;
let line: Line;
let productName = '';
let ips = 0;

/** A shopper whose bag holds the line (the server's copy of her cart), with the consents asked for. */
async function shopper(consent: { marketing?: boolean; whatsapp?: boolean } = {}): Promise<Shopper> {
  const who = await shop.shopper();
  if (consent.marketing) await shop.store.services.consents.update(who.id, { marketing: true });
  if (consent.whatsapp) await optInWhatsApp(shop.store, who.id);
  const added = await shop.call('/api/cart/add', { itemId: productName, size: line.size }, who);
  expect(added.status).toBe(200);
  return who;
}

/** Her checkout, placed and left unpaid: its order id. */
async function checkout(who: Shopper): Promise<string> {
  const placed = await shop.call(
    '/api/order/razorpay',
    await shop.checkoutBody([[line, 1]]),
    who,
    `198.51.100.${++ips}`,
  );
  expect(placed.status).toBe(200);
  return placed.body.order.receipt as string;
}

const reminders = (orderId: string) =>
  shop.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.event, 'checkout.bag_waiting')));
const mailsTo = (who: Shopper) => mailer.sent.filter((m) => m.to === `${who.id}@example.com`);
/** The reminder is an hour away: send everything, that included. */
const sendAll = () => notices().deliverDue({ ignoreDelay: true });

beforeAll(async () => {
  line = (await shop.lines())[0]!;
  await shop.setStock(line, 500);
  const [product] = await shop.db.select().from(products).where(eq(products.id, line.productId));
  productName = product!.name;
});

describe('your bag is waiting', () => {
  it('is recorded when her checkout expires, and sent once, an hour later, to her account’s address', async () => {
    const who = await shopper({ marketing: true });
    const orderId = await checkout(who);
    await shop.nextHour();

    const [row, ...more] = await reminders(orderId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ channel: 'email', recipient: `${who.id}@example.com`, status: 'queued' });
    // Not due yet: she may still be about to come back.
    await notices().deliverDue();
    expect(mailsTo(who)).toEqual([]);

    await sendAll();
    const [mail, ...others] = mailsTo(who);
    expect(others).toEqual([]);
    expect(mail?.subject).toMatch(/: your bag is waiting$/);
    expect(mail?.text).toContain('Hi Asha,');
    expect(mail?.text).toContain('Your checkout timed out before it was paid, so your order was not placed.');
    expect(mail?.text).toContain(`${productName} (${line.size}) × 1`);
    expect(mail?.text).toMatch(/Your bag: https?:\/\/[^\s]+\/cart\n/);
    expect(mail?.text).toMatch(/Your message preferences: https?:\/\/[^\s]+\/account\/details/);
    expect(mail?.html).toContain('/cart"');
    expect((await reminders(orderId))[0]).toMatchObject({ status: 'sent', attempts: 1 });

    // The sweep again, and the queue again: nothing more.
    await shop.nextHour();
    await sendAll();
    expect(await reminders(orderId)).toHaveLength(1);
    expect(mailsTo(who)).toHaveLength(1);
  });

  it('is recorded when the payment fails, and goes on WhatsApp too when she opted in there', async () => {
    const who = await shopper({ marketing: true, whatsapp: true });
    const orderId = await checkout(who);
    expect(await shop.store.services.orders.release(orderId, 'failed')).toBe(true);
    expect(await shop.store.services.orders.release(orderId, 'failed')).toBe(false);

    expect((await reminders(orderId)).map((r) => r.channel).sort()).toEqual(['email', 'whatsapp']);
    await sendAll();
    expect(mailsTo(who)[0]?.text).toContain('Your payment did not go through, so your order was not placed.');
    const sent = whatsappSent.filter((m) => m.template === 'bag_waiting');
    expect(sent).toEqual([
      expect.objectContaining({
        to: expect.stringMatching(/^\d{10}$/),
        params: ['Asha', `${productName} (${line.size})`, expect.stringMatching(/\/cart$/)],
      }),
    ]);
    expect(sent[0]?.text).toContain(`You were checking out:\n${productName} (${line.size}) × 1`);
  });

  it('is not recorded without marketing consent (never given, or withdrawn), WhatsApp opt-in or not', async () => {
    const never = await shopper({ whatsapp: true });
    const withdrawn = await shopper({ marketing: true });
    await shop.store.services.consents.update(withdrawn.id, { marketing: false });
    const ended = [await checkout(never), await checkout(withdrawn)];
    await shop.nextHour();
    await sendAll();
    for (const orderId of ended) expect(await reminders(orderId)).toEqual([]);
    expect([...mailsTo(never), ...mailsTo(withdrawn)]).toEqual([]);
  });

  it('is not recorded for a checkout she replaced with a new one', async () => {
    const who = await shopper({ marketing: true });
    const first = await checkout(who);
    const second = await checkout(who); // the same bag checked out again: the first is superseded
    expect(await reminders(first)).toEqual([]);
    await shop.store.services.orders.release(second, 'failed');
    expect(await reminders(second)).toHaveLength(1);
  });
});

describe('when its hour comes, it goes only if still true', () => {
  /** A reminder recorded and then made untrue by `meanwhile`: dropped, its row gone, nothing sent. */
  async function dropped(meanwhile: (who: Shopper, orderId: string) => Promise<unknown>) {
    const who = await shopper({ marketing: true, whatsapp: true });
    const orderId = await checkout(who);
    await shop.store.services.orders.release(orderId, 'failed');
    expect(await reminders(orderId)).toHaveLength(2);
    const bagsOnWhatsApp = () => whatsappSent.filter((m) => m.template === 'bag_waiting').length;
    const before = bagsOnWhatsApp();
    await meanwhile(who, orderId);
    await sendAll();
    expect(await reminders(orderId)).toEqual([]);
    expect(mailsTo(who).filter((m) => m.subject.endsWith('your bag is waiting'))).toEqual([]);
    expect(bagsOnWhatsApp()).toBe(before);
  }

  it('not after she checked out again', () => dropped((who) => checkout(who)));

  it('not once her bag is empty', () =>
    dropped((who) => shop.call('/api/cart/update', { itemId: productName, size: line.size, quantity: 0 }, who)));

  it('not after she withdrew her marketing consent', () =>
    dropped(async (who) => {
      shop.clock = new Date(shop.clock.getTime() + 60_000);
      await shop.store.services.consents.update(who.id, { marketing: false });
    }));

  it('not when the payment arrived after all', () =>
    dropped(async (who, orderId) => {
      const [order] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
      expect((await shop.pay(who, order!.providerOrderId!)).status).toBe(200);
      const [paid] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
      expect(paid?.paymentState).toBe('paid');
    }));

  it('while it is true, both channels go', async () => {
    const who = await shopper({ marketing: true, whatsapp: true });
    const orderId = await checkout(who);
    await shop.store.services.orders.release(orderId, 'failed');
    await sendAll();
    expect((await reminders(orderId)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });
});
