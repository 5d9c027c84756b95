import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceFigures } from '#/domain/gst.ts';
import { linkTo, rowId, timestampTz } from './columns.ts';
import { orders } from './orders.ts';

/**
 * The tax invoice number of a paid order, assigned once. Numbers come from a counter row per financial year
 * (`counters`, key `invoice:26-27`) incremented in the same transaction that inserts this row, so the series
 * has no gaps and no number is used twice. `figures`: its lines and totals as issued (null for an invoice issued
 * before they were kept: they are computed, and kept, the next time it is read), so a credit note reverses
 * exactly what the invoice charged.
 */
export const invoices = pgTable(
  'invoices',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    number: text('number').notNull(),
    issuedAt: timestampTz('issued_at').notNull(),
    figures: jsonb('figures').$type<InvoiceFigures>(),
  },
  (t) => [uniqueIndex('invoices_number_idx').on(t.number)],
);

/**
 * GST credit notes: a supply reversed (a completed return, a paid parcel back at the store), citing the order's
 * invoice. Numbered like invoices from their own series per financial year (`counters` key `credit-note:26-27`) in
 * the transaction of the step that reverses the supply. `source` names that step (`return:<requestId>`,
 * `rto:<orderId>`, `cancel:<orderId>`) and is unique, so a step repeated, or raced, never issues a second note.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: rowId(),
    number: text('number').notNull(),
    orderId: linkTo('order_id', () => orders.id),
    source: text('source').notNull(),
    reason: text('reason').$type<'return' | 'rto' | 'cancel'>().notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: timestampTz('invoice_date').notNull(),
    issuedAt: timestampTz('issued_at').notNull(),
    figures: jsonb('figures').$type<InvoiceFigures>().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_idx').on(t.number),
    uniqueIndex('credit_notes_source_idx').on(t.source),
    index('credit_notes_order_idx').on(t.orderId),
  ],
);
