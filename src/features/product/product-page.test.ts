import { describe, expect, it } from 'vitest';
import type { Product } from '#/lib/product.ts';
import { relatedProductsIndex } from './product-page.ts';

const product = (i: number, category: string, subCategory: string): Product => ({
  _id: `p${i}`,
  name: `Product ${i}`,
  category,
  subCategory,
  price: 1000,
  description: '',
  image: [],
  sizes: [],
  dateAdded: '2026-01-01T00:00:00.000Z',
  sold: 0,
});

describe('related products', () => {
  const catalog = [
    ...Array.from({ length: 20 }, (_, i) => product(i, 'dresses', 'Maxi')),
    product(100, 'dresses', 'Midi'),
    product(101, 'tops', 'Maxi'),
  ];
  const related = relatedProductsIndex(catalog);

  it('offers up to 15 others of the same category and subCategory, in catalog order, never the product itself', () => {
    const first = related(catalog[0]!);
    expect(first.map((p) => p._id)).toEqual(Array.from({ length: 15 }, (_, i) => `p${i + 1}`));
    const late = related(catalog[18]!);
    expect(late.map((p) => p._id)).toEqual(Array.from({ length: 15 }, (_, i) => `p${i}`));
  });

  it('is empty when nothing else shares both category and subCategory', () => {
    expect(related(catalog[20]!)).toEqual([]);
    expect(related(catalog[21]!)).toEqual([]);
  });
});
