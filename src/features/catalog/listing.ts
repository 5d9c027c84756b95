// Listing logic (docs/product/catalog-and-search.md#products-listing): filters (category, style, size, inclusive price
// ranges, colour, fabric, occasion), search results (scored by listing-search.ts, loaded only for a search), four
// sorts, 15 per page, and a count beside every filter option. Pure and fast on 10,000 products: what each
// product offers per filter is computed once per list (cached by list identity) and every change is one pass.
import type { CardProduct, Product } from '#/lib/product.ts';
import { CATEGORIES, productImages, styleLabel } from '#/lib/product.ts';
import { isPlainObject } from '#/lib/persist.ts';
import { SIZES } from '#/lib/sizes.ts';

export const PAGE_SIZE = 15;

/** A listing card's product: what the prerendered first page carries in the page's HTML (the island's props). */
export type ListingCard = CardProduct & { _id: string };

// Only what a card shows (at most two photos: the second is the hover photo). The whole products of the first
// page were 20 of the listing's 33 KB of props and pushed its HTML past the first 14.6 KB a new connection
// delivers in one round trip (listing first paint 0.90 s; 0.75 s on pages that fit).
export function listingCard(p: Product): ListingCard {
  return {
    _id: p._id,
    name: p.name,
    price: p.price,
    ...(p.mrp !== undefined && { mrp: p.mrp }),
    image: productImages(p).slice(0, 2),
    sizes: p.sizes.map(({ size, stock }) => ({ size, stock })),
  };
}

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

/** The filters in the order the sidebar shows them; `param` names them in the listing's URL. */
export const FACETS = [
  { key: 'categories', param: 'category', legend: 'Category' },
  { key: 'styles', param: 'style', legend: 'Style' },
  { key: 'sizes', param: 'size', legend: 'Size' },
  { key: 'prices', param: 'price', legend: 'Price' },
  { key: 'colours', param: 'colour', legend: 'Colour' },
  { key: 'fabrics', param: 'fabric', legend: 'Fabric' },
  { key: 'occasions', param: 'occasion', legend: 'Occasion' },
] as const;
export type FacetKey = (typeof FACETS)[number]['key'];

export type ListingState = Record<FacetKey, string[]> & { sort: Sort; page: number; q: string };
export const EMPTY_LISTING: ListingState = {
  categories: [],
  styles: [],
  sizes: [],
  prices: [],
  colours: [],
  fabrics: [],
  occasions: [],
  sort: '',
  page: 1,
  q: '',
};

export type FacetOption = { value: string; label: string; count: number };
export type FacetCounts = { key: FacetKey; legend: string; options: FacetOption[] }[];

/** How an option reads: "Dress", "Maxi", "₹0-500"; colours, fabrics and occasions as the catalog spells them. */
export function optionLabel(key: FacetKey, value: string): string {
  if (key === 'categories') return CATEGORIES.find((c) => c.value === value)?.label ?? value;
  if (key === 'prices') return PRICE_RANGES.find((r) => r.value === value)?.label ?? value;
  return key === 'styles' ? styleLabel(value) : value;
}

/**
 * The chips of a one-category listing: the styles (sub-categories) its products have, with their counts, and any chosen
 * one. Undefined without exactly one category, or with fewer than two styles to choose between and none chosen.
 */
export function styleChips(state: ListingState, facets: FacetCounts): FacetOption[] | undefined {
  if (state.categories.length !== 1) return undefined;
  const styles = facets.find((f) => f.key === 'styles')?.options ?? [];
  const shown = styles.filter((o) => o.count > 0 || state.styles.includes(o.value));
  return shown.length >= 2 || state.styles.length > 0 ? shown : undefined;
}

