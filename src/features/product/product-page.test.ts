import { describe, expect, it } from 'vitest';
import type { Product } from '#/lib/product.ts';
import { sampleProduct } from '#/lib/test/sample-product.ts';
import { productJsonLd, ratingLabel, relatedProductsIndex } from './product-page.ts';

const product = (i: number, category: string, subCategory: string): Product =>
  sampleProduct({ _id: `p${i}`, name: `Product ${i}`, category, subCategory, price: 1000 });

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

describe('product JSON-LD', () => {
  const site = new URL('https://shop.example');
  const p = product(1, 'dress', 'Maxi');

  it('carries the reviews as an AggregateRating when there are reviews, and nothing when there are none', () => {
    const withRating = productJsonLd(p, 'https://shop.example/product/product-1', site, { average: 4.5, count: 12 });
    expect(withRating.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(productJsonLd(p, 'https://shop.example/product/product-1', site)).not.toHaveProperty('aggregateRating');
  });

  it('names the declared country of origin as a schema.org Country, and leaves it out when none is declared', () => {
    const url = 'https://shop.example/product/product-1';
    expect(productJsonLd(p, url, site, undefined, { countryOfOrigin: 'India' }).countryOfOrigin).toEqual({
      '@type': 'Country',
      name: 'India',
    });
    expect(productJsonLd(p, url, site, undefined, {})).not.toHaveProperty('countryOfOrigin');
  });

  it('reads the stars out for screen readers', () => {
    expect(ratingLabel({ average: 4, count: 1 })).toBe('4.0 out of 5 stars, 1 review');
    expect(ratingLabel({ average: 4.67, count: 3 })).toBe('4.7 out of 5 stars, 3 reviews');
  });
});
