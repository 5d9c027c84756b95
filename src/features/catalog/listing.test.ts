import { describe, expect, it } from 'vitest';
import type { Product } from '#/lib/product.ts';
import { decodeVersioned } from '#/lib/persist.ts';
import {
  applyListing as listing,
  decodeListing,
  EMPTY_LISTING,
  listingCard,
  PAGE_SIZE,
  pageItems,
  styleChips,
  type ListingState,
} from './listing.ts';
import { listingScores, searchHints } from './listing-search.ts';

/** The listing with its search applied, as the island does once a search has loaded the search code. */
const applyListing = (list: Product[], state: ListingState) => listing(list, state, listingScores(list, state.q));

const mk = (i: number, o: Partial<Product> = {}): Product => ({
  _id: `p${i}`,
  name: `Product ${i}`,
  price: 100 * i,
  image: [],
  category: 'dress',
  subCategory: '',
  description: '',
  sizes: [{ size: 'M', stock: 1, _id: `s${i}` }],
  dateAdded: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
  sold: (i * 7) % 13,
  ...o,
});
const list = Array.from({ length: 40 }, (_, i) => mk(i + 1));
const state = (o: Partial<typeof EMPTY_LISTING>) => ({ ...EMPTY_LISTING, ...o });

describe('listing cards', () => {
  it('carry only what a card shows: id, name, prices, two photos and the size names', () => {
    const p = mk(1, { image: ['/a.webp', '/b.webp', '/c.webp'], mrp: 400, description: 'long text', fabric: 'Silk' });
    expect(listingCard(p)).toEqual({
      _id: 'p1',
      name: 'Product 1',
      price: 100,
      mrp: 400,
      image: ['/a.webp', '/b.webp'],
      sizes: [{ size: 'M', stock: 1 }],
    });
    expect(listingCard(mk(2))).not.toHaveProperty('mrp');
  });
});

describe('filters', () => {
  const mixed = [
    mk(1, { name: 'Indigo Wrap Top', category: 'top', price: 500 }),
    mk(2, { name: 'Gulmohar Maxi Dress', price: 1000, sizes: [{ size: 'XS', stock: 0, _id: 'x' }] }),
    mk(3, { name: 'Kantha Skirt', category: 'skirts', price: 2000 }),
    mk(4, { name: 'Lounge Set', category: 'co-ords', price: 3500 }),
  ];
  it('by category, case-insensitively', () => {
    expect(applyListing(mixed, state({ categories: ['Top'] })).items.map((p) => p._id)).toEqual(['p1']);
    expect(applyListing(mixed, state({ categories: ['top', 'skirts'] })).total).toBe(2);
  });
  it('by size (made in that size, in stock or not)', () => {
    expect(applyListing(mixed, state({ sizes: ['XS'] })).items.map((p) => p._id)).toEqual(['p2']);
  });
  it('by price ranges with inclusive bounds: ₹500 is in 0-500 and in 500-1000', () => {
    expect(applyListing(mixed, state({ prices: ['0-500'] })).items.map((p) => p._id)).toEqual(['p1']);
    expect(applyListing(mixed, state({ prices: ['500-1000'] })).items.map((p) => p._id)).toEqual(['p1', 'p2']);
    expect(applyListing(mixed, state({ prices: ['2000-3000'] })).items.map((p) => p._id)).toEqual(['p3']);
  });
  it('by search text in names and category names, combined with other filters', () => {
    expect(applyListing(mixed, state({ q: 'MAXI' })).items.map((p) => p._id)).toEqual(['p2']);
    expect(applyListing(mixed, state({ q: 'co-ord' })).items.map((p) => p._id)).toEqual(['p4']);
    expect(applyListing(mixed, state({ q: 'skirt', prices: ['0-500'] })).total).toBe(0);
  });
  it('by colour, fabric and occasion where products have them', () => {
    const detailed = [
      mk(1, { colour: 'Blue', fabric: 'Linen', occasion: 'Work' }),
      mk(2, { colour: 'Blue', fabric: 'Cotton' }),
      mk(3, { colour: 'Red', fabric: 'Linen', occasion: 'Festive' }),
      mk(4),
    ];
    const ids = (o: Partial<typeof EMPTY_LISTING>) => applyListing(detailed, state(o)).items.map((p) => p._id);
    expect(ids({ colours: ['Blue'] })).toEqual(['p1', 'p2']);
    expect(ids({ colours: ['Blue'], fabrics: ['Linen'] })).toEqual(['p1']);
    expect(ids({ occasions: ['Festive', 'Work'] })).toEqual(['p1', 'p3']);
  });
  it('a search ranks name matches first and forgives typos', () => {
    const found = applyListing(
      [mk(1, { name: 'Linen Shirt', description: 'Goes with a maxi skirt' }), mk(2, { name: 'Maxi Dress' })],
      state({ q: 'maxx' }),
    );
    expect(found.items.map((p) => p._id)).toEqual(['p2', 'p1']);
  });
});

