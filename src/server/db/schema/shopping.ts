import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FitPick } from '#/domain/fit.ts';
import type { InboxStatus } from '#/domain/inbox.ts';
import { createdAt, linkTo, rowId, timestampTz } from './columns.ts';
import { productLink, products } from './catalog.ts';
import { senderLink, userLink } from './accounts.ts';

/**
 * The server copy of a logged-in shopper's cart (the API keys it by product name,
 * docs/product/cart-and-coupons.md#the-cart).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: userLink(),
    productId: productLink(),
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
  /** Before this instant the coupon is "Scheduled" and checkout refuses it; null: from its creation. */
  startsAt: timestampTz('starts_at'),
  expiresAt: timestampTz('expires_at'),
  active: boolean('active').notNull().default(true),
  totalLimit: integer('total_limit'),
  perUserLimit: integer('per_user_limit'),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
});

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: rowId(),
    code: linkTo('code', () => coupons.code),
    userId: text('user_id').notNull(),
    orderId: text('order_id').notNull(),
    /** 'held' by an open checkout (deleted if it expires or fails), 'used' once its payment is confirmed. */
    state: text('state').$type<'held' | 'used'>().notNull().default('used'),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_uses_code_user_idx').on(t.code, t.userId), uniqueIndex('coupon_uses_order_idx').on(t.orderId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: rowId(),
    productId: productLink(),
    userId: userLink(),
    username: text('username').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** "How did it fit?", when the reviewer answered: a fit signal (docs/product/fit.md). */
    fit: text('fit').$type<FitPick>(),
    /** The size on the reviewer's own delivered order of the product, found by the server; null if none. */
    sizeBought: text('size_bought'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // One review per shopper per product: a second submission edits the first, even when two arrive at once.
    uniqueIndex('reviews_user_product_idx').on(t.userId, t.productId),
    check('reviews_fit_check', sql`fit is null or fit in ('small', 'true', 'large')`),
  ],
);

/** What every inbox item (a custom request, a contact message) ends with: the phone given on the form, if any, where
 * staff are with it (domain/inbox.ts), and when it came. */
const inboxColumns = () => ({
  phone: text('phone'),
  status: text('status').$type<InboxStatus>().notNull().default('new'),
  createdAt: createdAt(),
});
/** An inbox item's phone is an Indian mobile number when one was given (checkout's rule); its status a known one. */
const inboxChecks = (table: string) => [
  check(`${table}_phone_check`, sql`phone is null or phone ~ '^[6-9][0-9]{9}$'`),
  check(`${table}_status_check`, sql`status in ('new', 'in_progress', 'done')`),
];

export const customRequests = pgTable(
  'custom_requests',
  {
    id: rowId(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    userId: senderLink(),
    size: text('size').notNull().default(''),
    specialRequest: text('special_request').notNull().default(''),
    // Its phone (optional) is how staff reach a guest, who has no e-mail here.
    ...inboxColumns(),
  },
  () => inboxChecks('custom_requests'),
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: rowId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    // Its phone (optional) is for a call back.
    ...inboxColumns(),
  },
  () => inboxChecks('contact_messages'),
);

/**
 * Newsletter sign-ups, double opt-in: a sign-up is stored unconfirmed with the SHA-256 of the link it mailed;
 * only an address whose owner followed the link (confirmed_at set) is subscribed. `created_at` is when the
 * latest link was sent; unconfirmed rows are deleted by the retention job once their link has expired.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    email: text('email').primaryKey(),
    createdAt: createdAt(),
    confirmedAt: timestampTz('confirmed_at'),
    tokenHash: text('token_hash'),
    /** The privacy notice's version (domain/consent.ts) in force when the address was last signed up. */
    noticeVersion: text('notice_version'),
  },
  (t) => [uniqueIndex('newsletter_subscribers_token_hash_idx').on(t.tokenHash)],
);
