// Turns an event into the messages it causes, inside the caller's transaction: one notifications row per channel
// and recipient, and one queue job per row, both committed with the change or not at all. The row's key makes the
// same event told twice (a repeated request, a webhook and a browser confirming one payment) one message.
// Who hears on which channel: transactional mail always; WhatsApp after her opt-in; the out-for-delivery SMS to the
// delivery phone when the SMS sender carries its DLT template; a marketing reminder only with marketing consent.
import { and, desc, eq } from 'drizzle-orm';
import type { PgBoss, SendOptions } from 'pg-boss';
import type { Db, Tx } from '#/server/db/client.ts';
import type { SmsSender, SmsTemplate } from '#/server/adapters/sms/sms.ts';
import { inTransaction } from '#/server/db/job-queue.ts';
import { consents, grievances, notifications, orders, users, walletEntries } from '#/server/db/schema/index.ts';
import { newId } from '#/domain/ids.ts';
import type { ConsentPurpose } from '#/domain/consent.ts';
import type { BagEvent, GrievanceEvent, Notify, StoreEvent } from './events.ts';

export const QUEUE = 'notifications';

/** The events a shopper who opted in also follows on WhatsApp (each has an approved template, templates.ts). */
export const WHATSAPP_EVENTS: ReadonlySet<StoreEvent['name']> = new Set([
  'order.placed',
  'order.shipped',
  'order.out_for_delivery',
  'order.delivered',
  'order.cancelled',
  'return.requested',
  'return.approved',
  'return.refused',
  'return.completed',
  'exchange.replacement_shipped',
]);

/** The events that also go by SMS to the delivery phone, each under its DLT template (templates.ts). */
export const SMS_EVENTS: Partial<Record<StoreEvent['name'], SmsTemplate>> = {
  'order.out_for_delivery': 'out_for_delivery',
};

/**
 * How long after its checkout ended "your bag is waiting" goes: not while she may still be paying again in the
 * provider's window (Razorpay lets her retry after a failure), nor after she came back and bought.
 */
export const BAG_WAITING_DELAY_SECONDS = 3600;

type Row = { event: string; channel: 'email' | 'sms' | 'whatsapp'; recipient: string };

/** The shopper's current answer for a purpose (WhatsApp updates, marketing): her latest consent row for it. */
export async function allows(tx: Tx | Db, userId: string, purpose: ConsentPurpose): Promise<boolean> {
  const [latest] = await tx
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose)))
    .orderBy(desc(consents.createdAt))
    .limit(1);
  return latest?.granted === 1;
}

/**
 * `storeEmail` gets the store's copy of each new order; `officerEmail`, the Grievance Officer's copy of each new
 * complaint.
 */
