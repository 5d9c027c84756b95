import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productSlug } from '#/lib/product-path.ts';
import { type CatalogEntry, catalogSchema, loadCatalog } from './catalog-file.ts';

const demo = loadCatalog('content/catalog/demo.json');
const tmp = mkdtempSync(join(tmpdir(), 'saanjh-catalog-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const entry = (over: Partial<CatalogEntry> = {}): CatalogEntry => ({ ...demo[0]!, ...over });

describe('catalogSchema', () => {
  const ok = (products: unknown[]) => catalogSchema.safeParse({ products }).success;

  it('accepts the demo catalog, which has what the store needs', () => {
    expect(demo).toHaveLength(52);
    const inRange = (lo: number, hi: number) => demo.filter((p) => p.price >= lo && p.price <= hi).length;
    for (const [lo, hi] of [
      [0, 500],
      [500, 1000],
      [1000, 2000],
      [2000, 3000],
    ] as const)
      expect(inRange(lo, hi)).toBeGreaterThanOrEqual(8);
    expect(demo.filter((p) => p.sizes.length === 0)).toHaveLength(1);
    expect(demo.some((p) => p.sizes.length > 0 && p.sizes.every((s) => s.stock === 0))).toBe(true);
    expect(new Set(demo.map((p) => p.dateAdded)).size).toBe(52);
    for (const p of demo)
      for (const [i, url] of p.image.entries())
        expect(url).toBe(`/images/products/${productSlug(p.name)}-${i + 1}-800.webp`);
  });

  it('gives about a third of the demo its MRP above the price, so a fresh start shows savings', () => {
    const onSale = demo.filter((p) => p.mrp !== undefined);
    expect(onSale.length).toBeGreaterThanOrEqual(12);
    expect(onSale.length).toBeLessThanOrEqual(20);
    for (const p of onSale) expect(p.mrp!).toBeGreaterThan(p.price);
  });

  it('refuses an MRP at or below the price', () => {
    expect(ok([entry({ price: 1000, mrp: 1000 })])).toBe(false);
    expect(ok([entry({ price: 1000, mrp: 900 })])).toBe(false);
    expect(ok([entry({ price: 1000, mrp: 1299 })])).toBe(true);
  });

  it('refuses duplicate names, ignoring case', () => {
    expect(ok([entry(), entry({ name: demo[0]!.name.toUpperCase() })])).toBe(false);
    expect(ok([entry(), entry({ name: 'Another Lovely Dress' })])).toBe(true);
  });

  it('refuses names that are not letters and single spaces', () => {
    for (const name of [
      'Co-ord Set',
      "Meera's Kurti",
      'Dress 2',
      'Double  Space',
      ' Leading',
      'Trailing ',
      '',
      'Dress!',
      'Kurtī',
    ])
      expect(ok([entry({ name })]), name).toBe(false);
  });

  it('refuses a size listed twice and unknown categories', () => {
    expect(
      ok([
        entry({
          sizes: [
            { size: 'S', stock: 1 },
            { size: 'S', stock: 2 },
          ],
        }),
      ]),
    ).toBe(false);
    expect(ok([entry({ category: 'sarees' as never })])).toBe(false);
  });

  it('loadCatalog names the file and the problem', () => {
    const bad = join(tmp, 'bad.json');
    writeFileSync(bad, JSON.stringify({ products: [entry(), entry()] }));
    expect(() => loadCatalog(bad)).toThrow(/bad\.json[\s\S]*duplicate name/);
    expect(() => loadCatalog(join(tmp, 'missing.json'))).toThrow(/Could not read the catalog/);
  });

  it('slugs names for image files and paths', () => {
    expect(productSlug('Gulmohar Tiered Maxi Dress')).toBe('gulmohar-tiered-maxi-dress');
  });
});
