// Test helpers: rasterise SVG with sharp and look at the pixels (coverage masks, colours).
import sharp from 'sharp';
import type { Ctx, Drawing } from './model.ts';
import { piecesSvg } from './pieces.ts';

export type Raster = { width: number; height: number; rgba: Uint8Array };

export async function rasterise(svg: string): Promise<Raster> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgba: new Uint8Array(data) };
}

/** A coverage mask: 1 where the pixel is at least half opaque. */
export type Mask = { width: number; height: number; on: Uint8Array };

export const maskOf = (r: Raster): Mask => ({
  width: r.width,
  height: r.height,
  on: Uint8Array.from({ length: r.width * r.height }, (_, i) => (r.rgba[i * 4 + 3]! >= 128 ? 1 : 0)),
});

/**
 * The silhouette of a drawing in garment space, one pixel per garment unit: x from -300 to 300
 * (column 300 is the centre line), y from 0 to 900.
 */
export async function silhouette(d: Drawing, c: Ctx): Promise<Mask> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-300 0 600 900" width="600" height="900">` +
    `<g fill="#000">${piecesSvg(d, c, true)}</g></svg>`;
  return maskOf(await rasterise(svg));
}

/** Covered pixels in row y: how many, the outermost x from the centre, and the separate runs. */
export function row(m: Mask, y: number): { count: number; half: number; runs: number } {
  let count = 0;
  let half = 0;
  let runs = 0;
  for (let x = 0; x < m.width; x++) {
    const on = m.on[y * m.width + x]!;
    if (!on) continue;
    count++;
    half = Math.max(half, Math.abs(x - m.width / 2));
    if (x === 0 || !m.on[y * m.width + x - 1]) runs++;
  }
  return { count, half, runs };
}

/** The first and last covered rows, and the covered area in pixels. */
export function extent(m: Mask): { top: number; bottom: number; area: number } {
  let top = -1;
  let bottom = -1;
  let area = 0;
  for (let y = 0; y < m.height; y++) {
    const n = row(m, y).count;
    if (n === 0) continue;
    if (top < 0) top = y;
    bottom = y;
    area += n;
  }
  return { top, bottom, area };
}

/**
 * How much narrower the outline gets going down, at most, above the last `hemRows` rows (a hem
 * curves in at its corners): near 0 for a shape that only flares (a skirt), large where sleeves or
 * shoulders stand out over a narrower waist.
 */
export function narrowing(m: Mask, hemRows = 40): number {
  const { top, bottom } = extent(m);
  let widest = 0;
  let most = 0;
  for (let y = top; y <= bottom - hemRows; y++) {
    const { half } = row(m, y);
    widest = Math.max(widest, half);
    most = Math.max(most, widest - half);
  }
  return most;
}

/** The pixels of `r` where the mask layer `layer` (a raster of the same size) is fully opaque. */
export function opaqueIn(layer: Raster): number[] {
  const out: number[] = [];
  for (let i = 0; i < layer.width * layer.height; i++) if (layer.rgba[i * 4 + 3] === 255) out.push(i);
  return out;
}

/**
 * The most common colour among the given pixels, to 1/16 of each channel: the pixels are sorted into
 * coarse bins and the fullest bin's mean is returned as [r, g, b].
 */
export function dominantColour(r: Raster, pixels: number[]): [number, number, number] {
  const bins = new Map<number, { n: number; sum: [number, number, number] }>();
  for (const i of pixels) {
    const [red, green, blue] = [r.rgba[i * 4]!, r.rgba[i * 4 + 1]!, r.rgba[i * 4 + 2]!];
    const key = ((red >> 4) << 8) | ((green >> 4) << 4) | (blue >> 4);
    const bin = bins.get(key) ?? { n: 0, sum: [0, 0, 0] };
    bin.n++;
    bin.sum = [bin.sum[0] + red, bin.sum[1] + green, bin.sum[2] + blue];
    bins.set(key, bin);
  }
  const top = [...bins.values()].sort((a, b) => b.n - a.n)[0]!;
  return top.sum.map((s) => s / top.n) as [number, number, number];
}

/** Euclidean distance between an [r, g, b] triple and a '#rrggbb' colour. */
export function colourDistance(rgb: [number, number, number], hex: string): number {
  const other = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.hypot(...rgb.map((v, k) => v - other[k]!));
}
