// The catalog as the API serves it, cached per catalog version (db/catalog-version.ts): each API instance
// notices changes made by any other. The HTTP body, ETag and compression are the route's business.
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { productPhotos, products, productSizes } from '#/server/db/schema/index.ts';
import { localCatalogBumps, readCatalogVersion } from '#/server/db/catalog-version.ts';
import { PRODUCT_DETAILS, type Product, type ProductDetail } from '#/lib/product.ts';
import { ownDeclarations } from '#/lib/declarations.ts';
import type { ImageUrl } from './public-urls.ts';
import { toRupees } from '#/domain/money.ts';

/** Only the details a product has: the reply omits a detail rather than sending null. */
function details(row: Record<ProductDetail, string | null>): Partial<Record<ProductDetail, string>> {
  const out: Partial<Record<ProductDetail, string>> = {};
  for (const key of PRODUCT_DETAILS) if (row[key]) out[key] = row[key];
  return out;
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

  async function load(): Promise<Product[]> {
    // Archived products leave the list (and so the pages, the cart's prices and the wishlist).
    const rows = await db
      .select()
      .from(products)
      .where(eq(products.archived, false))
      .orderBy(desc(products.dateAdded), asc(products.name));
    const sizes = await db.select().from(productSizes).orderBy(asc(productSizes.position));
    // Alt texts written in the console, by image URL (seed images have none: the pages describe them by name).
    const photos = await db
      .select({ url: productPhotos.url, alt: productPhotos.alt, productId: productPhotos.productId })
      .from(productPhotos);
    const altOf = new Map(photos.filter((ph) => ph.alt).map((ph) => [`${ph.productId} ${ph.url}`, ph.alt]));
    const byProduct = new Map<string, Product['sizes']>();
    for (const s of sizes) {
      const list = byProduct.get(s.productId) ?? [];
      list.push({ size: s.size, stock: s.stock, _id: s.id });
      byProduct.set(s.productId, list);
    }
    return rows.map((p) => ({
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

  return { list };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
