import { describe, expect, it } from 'vitest';
import { findByPathName, productPath, productSlug } from './product-path.ts';

const products = [{ name: 'Gulmohar Tiered Maxi Dress' }, { name: 'Indigo Wrap Top' }];

describe('product paths', () => {
  it('lowercases the name and turns spaces into hyphens', () => {
    expect(productSlug('Gulmohar Tiered  Maxi Dress')).toBe('gulmohar-tiered-maxi-dress');
    expect(productPath('Indigo Wrap Top')).toBe('/product/indigo-wrap-top');
  });
  it('finds a product by path case-insensitively, reading hyphens as spaces', () => {
    expect(findByPathName(products, 'gulmohar-tiered-maxi-dress')?.name).toBe('Gulmohar Tiered Maxi Dress');
    expect(findByPathName(products, 'INDIGO-WRAP-TOP')?.name).toBe('Indigo Wrap Top');
    expect(findByPathName(products, 'indigo%20wrap%20top')?.name).toBe('Indigo Wrap Top');
  });
  it('returns undefined for an unknown or malformed path', () => {
    expect(findByPathName(products, 'no-such-dress')).toBeUndefined();
    expect(findByPathName(products, '%E0%A4%A')).toBeUndefined();
  });
  it('round-trips every name', () => {
    for (const p of products) expect(findByPathName(products, productSlug(p.name))).toBe(p);
  });
});
