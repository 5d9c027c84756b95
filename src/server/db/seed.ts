// Seeds the catalog from a JSON file when the database has no products (first start, tests).
// Ids are derived from names, so every database seeded from one catalog gives the same ids:
// pages built against one database link correctly to an API running on another.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { products, productSizes } from '#/server/db/schema/index.ts';
import { loadCatalog, type CatalogEntry } from './catalog-file.ts';
import { bumpCatalogVersion } from './catalog-version.ts';
import { sizeRank } from '#/lib/sizes.ts';
import type { Logger } from '#/server/logger.ts';
import { toPaise } from '#/domain/money.ts';
import { DECLARATION_FIELDS } from '#/lib/declarations.ts';

export const stableId = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24);

export async function seedCatalog(db: Db, entries: CatalogEntry[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < entries.length; i += 500) {
      const batch = entries.slice(i, i + 500);
      await tx.insert(products).values(
        batch.map((e) => ({
          id: stableId('product', e.name.toLowerCase()),
          name: e.name,
          pricePaise: toPaise(e.price),
          mrpPaise: e.mrp === undefined ? null : toPaise(e.mrp),
          images: e.image,
          category: e.category,
          subCategory: e.subCategory,
          description: e.description,
          customColours: e.customColours ?? [],
          dateAdded: new Date(e.dateAdded),
          sold: e.sold,
          colour: e.colour ?? null,
          fabric: e.fabric ?? null,
          occasion: e.occasion ?? null,
          fit: e.fit ?? null,
          care: e.care ?? null,
          ...Object.fromEntries(DECLARATION_FIELDS.map((k) => [k, e[k] ?? null])),
        })),
      );
      const sizes = batch.flatMap((e) =>
        e.sizes.map((s) => ({
          id: stableId('size', e.name.toLowerCase(), s.size),
          productId: stableId('product', e.name.toLowerCase()),
          size: s.size,
          stock: s.stock,
          position: sizeRank(s.size),
        })),
      );
      if (sizes.length) await tx.insert(productSizes).values(sizes);
    }
    await bumpCatalogVersion(tx);
  });
}

/** Seeds the catalog into an empty database; true when it did (a fresh start). */
export async function seedIfEmpty(db: Db, catalogPath: string, log: Logger): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if ((row?.n ?? 0) > 0) return false;
  const entries = loadCatalog(catalogPath);
  // Several API instances may start together on one empty database: the table lock makes the others wait
  // for the first one's seed to commit, then they find the products and seed nothing (no duplicate-key crash).
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${products} in share row exclusive mode`);
    const [again] = await tx.select({ n: sql<number>`count(*)::int` }).from(products);
    if ((again?.n ?? 0) > 0) return false;
    await seedCatalog(tx as unknown as Db, entries);
    return true;
  });
  if (seeded) log.info('seeded catalog', { products: entries.length, from: catalogPath });
  return seeded;
}
