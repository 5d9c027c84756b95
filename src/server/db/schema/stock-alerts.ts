import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rowId, timestampTz } from './columns.ts';
import { productLink } from './catalog.ts';
import { senderLink } from './accounts.ts';

/**
 * "Notify me when back in stock" requests. `size` is '' for a product that has no sizes at all (any size that
 * appears counts). One row per address, product and size: asking again re-arms a request already mailed.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: rowId(),
    productId: productLink(),
    size: text('size').notNull(),
    email: text('email').notNull(),
    /** The signed-in shopper who asked, when there was one. */
    userId: senderLink(),
    createdAt: createdAt(),
    /** Set when its restock recorded the mail (notifications sends it); a pending request has none. */
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    uniqueIndex('stock_alerts_product_size_email_idx').on(t.productId, t.size, t.email),
    index('stock_alerts_pending_idx').on(t.productId, t.size, t.sentAt),
  ],
);
