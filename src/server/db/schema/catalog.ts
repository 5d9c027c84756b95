import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, linkTo, rowId, timestampTz, updatedAt } from './columns.ts';
import type { MakerRole } from '#/lib/declarations.ts';
import { MOVEMENT_KINDS, type MovementKind } from '#/domain/stock-movement.ts';

export const products = pgTable(
  'products',
  {
    id: rowId(),
    name: text('name').notNull(),
    /** Price in paise; the API shows rupees. */
    pricePaise: integer('price_paise').notNull(),
    /** The printed price (MRP) in paise, when the item sells below it (a sale item: not returnable). */
    mrpPaise: integer('mrp_paise'),
    /** Archived products leave the product list and checkout; their rows stay for past orders. */
    archived: boolean('archived').notNull().default(false),
    /** A draft is the owner's work in progress: absent from the product list, the pages, search and checkout until
     * she publishes it. Products from before drafts are live. */
    draft: boolean('draft').notNull().default(false),
    /** The secret half of a draft's preview page path (/preview/{id}-{token}/); null for products made live. */
    previewToken: text('preview_token'),
    /** The last change to what its page shows (fields or photos): a preview built before it is out of date. */
    updatedAt: updatedAt(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Colours it can be made in for the customised-colour charge; empty: no colour change offered. */
    customColours: jsonb('custom_colours').$type<string[]>().notNull().default([]),
    dateAdded: timestampTz('date_added').notNull().defaultNow(),
    sold: integer('sold').notNull().default(0),
    // Optional details (null when the catalog has none): colour, fabric and occasion are listing filters.
    colour: text('colour'),
    fabric: text('fabric'),
    occasion: text('occasion'),
    fit: text('fit'),
    care: text('care'),
    // Its own Legal Metrology declarations (lib/declarations.ts); null: the store's default (a generic name has none).
    genericName: text('generic_name'),
    netQuantity: text('net_quantity'),
    countryOfOrigin: text('country_of_origin'),
    makerRole: text('maker_role').$type<MakerRole>(),
    makerName: text('maker_name'),
    makerAddress: text('maker_address'),
    consumerCare: text('consumer_care'),
  },
  (t) => [
    uniqueIndex('products_name_lower_idx').on(sql`lower(${t.name})`),
    index('products_date_added_idx').on(t.dateAdded),
  ],
);

/** The product a row is about: the row goes when the product does. */
export const productLink = () => linkTo('product_id', () => products.id, { onDelete: 'cascade' });

export const productSizes = pgTable(
  'product_sizes',
  {
    id: rowId(),
    productId: productLink(),
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Display order of the size on the product (XS before S …). */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_sizes_product_size_idx').on(t.productId, t.size),
    // The console keeps a size at most STOCK_MAX (lib/admin.ts); units coming back from orders may pass it, so the
    // database's backstop is ten times that: never negative, never near int4's overflow.
    check('product_sizes_stock_check', sql`stock between 0 and 1000000`),
  ],
);

/** Small key/value counters shared by every API instance (e.g. the catalog version behind the ETag). */
export const counters = pgTable('counters', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/**
 * A photo uploaded in the console: stored as WebP at every width the pages use (lib/images.ts), `url` naming
 * the 800 px file. The product's `images` column holds these URLs in `position` order, so everything that reads
 * products keeps reading one column.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: rowId(),
    productId: productLink(),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_photos_product_idx').on(t.productId, t.position)],
);

/**
 * Photos taken off their product whose files still exist. The published pages (and a CDN copy of them) keep
 * showing a removed photo until the next publish, so its files are deleted only after a publish that started
 * after the removal; a photo a past order shows stays for good.
 */
export const removedPhotos = pgTable('removed_photos', {
  url: text('url').primaryKey(),
  removedAt: timestampTz('removed_at').notNull().defaultNow(),
});

/**
 * Every change to a size's stock, written in the change's transaction: why (`kind`), the order or request it belongs
 * to (`ref`), the stock it left, and for staff's changes who made it and why. `seq` is the order rows were written
 * in (the history's order: a transaction's rows share one time, and rows from different clocks still line up).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: rowId(),
    seq: bigint('seq', { mode: 'number' }).generatedByDefaultAsIdentity(),
    productId: productLink(),
    size: text('size').notNull(),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    /** Rows from before kinds were recorded were all staff adjustments. */
    kind: text('kind').$type<MovementKind>().notNull().default('adjustment'),
    /** The order (a checkout is its order), or the return or exchange request. */
    ref: text('ref'),
    /** Staff's reason; none for the shop's own moves. */
    reason: text('reason'),
    /** The staff account's e-mail (or "automation"); none for the shop's own moves. */
    actor: text('actor'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_seq_idx').on(t.productId, t.seq),
    check('stock_movements_kind_check', sql`kind in (${sql.raw(MOVEMENT_KINDS.map((k) => `'${k}'`).join(', '))})`),
  ],
);