/** What a product offers per filter (categories lowercased: the URL's ?category=Top means top). */
function eachValue(p: Product, facet: number, use: (value: string) => void): void {
  if (facet === 0) use(p.category.toLowerCase());
  else if (facet === 1) {
    if (p.subCategory) use(p.subCategory);
  } else if (facet === 2) {
    // A size counts when the product is made in it, in stock or not: the card shows stock per size.
    for (const s of p.sizes) use(s.size);
  } else if (facet === 3) {
    for (const r of PRICE_RANGES) if (p.price >= r.min && p.price <= r.max) use(r.value);
  } else {
    const value = p[(['colour', 'fabric', 'occasion'] as const)[facet - 4]!];
    if (value) use(value);
  }
}

/**
 * Per filter: its options in display order, and each product's options as numbers (product i holds
 * codes[start[i]] … codes[start[i + 1] - 1]), so a change compares small integers instead of strings.
 */
type Encoded = { options: string[]; start: Int32Array; codes: Int32Array };
const prepared = new WeakMap<readonly Product[], Encoded[]>();
const FIXED_OPTIONS: (readonly string[] | undefined)[] = [
  CATEGORIES.map((c) => c.value),
  undefined,
  SIZES,
  PRICE_RANGES.map((r) => r.value),
];

function prepare(list: readonly Product[]): Encoded[] {
  let encoded = prepared.get(list);
  if (encoded) return encoded;
  encoded = FACETS.map((_, f) => {
    let options = FIXED_OPTIONS[f] ? [...FIXED_OPTIONS[f]] : undefined;
    if (!options) {
      const seen = new Set<string>();
      for (const p of list) eachValue(p, f, (v) => seen.add(v));
      options = [...seen].sort((a, b) => a.localeCompare(b));
    }
    const index = new Map(options.map((o, i) => [o, i]));
    const start = new Int32Array(list.length + 1);
    const codes: number[] = [];
    for (let i = 0; i < list.length; i++) {
      eachValue(list[i]!, f, (v) => {
        const code = index.get(v);
        if (code !== undefined) codes.push(code);
      });
      start[i + 1] = codes.length;
    }
    return { options, start, codes: Int32Array.from(codes) };
  });
  prepared.set(list, encoded);
  return encoded;
}

/**
 * One page of the listing and the filter counts. `scores`: the search's score per product (listing-search.ts)
 * when the state has a search; without them the search is not applied.
 */
export function applyListing(list: readonly Product[], state: ListingState, scores?: Float32Array) {
  const facets = prepare(list);
  const chosen = FACETS.map((f) =>
    f.key === 'categories' ? state.categories.map((c) => c.toLowerCase()) : state[f.key],
  );
  // Per filter, which option numbers are chosen; a filter with none chosen does not filter.
  const selected = facets.map((e, f) => {
    const flags = new Uint8Array(e.options.length);
    for (const v of chosen[f]!) {
      const i = e.options.indexOf(v);
      if (i >= 0) flags[i] = 1;
    }
    return flags;
  });
  const active = FACETS.flatMap((_, f) => (chosen[f]!.length ? [f] : []));
  // Counts beside each option: how many products it would show, given the search and the other filters.
  const counts = facets.map((e) => new Int32Array(e.options.length));
  const add = (f: number, i: number) => {
    const { start, codes } = facets[f]!;
    for (let k = start[i]!; k < start[i + 1]!; k++) counts[f]![codes[k]!]!++;
  };
  const offers = (f: number, i: number) => {
    const { start, codes } = facets[f]!;
    for (let k = start[i]!; k < start[i + 1]!; k++) if (selected[f]![codes[k]!]) return true;
    return false;
  };
  const matches: number[] = [];
  for (let i = 0; i < list.length; i++) {
    if (scores && !(scores[i]! > 0)) continue;
    let failed = -1;
    let fails = 0;
    for (const f of active) {
      if (offers(f, i)) continue;
      failed = f;
      if (++fails > 1) break;
    }
    if (fails === 0) {
      matches.push(i);
      for (let f = 0; f < facets.length; f++) add(f, i);
    } else if (fails === 1) add(failed, i);
  }

  const sorted = sortProducts(list, matches, state.sort, scores);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(state.page) || 1), pages);
  return {
    items: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((i) => list[i]!),
    total: sorted.length,
    pages,
    page,
    facets: FACETS.map((f, i) => {
      const { options } = facets[i]!;
      // A chosen option the catalog lacks stays listed (count 0), so it can be unchosen.
      const values = [...options, ...chosen[i]!.filter((v) => !options.includes(v))];
      const list = values.map((value, k) => ({ value, label: optionLabel(f.key, value), count: counts[i]![k] ?? 0 }));
      return { key: f.key, legend: f.legend, options: list };
    }) satisfies FacetCounts,
  };
}

