// Search on the listing: scores every product for the query with the search index (features/search),
// built once per product list. Kept apart from listing.ts so the listing loads it only when there is a search.
import type { Product } from '#/lib/product.ts';
import {
  buildIndex,
  queryWords,
  searchScores,
  wordScores,
  type SearchIndex,
  productDoc,
} from '#/features/search/index.ts';
import type { ListingState } from './listing.ts';

type Cached = { index: SearchIndex; last?: { q: string; scores: Float32Array | undefined } };
const cache = new WeakMap<readonly Product[], Cached>();

function cached(list: readonly Product[]): Cached {
  let c = cache.get(list);
  if (!c) {
    c = { index: buildIndex(list.map(productDoc)) };
    cache.set(list, c);
  }
  return c;
}

/** Scores per product for the query (undefined when blank), reusing the last answer while only filters change. */
export function listingScores(list: readonly Product[], q: string): Float32Array | undefined {
  const query = q.trim();
  if (!query) return undefined;
  const c = cached(list);
  if (c.last?.q !== query) c.last = { q: query, scores: searchScores(c.index, query) };
  return c.last.scores;
}

export type SearchHints = { withoutFilters: number; words: { word: string; count: number }[] };

/** For a search that finds nothing: how many it finds without the filters, and each word that finds something. */
export function searchHints(list: readonly Product[], state: ListingState): SearchHints {
  const withoutFilters = listingScores(list, state.q)?.reduce((n, s) => (s > 0 ? n + 1 : n), 0) ?? 0;
  const words = queryWords(state.q);
  const { index } = cached(list);
  const found =
    words.length < 2
      ? []
      : words.flatMap((word) => {
          const count = wordScores(index, word).reduce((n, s) => (s > 0 ? n + 1 : n), 0);
          return count ? [{ word, count }] : [];
        });
  return { withoutFilters, words: found };
}
