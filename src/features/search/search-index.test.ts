import { describe, expect, it } from 'vitest';
import { createSuggester, productDoc, rowProduct, searchFile } from './search-index.ts';
import { buildIndex, rankedMatches, searchScores } from './search.ts';

const products = [
  {
    name: 'Kantha Stripe Maxi Skirt',
    category: 'skirts',
    subCategory: 'maxi',
    description: 'Deep teal cotton with ochre stripes inspired by kantha running stitch.',
    colour: 'Green',
    fabric: 'Cotton',
  },
  {
    name: 'Gulmohar Tiered Maxi Dress',
    category: 'dress',
    subCategory: 'maxi',
    description: 'A three-tier maxi in featherlight cotton mulmul for summer weddings.',
    occasion: 'Wedding',
  },
  { name: 'Sukoon Modal Lounge Set', category: 'co-ords', subCategory: 'lounge', description: 'For slow mornings.' },
];

describe('the search file', () => {
  const file = searchFile(products);
  it('keeps the description as its distinct searchable words, without stopwords or name and tag words', () => {
    expect(file.products[0]).toEqual([
      'Kantha Stripe Maxi Skirt',
      'skirts',
      'maxi',
      'Green',
      'Cotton',
      '',
      'deep teal ochre stripes inspired running stitch',
    ]);
  });
  it('leaves out description words shared by more than 1 in 20 products (and 50) in a big catalog', () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({
      name: `Product ${i}`,
      category: 'dress',
      subCategory: 'midi',
      description: i % 2 ? 'Soft breathable voile.' : `Soft breathable voile, number${i}.`,
    }));
    const rows = searchFile(many).products;
    expect(rows[1]![6]).toBe('');
    expect(rows[0]![6]).toBe('number0');
  });
  it('finds what the full product text finds', () => {
    const full = buildIndex(products.map(productDoc));
    const compact = buildIndex(file.products.map((row) => productDoc(rowProduct(row))));
    for (const q of ['drss', 'maxi kantha', 'mulmul', 'wedding', 'threetier', 'tier', 'slow', 'co-ord'])
      expect(rankedMatches(searchScores(compact, q)!), q).toEqual(rankedMatches(searchScores(full, q)!));
  });
});

describe('suggestions', () => {
  const suggest = createSuggester(searchFile(products));
  it('offer categories and styles within them, then products, with typos forgiven', () => {
    expect(suggest('drss')).toEqual({
      categories: [
        { label: 'Dresses', detail: 'Category', href: '/products?category=dress' },
        { label: 'Maxi Dresses', detail: 'Category', href: '/products?category=dress&style=maxi' },
      ],
      products: [
        { label: 'Gulmohar Tiered Maxi Dress', detail: 'Dresses', href: '/product/gulmohar-tiered-maxi-dress' },
      ],
    });
    expect(suggest('maxi kantha').products.map((p) => p.label)).toEqual(['Kantha Stripe Maxi Skirt']);
    expect(suggest('lounge').categories.map((c) => c.label)).toEqual(['Lounge Co-Ord Sets']);
  });
});
