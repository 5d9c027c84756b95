import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, productSizes } from './catalog.ts';

export type OrderAddress = {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  landmark?: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
};

/**
 * An order is created with its payment order (payment 'pending'), holding its stock until
 * `reservedUntil`; a verified payment makes it 'paid'; an expired or failed one gives the stock back.
 * 'refund_due': money arrived after the stock was gone, so the shopper is owed a refund (never oversold).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(), // FK to users added when accounts merge
    status: text('status').notNull().default('Order Placed'),
    paymentState: text('payment_state')
      .$type<'pending' | 'paid' | 'failed' | 'expired' | 'refund_due'>()
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method').$type<'Razorpay' | 'Card'>().notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    sandboxPaid: boolean('sandbox_paid').notNull().default(false),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    deliveryPaise: integer('delivery_paise').notNull(),
    extraPaise: integer('extra_paise').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    couponCode: text('coupon_code'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reservedUntil: timestamp('reserved_until', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    awb: text('awb'),
    /** Fingerprint of a Razorpay checkout (items, amount, coupon, address): one open payment order per cart. */
    checkoutKey: text('checkout_key'),
  },
  (t) => [
    uniqueIndex('orders_provider_order_idx').on(t.providerOrderId),
    // "Proceed to Pay" from two tabs: the second insert of the same open checkout fails here, atomically.
    uniqueIndex('orders_open_checkout_idx').on(t.userId, t.checkoutKey).where(sql`payment_state = 'pending'`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_pending_idx').on(t.paymentState, t.reservedUntil),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    sizeId: text('size_id')
      .notNull()
      .references(() => productSizes.id),
    name: text('name').notNull(),
    size: text('size').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Set when a return or exchange moves this item on its own; otherwise the order's status shows. */
    status: text('status'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Provider webhook events already handled, so a redelivery does nothing twice. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const returnRequests = pgTable(
  'return_requests',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    userId: text('user_id').notNull(),
    kind: text('kind').$type<'return' | 'exchange'>().notNull(),
    reason: text('reason'),
    newSize: text('new_size'),
    /** Exchange: the reserved unit of the new size. */
    newSizeId: text('new_size_id').references(() => productSizes.id),
    feePaise: integer('fee_paise').notNull().default(0),
    state: text('state').$type<'requested' | 'completed'>().notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('return_requests_item_idx').on(t.orderItemId)],
);
