// The catalog version: a counter row that every product or stock change bumps in the same transaction,
// so each API instance can tell whether the product list it holds is still current.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { counters } from './schema/index.ts';

export const CATALOG_COUNTER = 'catalog';

/** Catalog bumps made by this process (the catalog service trusts them when it is the only writer). */
let localBumps = 0;
export const localCatalogBumps = (): number => localBumps;

/** Bumps the catalog version; call inside the transaction that changed products or stock. */
export async function bumpCatalogVersion(tx: Pick<Db, 'insert'>): Promise<void> {
  localBumps++;
  await tx
    .insert(counters)
    .values({ key: CATALOG_COUNTER, value: 1 })
    .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + 1` } });
}

export async function readCatalogVersion(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ value: counters.value }).from(counters).where(eq(counters.key, CATALOG_COUNTER));
  return row?.value ?? 0;
}
