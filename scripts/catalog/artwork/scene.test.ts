// The product's colours are the colours you see.
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '#/server/db/catalog-file.ts';
import { artworkLayers, artworkSvg } from './render.ts';
import { colourDistance, dominantColour, opaqueIn, rasterise } from './test-raster.ts';

const demo = loadCatalog('content/catalog/demo.json');
const size = { width: 150, height: 200 };
const RED = '#b03a2e';
const BLUE = '#2e6bb0';

describe('scene colours', () => {
  it('makes the main colour the dominant colour of the garment in every view, so colourways differ', async () => {
    for (const [garment, pattern] of [
      ['midi-dress', 'solid'],
      ['wrap-top', 'stripes'],
      ['tiered-skirt', 'floral'],
      ['kurta-set', 'block-print'],
    ] as const)
      for (const [main, other] of [
        [RED, BLUE],
        [BLUE, RED],
      ] as const) {
        const entry = { ...demo[0]!, art: { ...demo[0]!.art, garment, pattern, colors: [main, '#f2d7a0', '#2e4a6b'] } };
        for (const view of [1, 2, 3, 4]) {
          const garmentPixels = opaqueIn(await rasterise(artworkLayers(entry, view, size).foreground));
          const rgb = dominantColour(await rasterise(artworkSvg(entry, view, size)), garmentPixels);
          const what = `${garment} in ${main}, view ${view}: ${rgb.map(Math.round)}`;
          expect(colourDistance(rgb, main), what).toBeLessThan(40);
          expect(colourDistance(rgb, other), what).toBeGreaterThan(120);
        }
      }
  });
});