function sortProducts(list: readonly Product[], matches: number[], sort: Sort, scores?: Float32Array): number[] {
  switch (sort) {
    case 'low-high':
      return matches.sort((a, b) => list[a]!.price - list[b]!.price);
    case 'high-low':
      return matches.sort((a, b) => list[b]!.price - list[a]!.price);
    case 'newest':
      // ISO 8601 UTC strings: their text order is their time order.
      return matches.sort((a, b) => {
        const x = list[a]!.dateAdded;
        const y = list[b]!.dateAdded;
        return x < y ? 1 : x > y ? -1 : 0;
      });
    case 'bestselling':
      return matches.sort((a, b) => list[b]!.sold - list[a]!.sold);
    default:
      // Relevance: the best search matches first, ties in the API's order; without a search, the API's order
      // (newest first). Every match scores above 0 (applyListing leaves out the rest).
      return scores ? matches.sort((a, b) => scores[b]! - scores[a]! || a - b) : matches;
  }
}

/** The applied filters, one entry per chosen option, in the sidebar's order. */
export function appliedFilters(state: ListingState): { key: FacetKey; value: string; label: string }[] {
  return FACETS.flatMap((f) => state[f.key].map((value) => ({ key: f.key, value, label: optionLabel(f.key, value) })));
}

export const filterCount = (state: ListingState) => FACETS.reduce((n, f) => n + state[f.key].length, 0);

const strings = (v: unknown, allowed?: readonly string[]) =>
  Array.isArray(v)
    ? [
        ...new Set(
          v.filter((x): x is string => typeof x === 'string' && x.length <= 40 && (!allowed || allowed.includes(x))),
        ),
      ].slice(0, 30)
    : [];

/** A stored or URL-given state, validated: unknown sorts and price ranges are dropped, the page is ≥ 1. */
export function decodeListing(value: unknown): ListingState | undefined {
  if (!isPlainObject(value)) return undefined;
  const sort = SORTS.some((s) => s.value === value.sort) ? (value.sort as Sort) : '';
  const page = typeof value.page === 'number' && Number.isInteger(value.page) && value.page >= 1 ? value.page : 1;
  const state: ListingState = {
    ...EMPTY_LISTING,
    sort,
    page,
    q: typeof value.q === 'string' ? value.q.slice(0, 100) : '',
  };
  for (const f of FACETS)
    state[f.key] = strings(value[f.key], f.key === 'prices' ? PRICE_RANGES.map((r) => r.value) : undefined);
  return state;
}

/** Pagination that fits a phone: first, last, the current page and `around` pages each side, gaps as 'gap'. */
export function pageItems(page: number, pages: number, around = 1): (number | 'gap')[] {
  // As many buttons as the windowed form would need: show every page.
  if (pages <= 2 * around + 5) return Array.from({ length: pages }, (_, i) => i + 1);
  const keep = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pages) keep.add(n);
  // A gap of one page shows that page instead: "1 … 3" hides nothing worth hiding.
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const prev = out.at(-1);
    if (typeof prev === 'number' && n - prev === 2) out.push(prev + 1);
    else if (typeof prev === 'number' && n - prev > 2) out.push('gap');
    out.push(n);
  }
  return out;
}
