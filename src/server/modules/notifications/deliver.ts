// Sends one queued message and records the outcome on its row. The row is claimed ('sending') before the provider
// is called, so a job that reaches a second worker finds it taken or 'sent' and stops; a claim older than the
// queue's expiry is a worker that died mid-send, and the retry takes it over. A temporary failure (a 4xx SMTP
// reply, HTTP 429 or 5xx, a dead connection) is thrown back so the queue retries it with backoff; a permanent one,
// or the last retry, marks the row 'failed' with the provider's answer for the console. A reminder that is no longer
// true when its time comes (bag-waiting.ts), or a welcome to an address that left the list before it went, is
// dropped: its row is deleted, since it told nobody anything.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { notifications } from '#/server/db/schema/index.ts';
import type { Logger } from '#/server/logger.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import { DeliveryError, isRetryable } from '#/server/adapters/channel/interface.ts';
import type { CreditNoteService, InvoiceService } from '#/server/modules/invoices/index.ts';
import { orderFacts, requestFacts } from './facts.ts';
import type { WhatsAppSender } from '#/server/adapters/whatsapp/whatsapp.ts';
import type { SmsSender } from '#/server/adapters/sms/sms.ts';
import { asMail, asSms, asWhatsApp, type Site } from './render.ts';
import { createGrievanceMail, isGrievanceMessage } from './grievance-mail.ts';
import { createStockMail, isStockMessage } from './stock-mail.ts';
import { createInboxMail, isInboxMessage } from './inbox-mail.ts';
import { createAccountMail, isAccountMessage } from './account-mail.ts';
import { createEngagementMail, isEngagementMessage } from './engagement-mail.ts';
import { createDailyMail, isDailyMessage } from './daily.ts';
import { createBagWaiting, isBagMessage } from './bag-waiting.ts';
import { newOrderForStore, shopperTemplates, type MessageContext } from './templates.ts';

export type DeliveryDeps = {
  db: Db;
  mailer: Mailer;
  whatsapp?: WhatsAppSender;
  /** The out-for-delivery SMS (MSG91 or the outbox; the cash-on-delivery code goes around the queue). */
  sms?: SmsSender;
  invoices: Pick<InvoiceService, 'forOrder'>;
  /** The credit note a completed return or a returned order issued, attached to the mail that tells it. */
  creditNotes?: Pick<CreditNoteService, 'forOrder'>;
  site: Site;
  log: Logger;
  now: () => Date;
};
type Row = typeof notifications.$inferSelect;

/** How long a send may take before the queue gives its job to another worker (and a claim counts as dead). */
export const SEND_EXPIRY_SECONDS = 600;

/** A message we cannot build fails like a refused address: no retry can fix it. */
const undeliverable = (why: string) => new DeliveryError(why, { permanent: true, answer: why });
const answerOf = (error: unknown) =>
  (error instanceof DeliveryError ? error.answer : error instanceof Error ? error.message : String(error)).slice(
    0,
    500,
  );

