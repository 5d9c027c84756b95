// The product-list cache: concurrent requests share one version check, a change made through
// bumpCatalogVersion is always seen, and on a shared database a change made elsewhere is seen too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#/server/db/client.ts';
import { seedIfEmpty } from '#/server/db/seed.ts';
import { counters, productSizes } from '#/server/db/schema/index.ts';
import { createLogger } from '#/server/logger.ts';
import { bumpCatalogVersion, CATALOG_COUNTER } from '#/server/db/catalog-version.ts';
import { createCatalogService } from './catalog.service.ts';

let database: Database;
let queries = 0;

beforeAll(async () => {
  database = await openDatabase('memory://', '.data/test');
  await seedIfEmpty(database.db, 'content/catalog/demo.json', createLogger('silent'));
});
afterAll(() => database.close());

/** The database with every query counted (select builders are how the service reads). */
function counted() {
  const db = database.db;
  return new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === 'select' && typeof value === 'function')
        return (...args: unknown[]) => {
          queries++;
          return value.apply(target, args);
        };
      return value;
    },
  });
}

async function setStock(stock: number, bump: boolean) {
  const [size] = await database.db.select().from(productSizes).limit(1);
  await database.db.transaction(async (tx) => {
    await tx.update(productSizes).set({ stock }).where(eq(productSizes.id, size!.id));
    if (bump) await bumpCatalogVersion(tx);
  });
  return size!.id;
}

const stockIn = (snapshot: { products: { sizes: { _id: string; stock: number }[] }[] }, id: string) =>
  snapshot.products.flatMap((p) => p.sizes).find((s) => s._id === id)?.stock;

describe('catalog cache', () => {
  it('lists the demo catalog’s MRPs as seeded, and none where the demo gives none', async () => {
    const { products } = await createCatalogService(database.db).list();
    const byName = (name: string) => products.find((p) => p.name === name)!;
    expect(byName('Mehfil Silk Skirt Set')).toMatchObject({ price: 3000, mrp: 4199 });
    expect('mrp' in byName('Gulmohar Tiered Maxi Dress')).toBe(false);
  });

  it('answers 30 concurrent requests with a handful of version checks; a later request sees a commit', async () => {
    const catalog = createCatalogService(counted());
    await catalog.list();
    queries = 0;
    const answers = await Promise.all(Array.from({ length: 30 }, () => catalog.list()));
    expect(new Set(answers).size).toBe(1);
    expect(queries).toBeLessThanOrEqual(2);

    const id = await setStock(17, true);
    expect(stockIn(await catalog.list(), id)).toBe(17);
  });

  it('on a shared database, sees a version bumped by another process', async () => {
    const catalog = createCatalogService(database.db);
    const id = await setStock(5, true);
    expect(stockIn(await catalog.list(), id)).toBe(5);
    // Another instance: its own bump, not through this module.
    await database.db.transaction(async (tx) => {
      await tx.update(productSizes).set({ stock: 9 }).where(eq(productSizes.id, id));
      await tx
        .update(counters)
        .set({ value: sql`${counters.value} + 1` })
        .where(eq(counters.key, CATALOG_COUNTER));
    });
    expect(stockIn(await catalog.list(), id)).toBe(9);
  });

  it('exclusive (PGlite): no query until a local bump; a read during a transaction waits for its commit', async () => {
    const catalog = createCatalogService(counted(), { exclusive: true });
    await catalog.list();
    queries = 0;
    for (let i = 0; i < 10; i++) await catalog.list();
    expect(queries).toBe(0);

    const [size] = await database.db.select().from(productSizes).limit(1);
    let commit!: () => void;
    let bumped!: () => void;
    const held = new Promise<void>((r) => (commit = r));
    const inside = new Promise<void>((r) => (bumped = r));
    const tx = database.db.transaction(async (t) => {
      await t.update(productSizes).set({ stock: 3 }).where(eq(productSizes.id, size!.id));
      await bumpCatalogVersion(t);
      bumped();
      await held;
    });
    await inside;
    const during = catalog.list();
    await new Promise((r) => setTimeout(r, 20));
    commit();
    await tx;
    expect(stockIn(await during, size!.id)).toBe(3);
    expect(queries).toBeGreaterThan(0);
  });
});
