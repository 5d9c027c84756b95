// What search knows of a product, and the compact search file the build writes (/search-index.json) for
// the header's overlay: the overlay suggests on any page without loading the whole product list. The file
// keeps each product's name, category, style and filter details, and its description only as the distinct
// words that search could match (tokenize, minus stopwords and words already in the name or tags).
import { CATEGORIES, categoryLabel, type Product } from '#/lib/product.ts';
import { productPath } from '#/lib/product-path.ts';
import {
  buildIndex,
  isStopword,
  rankedMatches,
  searchScores,
  tokenize,
  type SearchDoc,
  type SearchIndex,
} from './search.ts';

type Searchable = Pick<Product, 'name' | 'category' | 'subCategory' | 'description' | 'colour' | 'fabric' | 'occasion'>;

const collectionOf = (category: string) => CATEGORIES.find((c) => c.value === category)?.collection ?? '';

function tagsOf(p: Omit<Searchable, 'description'>): string {
  const { category, subCategory, colour = '', fabric = '', occasion = '' } = p;
  return [category, categoryLabel(category), collectionOf(category), subCategory, colour, fabric, occasion].join(' ');
}

export const productDoc = (p: Searchable): SearchDoc => [p.name, tagsOf(p), p.description];

/** [name, category, subCategory, colour, fabric, occasion, description words] */
export type SearchRow = [string, string, string, string, string, string, string];
export type SearchFile = { v: 1; products: SearchRow[] };

export function searchFile(products: readonly Searchable[]): SearchFile {
  const words = products.map((p) => {
    const known = new Set([...tokenize(p.name, true), ...tokenize(tagsOf(p), true)]);
    return new Set(tokenize(p.description, true).filter((w) => !isStopword(w) && !known.has(w)));
  });
  // A description word that many products share tells suggestions little about any one of them, and in a
  // big catalog such words are most of the file: leave out those in more than 1 in 20 products (and 50).
  const limit = Math.max(50, products.length / 20);
  const shared = new Map<string, number>();
  for (const set of words) for (const w of set) shared.set(w, (shared.get(w) ?? 0) + 1);
  return {
    v: 1,
    products: products.map((p, i) => {
      const kept = [...words[i]!].filter((w) => shared.get(w)! <= limit).join(' ');
      return [p.name, p.category, p.subCategory, p.colour ?? '', p.fabric ?? '', p.occasion ?? '', kept];
    }),
  };
}

export function rowProduct(row: SearchRow): Searchable {
  const [name, category, subCategory, colour, fabric, occasion, description] = row;
  return { name, category, subCategory, colour, fabric, occasion, description };
}

export type Suggestion = { label: string; detail: string; href: string };
export type Suggestions = { categories: Suggestion[]; products: Suggestion[] };

/** A suggester over the search file: the best categories (and styles within them) and products for a query. */
export function createSuggester(file: SearchFile) {
  const products = file.products.map(rowProduct);
  const productIndex = buildIndex(products.map(productDoc));
  const groups = categoryGroups(products);
  const groupIndex: SearchIndex = buildIndex(groups.map((g) => g.doc));

  return (query: string, limits = { categories: 3, products: 6 }): Suggestions => ({
    categories: best(groupIndex, query, limits.categories).map((i) => groups[i]!.suggestion),
    products: best(productIndex, query, limits.products).map((i) => {
      const p = products[i]!;
      return { label: p.name, detail: collectionOf(p.category), href: productPath(p.name) };
    }),
  });
}

function best(index: SearchIndex, query: string, limit: number): number[] {
  const scores = searchScores(index, query);
  return scores ? rankedMatches(scores).slice(0, limit) : [];
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Each category, and each style within it ("Maxi Dresses"), linking to the listing filtered to it. */
function categoryGroups(products: readonly Searchable[]) {
  const seen = new Set<string>();
  const groups: { doc: SearchDoc; suggestion: Suggestion }[] = [];
  for (const c of CATEGORIES) {
    if (!products.some((p) => p.category === c.value)) continue;
    groups.push({
      doc: [c.collection, `${c.value} ${c.label}`, ''],
      suggestion: { label: c.collection, detail: 'Category', href: `/products?category=${c.value}` },
    });
  }
  for (const p of products) {
    const key = `${p.category}/${p.subCategory}`;
    if (!p.subCategory || seen.has(key)) continue;
    seen.add(key);
    const label = `${capitalize(p.subCategory)} ${collectionOf(p.category) || capitalize(p.category)}`;
    groups.push({
      doc: [label, `${p.category} ${categoryLabel(p.category)}`, ''],
      suggestion: {
        label,
        detail: 'Category',
        href: `/products?category=${encodeURIComponent(p.category)}&style=${encodeURIComponent(p.subCategory)}`,
      },
    });
  }
  return groups;
}
