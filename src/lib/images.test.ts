import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './api.ts';
import { pageImageUrl } from './images.ts';

describe('image URLs from the API, as the page shows them', () => {
  it('a catalog image is its path, whatever origin the API named (another port, localhost for 127.0.0.1)', () => {
    const path = '/images/products/mehendi-dress-1.webp';
    expect(pageImageUrl(`http://localhost:4321${path}`, '')).toBe(path);
    expect(pageImageUrl(`https://shop.example${path}`, 'https://api.example')).toBe(path);
    expect(pageImageUrl(path, '')).toBe(path);
  });

  it('an uploaded photo is a path when the API shares the page, and stays on the API origin otherwise', () => {
    const photo = 'http://localhost:4321/api/uploads/reviews/ab12.webp';
    expect(pageImageUrl(photo, '')).toBe('/api/uploads/reviews/ab12.webp');
    expect(pageImageUrl('https://api.example/api/uploads/x.webp', 'https://api.example')).toBe(
      'https://api.example/api/uploads/x.webp',
    );
  });

  it('leaves every other text alone', () => {
    for (const text of ['https://track.example/awb/123', 'Mehendi Dress', 'http://host/imagesx/a.webp', ''])
      expect(pageImageUrl(text, '')).toBe(text);
  });
});

describe('the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands the islands same-origin image paths (src/lib/api.ts)', async () => {
    const reply = {
      success: true,
      products: [{ name: 'Mehendi Dress', image: ['http://localhost:4321/images/products/mehendi-dress-1.webp'] }],
    };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(reply)));
    const answer = await request('/api/product/list', { method: 'GET', auth: false });
    expect(answer).toEqual({
      success: true,
      products: [{ name: 'Mehendi Dress', image: ['/images/products/mehendi-dress-1.webp'] }],
    });
  });
});
