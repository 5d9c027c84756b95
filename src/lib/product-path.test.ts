import { describe, expect, it } from 'vitest';
import { productPath, productSlug } from './product-path.ts';

describe('product paths', () => {
  it('lowercases the name and turns spaces into hyphens', () => {
    expect(productSlug('Gulmohar Tiered  Maxi Dress')).toBe('gulmohar-tiered-maxi-dress');
    expect(productPath('Indigo Wrap Top')).toBe('/product/indigo-wrap-top');
  });
  it('encodes what a path segment cannot hold', () => {
    expect(productPath('Rosé Kurta')).toBe('/product/ros%C3%A9-kurta');
  });
  it('never ends a path in punctuation (names stored before names had to end in a letter or digit)', () => {
    expect(productSlug('Indigo Kurta.')).toBe('indigo-kurta');
    expect(productSlug('Kurta Set (Blue) - ')).toBe('kurta-set-(blue');
    expect(productSlug('St. Kitts Kurta')).toBe('st.-kitts-kurta');
    expect(productSlug('बनारसी साड़ी')).toBe('बनारसी-साड़ी');
  });
});
