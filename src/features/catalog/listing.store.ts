// Listing filters, sort and page, kept in localStorage (spec §3). Any filter change goes back to page 1.
import { persistentJson } from '#/lib/persist.ts';
import { normalizeCategory } from '#/lib/product.ts';
import { decodeListing, EMPTY_LISTING, type ListingState, type Sort } from './listing.ts';

export const $listing = persistentJson<ListingState>('listing', 1, EMPTY_LISTING, decodeListing);

const change = (patch: Partial<ListingState>) => $listing.set({ ...$listing.get(), ...patch });
const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

export const toggleCategory = (c: string) => change({ categories: toggle($listing.get().categories, c), page: 1 });
export const toggleSize = (s: string) => change({ sizes: toggle($listing.get().sizes, s), page: 1 });
export const togglePrice = (p: string) => change({ prices: toggle($listing.get().prices, p), page: 1 });
/** A new order starts again at page 1 too: page 3 of another order means nothing. */
export const setSort = (sort: Sort) => change({ sort, page: 1 });
export const setPage = (page: number) => change({ page });
export const setQuery = (q: string) => change({ q, page: 1 });
export const clearFilters = () => change({ categories: [], sizes: [], prices: [], q: '', page: 1 });

/** The URL preselects: ?category= (dress, Top, skirts, co-ords…), ?q= search, ?new = Newly Added. */
export function applyUrl(search: string): void {
  const params = new URLSearchParams(search);
  const patch: Partial<ListingState> = { q: (params.get('q') ?? '').slice(0, 100) };
  const category = normalizeCategory(params.get('category'));
  if (category) Object.assign(patch, { categories: [category], page: 1 });
  if (params.has('new')) Object.assign(patch, { sort: 'newest', page: 1 });
  if (patch.q !== $listing.get().q) patch.page = 1;
  change(patch);
}
