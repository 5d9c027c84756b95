import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, index, bigint } from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Price in paise; the API shows rupees. */
    pricePaise: integer('price_paise').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Colours it can be made in for the customised-colour charge; empty: no colour change offered. */
    customColours: jsonb('custom_colours').$type<string[]>().notNull().default([]),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sold: integer('sold').notNull().default(0),
    // Optional details (null when the catalog has none): colour, fabric and occasion are listing filters.
    colour: text('colour'),
    fabric: text('fabric'),
    occasion: text('occasion'),
    fit: text('fit'),
    care: text('care'),
  },
  (t) => [
    uniqueIndex('products_name_lower_idx').on(sql`lower(${t.name})`),
    index('products_date_added_idx').on(t.dateAdded),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Display order of the size on the product (XS before S …). */
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('product_sizes_product_size_idx').on(t.productId, t.size)],
);

/** Small key/value counters shared by every API instance (e.g. the catalog version behind the ETag). */
export const counters = pgTable('counters', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
