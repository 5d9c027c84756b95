import { describe, expect, it } from 'vitest';
import { EMPTY_LISTING } from './listing.ts';
import { categoryListingPath, listingFromSearch, listingSearch, startingListing } from './listing-url.ts';

describe('the listing in its address', () => {
  it('reads filters (repeated per option), sort, page and search', () => {
    expect(
      listingFromSearch('?category=dress&size=M&size=L&price=0-500&colour=Blue&sort=low-high&page=2&q=maxi'),
    ).toEqual({
      ...EMPTY_LISTING,
      categories: ['dress'],
      sizes: ['M', 'L'],
      prices: ['0-500'],
      colours: ['Blue'],
      sort: 'low-high',
      page: 2,
      q: 'maxi',
    });
  });
  it("keeps the spec's forms: ?category=Top, ?q= and ?new", () => {
    expect(listingFromSearch('?category=Top')).toEqual({ ...EMPTY_LISTING, categories: ['top'] });
    expect(listingFromSearch('?category=co-ords&new')).toEqual({
      ...EMPTY_LISTING,
      categories: ['co-ords'],
      sort: 'newest',
    });
    expect(listingFromSearch('?q=block%20print')).toEqual({ ...EMPTY_LISTING, q: 'block print' });
  });
  it('names nothing without listing parameters, so localStorage restores', () => {
    expect(listingFromSearch('')).toBeUndefined();
    expect(listingFromSearch('?utm_source=mail')).toBeUndefined();
  });
  it('drops what it cannot trust: unknown categories, sorts and price ranges, bad pages', () => {
    expect(listingFromSearch('?category=shoes&price=9-99&sort=cheap&page=-3')).toEqual(EMPTY_LISTING);
    expect(listingFromSearch('?page=abc')?.page).toBe(1);
  });
  it('writes the canonical form that reads back the same', () => {
    const state = {
      ...EMPTY_LISTING,
      styles: ['maxi'],
      fabrics: ['Modal satin'],
      sort: 'newest' as const,
      page: 3,
      q: 'kantha',
    };
    const search = listingSearch(state);
    expect(search).toBe('?style=maxi&fabric=Modal+satin&q=kantha&sort=newest&page=3');
    expect(listingFromSearch(search)).toEqual(state);
    expect(listingSearch(EMPTY_LISTING)).toBe('');
  });
});

describe('the listing a page opens with', () => {
  const restored = { ...EMPTY_LISTING, sizes: ['M'], sort: 'low-high' as const, q: 'indigo' };
  it('a plain link keeps the stored filters and sort but never an old search', () => {
    expect(startingListing('', restored)).toEqual({ ...restored, q: '' });
  });
  it('an address with a search or filters opens exactly that', () => {
    expect(startingListing('?q=indigo', EMPTY_LISTING)).toEqual({ ...EMPTY_LISTING, q: 'indigo' });
    expect(startingListing('?category=dress', restored)).toEqual({ ...EMPTY_LISTING, categories: ['dress'] });
  });
});

describe('the product page breadcrumb links', () => {
  it('open the category, and its style, as a shared link of the listing would', () => {
    expect(categoryListingPath('dress')).toBe('/products?category=dress');
    expect(categoryListingPath('co-ords', 'Kurta set')).toBe('/products?category=co-ords&style=Kurta+set');
    expect(listingFromSearch('?category=co-ords&style=Kurta+set')).toEqual({
      ...EMPTY_LISTING,
      categories: ['co-ords'],
      styles: ['Kurta set'],
    });
  });
});
