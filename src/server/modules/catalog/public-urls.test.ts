import { describe, expect, it } from 'vitest';
import { publicImageUrl, siteRelativeImage } from './public-urls.ts';

describe('image URLs in API replies', () => {
  it('puts catalog images on the site and uploads on the API, each absolute', () => {
    const url = publicImageUrl({ siteUrl: 'https://shop.example/', apiUrl: 'https://api.shop.example' });
    expect(url('/images/products/a-1-800.webp')).toBe('https://shop.example/images/products/a-1-800.webp');
    expect(url('/api/uploads/rev_1.webp')).toBe('https://api.shop.example/api/uploads/rev_1.webp');
    expect(url('https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
  });

  it('serves uploads from the site when the API shares its origin', () => {
    const url = publicImageUrl({ siteUrl: 'https://shop.example', apiUrl: '' });
    expect(url('/api/uploads/rev_1.webp')).toBe('https://shop.example/api/uploads/rev_1.webp');
  });

  it("gives the static pages the site's own images back as paths, and leaves other origins alone", () => {
    const relative = siteRelativeImage('https://shop.example/');
    expect(relative('https://shop.example/images/products/a-1-800.webp')).toBe('/images/products/a-1-800.webp');
    expect(relative('https://api.shop.example/api/uploads/r.webp')).toBe('https://api.shop.example/api/uploads/r.webp');
  });
});
