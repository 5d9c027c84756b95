import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { products } from './catalog.ts';
import type { FitPick } from '#/domain/fit.ts';

/**
 * Each product's fit summary (docs/product/fit.md), computed from its signals' rows (reviews' fit picks, size
 * exchanges, size returns) and rewritten in the transaction that adds or withdraws one: the product page and its
 * build read one row instead of counting. A product without a row has no signals.
 */
export const productFit = pgTable(
  'product_fit',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    small: integer('small').notNull().default(0),
    trueToSize: integer('true_to_size').notNull().default(0),
    large: integer('large').notNull().default(0),
    signals: integer('signals').notNull().default(0),
    verdict: text('verdict').$type<FitPick>(),
    updatedAt: updatedAt(),
  },
  () => [check('product_fit_verdict_check', sql`verdict is null or verdict in ('small', 'true', 'large')`)],
);
