// The public drawing functions: a view as one SVG (with an SVG blur for the shadow), or as layers
// for a rasteriser that blurs the shadow itself (render-images.ts).
import { f } from './geometry.ts';
import { type ArtworkInput, VIEW_H, VIEW_W } from './model.ts';
import { buildScene } from './scene.ts';

type Size = { width: number; height: number };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const svgOpen = (size: Size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_W} ${VIEW_H}" ` +
  `width="${size.width}" height="${size.height}" preserveAspectRatio="xMidYMid slice">`;

/**
 * The SVG for view n (1..4) of an entry. `size` sets the width/height attributes (the viewBox is
 * always 0 0 600 800), so a rasteriser renders it sharply at that size.
 */
export function artworkSvg(entry: ArtworkInput, n: number, size: Size = { width: VIEW_W, height: VIEW_H }): string {
  const sc = buildScene(entry, n);
  const filter =
    `<filter id="shadow" color-interpolation-filters="sRGB" x="-20%" y="-10%" width="140%" height="120%">` +
    `<feGaussianBlur stdDeviation="${f(sc.shadow.blur)}"/></filter>`;
  return (
    svgOpen(size) +
    `<title>${esc(entry.name)}</title>` +
    sc.defs.replace('</defs>', `${filter}</defs>`) +
    sc.backdrop +
    `<g fill="${sc.shadow.color}" fill-opacity="${sc.shadow.opacity}" filter="url(#shadow)">${sc.shadowShapes}</g>` +
    sc.foreground +
    `</svg>`
  );
}

export type ArtworkLayers = {
  /** Opaque backdrop. */
  background: string;
  /** Black silhouettes on transparent: blur the alpha by `blurPx`, tint with `color` at `opacity`. */
  shadow: string;
  blurPx: number;
  color: string;
  opacity: number;
  /** The garment and props on transparent. */
  foreground: string;
};

/**
 * The same picture as artworkSvg, as layers for a rasteriser that blurs the shadow itself (an SVG
 * blur filter costs more than drawing all the rest). Stack: background, shadow, foreground.
 */
export function artworkLayers(entry: ArtworkInput, n: number, size: Size): ArtworkLayers {
  const sc = buildScene(entry, n);
  const open = svgOpen(size);
  return {
    background: `${open}${sc.defs}${sc.backdrop}</svg>`,
    shadow: `${open}<g fill="#000">${sc.shadowShapes}</g></svg>`,
    blurPx: sc.shadow.blur * (size.width / VIEW_W),
    color: sc.shadow.color,
    opacity: sc.shadow.opacity,
    foreground: `${open}${sc.defs}${sc.foreground}</svg>`,
  };
}
