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
});
