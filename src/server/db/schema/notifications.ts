import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rowId, timestampTz, updatedAt } from './columns.ts';
import { userLink } from './accounts.ts';

/**
 * One message to one recipient on one channel, written in the transaction of the change that causes it and
 * delivered by the queue's worker (modules/notifications). `key` is event × subject × channel × recipient: the same
 * event told twice (a retried request, two instances) is one row, so it is sent once. The row is also the record
 * the console and the order's timeline show: what the shopper was told, when, and what the provider answered.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: rowId(),
    key: text('key').notNull(),
    event: text('event').notNull(),
    channel: text('channel').$type<'email' | 'sms' | 'whatsapp'>().notNull(),
    /** An e-mail address or a 10-digit mobile number. */
    recipient: text('recipient').notNull(),
    orderId: text('order_id'),
    /** What the template needs beyond what it reads itself (a reason, an AWB): rendered when it is sent. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * 'sending' while a worker holds it (claimed before the provider is called, so a second worker skips it);
     * 'failed': a permanent refusal, or every retry spent; staff may retry it from the console.
     */
    status: text('status').$type<'queued' | 'sending' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The provider's last answer to a failed attempt. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notifications_key_idx').on(t.key),
    index('notifications_order_idx').on(t.orderId, t.createdAt),
    index('notifications_failed_idx').on(t.status, t.updatedAt).where(sql`status = 'failed'`),
    check('notifications_status_check', sql`status in ('queued', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * Consent as the Digital Personal Data Protection Act asks: explicit, with time, source and notice version, and
 * withdrawable. Rows are only added; a purpose's latest row is the shopper's current answer.
 */
export const consents = pgTable(
  'consents',
  {
    id: rowId(),
    userId: userLink(),
    purpose: text('purpose').$type<'whatsapp' | 'marketing'>().notNull(),
    granted: integer('granted').notNull(),
    /** Where it was given or withdrawn: 'checkout', 'account', 'unsubscribe'. */
    source: text('source').notNull(),
    noticeVersion: text('notice_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('consents_granted_check', sql`granted in (0, 1)`),
  ],
);
