import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowId, timestampTz, createdAt, linkTo } from './columns.ts';
import type { ShippingChoice } from '#/lib/delivery.ts';
import type { ReturnState } from '#/domain/return-flow.ts';
import type { ErasableAddress } from '#/domain/erasure.ts';
import type { OrderStatus } from '#/domain/order-status.ts';
import { RETURN_REASON_CODES, type ReturnReasonCode } from '#/domain/return-reasons.ts';
import { products, productSizes } from './catalog.ts';

/** The delivery address an order keeps (its shape is the domain's, which says what erasure leaves of it). */
export type OrderAddress = ErasableAddress;

/**
 * An order is created with its payment order (payment 'pending'), holding its stock (and its coupon use) until
 * `reservedUntil`; a verified payment makes it 'paid'; an expired or failed one gives the stock back, and so
 * does the shopper's next Proceed to Pay with another cart ('superseded': one open checkout per shopper).
 * 'cod': a cash-on-delivery order the shopper confirmed with the code sent to the phone; it becomes 'paid' when
 * delivered. 'refund_due': money arrived after the stock or the coupon was gone, so the shopper is owed a refund.
 */
export const orders = pgTable(
  'orders',
  {
    id: rowId(),
    userId: text('user_id').notNull(), // FK to users added when accounts merge
    status: text('status').$type<OrderStatus>().notNull().default('Order Placed'),
    paymentState: text('payment_state')
      .$type<'pending' | 'paid' | 'cod' | 'failed' | 'expired' | 'superseded' | 'refund_due'>()
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method').$type<'Razorpay' | 'Card' | 'Store credit' | 'COD'>().notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    sandboxPaid: boolean('sandbox_paid').notNull().default(false),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    deliveryPaise: integer('delivery_paise').notNull(),
    /** The shopper's choice at checkout; deliveryPaise is what it cost under the rules of the day. */
    shippingMethod: text('shipping_method').$type<ShippingChoice>().notNull().default('standard'),
    extraPaise: integer('extra_paise').notNull().default(0),
    /** Cash on delivery's fee, part of amountPaise. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** What the provider charges: the total after store credit. */
    amountPaise: integer('amount_paise').notNull(),
    /** Store credit the order spends (held while pending, under the wallet ref 'order:<id>'). */
    walletPaise: integer('wallet_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    createdAt: createdAt(),
    reservedUntil: timestampTz('reserved_until').notNull(),
    paidAt: timestampTz('paid_at'),
    deliveredAt: timestampTz('delivered_at'),
    awb: text('awb'),
    /** The courier carrying the AWB (Shipped needs both). */
    courier: text('courier'),
    shippedAt: timestampTz('shipped_at'),
    /** Fingerprint of a Razorpay checkout (items, amount, coupon, address): one open payment order per cart. */
    checkoutKey: text('checkout_key'),
    /** The client address that opened the checkout: open checkouts are limited per address. */
    clientIp: text('client_ip'),
    /** Staff cancelled it before it shipped (status 'Cancelled'): when, and the reason the shopper is told. */
    cancelledAt: timestampTz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /**
     * What the store owes back to the card, UPI or bank account a cancelled order was paid from: refunded by staff
     * at the payment provider (no provider refund API is wired in), never turned into store credit unasked.
     */
    refundDuePaise: integer('refund_due_paise').notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_provider_order_idx').on(t.providerOrderId),
    // One open checkout per shopper, whatever the concurrency: a second insert fails here, atomically.
    uniqueIndex('orders_one_open_checkout_idx').on(t.userId).where(sql`payment_state = 'pending'`),
    index('orders_open_by_ip_idx').on(t.clientIp).where(sql`payment_state = 'pending'`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_pending_idx').on(t.paymentState, t.reservedUntil),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: rowId(),
    orderId: linkTo('order_id', () => orders.id, { onDelete: 'cascade' }),
    productId: linkTo('product_id', () => products.id),
    sizeId: linkTo('size_id', () => productSizes.id),
    name: text('name').notNull(),
    size: text('size').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** The product's MRP when it was bought, if it had one: bought below it, the item is a sale item. */
    mrpPaise: integer('mrp_paise'),
    quantity: integer('quantity').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The colour the shopper chose to have it made in (customised: not returnable); null: as pictured. */
    customColour: text('custom_colour'),
    /** Set when a return or exchange moves this item on its own; otherwise the order's status shows. */
    status: text('status').$type<OrderStatus>(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Provider webhook events already handled, so a redelivery does nothing twice. */
export const webhookEvents = pgTable('webhook_events', {
  id: rowId(),
  provider: text('provider').notNull(),
  receivedAt: timestampTz('received_at').notNull().defaultNow(),
});

export const returnRequests = pgTable(
  'return_requests',
  {
    id: rowId(),
    orderId: linkTo('order_id', () => orders.id),
    orderItemId: linkTo('order_item_id', () => orderItems.id),
    userId: text('user_id').notNull(),
    kind: text('kind').$type<'return' | 'exchange'>().notNull(),
    reason: text('reason'),
    /** The reason picked from the short list (domain/return-reasons.ts); null from clients that send none. */
    reasonCode: text('reason_code').$type<ReturnReasonCode>(),
    /** The item's size when the request was made (a completed exchange changes the item's): fit signals' size. */
    fromSize: text('from_size'),
    newSize: text('new_size'),
    /** Exchange: the reserved unit of the new size. */
    newSizeId: text('new_size_id').references(() => productSizes.id),
    feePaise: integer('fee_paise').notNull().default(0),
    /** Exchanges of one item are numbered 1, 2: two requests racing for the same number cannot both win. */
    exchangeNo: integer('exchange_no'),
    /**
     * Open: 'requested', 'approved' (staff accepted it and await the parcel), 'received' (the parcel came back and
     * was checked), 'replacement_shipped' (an exchange's new size is on its way). Closed: 'completed', or 'refused'
     * (`refusalReason` says why). domain/return-flow.ts says which step may follow which.
     */
    state: text('state').$type<ReturnState>().notNull().default('requested'),
    refusalReason: text('refusal_reason'),
    createdAt: createdAt(),
    approvedAt: timestampTz('approved_at'),
    completedAt: timestampTz('completed_at'),
    refusedAt: timestampTz('refused_at'),
    receivedAt: timestampTz('received_at'),
    /** The courier's AWB for the pickup, when the store arranges it. */
    pickupAwb: text('pickup_awb'),
    /** An exchange's replacement parcel. */
    replacementAwb: text('replacement_awb'),
    replacementShippedAt: timestampTz('replacement_shipped_at'),
  },
  (t) => [
    index('return_requests_item_idx').on(t.orderItemId),
    // The policy as constraints, so parallel requests cannot slip past a check-then-insert:
    // one return per item, one open request per item, and exchanges numbered 1 and 2 only. A refused request
    // does not count: the shopper may ask again.
    uniqueIndex('return_requests_one_return_idx').on(t.orderItemId).where(sql`kind = 'return' and state <> 'refused'`),
    uniqueIndex('return_requests_one_open_idx')
      .on(t.orderItemId)
      .where(sql`state in ('requested', 'approved', 'received', 'replacement_shipped')`),
    uniqueIndex('return_requests_exchange_no_idx').on(t.orderItemId, t.exchangeNo).where(sql`state <> 'refused'`),
    check('return_requests_exchange_no_check', sql`exchange_no is null or exchange_no between 1 and 2`),
    check(
      'return_requests_reason_code_check',
      sql`reason_code is null or reason_code in (${sql.raw(RETURN_REASON_CODES.map((c) => `'${c}'`).join(', '))})`,
    ),
  ],
);

/**
 * One row per shopper ('user:…') and per client address ('ip:…'), locked for the length of a checkout's
 * transaction, so that one shopper's or one address's checkouts take turns on every API instance.
 */
export const checkoutLocks = pgTable('checkout_locks', {
  key: text('key').primaryKey(),
});

/** The code that confirms a cash-on-delivery order, stored only as its hash (one live code per order). */
export const codCodes = pgTable('cod_codes', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** Codes sent for this order so far (capped at COD_MAX_SENDS, counted in the upsert that sends one). */
  sends: integer('sends').notNull().default(1),
  sentAt: timestampTz('sent_at').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});
