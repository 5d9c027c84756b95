// One view of a product as layers: colours from the catalog entry, the garment drawing fitted
// into the 600 × 800 frame (or zoomed, or laid flat), the backdrop, props and drop shadow.
//
// Views: 1 front on a plain background, 2 a close-up of the fabric at the neckline (or waistband),
// 3 the back view on a deeper tone, 4 a flat lay with a fabric swatch and a sprig.
import { backdropSvg, backgroundColour, grainPattern } from './backdrop.ts';
import { darken, hash, lighten, luminance, mix } from './color.ts';
import { borderPattern, fabricPattern } from './fabrics.ts';
import { garmentDrawing, garmentOf } from './garments/drawing.ts';
import { f } from './geometry.ts';
import { type ArtworkInput, type Ctx, type Drawing, VIEW_W } from './model.ts';
import { piecesSvg } from './pieces.ts';
import { flatLayProps, hangerSvg } from './props.ts';
import { glowGradient, shadingDefs } from './shading.ts';

/** A view split into what the rasteriser stacks: background, a drop shadow to blur, foreground. */
export type Scene = {
  defs: string;
  backdrop: string;
  /** Silhouettes (no fill set) placed in viewBox units, to be blurred into the drop shadow. */
  shadowShapes: string;
  /** `blur` is the Gaussian σ in viewBox units. */
  shadow: { color: string; opacity: number; blur: number };
  foreground: string;
};

/** View n as 1..4 (any other number wraps round). */
export const viewOf = (n: number) => ((Math.max(1, Math.floor(n)) - 1) % 4) + 1;

/** The drawing context of an entry in a view: its colours (with fallbacks), ink, seams, seed. */
export function contextOf(entry: ArtworkInput, view: number): Ctx {
  const colors = entry.art.colors;
  const main = colors[0] ?? '#c9b8a6';
  const accent = colors[1] ?? lighten(main, 0.5);
  const third = colors[2] ?? mix(accent, main, 0.45);
  const ink = mix(darken(main, 0.6), '#2a1d14', 0.35);
  const seam = luminance(main) < 0.25 ? lighten(main, 0.35) : darken(main, 0.45);
  return { main, accent, third, ink, seam, back: view === 3, seed: hash(entry.name) };
}

/** Scale and offset that centre a drawing (garment space) in the frame, a little above the middle. */
function fitDrawing(d: Drawing, maxScale = 1.5): { s: number; tx: number; ty: number } {
  const availH = 690;
  const availW = 470;
  const h = d.bottom - d.top;
  const s = Math.min(maxScale, availH / h, availW / (2 * d.half));
  const top = 52 + ((availH - h * s) / 2) * 0.85;
  return { s, tx: VIEW_W / 2, ty: top - d.top * s };
}

/**
 * Where the garment goes: `garmentTf` maps garment space into the frame, `sceneTf` zooms the whole
 * scene for the close-up, and `unit` is viewBox units per garment unit (for the shadow's blur).
 */
function placement(drawing: Drawing, view: number, seed: number): { garmentTf: string; sceneTf: string; unit: number } {
  const fit = fitDrawing(drawing, view === 4 ? 1.25 : 1.5);
  if (view === 4) {
    // Laid flat: no hanger, turned a little, nudged up-left to leave room for the swatch. The crop
    // starts below the hook (y = 92 in garment space).
    const top = 92;
    const h = drawing.bottom - top;
    const s4 = Math.min(1.2, 540 / h, 350 / (2 * drawing.half));
    const angle = -7 + (seed % 5);
    const garmentTf =
      `translate(276 384) rotate(${angle}) scale(${Math.round(s4 * 1000) / 1000}) ` +
      `translate(0 ${f(-(top + drawing.bottom) / 2)})`;
    return { garmentTf, sceneTf: '', unit: s4 };
  }
  const garmentTf = `translate(${f(fit.tx)} ${f(fit.ty)}) scale(${Math.round(fit.s * 1000) / 1000})`;
  if (view === 2) {
    const z = 2.5;
    const fx = fit.tx + drawing.focus[0] * fit.s;
    const fy = fit.ty + drawing.focus[1] * fit.s;
    return { garmentTf, sceneTf: `translate(300 400) scale(${f(z / fit.s)}) translate(${f(-fx)} ${f(-fy)})`, unit: z };
  }
  return { garmentTf, sceneTf: '', unit: fit.s };
}

export function buildScene(entry: ArtworkInput, n: number): Scene {
  const view = viewOf(n);
  const c = contextOf(entry, view);
  const bg = backgroundColour(entry.art.background, c.accent, view);
  const wood = mix('#b18e66', bg, 0.15);
  const metal = mix('#9a968f', bg, 0.2);

  const drawing = garmentDrawing(c, garmentOf(entry));
  if (view === 4) drawing.hanger = 'none';
  const { garmentTf, sceneTf, unit } = placement(drawing, view, c.seed);

  const shade = luminance(c.main) < 0.2 ? 0.55 : 1;
  const defs =
    `<defs>` +
    fabricPattern(entry.art, c) +
    borderPattern(c) +
    shadingDefs(c.ink, shade) +
    glowGradient(bg) +
    grainPattern(c.seed) +
    `</defs>`;
  const backdrop = backdropSvg(bg, view === 4);

  const inScene = (svg: string) => (sceneTf ? `<g transform="${sceneTf}">${svg}</g>` : svg);
  const [dx, dy] = view === 4 ? [6, 8] : [14, 20];
  let shadowShapes = inScene(
    `<g transform="${garmentTf}"><g transform="translate(${dx} ${dy})">${piecesSvg(drawing, c, true)}</g></g>`,
  );
  let foreground = inScene(
    `<g transform="${garmentTf}">${hangerSvg(drawing.hanger, wood, metal)}${piecesSvg(drawing, c, false)}</g>`,
  );
  if (view === 4) {
    const props = flatLayProps(c, bg);
    shadowShapes += props.shadow;
    foreground += props.svg;
  }
  const shadow = {
    color: darken(mix(bg, c.main, 0.25), 0.55),
    opacity: view === 4 ? 0.3 : 0.24,
    blur: (view === 4 ? 5 : 13) * unit,
  };
  return { defs, backdrop, shadowShapes, shadow, foreground };
}
