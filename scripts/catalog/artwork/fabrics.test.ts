// A print is visible where the fabric is, and nowhere else.
import { describe, expect, it } from 'vitest';
import { loadCatalog, PATTERNS } from '#/server/db/catalog-file.ts';
import { artworkLayers, artworkSvg } from './render.ts';
import { opaqueIn, rasterise } from './test-raster.ts';

const demo = loadCatalog('content/catalog/demo.json');
const size = { width: 150, height: 200 };

describe('fabric prints', () => {
  it('change the pixels inside the garment and leave the background alone', async () => {
    for (const garment of ['maxi-dress', 'mini-skirt']) {
      const art = { ...demo[0]!.art, garment, pattern: 'solid' as const, colors: ['#b03a2e', '#f2d7a0', '#2e4a6b'] };
      const plain = { ...demo[0]!, art };
      const foreground = await rasterise(artworkLayers(plain, 1, size).foreground);
      const garmentPixels = opaqueIn(foreground);
      const background: number[] = [];
      for (let i = 0; i < size.width * size.height; i++) if (foreground.rgba[i * 4 + 3] === 0) background.push(i);
      expect(garmentPixels.length).toBeGreaterThan(5000);
      expect(background.length).toBeGreaterThan(10000);
      const before = await rasterise(artworkSvg(plain, 1, size));
      const differs = (after: typeof before, i: number) =>
        [0, 1, 2].some((k) => after.rgba[i * 4 + k] !== before.rgba[i * 4 + k]);
      for (const pattern of PATTERNS.filter((p) => p !== 'solid')) {
        const after = await rasterise(artworkSvg({ ...plain, art: { ...art, pattern } }, 1, size));
        const changed = garmentPixels.filter((i) => differs(after, i)).length;
        expect(changed / garmentPixels.length, `${garment} ${pattern}`).toBeGreaterThan(0.25);
        expect(
          background.filter((i) => differs(after, i)),
          `${garment} ${pattern}`,
        ).toEqual([]);
      }
    }
  });
});
