// The small marks that make a flat shape read as cloth: seams, folds, gathers, stitching,
// buttons and bows. All return SVG markup in garment space.
import { darken, lighten, luminance } from './color.ts';
import { f, hemCurve, pt } from './geometry.ts';
import type { Ctx } from './model.ts';

export const stroke = (d: string, color: string, w: number, op: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" ` +
  `stroke-opacity="${Math.round(op * 1000) / 1000}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

/**
 * A stroke with blurred edges (about `blur` units), made by stacking wide, faint copies: a blur
 * filter per stroke costs far more to rasterise than a few extra paths.
 */
export function soft(d: string, color: string, w: number, op: number, blur: number): string {
  const r = blur * 1.6;
  return (
    `<g fill="none" stroke="${color}" stroke-linecap="round" stroke-linejoin="round">` +
    [w + 2 * r, w + r, w, Math.max(1, w - r)]
      .map((ww) => `<path d="${d}" stroke-width="${f(ww)}" stroke-opacity="${Math.round(op * 250) / 1000}"/>`)
      .join('') +
    '</g>'
  );
}

/** Soft vertical folds from y0 to y1, spreading from half width w0 to w1; clipped to the piece. */
export function folds(c: Ctx, n: number, w0: number, y0: number, w1: number, y1: number, strength = 1): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n - 0.5; // -0.5 .. 0.5
    const jitter = (((c.seed >> (i % 24)) & 7) - 3.5) * 0.012;
    const xa = (t + jitter) * 2 * w0 * 0.9;
    const xb = (t + jitter) * 2 * w1 * 0.95;
    const ya = y0 + (i % 3) * 18;
    // A shadow, and beside it a fainter highlight where the fold turns to the light.
    const d =
      `M${pt(xa, ya)} C${pt(xa, ya + (y1 - ya) * 0.4)} ` + `${pt(xb * 0.92, y1 - (y1 - ya) * 0.35)} ${pt(xb, y1 + 6)}`;
    out += soft(d, c.ink, 7 + (i % 2) * 5, 0.07 * strength, 2);
    const dh =
      `M${pt(xa + 7, ya + 10)} C${pt(xa + 7, ya + (y1 - ya) * 0.4)} ` +
      `${pt(xb * 0.92 + 9, y1 - (y1 - ya) * 0.35)} ${pt(xb + 10, y1 + 6)}`;
    out += soft(dh, '#ffffff', 5, 0.06 * strength, 2);
  }
  return out;
}

/** Gathers: short soft strokes just under a seam. */
export function gathers(c: Ctx, w: number, y: number, depth: number, n: number, len = 16): string {
  let d = '';
  for (let i = 1; i < n; i++) {
    const x = -w + (2 * w * i) / n;
    const yy = y + depth * (1 - (x / w) ** 2) * 2 * 0.5;
    d += `M${f(x)} ${f(yy + 3)} l${f((x / w) * 2)} ${f(len + (i % 3) * 5)} `;
  }
  return stroke(d, c.ink, 2, 0.12);
}

/** A seam across the garment, with a faint highlight just below it. */
export function seamCurve(c: Ctx, w: number, y: number, depth: number): string {
  return stroke(hemCurve(w, y, depth), c.seam, 1.6, 0.55) + stroke(hemCurve(w, y + 4, depth), '#ffffff', 1, 0.12);
}

/** A dashed topstitch just inside a hem. */
export const topstitch = (c: Ctx, w: number, y: number, depth: number) =>
  stroke(hemCurve(w - 4, y - 10, depth), c.seam, 1.1, 0.45, ' stroke-dasharray="5 4"');

export function button(c: Ctx, x: number, y: number, r = 4.2): string {
  const fill = luminance(c.main) > 0.75 ? '#efe9dd' : lighten(c.main, 0.55);
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}" ` +
    `stroke="${darken(c.main, 0.35)}" stroke-opacity=".6" stroke-width="1"/>` +
    `<circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.28)}" fill="#fff" fill-opacity=".6"/>`
  );
}

/** A tied bow at (x, y) in the garment's fabric: two loops, two tails of length `len`, a knot. */
export function bow(c: Ctx, x: number, y: number, len: number): string {
  const col = 'url(#fab)';
  const o = darken(c.main, 0.3);
  const part = (d: string) => `<path d="${d}" fill="${col}" stroke="${o}" stroke-opacity=".35"/>`;
  return (
    part(`M${pt(x, y)} C${pt(x - 30, y - 22)} ${pt(x - 34, y + 14)} ${pt(x, y + 2)} Z`) +
    part(`M${pt(x, y)} C${pt(x + 30, y - 22)} ${pt(x + 34, y + 14)} ${pt(x, y + 2)} Z`) +
    part(
      `M${pt(x - 3, y + 2)} C${pt(x - 10, y + len * 0.4)} ${pt(x - 4, y + len * 0.7)} ${pt(x - 14, y + len)} ` +
        `L${pt(x - 4, y + len + 3)} ` +
        `C${pt(x + 2, y + len * 0.6)} ${pt(x - 2, y + len * 0.3)} ${pt(x + 3, y + 2)} Z`,
    ) +
    part(
      `M${pt(x + 2, y + 2)} ` +
        `C${pt(x + 10, y + len * 0.35)} ${pt(x + 16, y + len * 0.6)} ${pt(x + 20, y + len * 0.85)} ` +
        `L${pt(x + 29, y + len * 0.8)} ` +
        `C${pt(x + 22, y + len * 0.5)} ${pt(x + 12, y + len * 0.3)} ${pt(x + 6, y + 2)} Z`,
    ) +
    `<ellipse cx="${f(x)}" cy="${f(y + 1)}" rx="6" ry="5" fill="${col}" stroke="${o}" stroke-opacity=".45"/>`
  );
}