export function createDelivery(deps: DeliveryDeps) {
  const { db, now } = deps;
  /** The messages with senders of their own (what they read and how they are built), by the events they tell. */
  const ownSenders: [(event: string) => boolean, (row: Row) => Promise<unknown>][] = [
    [isGrievanceMessage, createGrievanceMail(deps)],
    [isStockMessage, createStockMail(deps)],
    [isDailyMessage, createDailyMail(deps)],
    [isInboxMessage, createInboxMail(deps)],
    [isAccountMessage, createAccountMail(deps)],
    [isBagMessage, createBagWaiting(deps)],
    [isEngagementMessage, createEngagementMail(deps)],
  ];

  /** Sends the row's message; answers 'dropped' when there is nothing to send any more (see the file's head). */
  async function send(row: Row): Promise<'dropped' | undefined> {
    const own = ownSenders.find(([tells]) => tells(row.event));
    if (own) return (await own[1](row)) === 'dropped' ? 'dropped' : undefined;
    const order = row.orderId ? await orderFacts(db, row.orderId) : undefined;
    if (!order) throw undeliverable('The order no longer exists');
    const requestId = typeof row.data.requestId === 'string' ? row.data.requestId : undefined;
    const request = requestId ? await requestFacts(db, requestId) : undefined;
    const context: MessageContext = {
      order,
      request,
      data: { ...row.data },
      siteUrl: deps.site.siteUrl,
      storeName: deps.site.storeName,
    };
    // A paid order's confirmation carries its tax invoice (numbered now, in the order payments are confirmed);
    // if it cannot be made, the mail goes without it and My Orders offers it later.
    const invoice =
      row.event === 'order.placed' && row.channel === 'email' && order.paid
        ? await deps.invoices.forOrder(order.id).catch((error: unknown) => {
            deps.log.error('invoice failed', { orderId: order.id, error: String(error) });
          })
        : undefined;
    if (invoice) context.data.invoiceNumber = invoice.number;
    // A step that reversed a supply names its credit note; the mail that tells the step carries it. Unlike the
    // invoice it exists already (issued with the step's transaction), so the mail waits for it: a failure to make
    // it is retried like a failed send.
    const noteId = typeof row.data.creditNoteId === 'string' ? row.data.creditNoteId : undefined;
    const creditNote =
      noteId && row.channel === 'email' && deps.creditNotes
        ? await deps.creditNotes.forOrder(order.id, noteId)
        : undefined;
    if (creditNote) context.data.creditNoteNumber = creditNote.number;
    const template = row.event === 'store.new_order' ? newOrderForStore : shopperTemplates[row.event as never];
    if (!template) throw undeliverable(`No template for ${row.event}`);
    const message = template(context);
    if (row.channel === 'email') {
      const toShopper = row.event !== 'store.new_order';
      const files = [invoice || undefined, creditNote].filter((f) => f !== undefined);
      const attachments = files.length
        ? files.map((f) => ({ filename: f.filename, contentType: 'application/pdf', content: f.pdf }))
        : undefined;
      await deps.mailer.sendMail(
        // The row's id as the Message-ID: a mail sent again after a crash mid-send is folded by the mail client.
        asMail(message, { address: row.recipient, name: toShopper ? order.name : undefined }, deps.site, {
          messageId: row.id,
          attachments,
        }),
      );
      return;
    }
    if (row.channel === 'sms') {
      const sms = asSms(message, row.recipient);
      if (!sms) throw undeliverable(`${row.event} has no SMS template`);
      if (!deps.sms) throw undeliverable('SMS is not configured');
      await deps.sms.send(sms);
      return;
    }
    const whatsapp = asWhatsApp(message, row.recipient);
    if (!whatsapp) throw undeliverable(`${row.event} has no WhatsApp template`);
    if (!deps.whatsapp) throw undeliverable('WhatsApp is not configured');
    await deps.whatsapp.send(whatsapp);
  }

  /**
   * Delivers the row `id` once. `lastTry`: the queue will not retry a failure of this attempt.
   * Answers what became of it; throws only a temporary failure that the queue should retry.
   */
  return async function deliver(id: string, lastTry: boolean): Promise<'sent' | 'failed' | 'dropped' | 'not queued'> {
    const [row] = await db
      .update(notifications)
      .set({ status: 'sending', attempts: sql`${notifications.attempts} + 1`, updatedAt: now() })
      .where(
        and(
          eq(notifications.id, id),
          or(
            eq(notifications.status, 'queued'),
            and(
              eq(notifications.status, 'sending'),
              lt(notifications.updatedAt, new Date(now().getTime() - SEND_EXPIRY_SECONDS * 1000)),
            ),
          ),
        ),
      )
      .returning();
    if (!row) return 'not queued';
    try {
      if ((await send(row)) === 'dropped') {
        await db.delete(notifications).where(eq(notifications.id, id));
        return 'dropped';
      }
    } catch (error) {
      const final = lastTry || !isRetryable(error);
      await db
        .update(notifications)
        .set({ status: final ? 'failed' : 'queued', lastError: answerOf(error), updatedAt: now() })
        .where(eq(notifications.id, id));
      deps.log.warn('notification not delivered', { id, event: row.event, channel: row.channel, final });
      if (final) return 'failed';
      throw error;
    }
    await db
      .update(notifications)
      .set({ status: 'sent', sentAt: now(), lastError: null, updatedAt: now() })
      .where(eq(notifications.id, id));
    return 'sent';
  };
}
