// A product as the catalog API lists it, for the unit tests of browser code: a test names only what it cares about.
import type { Product } from '#/lib/product.ts';

export const sampleProduct = (changes: Partial<Product> = {}): Product => ({
  _id: 'p1',
  name: 'Indigo Kurta',
  price: 1450,
  image: [],
  category: 'kurta',
  subCategory: '',
  description: '',
  sizes: [],
  dateAdded: '2026-01-01T00:00:00.000Z',
  sold: 0,
  ...changes,
});
