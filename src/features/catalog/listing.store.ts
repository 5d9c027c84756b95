// Listing filters, sort and page, kept in localStorage (docs/product/catalog-and-search.md#products-listing) and
// mirrored in the address (listing-url.ts). Any filter change goes back to page 1.
import { persistentJson } from '#/lib/browser/persistent-json.ts';
import { decodeListing, EMPTY_LISTING, FACETS, type FacetKey, type ListingState, type Sort } from './listing.ts';
import { listingFromSearch, listingSearch, startingListing } from './listing-url.ts';

export const $listing = persistentJson<ListingState>('listing', 1, EMPTY_LISTING, decodeListing);

const change = (patch: Partial<ListingState>) => $listing.set({ ...$listing.get(), ...patch });
const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

export const toggleFilter = (key: FacetKey, value: string) =>
  change({ [key]: toggle($listing.get()[key], value), page: 1 });
/** Every style off (the style chips' "All"); the other filters stay. */
export const clearStyles = () => change({ styles: [], page: 1 });
/** A new order starts again at page 1 too: page 3 of another order means nothing. */
export const setSort = (sort: Sort) => change({ sort, page: 1 });
export const setPage = (page: number) => change({ page });
export const setQuery = (q: string) => change({ q, page: 1 });
/** A fresh listing of one category, as a link to it would open (sort and search reset). */
export const browseCategory = (category: string) => $listing.set({ ...EMPTY_LISTING, categories: [category] });
/** Every filter off; a search stays (it has its own chip to clear). */
export const clearFilters = () =>
  change({ ...Object.fromEntries(FACETS.map((f) => [f.key, []])), page: 1 } as Partial<ListingState>);

/**
 * Keeps the listing and the address in step while the listing is open; returns the way to stop.
 * At the start an address that names filters, a sort, a page or a search sets them (a shared link shows what
 * its sender saw); a bare /products keeps the filters, sort and page localStorage restored, but never a search:
 * only the address carries one, so "Browse all" after searching "indigo" is not "Results for 'indigo'".
 * Each later change becomes a history entry, so Back undoes it, and Back and Forward set the listing.
 */
export function syncWithAddress(): () => void {
  $listing.set(startingListing(window.location.search, $listing.get()));
  writeAddress('replace');
  const follow = () => $listing.set(listingFromSearch(window.location.search) ?? EMPTY_LISTING);
  window.addEventListener('popstate', follow);
  // After Back the address already says what the listing shows: nothing is pushed.
  const stop = $listing.listen(() => writeAddress('push'));
  return () => {
    window.removeEventListener('popstate', follow);
    stop();
  };
}

function writeAddress(mode: 'push' | 'replace'): void {
  const search = listingSearch($listing.get());
  if (search === window.location.search && mode === 'push') return;
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  if (mode === 'push') history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
}