export function createNotify(deps: {
  boss: PgBoss;
  storeEmail?: string;
  officerEmail?: string;
  policy: SendOptions;
  /** Which SMS templates can go out (SmsSender.carries); without a sender, no SMS is queued. */
  sms?: Pick<SmsSender, 'carries'>;
}): Notify {
  const smsCarries = (template: SmsTemplate) => deps.sms !== undefined && (deps.sms.carries?.(template) ?? true);

  /**
   * One row per recipient, each with its job; `subject` makes the key (the order, a request, a complaint).
   * `delaySeconds`: the job is due that much later.
   */
  async function record(
    tx: Tx,
    rows: Row[],
    message: { subject: string; orderId: string | null; data: Record<string, unknown> },
    delaySeconds?: number,
  ) {
    for (const row of rows) {
      const [created] = await tx
        .insert(notifications)
        .values({
          id: newId('ntf'),
          key: `${row.event}:${message.subject}:${row.channel}:${row.recipient}`,
          ...row,
          orderId: message.orderId,
          data: message.data,
        })
        .onConflictDoNothing({ target: notifications.key })
        .returning({ id: notifications.id });
      if (created)
        await deps.boss.send(
          QUEUE,
          { id: created.id },
          { ...deps.policy, ...(delaySeconds ? { startAfter: delaySeconds } : {}), db: inTransaction(tx) },
        );
    }
  }

  /**
   * "Your bag is waiting": a marketing message, so only with her marketing consent (DPDP; no answer is a no), to
   * the address of her account (the order's may be a gift's recipient), and on WhatsApp too if she opted in there.
   * Keyed by the checkout: once per checkout, however it ended.
   */
  async function bagWaiting(tx: Tx, event: BagEvent) {
    const [order] = await tx
      .select({ userId: orders.userId, address: orders.address, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, event.orderId));
    if (!order || !(await allows(tx, order.userId, 'marketing'))) return;
    const rows: Row[] = [{ event: event.name, channel: 'email', recipient: order.email.toLowerCase() }];
    if (await allows(tx, order.userId, 'whatsapp'))
      rows.push({ event: event.name, channel: 'whatsapp', recipient: order.address.phone });
    const message = { subject: event.orderId, orderId: event.orderId, data: { why: event.why } };
    await record(tx, rows, message, BAG_WAITING_DELAY_SECONDS);
  }

  /** A complaint's messages go to the address it was filed with (and a new one to the Grievance Officer). */
  async function grievanceMessages(
    tx: Tx,
    event: { name: GrievanceEvent; grievanceId: string; version?: string; data?: Record<string, unknown> },
  ) {
    const [grievance] = await tx
      .select({ email: grievances.email, orderId: grievances.orderId })
      .from(grievances)
      .where(eq(grievances.id, event.grievanceId));
    if (!grievance) return;
    const rows: Row[] = [{ event: event.name, channel: 'email', recipient: grievance.email }];
    if (event.name === 'grievance.received' && deps.officerEmail)
      rows.push({ event: 'store.new_grievance', channel: 'email', recipient: deps.officerEmail.toLowerCase() });
    const subject = event.version ? `${event.grievanceId}@${event.version}` : event.grievanceId;
    const data = { grievanceId: event.grievanceId, ...event.data };
    await record(tx, rows, { subject, orderId: grievance.orderId, data });
  }

  return async (tx, event) => {
    if ('grievanceId' in event) return grievanceMessages(tx, event);
    if (event.name === 'checkout.bag_waiting') return bagWaiting(tx, event);
    if (event.name === 'credit.expiring') {
      const [lot] = await tx
        .select({
          email: users.email,
          remainingPaise: walletEntries.remainingPaise,
          expiresAt: walletEntries.expiresAt,
        })
        .from(walletEntries)
        .innerJoin(users, eq(users.id, walletEntries.userId))
        .where(eq(walletEntries.id, event.creditId));
      if (!lot?.expiresAt) return;
      // What is left and when it ends, as the daily job found it: the mail tells that day's figure.
      const data = {
        creditId: event.creditId,
        remainingPaise: lot.remainingPaise,
        expiresAt: lot.expiresAt.toISOString(),
      };
      const row: Row = { event: event.name, channel: 'email', recipient: lot.email.toLowerCase() };
      return record(tx, [row], { subject: event.creditId, orderId: null, data });
    }
    // A security notice: one mail to her account's address, about no order; each change is its own message.
    if (event.name === 'account.password_changed') {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, event.userId));
      if (!user) return;
      const row: Row = { event: event.name, channel: 'email', recipient: user.email.toLowerCase() };
      const data = { userId: event.userId, at: event.at };
      return record(tx, [row], { subject: `${event.userId}@${event.at}`, orderId: null, data });
    }
    // A reply from the console: one mail to the address it answers, about no order.
    if (event.name === 'inbox.replied') {
      const row: Row = { event: event.name, channel: 'email', recipient: event.email.toLowerCase() };
      return record(tx, [row], { subject: event.replyId, orderId: null, data: { replyId: event.replyId } });
    }
    // The contact form: the sender's thank-you, and the store's copy (read from the message when sent).
    if (event.name === 'contact.received') {
      const rows: Row[] = [{ event: event.name, channel: 'email', recipient: event.email.toLowerCase() }];
      if (deps.storeEmail)
        rows.push({ event: 'store.new_message', channel: 'email', recipient: deps.storeEmail.toLowerCase() });
      const data = { messageId: event.messageId };
      return record(tx, rows, { subject: event.messageId, orderId: null, data });
    }
    if (event.name === 'newsletter.confirmed') {
      const row: Row = { event: event.name, channel: 'email', recipient: event.email.toLowerCase() };
      return record(tx, [row], { subject: event.at, orderId: null, data: { ...event.data } });
    }
    if (event.name === 'store.daily_digest') {
      if (!deps.storeEmail) return;
      const row: Row = { event: event.name, channel: 'email', recipient: deps.storeEmail.toLowerCase() };
      return record(tx, [row], { subject: event.day, orderId: null, data: { day: event.day } });
    }
    // A back-in-stock request: one mail to the address that asked (a guest's too), about no order.
    if ('alertId' in event) {
      const row: Row = { event: event.name, channel: 'email', recipient: event.email.toLowerCase() };
      const data = { productId: event.productId, size: event.size };
      return record(tx, [row], { subject: `${event.alertId}@${event.version}`, orderId: null, data });
    }
    const [order] = await tx
      .select({ userId: orders.userId, address: orders.address })
      .from(orders)
      .where(eq(orders.id, event.orderId));
    if (!order) return;
    // Transactional mail always goes (it is part of the contract of sale); WhatsApp only with her opt-in.
    const rows: Row[] = [{ event: event.name, channel: 'email', recipient: order.address.email.toLowerCase() }];
    if (WHATSAPP_EVENTS.has(event.name) && (await allows(tx, order.userId, 'whatsapp')))
      rows.push({ event: event.name, channel: 'whatsapp', recipient: order.address.phone });
    // A courier's day is told by SMS too (a phone without WhatsApp still hears it): a service message, no consent.
    const smsTemplate = SMS_EVENTS[event.name];
    if (smsTemplate && smsCarries(smsTemplate))
      rows.push({ event: event.name, channel: 'sms', recipient: order.address.phone });
    if (event.name === 'order.placed' && deps.storeEmail)
      rows.push({ event: 'store.new_order', channel: 'email', recipient: deps.storeEmail.toLowerCase() });
    const subject = 'requestId' in event ? event.requestId : event.orderId;
    const data = { ...('requestId' in event ? { requestId: event.requestId } : {}), ...event.data };
    await record(tx, rows, { subject, orderId: event.orderId, data });
  };
}
