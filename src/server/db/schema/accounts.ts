import { bigint, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, linkTo, rowId, timestampTz } from './columns.ts';
import { sql } from 'drizzle-orm';
import { productLink } from './catalog.ts';

export const users = pgTable(
  'users',
  {
    id: rowId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Her mobile number (optional, given on the account page): ten digits starting with 6-9. */
    phone: text('phone'),
    /** Who may use the owner's console: staff (catalog, orders, returns, requests) or owner (also staff). */
    role: text('role').$type<'shopper' | 'staff' | 'owner'>().notNull().default('shopper'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_phone_check', sql`phone is null or phone ~ '^[6-9][0-9]{9}$'`),
  ],
);

/** The account (a shopper's, or staff's) whose row it is: deleting the account, as erasure does, deletes the row. */
export const userLink = () => linkTo('user_id', () => users.id, { onDelete: 'cascade' });
/** The signed-in shopper who sent it, when there was one: it outlives her account, without her. */
export const senderLink = () => text('user_id').references(() => users.id, { onDelete: 'set null' });

/** One row per login; a token is valid only while its session is neither expired nor revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: rowId(),
    userId: userLink(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: rowId(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<'register' | 'reset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestampTz('created_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
  },
  (t) => [index('otp_codes_email_idx').on(t.email, t.purpose, t.createdAt)],
);

/** Fixed-window counters shared by every API instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Addresses each account has signed in from (a keyed hash, not the address): while an account is under a
 * guessing attack, only these may still try its password, so attackers cannot lock the owner out.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: userLink(),
    addressHash: text('address_hash').notNull(),
    lastSeenAt: timestampTz('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: userLink(),
    productId: productLink(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * Store credit, one row per credit (a return): `amount_paise` as credited, `remaining_paise` what is left of it.
 * Spending lowers `remaining_paise` (never below 0) and records each part in wallet_debits, so a partly spent
 * credit keeps its own expiry and an expired one never counts. The balance is the unexpired remainders.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: rowId(),
    userId: userLink(),
    amountPaise: integer('amount_paise').notNull(),
    remainingPaise: integer('remaining_paise').notNull().default(0),
    reason: text('reason').notNull(),
    expiresAt: timestampTz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId),
    check('wallet_entries_remaining_check', sql`remaining_paise >= 0 and remaining_paise <= greatest(amount_paise, 0)`),
  ],
);

/** What was spent from which credit, for what (`ref`, e.g. an order or an exchange); refunded once at most. */
export const walletDebits = pgTable(
  'wallet_debits',
  {
    id: rowId(),
    userId: userLink(),
    entryId: linkTo('entry_id', () => walletEntries.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    ref: text('ref').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    refundedAt: timestampTz('refunded_at'),
  },
  (t) => [
    index('wallet_debits_ref_idx').on(t.ref),
    index('wallet_debits_user_idx').on(t.userId),
    check('wallet_debits_amount_check', sql`amount_paise > 0`),
  ],
);
