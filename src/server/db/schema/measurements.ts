import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';
import { userLink } from './accounts.ts';

/**
 * A signed-in shopper's body measurements for "Find my size" (docs/product/size-finder.md), as she gave them: in
 * her unit, any of the three. One row per account; it goes with the account (erasure).
 */
export const userMeasurements = pgTable('user_measurements', {
  userId: userLink().primaryKey(),
  unit: text('unit').$type<'in' | 'cm'>().notNull(),
  bust: doublePrecision('bust'),
  waist: doublePrecision('waist'),
  hip: doublePrecision('hip'),
  updatedAt: timestampTz('updated_at').notNull(),
});
