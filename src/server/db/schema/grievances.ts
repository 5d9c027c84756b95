import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GrievanceStatus } from '#/domain/grievance.ts';
import { createdAt, rowId, timestampTz, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/**
 * Complaints to the Grievance Officer (Consumer Protection (E-Commerce) Rules 2020), filed at /grievance by anyone.
 * `ticket` (GRV-2026-483920) and `email` together find one again; `due_at` is 30 days after receipt. Kept: unlike
 * the contact form's messages, the retention job never deletes them (they are the store's record of how it
 * answered complaints).
 */
export const grievances = pgTable(
  'grievances',
  {
    id: rowId(),
    ticket: text('ticket').notNull(),
    name: text('name').notNull(),
    /** Lowercased, as typed; the acknowledgement and the reply go to it. */
    email: text('email').notNull(),
    /** The order it is about, when given: one placed with this e-mail or by the signed-in shopper. */
    orderId: text('order_id').references(() => orders.id),
    message: text('message').notNull(),
    status: text('status').$type<GrievanceStatus>().notNull().default('open'),
    /** The store's answer, as last mailed to the complainant. */
    reply: text('reply'),
    repliedAt: timestampTz('replied_at'),
    createdAt: createdAt(),
    dueAt: timestampTz('due_at').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('grievances_ticket_idx').on(t.ticket),
    index('grievances_due_idx').on(t.dueAt, t.id),
    check('grievances_status_check', sql`status in ('open', 'in_progress', 'resolved')`),
  ],
);
