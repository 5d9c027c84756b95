// The sub-categories in use, as the console suggests them: per category, names that differ only in case are one
// style, spelt as most of its products spell it, counted together; most used first.
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
