import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { linkTo, rowId, timestampTz } from './columns.ts';
import { orders } from './orders.ts';

/**
 * Money the store paid back at the payment provider, to the account an order was paid from: staff mark it paid on
 * the console with the provider's reference (a UTR, a refund id), which clears the order's `refund_due_paise` in the
 * same transaction. One per order: what an order owes back today is all it was paid (a cancelled paid order), so a
 * second refund of the same order can only be a mistake.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: rowId(),
    orderId: linkTo('order_id', () => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    /** The payment's reference at the bank or provider (UTR, Razorpay's rfnd_…, Stripe's re_…). */
    reference: text('reference').notNull(),
    /** The staff member's e-mail, or "automation" (ADMIN_TOKEN, `npm run shop -- refund-paid`). */
    paidBy: text('paid_by').notNull(),
    paidAt: timestampTz('paid_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount_check', sql`amount_paise > 0`),
  ],
);
