// The catalog as the API serves it. The list is cached per catalog version: a counter row that every
// stock or product change bumps in the same transaction, so each API instance notices changes made by any other.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { counters, products, productSizes } from '#/server/db/schema/index.ts';
import type { Product } from '#/lib/product.ts';

export const CATALOG_COUNTER = 'catalog';

export type Encoding = 'br' | 'gzip';
type Snapshot = {
  version: number;
  products: Product[];
  body: string;
  etag: string;
  encoded: (encoding: Encoding) => Uint8Array<ArrayBuffer>;
};

/** Catalog bumps made by this process (see `exclusive` below). */
let localBumps = 0;

/** Each compressed form is made once per catalog version, on first demand (the list is ~0.85 MB at 1,000 products). */
function encoder(body: string): Snapshot['encoded'] {
  const made: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> = {};
  return (encoding) =>
    (made[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 }));
}

/**
 * `exclusive`: no other process writes this database (PGlite, locked to one process). Then every bump
 * goes through this module, and the version needs reading only after one: a query waits for any open
 * PGlite transaction, so a bump counted before the read is committed (or rolled back) when the read runs.
 */
export function createCatalogService(db: Db, { exclusive = false } = {}) {
  let snapshot: Snapshot | undefined;
  /** The value of localBumps before the last version read that matched the snapshot. */
  let checkedAt = -1;

  async function currentVersion(): Promise<number> {
    const [row] = await db.select({ value: counters.value }).from(counters).where(eq(counters.key, CATALOG_COUNTER));
    return row?.value ?? 0;
  }

  async function load(): Promise<Product[]> {
    const rows = await db.select().from(products).orderBy(desc(products.dateAdded), asc(products.name));
    const sizes = await db.select().from(productSizes).orderBy(asc(productSizes.position));
    const byProduct = new Map<string, Product['sizes']>();
    for (const s of sizes) {
      const list = byProduct.get(s.productId) ?? [];
      list.push({ size: s.size, stock: s.stock, _id: s.id });
      byProduct.set(s.productId, list);
    }
    return rows.map((p) => ({
      _id: p.id,
      name: p.name,
      price: p.pricePaise / 100,
      image: p.images,
      category: p.category,
      subCategory: p.subCategory,
      description: p.description,
      sizes: byProduct.get(p.id) ?? [],
      dateAdded: p.dateAdded.getTime(),
      sold: p.sold,
    }));
  }

  async function refresh(): Promise<Snapshot> {
    if (exclusive && snapshot && checkedAt === localBumps) return snapshot;
    const seen = localBumps;
    const version = await currentVersion();
    if (snapshot && snapshot.version === version) {
      checkedAt = seen;
      return snapshot;
    }
    const items = await load();
    const body = JSON.stringify({ success: true, products: items });
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    snapshot = { version, products: items, body, etag, encoded: encoder(body) };
    checkedAt = seen;
    return snapshot;
  }

  // Requests that arrive while a version check is running share its answer instead of queueing one
  // query each: under load the database sees one small query per round trip, and no answer is older
  // than the moment its request arrived.
  let inFlight: Promise<Snapshot> | undefined;
  let waiting: Promise<Snapshot> | undefined;
  /** The product list, newest first, with its serialized body and ETag. */
  function list(): Promise<Snapshot> {
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

/** Bumps the catalog version; call inside the transaction that changed products or stock. */
export async function bumpCatalogVersion(tx: Pick<Db, 'insert'>): Promise<void> {
  localBumps++;
  await tx
    .insert(counters)
    .values({ key: CATALOG_COUNTER, value: 1 })
    .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + 1` } });
}
