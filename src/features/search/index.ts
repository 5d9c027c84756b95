// The search feature as other features use it: the header opens the overlay and the catalog's listing scores its
// products with the same forgiving search, both loading it on first use only (never with a page's first load).
// The build writes /search-index.json from search-index.ts directly.
export { openSearch } from './search-mount.tsx';
export { buildIndex, queryWords, searchScores, wordScores, type SearchIndex } from './search.ts';
export { productDoc } from './search-index.ts';
