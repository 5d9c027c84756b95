// The SVG documents: well-formed, deterministic, one per view, and readable by sharp.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type CatalogEntry, loadCatalog } from '#/server/db/catalog-file.ts';
import { GARMENTS } from './garments/drawing.ts';
import { artworkLayers, artworkSvg } from './render.ts';

const demo = loadCatalog('content/catalog/demo.json');

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
    // the category's own silhouette: a mini skirt
    const mini = entry({ category: 'skirts', subCategory: 'mini', art: { ...demo[0]!.art, garment: 'mini-skirt' } });
    expect(odd).toBe(artworkSvg(mini, 1));
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
