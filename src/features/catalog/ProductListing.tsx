// /products (docs/product/catalog-and-search.md#products-listing): filters with counts (a sidebar on desktop, a bottom
// sheet on phones), applied filters as chips, sort, 15 per page; all kept in localStorage and in the address
// (shareable).
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { SlidersHorizontal, X } from 'lucide-react';
import { CATEGORIES } from '#/lib/product.ts';
import { Options } from '#/components/ui/Options.tsx';
import { ProductCard } from '#/components/ui/ProductCard.tsx';
import { $products } from './products.store.ts';
import {
  applyListing,
  EMPTY_LISTING,
  filterCount,
  PAGE_SIZE,
  SORTS,
  styleChips,
  type FacetCounts,
  type ListingCard,
  type Sort,
} from './listing.ts';

type ListingSearch = typeof import('./listing-search.ts');
import {
  $listing,
  browseCategory,
  clearFilters,
  clearStyles,
  setPage,
  setQuery,
  setSort,
  syncWithAddress,
  toggleFilter,
} from './listing.store.ts';
import { FilterGroups } from './FilterGroups.tsx';
import { FilterSheet } from './FilterSheet.tsx';
import { FilterChips } from './FilterChips.tsx';
import { StyleChips } from './StyleChips.tsx';
import { Pagination } from './Pagination.tsx';
import { NoResults } from './NoResults.tsx';

type Props = { firstPage: ListingCard[]; total: number; facets: FacetCounts };

// 15 a page fills whole rows of 3 and of 5 columns: no holes on a tablet or a desktop.
const gridBase = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3';
const toolbar = [
  'sticky top-16 z-30 -mx-4 mt-4 flex items-center gap-2 border-y border-line bg-ivory/95 px-4 py-2 backdrop-blur',
  'sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:mt-6 lg:bg-transparent lg:px-0 lg:py-3 lg:backdrop-blur-none',
].join(' ');
const badge = 'rounded-pill bg-rose px-2 text-xs text-white';

