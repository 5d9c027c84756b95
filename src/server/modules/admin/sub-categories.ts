// Sub-categories are the owner's words. The console suggests those in use: per category, names that differ only in
// case are one style, spelt as most of its products spell it, counted together; most used first. A name saved in
// another case than one its category has takes that one's spelling, so one style never splits into two filters.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { products } from '#/server/db/schema/index.ts';
import { CATEGORY_VALUES } from '#/lib/product.ts';

export type SubCategoryUse = { category: string; name: string; count: number };

export function mergeSpellings(rows: readonly SubCategoryUse[]): SubCategoryUse[] {
  const styles = new Map<string, { spellings: SubCategoryUse[]; count: number }>();
  for (const row of rows) {
    const key = `${row.category}\u0000${row.name.toLowerCase()}`;
    const style = styles.get(key) ?? styles.set(key, { spellings: [], count: 0 }).get(key)!;
    style.spellings.push(row);
    style.count += row.count;
  }
  const order = (category: string) => {
    const i = (CATEGORY_VALUES as readonly string[]).indexOf(category);
    return i < 0 ? CATEGORY_VALUES.length : i;
  };
  return [...styles.values()]
    .map(({ spellings, count }) => {
      const usual = [...spellings].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))[0]!;
      return { category: usual.category, name: usual.name, count };
    })
    .sort((a, b) => order(a.category) - order(b.category) || b.count - a.count || a.name.localeCompare(b.name));
}

/** The sub-categories the products (not archived) use, per category. */
export async function subCategoriesInUse(db: Db): Promise<SubCategoryUse[]> {
  const rows = await db
    .select({ category: products.category, name: products.subCategory, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.archived, false), ne(products.subCategory, '')))
    .groupBy(products.category, products.subCategory);
  return mergeSpellings(rows);
}

/** `typed` in the spelling its category already uses ("kurta SET" is the category's "Kurta set"), else as typed. */
export async function usualSpelling(tx: Tx, category: string, typed: string, except = ''): Promise<string> {
  if (!typed) return typed;
  const [usual] = await tx
    .select({ name: products.subCategory })
    .from(products)
    .where(
      and(
        eq(products.category, category),
        sql`lower(${products.subCategory}) = ${typed.toLowerCase()}`,
        ne(products.id, except),
      ),
    )
    .groupBy(products.subCategory)
    .orderBy(desc(sql`count(*)`), asc(products.subCategory))
    .limit(1);
  return usual?.name ?? typed;
}
