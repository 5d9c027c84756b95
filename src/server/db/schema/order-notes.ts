import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, linkTo, rowId } from './columns.ts';
import { orders } from './orders.ts';

/**
 * Staff's own notes on an order ("she called: deliver after 6 pm"), written on the console's order page. Internal:
 * no shopper's reply, mail or data export reads this table. `author` is the staff member's e-mail, or "automation".
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: rowId(),
    orderId: linkTo('order_id', () => orders.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.createdAt),
    check('order_notes_body_check', sql`char_length(body) between 1 and 500`),
  ],
);