describe('filter counts', () => {
  const list = [
    mk(1, { category: 'top', price: 400, colour: 'Blue', sizes: [{ size: 'M', stock: 1, _id: 'a' }] }),
    mk(2, { category: 'top', price: 900, colour: 'Red', sizes: [{ size: 'L', stock: 0, _id: 'b' }] }),
    mk(3, { category: 'dress', price: 500, colour: 'Blue', sizes: [{ size: 'M', stock: 2, _id: 'c' }] }),
    mk(4, { category: 'skirts', price: 2500, sizes: [] }),
  ];
  const counts = (o: Partial<typeof EMPTY_LISTING>) =>
    Object.fromEntries(
      applyListing(list, state(o)).facets.map((f) => [
        f.key,
        Object.fromEntries(f.options.map((x) => [x.value, x.count])),
      ]),
    );
  it('count every option over the whole list when nothing is chosen', () => {
    const c = counts({});
    expect(c.categories).toEqual({ dress: 1, top: 2, 'co-ords': 0, skirts: 1 });
    expect(c.sizes).toMatchObject({ M: 2, L: 1, XS: 0 });
    // ₹500 is in both of its ranges.
    expect(c.prices).toEqual({ '0-500': 2, '500-1000': 2, '1000-2000': 0, '2000-3000': 1 });
    expect(c.colours).toEqual({ Blue: 2, Red: 1 });
    expect(c.fabrics).toEqual({});
  });
  it("count an option as if it were added to the others: a filter's own options ignore its choice", () => {
    const c = counts({ categories: ['top'] });
    expect(c.categories).toEqual({ dress: 1, top: 2, 'co-ords': 0, skirts: 1 });
    expect(c.sizes).toMatchObject({ M: 1, L: 1 });
    expect(c.colours).toEqual({ Blue: 1, Red: 1 });
    const both = counts({ categories: ['top'], colours: ['Blue'] });
    expect(both.categories).toMatchObject({ top: 1, dress: 1 });
    expect(both.colours).toEqual({ Blue: 1, Red: 1 });
    expect(both.sizes).toMatchObject({ M: 1, L: 0 });
  });
  it('count within the search, and keep a chosen option the catalog lacks (to undo it)', () => {
    expect(counts({ q: 'product 3' }).colours).toEqual({ Blue: 1, Red: 0 });
    expect(counts({ colours: ['Green'] }).colours).toEqual({ Blue: 2, Red: 1, Green: 0 });
  });
});

describe('a search that finds nothing', () => {
  const list = [mk(1, { name: 'Silk Kurti', category: 'top' }), mk(2, { name: 'Maxi Dress' })];
  it('offers the words that find something alone, and the count without the filters', () => {
    expect(searchHints(list, state({ q: 'silk maxi' }))).toEqual({
      withoutFilters: 0,
      words: [
        { word: 'silk', count: 1 },
        { word: 'maxi', count: 1 },
      ],
    });
    expect(searchHints(list, state({ q: 'maxi', categories: ['top'] })).withoutFilters).toBe(1);
  });
});

