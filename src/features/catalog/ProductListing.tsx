// /products (spec §2 Products listing): collapsible filters, sort, 15 per page, all kept in localStorage.
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { SlidersHorizontal, X } from 'lucide-react';
import type { Product } from '#/lib/product.ts';
import { CATEGORIES } from '#/lib/product.ts';
import { SIZES } from '#/lib/sizes.ts';
import { ProductCard } from '#/components/ui/ProductCard.tsx';
import { $products } from './products.store.ts';
import { applyListing, EMPTY_LISTING, PRICE_RANGES, SORTS, type Sort } from './listing.ts';
import {
  $listing,
  applyUrl,
  clearFilters,
  setPage,
  setQuery,
  setSort,
  toggleCategory,
  togglePrice,
  toggleSize,
} from './listing.store.ts';

type Props = { firstPage: Product[]; total: number };

const listingGrid = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3';
const pageButton = 'inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold';

export function ProductListing({ firstPage, total: initialTotal }: Props) {
  const live = useStore($products);
  const state = useStoredValue($listing, EMPTY_LISTING);
  const deferred = useDeferredValue(state);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const gridTop = useRef<HTMLDivElement>(null);

  useEffect(() => {
    applyUrl(window.location.search);
    setReady(true);
    setOpen(window.matchMedia('(min-width: 1024px)').matches);
  }, []);

  // Keep the address in step so a copied link shows the same result.
  useEffect(() => {
    if (!ready) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('new');
    if (state.categories.length === 1) url.searchParams.set('category', state.categories[0]!);
    else url.searchParams.delete('category');
    if (state.q) url.searchParams.set('q', state.q);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  }, [ready, state.categories, state.q]);

  const result = live ? applyListing(live, deferred) : undefined;
  const untouched =
    !state.categories.length &&
    !state.sizes.length &&
    !state.prices.length &&
    !state.q &&
    !state.sort &&
    state.page === 1;
  // Until the live list arrives, the prerendered first page stands in for the default view.
  const items = result?.items ?? (!ready || untouched ? firstPage : undefined);
  const total = result?.total ?? initialTotal;
  const pages = result?.pages ?? Math.ceil(initialTotal / 15);
  const page = result?.page ?? 1;
  const activeFilters = state.categories.length + state.sizes.length + state.prices.length;

  const goTo = (p: number) => {
    setPage(p);
    gridTop.current?.scrollIntoView({
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      block: 'start',
    });
  };

  return (
    <div className="pt-10">
      <p className="eyebrow">The collection</p>
      <h1 className="mt-2 text-title">
        {state.categories.length === 1
          ? (CATEGORIES.find((c) => c.value === state.categories[0])?.collection ?? 'All Products')
          : 'All Products'}
      </h1>

      <div
        ref={gridTop}
        className="mt-6 flex scroll-mt-24 flex-wrap items-center justify-between gap-3 border-y border-line py-3"
      >
        <button
          type="button"
          className="btn-outline"
          aria-expanded={open}
          aria-controls="filters"
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal size={16} aria-hidden="true" />
          {open ? 'Hide Filters' : 'Show Filters'}
          {activeFilters > 0 && <span className="rounded-pill bg-rose px-2 text-xs text-white">{activeFilters}</span>}
        </button>
        <p className="text-sm text-muted" aria-live="polite" data-result-count>
          {items === undefined ? 'Loading products...' : `${total} ${total === 1 ? 'product' : 'products'}`}
        </p>
        <label className="flex items-center gap-2 text-sm">
          Sort by
          <select className="field w-auto" value={state.sort} onChange={(e) => setSort(e.target.value as Sort)}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {state.q && (
        <p className="mt-4 flex items-center gap-2 text-sm">
          Results for
          <span className="inline-flex items-center gap-1 rounded-pill bg-sand px-3 py-1 font-medium">
            “{state.q}”
            <button
              type="button"
              aria-label="Clear search"
              className="-mr-1 inline-flex size-6 items-center justify-center rounded-full hover:bg-linen"
              onClick={() => setQuery('')}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </span>
        </p>
      )}

      <div className={`mt-6 grid gap-8 ${open ? 'lg:grid-cols-[15rem_1fr]' : ''}`}>
        {open && (
          <aside id="filters" aria-label="Filters" className="space-y-6">
            <FilterGroup
              legend="Category"
              options={CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
              selected={state.categories}
              onToggle={toggleCategory}
            />
            <FilterGroup
              legend="Size"
              options={SIZES.map((s) => ({ value: s, label: s }))}
              selected={state.sizes}
              onToggle={toggleSize}
            />
            <FilterGroup
              legend="Price"
              options={PRICE_RANGES.map((r) => ({ value: r.value, label: r.label }))}
              selected={state.prices}
              onToggle={togglePrice}
            />
            {activeFilters > 0 && (
              <button type="button" className="text-sm link-underline" onClick={clearFilters}>
                Clear filters
              </button>
            )}
          </aside>
        )}
        <div>
          {items === undefined ? (
            <p className="py-16 text-center text-muted">Loading products...</p>
          ) : items.length === 0 ? (
            <div className="py-16 text-center">
              <p className="text-muted">No products match your filters.</p>
              <button type="button" className="btn-outline mt-6" onClick={clearFilters}>
                Clear filters
              </button>
            </div>
          ) : (
            <ul className={`${listingGrid} ${open ? 'xl:grid-cols-4' : 'lg:grid-cols-4 xl:grid-cols-5'}`} data-listing>
              {items.map((p, i) => (
                <li key={p._id}>
                  <ProductCard product={p} eager={i < 4} priority={i === 0} headingLevel="h2" />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && items && items.length > 0 && (
            <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
              <button type="button" className="btn-outline px-4" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous
              </button>
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <button
                  key={n}
                  type="button"
                  className={`${pageButton} ${n === page ? 'bg-ink text-ivory' : 'hover:bg-sand'}`}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                  onClick={() => goTo(n)}
                >
                  {n}
                </button>
              ))}
              <button
                type="button"
                className="btn-outline px-4"
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                Next
              </button>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}

function FilterGroup({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: { value: string; label: string }[];
  selected: string[];
  onToggle: (v: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-xs font-semibold tracking-[0.2em] uppercase">{legend}</legend>
      <ul className="mt-3 space-y-1">
        {options.map((o) => (
          <li key={o.value}>
            <label className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-ink"
                checked={selected.includes(o.value)}
                onChange={() => onToggle(o.value)}
              />
              {o.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
