import { describe, expect, it } from 'vitest';
import { cardSizesText, normalizeCategory, productImages } from './product.ts';
import { imageAtWidth, imageSrcSet } from './images.ts';

describe('categories', () => {
  it('reads the category query values of the spec case-insensitively', () => {
    expect(normalizeCategory('dress')).toBe('dress');
    expect(normalizeCategory('Top')).toBe('top');
    expect(normalizeCategory('skirts')).toBe('skirts');
    expect(normalizeCategory('co-ords')).toBe('co-ords');
    expect(normalizeCategory('sarees')).toBeUndefined();
    expect(normalizeCategory(null)).toBeUndefined();
  });
});

describe('images', () => {
  it('accepts a list or a single URL', () => {
    expect(productImages({ image: ['/a.webp'] })).toEqual(['/a.webp']);
    expect(productImages({ image: '/a.webp' as unknown as string[] })).toEqual(['/a.webp']);
    expect(productImages({ image: undefined as unknown as string[] })).toEqual([]);
  });
  it('builds srcsets only for generated images', () => {
    expect(imageSrcSet('/images/products/x-1-800.webp')).toBe(
      '/images/products/x-1-400.webp 400w, /images/products/x-1-800.webp 800w, /images/products/x-1-1200.webp 1200w',
    );
    expect(imageSrcSet('https://cdn.example/photo.jpg')).toBeUndefined();
    expect(imageAtWidth('/images/products/x-2-800.webp', 400)).toBe('/images/products/x-2-400.webp');
  });
});

describe("a card's size line", () => {
  it('lists the sizes one can buy; sold out says so; "Size Not Available" only without sizes', () => {
    expect(
      cardSizesText({
        sizes: [
          { size: 'S', stock: 0 },
          { size: 'M', stock: 2 },
          { size: 'L', stock: 1 },
        ],
      }),
    ).toBe('M · L');
    expect(
      cardSizesText({
        sizes: [
          { size: 'S', stock: 0 },
          { size: 'M', stock: 0 },
        ],
      }),
    ).toBe('Sold out');
    expect(cardSizesText({ sizes: [] })).toBe('Size Not Available');
    expect(cardSizesText({ sizes: [{ size: 'M' }] })).toBe('M'); // card data without stock: the sizes as they are
  });
});
