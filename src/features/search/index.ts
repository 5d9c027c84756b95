// The search feature as other features use it: the header opens the overlay, the catalog ranks its listing with
// the same forgiving search. The build writes /search-index.json from search-index.ts directly.
export { openSearch } from './open-search.ts';
export { buildIndex, queryWords, rankedMatches, searchScores, wordScores, type SearchIndex } from './search.ts';
export { productDoc } from './search-index.ts';
