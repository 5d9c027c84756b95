import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './accounts.ts';

/**
 * The server copy of a logged-in shopper's cart (the API keys it by product name,
 * docs/product/cart-and-coupons.md#the-cart).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.size] })],
);

export const coupons = pgTable('coupons', {
  /** Upper-case; codes are matched case-insensitively. */
  code: text('code').primaryKey(),
  kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
  /** Percent (1–100) or paise. */
  value: integer('value').notNull(),
  minSubtotalPaise: integer('min_subtotal_paise').notNull().default(0),
  maxDiscountPaise: integer('max_discount_paise'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  active: boolean('active').notNull().default(true),
  totalLimit: integer('total_limit'),
  perUserLimit: integer('per_user_limit'),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
});

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: text('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => coupons.code),
    userId: text('user_id').notNull(),
    orderId: text('order_id').notNull(),
    /** 'held' by an open checkout (deleted if it expires or fails), 'used' once its payment is confirmed. */
    state: text('state').$type<'held' | 'used'>().notNull().default('used'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_code_user_idx').on(t.code, t.userId), uniqueIndex('coupon_uses_order_idx').on(t.orderId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // One review per shopper per product: a second submission edits the first, even when two arrive at once.
    uniqueIndex('reviews_user_product_idx').on(t.userId, t.productId),
  ],
);

export const customRequests = pgTable('custom_requests', {
  id: text('id').primaryKey(),
  productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  size: text('size').notNull().default(''),
  specialRequest: text('special_request').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Newsletter sign-ups, double opt-in: a sign-up is stored unconfirmed with the SHA-256 of the link it mailed;
 * only an address whose owner followed the link (confirmed_at set) is subscribed. `created_at` is when the
 * latest link was sent; unconfirmed rows are deleted by the retention job once their link has expired.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    email: text('email').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    tokenHash: text('token_hash'),
  },
  (t) => [uniqueIndex('newsletter_subscribers_token_hash_idx').on(t.tokenHash)],
);
