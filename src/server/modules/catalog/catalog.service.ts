// The catalog as the API serves it, cached per catalog version (db/catalog-version.ts): each API instance
// notices changes made by any other. The HTTP body, ETag and compression are the route's business.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { productPhotos, products, productSizes } from '#/server/db/schema/index.ts';
import { localCatalogBumps, readCatalogVersion } from '#/server/db/catalog-version.ts';
import { PRODUCT_DETAILS, type Product, type ProductDetail } from '#/lib/product.ts';
import { ownDeclarations } from '#/lib/declarations.ts';
import { previewKey } from '#/lib/product-path.ts';
import type { ImageUrl } from './public-urls.ts';
import { toRupees } from '#/domain/money.ts';

/** Only the details a product has: the reply omits a detail rather than sending null. */
function details(row: Record<ProductDetail, string | null>): Partial<Record<ProductDetail, string>> {
  const out: Partial<Record<ProductDetail, string>> = {};
  for (const key of PRODUCT_DETAILS) if (row[key]) out[key] = row[key];
  return out;
}

type ProductRow = typeof products.$inferSelect;

/**
 * The products `where` picks, newest first, in the API's shape (sizes in shop order, alt texts of console photos).
 * `few`: only these ids, so only their sizes and photos are read (the whole list reads every row, in one pass each).
 */
async function loadProducts(db: Db, imageUrl: ImageUrl, where: SQL | undefined, few?: string[]): Promise<Product[]> {
  const rows = await db.select().from(products).where(where).orderBy(desc(products.dateAdded), asc(products.name));
  if (rows.length === 0) return [];
  const sizes = await db
    .select()
    .from(productSizes)
    .where(few ? inArray(productSizes.productId, few) : undefined)
    .orderBy(asc(productSizes.position));
  // Alt texts written in the console, by image URL (seed images have none: the pages describe them by name).
  const photos = await db
    .select({ url: productPhotos.url, alt: productPhotos.alt, productId: productPhotos.productId })
    .from(productPhotos)
    .where(few ? inArray(productPhotos.productId, few) : undefined);
  const altOf = new Map(photos.filter((ph) => ph.alt).map((ph) => [`${ph.productId} ${ph.url}`, ph.alt]));
  const byProduct = new Map<string, Product['sizes']>();
  for (const s of sizes) {
    const list = byProduct.get(s.productId) ?? [];
    list.push({ size: s.size, stock: s.stock, _id: s.id });
    byProduct.set(s.productId, list);
  }
  return rows.map((p: ProductRow) => ({
    _id: p.id,
    name: p.name,
    price: toRupees(p.pricePaise),
    ...(p.mrpPaise !== null ? { mrp: toRupees(p.mrpPaise) } : {}),
    image: p.images.map(imageUrl),
    ...(p.images.some((url) => altOf.has(`${p.id} ${url}`))
      ? { imageAlt: p.images.map((url) => altOf.get(`${p.id} ${url}`) ?? '') }
      : {}),
    category: p.category,
    subCategory: p.subCategory,
    description: p.description,
    sizes: byProduct.get(p.id) ?? [],
    dateAdded: p.dateAdded.toISOString(),
    sold: p.sold,
    // Only products that offer a colour change carry the field, so the list stays the spec's shape.
    ...(p.customColours.length > 0 ? { customColours: p.customColours } : {}),
    ...details(p),
    ...ownDeclarations(p),
  }));
}

/** A draft as its preview page is built: the product as the page reads it, and the key of its secret path. */
export type PreviewProduct = { key: string; product: Product };

/**
 * The drafts (not archived) for the build's preview pages (docs/product/console.md#drafts-and-previews). Never an API
 * reply: the publisher hands them to the build it starts, in a file outside the site.
 */
export async function loadPreviews(db: Db, imageUrl: ImageUrl): Promise<PreviewProduct[]> {
  const drafts = await db
    .select({ id: products.id, token: products.previewToken })
    .from(products)
    .where(and(eq(products.archived, false), eq(products.draft, true)));
  const tokens = new Map(drafts.filter((d) => d.token).map((d) => [d.id, d.token!]));
  if (tokens.size === 0) return [];
  const ids = [...tokens.keys()];
  const list = await loadProducts(db, imageUrl, inArray(products.id, ids), ids);
  return list.map((product) => ({ key: previewKey(product._id, tokens.get(product._id)!), product }));
}

export type CatalogSnapshot = { version: number; products: Product[] };

/**
 * `exclusive`: no other process writes this database (PGlite, locked to one process). Then every bump
 * goes through this process, and the version needs reading only after one: a query waits for any open
 * PGlite transaction, so a bump counted before the read is committed (or rolled back) when the read runs.
 */
export function createCatalogService(
  db: Db,
  { exclusive = false, imageUrl = (url: string) => url }: { exclusive?: boolean; imageUrl?: ImageUrl } = {},
) {
  let snapshot: CatalogSnapshot | undefined;
  /** The local bump count before the last version read that matched the snapshot. */
  let checkedAt = -1;

  // Archived products and drafts stay out of the list (and so the pages, search, the cart's prices and the wishlist).
  const load = () => loadProducts(db, imageUrl, and(eq(products.archived, false), eq(products.draft, false)));

  async function refresh(): Promise<CatalogSnapshot> {
    if (exclusive && snapshot && checkedAt === localCatalogBumps()) return snapshot;
    const seen = localCatalogBumps();
    const version = await readCatalogVersion(db);
    if (snapshot && snapshot.version === version) {
      checkedAt = seen;
      return snapshot;
    }
    snapshot = { version, products: await load() };
    checkedAt = seen;
    return snapshot;
  }

  // Requests that arrive while a version check is running share its answer instead of queueing one
  // query each: under load the database sees one small query per round trip, and no answer is older
  // than the moment its request arrived.
  let inFlight: Promise<CatalogSnapshot> | undefined;
  let waiting: Promise<CatalogSnapshot> | undefined;
  /** The product list, newest first, with its catalog version. */
  function list(): Promise<CatalogSnapshot> {
    if (!inFlight) {
      inFlight = refresh().finally(() => (inFlight = undefined));
      return inFlight;
    }
    // A check already running may have read the version before this request came in: wait for the next one.
    waiting ??= inFlight
      .catch(() => undefined)
      .then(() => {
        waiting = undefined;
        return list();
      });
    return waiting;
  }

  /** The drafts' preview pages' products (the build's, never an API reply). */
  const previews = () => loadPreviews(db, imageUrl);

  return { list, previews };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
