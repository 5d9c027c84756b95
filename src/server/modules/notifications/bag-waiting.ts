// "Your bag is waiting": one gentle reminder after a checkout ended unpaid (its reservation ran out, or the payment
// failed), recorded in that checkout's release (orders/checkout-holds.ts; record.ts keeps it to shoppers with
// marketing consent) and due an hour later. When its time comes it goes only if it is still true: the checkout was
// not paid after all, she has not checked out again since, her bag still holds something, and she has not
// withdrawn her consent meanwhile. Otherwise it is dropped, since it told nobody anything (deliver.ts deletes its row).
import { and, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import type { Logger } from '#/server/logger.ts';
import { cartItems, orders, users } from '#/server/db/schema/index.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import type { WhatsAppSender } from '#/server/adapters/whatsapp/whatsapp.ts';
import { DeliveryError } from '#/server/adapters/channel/interface.ts';
import { orderFacts } from './facts.ts';
import { allows } from './record.ts';
import { asMail, asWhatsApp, type Site } from './render.ts';
import type { Message } from './templates.ts';

export const isBagMessage = (event: string): boolean => event === 'checkout.bag_waiting';

type Line = { name: string; size: string; quantity: number };

/** The reminder, in the store's voice: what she chose, that it was not kept aside, the way back, the way out. */
export function bagWaitingMessage(b: { name: string; why: string; lines: Line[]; siteUrl: string }): Message {
  const chosen = b.lines.map((l) => `${l.name} (${l.size}) × ${l.quantity}`);
  const [first] = b.lines;
  const summary = first
    ? `${first.name} (${first.size})${b.lines.length > 1 ? ` and ${b.lines.length - 1} more` : ''}`
    : 'your pieces';
  return {
    subject: 'your bag is waiting',
    paragraphs: [
      b.why === 'failed'
        ? 'Your payment did not go through, so your order was not placed.'
        : 'Your checkout timed out before it was paid, so your order was not placed.',
      `You were checking out:\n${chosen.join('\n')}`,
      'We could not keep these pieces aside for you, and sizes do sell out. If you still want them, your bag is ' +
        'ready when you are.',
      'We send this reminder once, because you agreed to hear about offers from us. You can say no to such ' +
        'messages in your account at any time.',
    ],
    links: [
      { label: 'Your bag', url: `${b.siteUrl}/cart` },
      { label: 'Your message preferences', url: `${b.siteUrl}/account/details` },
    ],
    whatsapp: { template: 'bag_waiting', params: [b.name, summary, `${b.siteUrl}/cart`] },
  };
}

/** Why the reminder is no longer true, or undefined while it is. */
async function noLongerTrue(db: Db, order: { id: string; userId: string; createdAt: Date; paymentState: string }) {
  if (order.paymentState !== 'expired' && order.paymentState !== 'failed') return 'its checkout was paid after all';
  const [later] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), gte(orders.createdAt, order.createdAt), ne(orders.id, order.id)))
    .limit(1);
  if (later) return 'she checked out again since';
  const [inBag] = await db.select({ size: cartItems.size }).from(cartItems).where(eq(cartItems.userId, order.userId));
  if (!inBag) return 'her bag is empty now';
  return undefined;
}

export function createBagWaiting(deps: { db: Db; mailer: Mailer; whatsapp?: WhatsAppSender; site: Site; log: Logger }) {
  const { db, site } = deps;
  /** Sends the reminder, or answers 'dropped' when it is no longer true or no longer allowed. */
  return async function send(row: {
    id: string;
    channel: string;
    recipient: string;
    orderId: string | null;
    data: Record<string, unknown>;
  }): Promise<'dropped' | undefined> {
    const [order] = row.orderId
      ? await db
          .select({
            id: orders.id,
            userId: orders.userId,
            createdAt: orders.createdAt,
            paymentState: orders.paymentState,
            name: users.name,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(eq(orders.id, row.orderId))
      : [];
    const why = !order
      ? 'the order or its shopper is gone'
      : !(await allows(db, order.userId, 'marketing'))
        ? 'she withdrew her marketing consent'
        : row.channel === 'whatsapp' && !(await allows(db, order.userId, 'whatsapp'))
          ? 'she withdrew her WhatsApp consent'
          : await noLongerTrue(db, order);
    if (why || !order) {
      deps.log.info('bag reminder dropped', { id: row.id, why });
      return 'dropped';
    }
    const facts = await orderFacts(db, order.id);
    const name = order.name.trim().split(/\s+/)[0] ?? '';
    const message = bagWaitingMessage({
      name,
      why: String(row.data.why ?? 'expired'),
      lines: facts?.lines ?? [],
      siteUrl: site.siteUrl,
    });
    if (row.channel === 'email') {
      await deps.mailer.sendMail(
        asMail(message, { address: row.recipient, name: name || undefined }, site, { messageId: row.id }),
      );
      return undefined;
    }
    const whatsapp = asWhatsApp(message, row.recipient);
    if (!whatsapp || !deps.whatsapp)
      throw new DeliveryError('WhatsApp is not configured', { permanent: true, answer: 'WhatsApp is not configured' });
    await deps.whatsapp.send(whatsapp);
    return undefined;
  };
}
