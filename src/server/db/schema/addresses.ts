// A shopper's address book (docs/product/accounts.md#saved-addresses): the delivery addresses she chose to keep,
// one of them her default, each with when checkout last used it (the one preselected next time). The checks
// repeat the API's rules (src/lib/address.ts) so no other writer can store an address checkout would refuse.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rowId, timestampTz, updatedAt } from './columns.ts';
import { userLink } from './accounts.ts';

export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: rowId(),
    userId: userLink(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** Address line 1. */
    street: text('street').notNull(),
    /** Address line 2: optional, '' when none. */
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** When an order last went to it; null until then. */
    lastUsedAt: timestampTz('last_used_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId),
    // At most one default per shopper, whatever two requests do at once.
    uniqueIndex('saved_addresses_one_default_idx').on(t.userId).where(sql`is_default`),
    check('saved_addresses_pin_check', sql`pin ~ '^[1-9][0-9]{5}$'`),
    check('saved_addresses_phone_check', sql`phone ~ '^[6-9][0-9]{9}$'`),
    check(
      'saved_addresses_lengths_check',
      sql`char_length(first_name) between 1 and 60 and char_length(last_name) between 1 and 60
        and char_length(street) between 1 and 200 and char_length(landmark) <= 120
        and char_length(city) between 1 and 80 and char_length(state) between 1 and 80`,
    ),
  ],
);
