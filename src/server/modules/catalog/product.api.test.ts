import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { PRODUCT_DETAILS, type Product } from '#/lib/product.ts';
import { DECLARATION_FIELDS } from '#/lib/declarations.ts';
import { bumpCatalogVersion } from '#/server/db/catalog-version.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { products, productSizes } from '#/server/db/schema/index.ts';
import { eq } from 'drizzle-orm';

let store: StoreApp;
beforeAll(async () => {
  store = await createTestApp();
});
afterAll(async () => {
  await store?.close();
});

/** Sets a size's stock and moves the catalog's version on, so the list's ETag changes with it. */
const setSizeStock = (sizeId: string, stock: number) =>
  store.database.db.transaction(async (tx) => {
    await tx.update(productSizes).set({ stock }).where(eq(productSizes.id, sizeId));
    await bumpCatalogVersion(tx);
  });

async function list() {
  const res = await store.app.request('/api/product/list');
  return { res, body: (await res.json()) as { success: boolean; products: Product[] } };
}

describe('GET /api/product/list', () => {
  it('returns the seeded catalog in the spec shape, newest first', async () => {
    const { res, body } = await list();
    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.products.length).toBeGreaterThanOrEqual(48);
    const p = body.products[0]!;
    // The spec's fields, then the optional details this product has (colour, fabric, occasion, fit, care) and its own
    // Legal Metrology declarations (a generic name at least: the store's defaults give the rest).
    const keys = Object.keys(p);
    expect(keys.slice(0, 10).sort()).toEqual([
      '_id',
      'category',
      'dateAdded',
      'description',
      'image',
      'name',
      'price',
      'sizes',
      'sold',
      'subCategory',
    ]);
    for (const k of keys.slice(10)) expect([...PRODUCT_DETAILS, ...DECLARATION_FIELDS]).toContain(k);
    expect(p.genericName).toBeTruthy();
    expect(typeof p.price).toBe('number');
    expect(Array.isArray(p.image)).toBe(true);
    for (const s of p.sizes) expect(Object.keys(s).sort()).toEqual(['_id', 'size', 'stock']);
    const dates = body.products.map((x) => x.dateAdded);
    expect(dates.every((d) => new Date(d).toISOString() === d)).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => Date.parse(b) - Date.parse(a)));
  });

  it('covers every category and price range, with out-of-stock sizes and a product without sizes', async () => {
    const { body } = await list();
    const categories = new Set(body.products.map((p) => p.category));
    expect([...categories].sort()).toEqual(['co-ords', 'dress', 'skirts', 'top']);
    for (const [lo, hi] of [
      [0, 500],
      [500, 1000],
      [1000, 2000],
      [2000, 3000],
    ] as const) {
      expect(body.products.some((p) => p.price >= lo && p.price <= hi)).toBe(true);
    }
    expect(body.products.some((p) => p.sizes.length === 0)).toBe(true);
    expect(body.products.some((p) => p.sizes.some((s) => s.stock === 0))).toBe(true);
  });

  it('sends the details a product has and omits the ones it lacks (never null)', async () => {
    const { body } = await list();
    const gulmohar = body.products.find((p) => p.name === 'Gulmohar Tiered Maxi Dress')!;
    expect(gulmohar).toMatchObject({
      colour: 'Orange',
      fabric: 'Cotton',
      occasion: 'Wedding',
      fit: 'Relaxed bodice, tiered skirt',
      care: 'Hand wash cold, dry in shade',
    });
    const plain = body.products.find((p) => p.name === 'Mitti Poplin Shirt')!;
    for (const k of PRODUCT_DETAILS) expect(plain).not.toHaveProperty(k);
  });

  it('gives stable ids derived from the catalog, so a rebuilt site links to the same products', async () => {
    const other = await createTestApp();
    try {
      const a = (await list()).body.products.map((p) => p._id);
      const b = ((await (await other.app.request('/api/product/list')).json()) as { products: Product[] }).products.map(
        (p) => p._id,
      );
      expect(b).toEqual(a);
    } finally {
      await other.close();
    }
  });

  it('answers 304 to a matching If-None-Match and a new ETag after a stock change', async () => {
    const { res, body } = await list();
    const etag = res.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await store.app.request('/api/product/list', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);

    const size = body.products.find((p) => p.sizes.length > 0)!.sizes[0]!;
    await setSizeStock(size._id, size.stock + 3);
    const changed = await store.app.request('/api/product/list', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    const updated = ((await changed.json()) as { products: Product[] }).products
      .flatMap((p) => p.sizes)
      .find((s) => s._id === size._id);
    expect(updated?.stock).toBe(size.stock + 3);
  });
});

describe('GET /api/product/live/:productId', () => {
  it("answers one product's current price, MRP and stock, a stock change included, uncached", async () => {
    const { body } = await list();
    const listed = body.products.find((p) => p.sizes.length > 1)!;
    const size = listed.sizes[1]!;
    await setSizeStock(size._id, size.stock + 2);
    const res = await store.app.request(`/api/product/live/${listed._id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const { product } = (await res.json()) as { product: Product };
    expect(Object.keys(product).sort()).toEqual(
      listed.mrp === undefined ? ['_id', 'price', 'sizes'] : ['_id', 'mrp', 'price', 'sizes'],
    );
    expect(product.price).toBe(listed.price);
    expect(product.sizes.map((s) => s.size)).toEqual(listed.sizes.map((s) => s.size));
    expect(product.sizes[1]!.stock).toBe(size.stock + 2);
  });

  it('carries the MRP of a sale item', async () => {
    const item = (await list()).body.products[2]!;
    const mrpPaise = Math.round(item.price * 100) + 50_000;
    await store.database.db.transaction(async (tx) => {
      await tx.update(products).set({ mrpPaise }).where(eq(products.id, item._id));
      await bumpCatalogVersion(tx);
    });
    const { product } = (await (await store.app.request(`/api/product/live/${item._id}`)).json()) as {
      product: Product;
    };
    expect(product.mrp).toBe(mrpPaise / 100);
  });

  it('answers 404 with a message for an unknown product', async () => {
    const res = await store.app.request('/api/product/live/no-such-product');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Product not found' });
  });
});

describe('compressed product list', () => {
  it('serves brotli or gzip bytes of the same list, as the client accepts', async () => {
    const plain = await (await store.app.request('/api/product/list')).text();
    const br = await store.app.request('/api/product/list', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await store.app.request('/api/product/list', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
  });
});

describe('API error contract and headers', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await store.app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('refuses an oversized body with 413 and a message', async () => {
    const res = await store.app.request('/api/product/list', post({ junk: 'x'.repeat(100_000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('sets security headers on API responses', async () => {
    const res = await store.app.request('/api/product/list');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('allows CORS from the site origin with the auth headers, and not from others', async () => {
    const preflight = await store.app.request('/api/product/list', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'token, content-type',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4321');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('token');
    const evil = await store.app.request('/api/product/list', { headers: { Origin: 'https://evil.example' } });
    expect(evil.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