describe('sorts', () => {
  it('price both ways, newest and bestselling; default keeps the API order', () => {
    const prices = applyListing(list, state({ sort: 'low-high' })).items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(applyListing(list, state({ sort: 'high-low' })).items[0]!.price).toBe(4000);
    expect(applyListing(list, state({ sort: 'newest' })).items[0]!._id).toBe('p1');
    const sold = applyListing(list, state({ sort: 'bestselling' })).items.map((p) => p.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(applyListing(list, state({})).items[0]!._id).toBe('p1');
  });
  it("never reorders the caller's list", () => {
    const copy = [...list];
    applyListing(list, state({ sort: 'high-low' }));
    expect(list).toEqual(copy);
  });
});

describe('pagination', () => {
  it('15 per page, clamped into range', () => {
    expect(applyListing(list, state({ page: 1 })).items).toHaveLength(PAGE_SIZE);
    const last = applyListing(list, state({ page: 3 }));
    expect(last).toMatchObject({ pages: 3, page: 3 });
    expect(last.items).toHaveLength(10);
    expect(applyListing(list, state({ page: 99 })).page).toBe(3);
    expect(applyListing(list, state({ page: -2 })).page).toBe(1);
    expect(applyListing([], state({})).pages).toBe(1);
  });
});

describe('page numbers', () => {
  it('show every page when few, else first, last and the current page with neighbours', () => {
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 5, 0)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 6, 0)).toEqual([1, 'gap', 6]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(10, 20, 0)).toEqual([1, 'gap', 10, 'gap', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageItems(1, 667, 0)).toEqual([1, 'gap', 667]);
    expect(pageItems(1, 1)).toEqual([1]);
  });
});

describe('stored listing state', () => {
  it('validates and falls back', () => {
    expect(
      decodeListing({ categories: ['dress', 3], sizes: 'M', prices: ['0-500', '9-99'], sort: 'weird', page: 0, q: 7 }),
    ).toEqual({ ...EMPTY_LISTING, categories: ['dress'], prices: ['0-500'] });
    // A value stored before colour, fabric and occasion existed still reads.
    expect(decodeListing({ sizes: ['M'], page: 2 })).toEqual({ ...EMPTY_LISTING, sizes: ['M'], page: 2 });
    expect(decodeListing([1])).toBeUndefined();
    expect(decodeVersioned('garbage', 1, EMPTY_LISTING, decodeListing)).toEqual(EMPTY_LISTING);
    expect(decodeVersioned('{"v":0,"data":{"page":3}}', 1, EMPTY_LISTING, decodeListing)).toEqual(EMPTY_LISTING);
    expect(decodeVersioned('{"v":1,"data":{"page":3,"sort":"newest"}}', 1, EMPTY_LISTING, decodeListing)).toMatchObject(
      { page: 3, sort: 'newest' },
    );
  });
});

describe('style chips within a category', () => {
  const catalog = [
    mk(1, { category: 'co-ords', subCategory: 'Kurta set' }),
    mk(2, { category: 'co-ords', subCategory: 'Kurta set' }),
    mk(3, { category: 'co-ords', subCategory: 'Festive' }),
    mk(4, { category: 'dress', subCategory: 'maxi' }),
    mk(5, { category: 'top', subCategory: 'kurti' }),
  ];
  const chips = (s: ListingState) => styleChips(s, applyListing(catalog, s).facets);

  it("offer the category's own styles with their counts, none from other categories", () => {
    expect(chips(state({ categories: ['co-ords'] }))).toEqual([
      { value: 'Festive', label: 'Festive', count: 1 },
      { value: 'Kurta set', label: 'Kurta set', count: 2 },
    ]);
  });
  it('filter the listing as the Style filter does, and keep every style of the category to switch to', () => {
    const chosen = state({ categories: ['co-ords'], styles: ['Kurta set'] });
    expect(applyListing(catalog, chosen).items.map((p) => p._id)).toEqual(['p1', 'p2']);
    expect(chips(chosen)?.map((o) => [o.value, o.count])).toEqual([
      ['Festive', 1],
      ['Kurta set', 2],
    ]);
  });
  it('are not offered without one category, or for a category of a single style', () => {
    expect(chips(state({}))).toBeUndefined();
    expect(chips(state({ categories: ['co-ords', 'dress'] }))).toBeUndefined();
    expect(chips(state({ categories: ['dress'] }))).toBeUndefined();
    expect(chips(state({ categories: ['dress'], styles: ['maxi'] }))).toEqual([
      { value: 'maxi', label: 'Maxi', count: 1 },
    ]);
  });
});
