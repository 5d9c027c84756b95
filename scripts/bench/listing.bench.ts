// Times the listing logic on a large catalog: a filter change and a sort change (docs/decisions.md#budgets: ≤ 100 ms).
// Run: node scripts/bench/listing.bench.ts [catalog.json]  (products shaped like GET /api/product/list)
import { readFileSync } from 'node:fs';
import { generateCatalog } from '../catalog/generate.ts';
import { loadCatalog } from '#/server/db/catalog-file.ts';
import { applyListing as listing, EMPTY_LISTING, type ListingState } from '#/features/catalog/listing.ts';
import { listingScores } from '#/features/catalog/listing-search.ts';
import type { Product } from '#/lib/product.ts';

/** The listing with its search applied, as the island does once a search has loaded the search code. */
const applyListing = (list: Product[], state: ListingState) => listing(list, state, listingScores(list, state.q));

const source = process.argv[2];
const entries = source
  ? (JSON.parse(readFileSync(source, 'utf8')) as { products: never[] }).products
  : generateCatalog({ count: 10_000, demo: loadCatalog('content/catalog/demo.json') });
const products: Product[] = (entries as ReturnType<typeof generateCatalog>).map((e, i) => ({
  _id: String(i),
  name: e.name,
  price: e.price,
  image: e.image,
  category: e.category,
  subCategory: e.subCategory,
  description: e.description,
  sizes: e.sizes.map((s, j) => ({ ...s, _id: `${i}-${j}` })),
  dateAdded: e.dateAdded,
  sold: e.sold,
  ...(e.colour && { colour: e.colour }),
  ...(e.fabric && { fabric: e.fabric }),
  ...(e.occasion && { occasion: e.occasion }),
}));

function time(label: string, fn: () => unknown, runs = 20) {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} median ${samples[runs >> 1]!.toFixed(2)} ms   max ${samples.at(-1)!.toFixed(2)} ms`);
}

console.log(`listing logic on ${products.length} products (budget: a change answers in ≤ 100 ms, DESIGN §6)`);
time('first view (encodes the filters)', () => applyListing([...products], EMPTY_LISTING), 5);
time('first search (builds the search index)', () => applyListing([...products], { ...EMPTY_LISTING, q: 'kurti' }), 5);
time('filter: category + size + price', () =>
  applyListing(products, { ...EMPTY_LISTING, categories: ['dress'], sizes: ['M'], prices: ['1000-2000'] }),
);
time('sort: price low to high', () => applyListing(products, { ...EMPTY_LISTING, sort: 'low-high' }));
time('sort: bestselling, page 40', () => applyListing(products, { ...EMPTY_LISTING, sort: 'bestselling', page: 40 }));
time('search "block print"', () => applyListing(products, { ...EMPTY_LISTING, q: 'block print' }));
// A new query each run: the listing reuses the last search while only filters change.
let typo = 0;
time('search with a typo, new each run', () =>
  applyListing(products, { ...EMPTY_LISTING, q: `drss ${'x'.repeat(typo++ % 3)}` }),
);
time('filter within a search', () =>
  applyListing(products, { ...EMPTY_LISTING, q: 'linen', colours: ['Blue'], sizes: ['M'] }),
);
