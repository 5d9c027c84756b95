// What the garment outlines look like once drawn: lengths, bodices and sleeves, the two pieces of
// a set. Measured on rasterised silhouettes in garment space (one pixel per unit).
import { describe, expect, it } from 'vitest';
import type { Ctx, Drawing, Piece } from '../model.ts';
import { extent, type Mask, narrowing, row, silhouette } from '../test-raster.ts';
import { type CoordStyle, coordParts } from './co-ord.ts';
import { GARMENTS, type Garment, garmentDrawing } from './drawing.ts';

const c: Ctx = {
  main: '#b03a2e',
  accent: '#f2d7a0',
  third: '#2e4a6b',
  ink: '#2a1d14',
  seam: '#5a1d17',
  back: false,
  seed: 12345,
};
const masks = new Map<Garment, Mask>();
const maskOf = async (g: Garment) => {
  if (!masks.has(g)) masks.set(g, await silhouette(garmentDrawing(c, g), c));
  return masks.get(g)!;
};
const only = (pieces: Piece[]): Drawing => ({ pieces, hanger: 'none', top: 0, bottom: 0, half: 0, focus: [0, 0] });
const bottomOf = async (g: Garment) => extent(await maskOf(g)).bottom;

const DRESSES = GARMENTS.filter((g) => g.endsWith('-dress'));
const TOPS: Garment[] = ['crop-top', 'wrap-top', 'shirt', 'kurti'];
const SKIRTS = GARMENTS.filter((g) => g.endsWith('-skirt') && g !== 'coord-skirt');
const SETS: CoordStyle[] = ['coord-pants', 'coord-shorts', 'coord-skirt', 'kurta-set'];

describe('garment silhouettes', () => {
  it('hang as long as their names say: dresses below waist-length tops, mini shorter than midi than maxi', async () => {
    const waistTops = Math.max(await bottomOf('crop-top'), await bottomOf('wrap-top'));
    for (const g of DRESSES) expect(await bottomOf(g), g).toBeGreaterThan(waistTops + 100);
    const longest = Math.max(...(await Promise.all(TOPS.map(bottomOf))));
    for (const g of ['maxi-dress', 'tiered-maxi-dress', 'midi-dress', 'wrap-dress'] as const)
      expect(await bottomOf(g), g).toBeGreaterThan(longest + 50);
    expect(await bottomOf('mini-dress')).toBeLessThan(await bottomOf('midi-dress'));
    expect(await bottomOf('midi-dress')).toBeLessThan(await bottomOf('maxi-dress'));
    expect(await bottomOf('mini-skirt')).toBeLessThan(await bottomOf('midi-skirt'));
    expect(await bottomOf('midi-skirt')).toBeLessThan(await bottomOf('maxi-skirt'));
  });

  it('give a skirt no bodice or sleeves: it starts at full waist width and only flares', async () => {
    for (const g of SKIRTS) {
      const m = await maskOf(g);
      expect(row(m, extent(m).top + 2).half, g).toBeGreaterThan(80);
      expect(narrowing(m), g).toBeLessThanOrEqual(4);
    }
    // whatever has a bodice starts narrow, at the neck or the straps
    for (const g of [...DRESSES, ...TOPS]) {
      const m = await maskOf(g);
      expect(row(m, extent(m).top + 2).half, g).toBeLessThan(70);
    }
    // and sleeves stand out over a narrower waist or hem
    for (const g of [...TOPS, 'midi-dress', 'mini-dress', 'wrap-dress', 'tiered-maxi-dress'] as const)
      expect(narrowing(await maskOf(g)), g).toBeGreaterThan(30);
  });

  it('draw a co-ord as two pieces: a top hung over a bottom that reaches well below it', async () => {
    for (const style of SETS) {
      const parts = coordParts(c, style);
      const top = await silhouette(only(parts.top.pieces), c);
      const bottom = await silhouette(only(parts.bottom.pieces), c);
      const set = await maskOf(style);
      // the top has a bodice and sleeves; the bottom has neither
      expect(row(top, extent(top).top + 2).half, style).toBeLessThan(70);
      expect(narrowing(top), style).toBeGreaterThan(30);
      expect(narrowing(bottom), style).toBeLessThanOrEqual(4);
      // the bottom's waistband starts under the top, and its hem falls far below the top's
      expect(extent(bottom).top, style).toBeLessThan(extent(top).bottom);
      expect(extent(bottom).bottom, style).toBeGreaterThan(extent(top).bottom + 100);
      // and the set is exactly those two outlines together (up to antialiased edges)
      let mismatch = 0;
      for (let i = 0; i < set.on.length; i++) if (set.on[i] !== (top.on[i]! | bottom.on[i]!)) mismatch++;
      expect(mismatch / extent(set).area, style).toBeLessThan(0.005);
    }
  });

  it('shows two legs at the hem of trouser sets and one hem for skirts and dresses', async () => {
    const runsNearHem = async (g: Garment) => {
      const m = await maskOf(g);
      return row(m, extent(m).bottom - 20).runs;
    };
    for (const g of ['coord-pants', 'coord-shorts', 'kurta-set'] as const) expect(await runsNearHem(g), g).toBe(2);
    for (const g of ['coord-skirt', 'midi-skirt', 'maxi-dress', 'kurti'] as const)
      expect(await runsNearHem(g), g).toBe(1);
  });
});
