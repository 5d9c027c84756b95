// Listing logic (spec §2 Products listing, §9): filters by category, size and inclusive price ranges,
// name/category search, four sorts, 15 per page. Pure and fast on 10,000 products: each product's
// lowercase text is computed once per list (cached by list identity) and every change is one pass.
import type { Product } from '#/lib/product.ts';
import { isPlainObject } from '#/lib/persist.ts';
import { categoryLabel } from '#/lib/product.ts';

export const PAGE_SIZE = 15;
export const PRICE_RANGES = [
  { value: '0-500', label: '₹0-500', min: 0, max: 500 },
  { value: '500-1000', label: '₹500-1000', min: 500, max: 1000 },
  { value: '1000-2000', label: '₹1000-2000', min: 1000, max: 2000 },
  { value: '2000-3000', label: '₹2000-3000', min: 2000, max: 3000 },
] as const;
export const SORTS = [
  { value: '', label: 'Relevance' },
  { value: 'low-high', label: 'Price: Low to High' },
  { value: 'high-low', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newly Added' },
  { value: 'bestselling', label: 'Bestselling' },
] as const;
export type Sort = (typeof SORTS)[number]['value'];

export type ListingState = {
  categories: string[];
  sizes: string[];
  prices: string[];
  sort: Sort;
  page: number;
  q: string;
};
export const EMPTY_LISTING: ListingState = { categories: [], sizes: [], prices: [], sort: '', page: 1, q: '' };

const searchText = new WeakMap<readonly Product[], string[]>();
function textsOf(list: readonly Product[]): string[] {
  let texts = searchText.get(list);
  if (!texts) {
    texts = list.map((p) => `${p.name} ${p.category} ${categoryLabel(p.category)} ${p.subCategory}`.toLowerCase());
    searchText.set(list, texts);
  }
  return texts;
}

export function applyListing(list: readonly Product[], state: ListingState) {
  const texts = textsOf(list);
  const q = state.q.trim().toLowerCase();
  const cats = new Set(state.categories.map((c) => c.toLowerCase()));
  const sizes = new Set(state.sizes);
  const ranges = PRICE_RANGES.filter((r) => state.prices.includes(r.value));
  const matches: Product[] = [];
  for (let i = 0; i < list.length; i++) {
    const p = list[i]!;
    if (cats.size && !cats.has(p.category.toLowerCase())) continue;
    // A size counts when the product is made in it, in stock or not: the card shows stock per size.
    if (sizes.size && !p.sizes.some((s) => sizes.has(s.size))) continue;
    if (ranges.length && !ranges.some((r) => p.price >= r.min && p.price <= r.max)) continue;
    if (q && !texts[i]!.includes(q)) continue;
    matches.push(p);
  }
  const sorted = sortProducts(matches, state.sort);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(state.page) || 1), pages);
  return { items: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: sorted.length, pages, page };
}

function sortProducts(list: Product[], sort: Sort): Product[] {
  switch (sort) {
    case 'low-high':
      return list.sort((a, b) => a.price - b.price);
    case 'high-low':
      return list.sort((a, b) => b.price - a.price);
    case 'newest':
      // ISO 8601 UTC strings: their text order is their time order.
      return list.sort((a, b) => (a.dateAdded < b.dateAdded ? 1 : a.dateAdded > b.dateAdded ? -1 : 0));
    case 'bestselling':
      return list.sort((a, b) => b.sold - a.sold);
    default:
      return list; // the API's order: newest first
  }
}

const strings = (v: unknown, allowed?: readonly string[]) =>
  Array.isArray(v)
    ? [
        ...new Set(
          v.filter((x): x is string => typeof x === 'string' && x.length <= 40 && (!allowed || allowed.includes(x))),
        ),
      ]
    : [];

export function decodeListing(value: unknown): ListingState | undefined {
  if (!isPlainObject(value)) return undefined;
  const sort = SORTS.some((s) => s.value === value.sort) ? (value.sort as Sort) : '';
  const page = typeof value.page === 'number' && Number.isInteger(value.page) && value.page >= 1 ? value.page : 1;
  return {
    categories: strings(value.categories),
    sizes: strings(value.sizes),
    prices: strings(
      value.prices,
      PRICE_RANGES.map((r) => r.value),
    ),
    sort,
    page,
    q: typeof value.q === 'string' ? value.q.slice(0, 100) : '',
  };
}
