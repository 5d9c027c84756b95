// The listing's state in its address, so a filtered, sorted page can be shared and bookmarked:
// /products?category=dress&size=M&size=L&price=0-500&sort=low-high&page=2&q=maxi. Each filter repeats its
// parameter per option. The spec's own forms still work: ?category=Top (any case, plural or singular),
// ?q= a search text, and ?new for Newly Added.
import { normalizeCategory } from '#/lib/product.ts';
import { decodeListing, EMPTY_LISTING, FACETS, type ListingState } from './listing.ts';

const PARAMS = new Set<string>([...FACETS.map((f) => f.param), 'sort', 'page', 'q', 'new']);

/** The state an address asks for; undefined when it names no filter, sort, page or search. */
export function listingFromSearch(search: string): ListingState | undefined {
  const params = new URLSearchParams(search);
  if (![...params.keys()].some((k) => PARAMS.has(k))) return undefined;
  const raw: Record<string, unknown> = {
    q: params.get('q') ?? '',
    sort: params.has('new') ? 'newest' : (params.get('sort') ?? ''),
    page: Number(params.get('page') ?? 1),
  };
  for (const f of FACETS) {
    const values = params.getAll(f.param).filter(Boolean);
    raw[f.key] =
      f.key === 'categories' ? values.map((v) => normalizeCategory(v)).filter((v) => v !== undefined) : values;
  }
  return decodeListing(raw) ?? EMPTY_LISTING;
}

/** The query string for a state ('' for the plain listing), the inverse of listingFromSearch. */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  for (const f of FACETS) for (const v of state[f.key]) params.append(f.param, v);
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The listing of one category, and of one of its styles when given (the product page's breadcrumb links). */
export const categoryListingPath = (category: string, style?: string): string =>
  `/products${listingSearch({ ...EMPTY_LISTING, categories: [category], styles: style ? [style] : [] })}`;

/**
 * What the listing opens with: what the address asks for, else what localStorage restored without its search. Only
 * the address carries a search, so a plain link to /products ("Browse all") never reopens an old one.
 */
export function startingListing(search: string, restored: ListingState): ListingState {
  return listingFromSearch(search) ?? { ...restored, q: '' };
}
