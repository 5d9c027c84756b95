import { describe, expect, it } from 'vitest';
import { catalogSchema, loadCatalog } from '#/server/db/catalog-file.ts';
import { generateCatalog } from './generate.ts';

const demo = loadCatalog('content/catalog/demo.json');

describe('generateCatalog', () => {
  it('is deterministic, valid and reuses demo images of the same category', () => {
    const a = generateCatalog({ count: 2000, seed: 3, demo });
    expect(generateCatalog({ count: 2000, seed: 3, demo })).toEqual(a);
    expect(generateCatalog({ count: 50, seed: 4, demo })).not.toEqual(a.slice(0, 50));
    expect(catalogSchema.safeParse({ products: a }).success).toBe(true);
    const demoImages = new Map(demo.flatMap((d) => d.image.map((u) => [u, d.category] as const)));
    for (const p of a) for (const u of p.image) expect(demoImages.get(u)).toBe(p.category);
    for (const cat of ['dress', 'top', 'skirts', 'co-ords']) expect(a.some((p) => p.category === cat)).toBe(true);
    for (const [lo, hi] of [
      [0, 500],
      [500, 1000],
      [1000, 2000],
      [2000, 3000],
    ])
      expect(a.filter((p) => p.price >= lo! && p.price <= hi!).length).toBeGreaterThan(300);
  });

  it('gives most products the listing details, matching their descriptions', () => {
    const a = generateCatalog({ count: 2000, seed: 3, demo });
    expect(a.filter((p) => p.colour).length).toBeGreaterThan(1800);
    expect(a.filter((p) => p.colour).length).toBeLessThan(2000);
    const fabrics = new Set(a.map((p) => p.fabric));
    expect(fabrics).toContain('Linen');
    for (const p of a.filter((x) => x.fabric === 'Linen')) expect(p.description).toContain('linen');
    for (const p of a.filter((x) => x.care === 'Dry clean only')) expect(p.description).toContain('Dry clean only.');
    expect(new Set(a.flatMap((p) => (p.occasion ? [p.occasion] : [])))).toEqual(
      new Set(['Casual', 'Festive', 'Work', 'Party', 'Vacation']),
    );
  });
});
