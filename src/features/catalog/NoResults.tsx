// A search that finds nothing: say so, and offer ways on (the search without the filters, each word that
// does find something on its own, the categories).
import { CATEGORIES } from '#/lib/product.ts';
import type { SearchHints } from './listing-search.ts';

type Props = {
  hints: SearchHints;
  onSearch: (q: string) => void;
  onClearFilters: () => void;
  onCategory: (category: string) => void;
};

const chip = 'inline-flex min-h-10 items-center rounded-pill border border-line bg-white px-4 text-sm hover:border-ink';

export function NoResults({ hints, onSearch, onClearFilters, onCategory }: Props) {
  return (
    <div className="py-10 sm:py-16" data-no-results>
      <p className="text-muted">Check the spelling, use fewer words, or try one of these.</p>
      {hints.withoutFilters > 0 && (
        <button type="button" className="btn-outline mt-6" onClick={onClearFilters}>
          Show {hints.withoutFilters} {hints.withoutFilters === 1 ? 'result' : 'results'} without the filters
        </button>
      )}
      {hints.words.length > 0 && (
        <section className="mt-8" aria-labelledby="no-results-words">
          <h2 id="no-results-words" className="font-sans text-sm font-semibold">
            Search for
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {hints.words.map((w) => (
              <li key={w.word}>
                <button type="button" className={chip} onClick={() => onSearch(w.word)}>
                  {w.word} ({w.count})
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="mt-8" aria-labelledby="no-results-categories">
        <h2 id="no-results-categories" className="font-sans text-sm font-semibold">
          Browse the collections
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {CATEGORIES.map((c) => (
            <li key={c.value}>
              <a
                href={`/products?category=${c.value}`}
                className={chip}
                onClick={(e) => {
                  e.preventDefault();
                  onCategory(c.value);
                }}
              >
                {c.collection}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
