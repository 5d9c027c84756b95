import { describe, expect, it } from 'vitest';
import type { Product } from '#/lib/product.ts';
import { applyListing, decodeListing, EMPTY_LISTING, PAGE_SIZE } from './listing.ts';
import { decodeVersioned } from '#/lib/persist.ts';

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

describe('stored listing state', () => {
  it('validates and falls back', () => {
    expect(
      decodeListing({ categories: ['dress', 3], sizes: 'M', prices: ['0-500', '9-99'], sort: 'weird', page: 0, q: 7 }),
    ).toEqual({ categories: ['dress'], sizes: [], prices: ['0-500'], sort: '', page: 1, q: '' });
    expect(decodeListing([1])).toBeUndefined();
    expect(decodeVersioned('garbage', 1, EMPTY_LISTING, decodeListing)).toEqual(EMPTY_LISTING);
    expect(decodeVersioned('{"v":0,"data":{"page":3}}', 1, EMPTY_LISTING, decodeListing)).toEqual(EMPTY_LISTING);
    expect(decodeVersioned('{"v":1,"data":{"page":3,"sort":"newest"}}', 1, EMPTY_LISTING, decodeListing)).toMatchObject(
      { page: 3, sort: 'newest' },
    );
  });
});
