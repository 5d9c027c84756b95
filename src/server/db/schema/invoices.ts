import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';
import { orders } from './orders.ts';

/**
 * The tax invoice number of a paid order, assigned once. Numbers come from a counter row per financial year
 * (`counters`, key `invoice:26-27`) incremented in the same transaction that inserts this row, so the series
 * has no gaps and no number is used twice.
 */
export const invoices = pgTable(
  'invoices',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    number: text('number').notNull(),
    issuedAt: timestampTz('issued_at').notNull(),
  },
  (t) => [uniqueIndex('invoices_number_idx').on(t.number)],
);
