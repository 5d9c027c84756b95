import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { artworkLayers, artworkSvg, GARMENTS } from './artwork.ts';
import { catalogSchema, loadCatalog, productSlug, type CatalogEntry } from './catalog.ts';
import { generateCatalog } from './generate.ts';
import { renderCatalogImages } from './render-images.ts';

const DEMO = 'content/catalog/demo.json';
const demo = loadCatalog(DEMO);
const tmp = mkdtempSync(join(tmpdir(), 'saanjh-catalog-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every opened tag is closed in order (self-closing tags aside). */
function tagsBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

const entry = (over: Partial<CatalogEntry> = {}): CatalogEntry => ({ ...demo[0]!, ...over });

describe('artworkSvg', () => {
  it('draws every demo product in every view as a well-formed SVG with its colour', () => {
    for (const p of demo)
      for (const n of [1, 2, 3, 4]) {
        const svg = artworkSvg(p, n);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).toContain('viewBox="0 0 600 800"');
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg.toLowerCase()).toContain(p.art.colors[0]!.toLowerCase());
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        expect(tagsBalanced(svg), `${p.name} view ${n}`).toBe(true);
      }
  });

  it('gives different pictures for the front view and the close-up', () => {
    for (const p of demo.slice(0, 8)) expect(artworkSvg(p, 1)).not.toBe(artworkSvg(p, 2));
  });

  it('is deterministic and sets the requested pixel size', () => {
    const p = demo[3]!;
    expect(artworkSvg(p, 1)).toBe(artworkSvg(p, 1));
    expect(artworkSvg(p, 1, { width: 1200, height: 1600 })).toContain('width="1200" height="1600"');
  });

  it('draws every silhouette, and falls back to one for an unknown garment', () => {
    for (const garment of GARMENTS)
      expect(tagsBalanced(artworkSvg(entry({ art: { ...demo[0]!.art, garment } }), 1))).toBe(true);
    const odd = artworkSvg(
      entry({ category: 'skirts', subCategory: 'mini', art: { ...demo[0]!.art, garment: 'ballgown' } }),
      1,
    );
    expect(tagsBalanced(odd)).toBe(true);
  });

  it('rasterises with sharp, and the layers do too', async () => {
    const p = demo.find((d) => d.art.pattern === 'floral')!;
    for (const n of [1, 2, 3, 4]) {
      const png = await sharp(Buffer.from(artworkSvg(p, n, { width: 150, height: 200 })))
        .png()
        .toBuffer();
      expect(await sharp(png).metadata()).toMatchObject({ width: 150, height: 200 });
    }
    const layers = artworkLayers(p, 1, { width: 150, height: 200 });
    for (const svg of [layers.background, layers.shadow, layers.foreground]) {
      expect(tagsBalanced(svg)).toBe(true);
      expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(150);
    }
    expect(layers.blurPx).toBeGreaterThan(0);
  });
});

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
});

describe('renderCatalogImages', () => {
  it('writes three widths per image and skips them next time', async () => {
    const p = demo.find((d) => d.image.length === 2)!;
    const out = join(tmp, 'images');
    const first = await renderCatalogImages([p], { outDir: out, log: null });
    expect(first).toMatchObject({ written: 6, skipped: 0 });
    for (const w of [400, 800, 1200]) {
      const file = join(out, `${productSlug(p.name)}-1-${w}.webp`);
      expect(existsSync(file)).toBe(true);
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: w, height: Math.round((w * 4) / 3) });
    }
    expect(await renderCatalogImages([p, p], { outDir: out, log: null })).toMatchObject({ written: 0, skipped: 6 });
  }, 60_000);
});
