import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './accounts.ts';

/**
 * "Notify me when back in stock" requests. `size` is '' for a product that has no sizes at all (any size that
 * appears counts). One row per address, product and size: asking again re-arms a request already mailed.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    email: text('email').notNull(),
    /** The signed-in shopper who asked, when there was one. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when the mail went out; a pending request has none. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('stock_alerts_product_size_email_idx').on(t.productId, t.size, t.email),
    index('stock_alerts_pending_idx').on(t.productId, t.size, t.sentAt),
  ],
);