export function ProductListing({ firstPage, total: initialTotal, facets: initialFacets }: Props) {
  const live = useStore($products);
  const state = useStoredValue($listing, EMPTY_LISTING);
  const deferred = useDeferredValue(state);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(true);
  const [sheet, setSheet] = useState(false);
  const resultsTop = useRef<HTMLDivElement>(null);
  const sheetButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const stop = syncWithAddress();
    setReady(true);
    return stop;
  }, []);

  // The search code loads with the first search (most visits never search).
  const [search, setSearch] = useState<ListingSearch>();
  const searching = deferred.q.trim() !== '';
  useEffect(() => {
    if (searching && !search) void import('./listing-search.ts').then(setSearch);
  }, [searching, search]);
  const scores = live && searching ? search?.listingScores(live, deferred.q) : undefined;
  const result = live && (!searching || search) ? applyListing(live, deferred, scores) : undefined;
  const untouched = filterCount(state) === 0 && !state.q && !state.sort && state.page === 1;
  // Until the live list arrives, the prerendered first page stands in for the default view.
  const items: readonly ListingCard[] | undefined = result?.items ?? (!ready || untouched ? firstPage : undefined);
  const total = result?.total ?? initialTotal;
  const pages = result?.pages ?? Math.ceil(initialTotal / PAGE_SIZE);
  const page = result?.page ?? 1;
  const facets = result?.facets ?? initialFacets;
  const activeFilters = filterCount(state);
  const query = deferred.q.trim();
  const collection = CATEGORIES.find((c) => c.value === state.categories[0])?.collection;
  const styles = styleChips(state, facets);
  const nothingFound = items !== undefined && items.length === 0;
  // A search that finds nothing, with no filter on: a sidebar of zeros would only be noise.
  const sidebar = open && !(nothingFound && query && activeFilters === 0);

  const goTo = (p: number) => {
    setPage(p);
    resultsTop.current?.scrollIntoView({
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      block: 'start',
    });
  };

  return (
    <div className="pt-8 lg:pt-10">
      <p className="eyebrow">{query ? 'Search' : 'The collection'}</p>
      <h1 className="mt-2 text-title break-words">
        {query
          ? `${nothingFound && live ? 'No results for' : 'Results for'} “${query}”`
          : state.categories.length === 1
            ? (collection ?? 'All Products')
            : 'All Products'}
      </h1>
      <p className="mt-1 text-sm text-muted" aria-live="polite" data-result-count>
        {items === undefined ? 'Loading products...' : `${total} ${total === 1 ? 'product' : 'products'}`}
      </p>

      <div className={toolbar}>
        <button
          ref={sheetButton}
          type="button"
          className="btn-outline shrink-0 px-3.5 lg:hidden"
          aria-haspopup="dialog"
          onClick={() => setSheet(true)}
        >
          <SlidersHorizontal size={16} aria-hidden="true" />
          Filter
          {activeFilters > 0 && <span className={badge}>{activeFilters}</span>}
        </button>
        <button
          type="button"
          className="btn-outline hidden lg:inline-flex"
          aria-expanded={open}
          aria-controls="filters"
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal size={16} aria-hidden="true" />
          {open ? 'Hide Filters' : 'Show Filters'}
          {activeFilters > 0 && <span className={badge}>{activeFilters}</span>}
        </button>
        <label className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-2 text-sm lg:flex-none">
          <span className="sr-only sm:not-sr-only sm:shrink-0">Sort by</span>
          <select
            className="field w-full min-w-0 sm:w-auto"
            value={state.sort}
            onChange={(e) => setSort(e.target.value as Sort)}
          >
            <Options choices={SORTS} />
          </select>
        </label>
      </div>

      {styles && collection && (
        <StyleChips
          collection={collection}
          chips={styles}
          chosen={state.styles}
          onToggle={toggleFilter}
          onAll={clearStyles}
        />
      )}

      {(query || activeFilters > 0) && (
        <div className="flex flex-wrap items-center gap-x-3">
          {query && (
            <p className="mt-4 inline-flex items-center gap-1 rounded-pill bg-sand py-1 pr-1 pl-3 text-sm font-medium">
              “{query}”
              <button
                type="button"
                aria-label="Clear search"
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-linen"
                onClick={() => setQuery('')}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </p>
          )}
          <FilterChips state={state} onRemove={toggleFilter} onClear={clearFilters} />
        </div>
      )}

      <div className={`mt-6 grid gap-8 ${sidebar ? 'lg:grid-cols-[15rem_1fr]' : ''}`}>
        {sidebar && (
          <aside id="filters" aria-label="Filters" className="hidden space-y-6 lg:block">
            <FilterGroups facets={facets} state={state} onToggle={toggleFilter} />
            {activeFilters > 0 && (
              <button type="button" className="text-sm link-underline" onClick={clearFilters}>
                Clear filters
              </button>
            )}
          </aside>
        )}
        <div ref={resultsTop} className="min-w-0 scroll-mt-36 lg:scroll-mt-24">
          {items === undefined ? (
            <p className="py-16 text-center text-muted">Loading products...</p>
          ) : nothingFound && query && live && search ? (
            <NoResults
              hints={search.searchHints(live, deferred)}
              onSearch={setQuery}
              onClearFilters={clearFilters}
              onCategory={browseCategory}
            />
          ) : nothingFound ? (
            <div className="py-16 text-center">
              <p className="text-muted">No products match your filters.</p>
              <button type="button" className="btn-outline mt-6" onClick={clearFilters}>
                Clear filters
              </button>
            </div>
          ) : (
            <ul className={`${gridBase} ${open ? '2xl:grid-cols-5' : 'lg:grid-cols-5'}`} data-listing>
              {items.map((p, i) => (
                <li key={p._id}>
                  <ProductCard product={p} eager={i < 4} priority={i === 0} headingLevel="h2" />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && items && items.length > 0 && <Pagination page={page} pages={pages} onGo={goTo} />}
        </div>
      </div>

      {sheet && (
        <FilterSheet
          facets={facets}
          state={state}
          total={total}
          onToggle={toggleFilter}
          onClear={clearFilters}
          onClose={() => {
            setSheet(false);
            sheetButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
