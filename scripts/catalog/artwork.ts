// Product artwork: a flat fashion illustration of a catalog entry, as an SVG string. Pure (no I/O):
// the same entry and view number always give the same SVG. render-images.ts rasterises these.
//
// Views: 1 front on a plain background, 2 a close-up of the fabric at the neckline (or waistband),
// 3 the back view on a deeper tone, 4 a flat lay with a fabric swatch and a sprig.
//
// Garments are drawn in their own "garment space": centre line x = 0, hanger hook at the top
// (y ≈ 30), neck points at y = 100, hems further down; the scene then fits them into the frame.
import type { CatalogArt, CatalogEntry } from './catalog.ts';

export const VIEW_W = 600;
export const VIEW_H = 800;

export const GARMENTS = [
  'maxi-dress',
  'tiered-maxi-dress',
  'wrap-dress',
  'midi-dress',
  'mini-dress',
  'slip-dress',
  'crop-top',
  'wrap-top',
  'shirt',
  'kurti',
  'midi-skirt',
  'mini-skirt',
  'maxi-skirt',
  'tiered-skirt',
  'coord-pants',
  'coord-shorts',
  'coord-skirt',
  'kurta-set',
] as const;
export type Garment = (typeof GARMENTS)[number];

/** The silhouette used when an entry names none the renderer knows. */
export function defaultGarment(category: string, subCategory: string): Garment {
  if (category === 'top') return subCategory === 'shirt' ? 'shirt' : subCategory === 'kurti' ? 'kurti' : 'crop-top';
  if (category === 'skirts')
    return subCategory === 'mini' ? 'mini-skirt' : subCategory === 'maxi' ? 'maxi-skirt' : 'midi-skirt';
  if (category === 'co-ords')
    return subCategory === 'festive' ? 'kurta-set' : subCategory === 'lounge' ? 'coord-pants' : 'coord-skirt';
  return subCategory === 'mini' ? 'mini-dress' : subCategory === 'midi' ? 'midi-dress' : 'maxi-dress';
}

export type ArtworkInput = Pick<CatalogEntry, 'name' | 'category' | 'subCategory'> & { art: CatalogArt };

// ───────────────────────────── colour helpers ─────────────────────────────

type Rgb = [number, number, number];
const hexToRgb = (hex: string): Rgb => {
  const h = hex.replace('#', '');
  const v =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  return [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16) || 0) as Rgb;
};
const rgbToHex = (c: Rgb) =>
  '#' +
  c
    .map((x) =>
      Math.max(0, Math.min(255, Math.round(x)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a: string, b: string, t: number) => {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
};
const luminance = (hex: string) => {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};
const darken = (hex: string, t: number) => mix(hex, '#1a1410', t);
const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);

/** Small deterministic hash of a string (FNV-1a), for per-product variations. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ───────────────────────────── symmetric paths ─────────────────────────────

type Pt = [number, number];
/** A segment of the right half: [x, y] line, [cx, cy, x, y] quadratic, [c1x, c1y, c2x, c2y, x, y] cubic. */
type Seg = number[];

/** Path of the right half only (open), from start through segs, with x multiplied by `sx`. */
function openPath(start: Pt, segs: Seg[], sx = 1): string {
  let d = `M${f(start[0] * sx)} ${f(start[1])}`;
  for (const s of segs) {
    const cmd = s.length === 2 ? 'L' : s.length === 4 ? 'Q' : 'C';
    d += ` ${cmd}${s.map((v, i) => f(i % 2 === 0 ? v * sx : v)).join(' ')}`;
  }
  return d;
}

/** Closed outline symmetric about x = 0: the right half from `start` down and back, then mirrored. */
function symPath(start: Pt, segs: Seg[]): string {
  let d = openPath(start, segs);
  const pts: Pt[] = [start, ...segs.map((s) => [s[s.length - 2]!, s[s.length - 1]!] as Pt)];
  const last = pts[pts.length - 1]!;
  if (Math.abs(last[0]) > 0.01) d += ` L${f(-last[0])} ${f(last[1])}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const to = pts[i]!;
    const ctrls: Pt[] = [];
    for (let k = 0; k < s.length - 2; k += 2) ctrls.push([s[k]!, s[k + 1]!]);
    ctrls.reverse();
    const cmd = ctrls.length === 0 ? 'L' : ctrls.length === 1 ? 'Q' : 'C';
    d += ` ${cmd}${[...ctrls, to].map(([x, y]) => `${f(-x)} ${f(y)}`).join(' ')}`;
  }
  return `${d} Z`;
}

/** Hem from (w, y) to the centre, bowing `depth` lower at the centre, with `waves` soft folds. */
function hemSegs(w: number, y: number, depth: number, waves: number, amp: number): Seg[] {
  const segs: Seg[] = [];
  const yAt = (x: number) => y + depth * (1 - (x / w) ** 2);
  for (let i = 1; i <= waves; i++) {
    const x0 = w * (1 - (i - 1) / waves);
    const x1 = w * (1 - i / waves);
    const xm = (x0 + x1) / 2;
    segs.push([xm, yAt(xm) + (i % 2 === 1 ? amp : -amp * 0.6), x1, yAt(x1)]);
  }
  return segs;
}
/**
 * Gathered tiers from (x0, y0) down to (hemW, hemY), with seams at `ys`: each tier pops out just
 * under its seam and then falls almost straight. Returns the segments and each seam's half width.
 */
function tierSegs(
  x0: number,
  y0: number,
  ys: number[],
  hemW: number,
  hemY: number,
  step: number,
): { segs: Seg[]; seamWs: number[] } {
  const segs: Seg[] = [];
  const seamWs: number[] = [];
  const wLin = (y: number) => x0 + ((hemW - x0) * (y - y0)) / (hemY - y0);
  const bounds = [...ys, hemY];
  let a = y0;
  let wTop = x0;
  bounds.forEach((b, i) => {
    const wBot = i === bounds.length - 1 ? hemW : wLin(b) + step * 0.4;
    const pop = i === 0 ? step * 0.7 : step * 1.4;
    segs.push([wTop + pop, a + 8, wBot - 3, a + (b - a) * 0.45, wBot, b]);
    if (i < bounds.length - 1) {
      seamWs.push(wBot);
      wTop = wBot - 3;
      segs.push([wTop, b + 1]);
    }
    a = b + 1;
  });
  return { segs, seamWs };
}
const hemCurve = (w: number, y: number, depth: number) => `M${f(-w)} ${f(y)} Q0 ${f(y + depth * 2)} ${f(w)} ${f(y)}`;

// ───────────────────────────── garment model ─────────────────────────────

type Piece = {
  d: string;
  /** Extra markup drawn inside the piece (clipped to it): folds, smocking, borders. */
  inner?: string;
  /** Markup drawn over the piece, not clipped: seams, buttons, ties. */
  over?: string;
  /** Mirror a copy of the piece to the left (sleeves). */
  mirror?: boolean;
  /** A darker piece seen through an opening (inside of the back). */
  inside?: boolean;
};

type Drawing = {
  pieces: Piece[];
  hanger: 'shoulder' | 'clip' | 'none';
  /** Extent in garment space. */
  top: number;
  bottom: number;
  half: number;
  /** Close-up focus point (garment space). */
  focus: Pt;
};

type Ctx = {
  main: string;
  accent: string;
  third: string;
  ink: string;
  /** Colour for seams and stitching. */
  seam: string;
  back: boolean;
  seed: number;
};

// Neck points sit at y = 100; shoulders follow the hanger's slope.
const NECK_Y = 100;
const shoulderY = (x: number) => 96 + 0.27 * x;

type Neck = 'v' | 'deep-v' | 'round' | 'square' | 'sweetheart' | 'mandarin' | 'collar' | 'high';

/** Right half of a neckline from the centre front up to the neck point (nw, NECK_Y). */
function neckSegs(neck: Neck, nw: number, back: boolean): { start: Pt; segs: Seg[]; depth: number } {
  if (back) return { start: [0, 112], segs: [[nw * 0.6, 112, nw, NECK_Y]], depth: 112 };
  switch (neck) {
    case 'v':
      return { start: [0, 182], segs: [[nw * 0.45, 150, nw, NECK_Y]], depth: 182 };
    case 'deep-v':
      return { start: [0, 222], segs: [[nw * 0.5, 170, nw, NECK_Y]], depth: 222 };
    case 'square':
      return {
        start: [0, 158],
        segs: [
          [nw - 6, 158],
          [nw, 158, nw, 150],
          [nw, NECK_Y],
        ],
        depth: 158,
      };
    case 'sweetheart':
      return {
        start: [0, 150],
        segs: [
          [nw * 0.15, 164, nw * 0.55, 166, nw * 0.85, 150],
          [nw, 130, nw, NECK_Y],
        ],
        depth: 166,
      };
    case 'mandarin':
    case 'collar':
      return { start: [0, 118], segs: [[nw * 0.7, 118, nw, NECK_Y]], depth: 118 };
    case 'high':
      return { start: [0, 112], segs: [[nw * 0.6, 112, nw, NECK_Y]], depth: 112 };
    default:
      return { start: [0, 142], segs: [[nw * 0.55, 142, nw, 122, nw, NECK_Y]], depth: 142 };
  }
}

type BodyOpts = {
  neck: Neck;
  nw: number;
  /** Shoulder end x. */
  sw: number;
  /** 'cut' = sleeveless armhole curving in; 'set' = for a sleeve. */
  arm: 'cut' | 'set';
  /** Half width at the underarm (y = uy). */
  bw: number;
  uy?: number;
  waist?: { w: number; y: number };
  /** Skirt tiers: y of each seam below the waist, and the step out at each seam. */
  tiers?: { ys: number[]; step: number };
  hem: { w: number; y: number; depth: number; waves: number; amp: number };
};

function bodyOutline(o: BodyOpts, back: boolean): { d: string; neckDepth: number; neckLine: string; seamWs: number[] } {
  const neck = neckSegs(o.neck, o.nw, back);
  const segs: Seg[] = [...neck.segs];
  const sy = shoulderY(o.sw);
  const uy = o.uy ?? 192;
  segs.push([o.sw, sy]);
  if (o.arm === 'cut') segs.push([o.sw - 2, sy + 38, o.bw - 24, uy - 2, o.bw, uy]);
  else segs.push([o.sw + 3, sy + 30, o.bw + 1, uy - 30, o.bw, uy]);
  let x = o.bw;
  let y = uy;
  if (o.waist) {
    segs.push([o.bw, uy + 30, o.waist.w + 2, o.waist.y - 34, o.waist.w, o.waist.y]);
    x = o.waist.w;
    y = o.waist.y;
  }
  const hem = o.hem;
  let seamWs: number[] = [];
  if (o.tiers) {
    const t = tierSegs(x, y, o.tiers.ys, hem.w, hem.y, o.tiers.step);
    segs.push(...t.segs);
    seamWs = t.seamWs;
  } else if (hem.y - y > 120) {
    segs.push([x + 4, y + (hem.y - y) * 0.22, hem.w - (hem.w - x) * 0.3, hem.y - (hem.y - y) * 0.3, hem.w, hem.y]);
  } else {
    segs.push([x + (hem.w - x) * 0.2, y + (hem.y - y) * 0.5, hem.w, hem.y]);
  }
  segs.push(...hemSegs(hem.w, hem.y, hem.depth, hem.waves, hem.amp));
  const neckLine = `${openPath(neck.start, neck.segs)} ${openPath(neck.start, neck.segs, -1)}`;
  return { d: symPath(neck.start, segs), neckDepth: neck.depth, neckLine, seamWs };
}

// ───────────────────────────── details ─────────────────────────────

const stroke = (d: string, color: string, w: number, op: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-opacity="${Math.round(op * 1000) / 1000}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

/**
 * A stroke with blurred edges (about `blur` units), made by stacking wide, faint copies: a blur
 * filter per stroke costs far more to rasterise than a few extra paths.
 */
function soft(d: string, color: string, w: number, op: number, blur: number): string {
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
function folds(c: Ctx, n: number, w0: number, y0: number, w1: number, y1: number, strength = 1): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n - 0.5; // -0.5 .. 0.5
    const jitter = (((c.seed >> (i % 24)) & 7) - 3.5) * 0.012;
    const xa = (t + jitter) * 2 * w0 * 0.9;
    const xb = (t + jitter) * 2 * w1 * 0.95;
    const ya = y0 + (i % 3) * 18;
    const d = `M${f(xa)} ${f(ya)} C${f(xa)} ${f(ya + (y1 - ya) * 0.4)} ${f(xb * 0.92)} ${f(y1 - (y1 - ya) * 0.35)} ${f(xb)} ${f(y1 + 6)}`;
    out += soft(d, c.ink, 7 + (i % 2) * 5, 0.07 * strength, 2);
    const dh = `M${f(xa + 7)} ${f(ya + 10)} C${f(xa + 7)} ${f(ya + (y1 - ya) * 0.4)} ${f(xb * 0.92 + 9)} ${f(y1 - (y1 - ya) * 0.35)} ${f(xb + 10)} ${f(y1 + 6)}`;
    out += soft(dh, '#ffffff', 5, 0.06 * strength, 2);
  }
  return out;
}

/** Gathers: short soft strokes just under a seam. */
function gathers(c: Ctx, w: number, y: number, depth: number, n: number, len = 16): string {
  let d = '';
  for (let i = 1; i < n; i++) {
    const x = -w + (2 * w * i) / n;
    const yy = y + depth * (1 - (x / w) ** 2) * 2 * 0.5;
    d += `M${f(x)} ${f(yy + 3)} l${f((x / w) * 2)} ${f(len + (i % 3) * 5)} `;
  }
  return stroke(d, c.ink, 2, 0.12);
}

function seamCurve(c: Ctx, w: number, y: number, depth: number): string {
  return stroke(hemCurve(w, y, depth), c.seam, 1.6, 0.55) + stroke(hemCurve(w, y + 4, depth), '#ffffff', 1, 0.12);
}

/** A dashed topstitch just inside a hem. */
const topstitch = (c: Ctx, w: number, y: number, depth: number) =>
  stroke(hemCurve(w - 4, y - 10, depth), c.seam, 1.1, 0.45, ' stroke-dasharray="5 4"');

function button(c: Ctx, x: number, y: number, r = 4.2): string {
  const fill = luminance(c.main) > 0.75 ? '#efe9dd' : lighten(c.main, 0.55);
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}" stroke="${darken(c.main, 0.35)}" stroke-opacity=".6" stroke-width="1"/><circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.28)}" fill="#fff" fill-opacity=".6"/>`;
}

function bow(c: Ctx, x: number, y: number, len: number): string {
  const col = 'url(#fab)';
  const o = darken(c.main, 0.3);
  return (
    `<path d="M${f(x)} ${f(y)} C${f(x - 30)} ${f(y - 22)} ${f(x - 34)} ${f(y + 14)} ${f(x)} ${f(y + 2)} Z" fill="${col}" stroke="${o}" stroke-opacity=".35"/>` +
    `<path d="M${f(x)} ${f(y)} C${f(x + 30)} ${f(y - 22)} ${f(x + 34)} ${f(y + 14)} ${f(x)} ${f(y + 2)} Z" fill="${col}" stroke="${o}" stroke-opacity=".35"/>` +
    `<path d="M${f(x - 3)} ${f(y + 2)} C${f(x - 10)} ${f(y + len * 0.4)} ${f(x - 4)} ${f(y + len * 0.7)} ${f(x - 14)} ${f(y + len)} L${f(x - 4)} ${f(y + len + 3)} C${f(x + 2)} ${f(y + len * 0.6)} ${f(x - 2)} ${f(y + len * 0.3)} ${f(x + 3)} ${f(y + 2)} Z" fill="${col}" stroke="${o}" stroke-opacity=".35"/>` +
    `<path d="M${f(x + 2)} ${f(y + 2)} C${f(x + 10)} ${f(y + len * 0.35)} ${f(x + 16)} ${f(y + len * 0.6)} ${f(x + 20)} ${f(y + len * 0.85)} L${f(x + 29)} ${f(y + len * 0.8)} C${f(x + 22)} ${f(y + len * 0.5)} ${f(x + 12)} ${f(y + len * 0.3)} ${f(x + 6)} ${f(y + 2)} Z" fill="${col}" stroke="${o}" stroke-opacity=".35"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y + 1)}" rx="6" ry="5" fill="${col}" stroke="${o}" stroke-opacity=".45"/>`
  );
}

// ───────────────────────────── sleeves ─────────────────────────────

type SleeveKind = 'puff' | 'flutter' | 'short' | 'long' | 'three-quarter' | 'cap';

/** Right sleeve, drawn behind the body (the body's armhole covers its inner edge). */
function sleeve(c: Ctx, kind: SleeveKind, sw: number, bw: number, opts: { border?: boolean } = {}): Piece {
  const sy = shoulderY(sw);
  let d: string;
  let inner = '';
  let over = '';
  switch (kind) {
    case 'puff': {
      d = `M${f(sw - 14)} ${f(sy - 2)} C${f(sw + 22)} ${f(sy - 18)} ${f(sw + 62)} ${f(sy + 10)} ${f(sw + 58)} ${f(sy + 66)} C${f(sw + 57)} ${f(sy + 74)} ${f(sw + 50)} ${f(sy + 80)} ${f(sw + 40)} ${f(sy + 82)} C${f(sw + 22)} ${f(sy + 86)} ${f(sw + 6)} ${f(sy + 82)} ${f(bw - 6)} ${f(sy + 72)} Z`;
      let g = '';
      for (let i = 0; i < 6; i++) {
        const x = sw + 10 + i * 8;
        g += `M${f(x)} ${f(sy + 78 - Math.abs(i - 3) * 1.5)} l${f(-2 + i * 0.6)} -16 `;
      }
      inner =
        stroke(g, c.ink, 1.8, 0.16) +
        stroke(
          `M${f(sw + 4)} ${f(sy + 72)} Q${f(sw + 30)} ${f(sy + 78)} ${f(sw + 56)} ${f(sy + 68)}`,
          c.seam,
          1.2,
          0.4,
        );
      inner += soft(
        `M${f(sw + 4)} ${f(sy + 6)} C${f(sw + 34)} ${f(sy + 2)} ${f(sw + 48)} ${f(sy + 24)} ${f(sw + 50)} ${f(sy + 56)}`,
        '#ffffff',
        8,
        0.1,
        2,
      );
      break;
    }
    case 'flutter': {
      d = `M${f(sw - 12)} ${f(sy - 2)} C${f(sw + 18)} ${f(sy - 6)} ${f(sw + 44)} ${f(sy + 26)} ${f(sw + 66)} ${f(sy + 78)} Q${f(sw + 52)} ${f(sy + 84)} ${f(sw + 40)} ${f(sy + 76)} Q${f(sw + 26)} ${f(sy + 86)} ${f(sw + 12)} ${f(sy + 76)} Q${f(sw)} ${f(sy + 82)} ${f(bw - 8)} ${f(sy + 66)} Z`;
      inner = soft(
        `M${f(sw + 8)} ${f(sy + 8)} Q${f(sw + 24)} ${f(sy + 40)} ${f(sw + 40)} ${f(sy + 76)} M${f(sw + 2)} ${f(sy + 20)} Q${f(sw + 10)} ${f(sy + 50)} ${f(sw + 12)} ${f(sy + 76)}`,
        c.ink,
        5,
        0.09,
        2,
      );
      break;
    }
    case 'cap': {
      d = `M${f(sw - 12)} ${f(sy - 2)} C${f(sw + 12)} ${f(sy - 6)} ${f(sw + 30)} ${f(sy + 18)} ${f(sw + 36)} ${f(sy + 48)} Q${f(sw + 14)} ${f(sy + 58)} ${f(bw - 6)} ${f(sy + 56)} Z`;
      break;
    }
    case 'short': {
      d = `M${f(sw - 12)} ${f(sy - 2)} C${f(sw + 8)} ${f(sy - 4)} ${f(sw + 26)} ${f(sy + 18)} ${f(sw + 46)} ${f(sy + 80)} L${f(sw + 10)} ${f(sy + 96)} C${f(sw + 4)} ${f(sy + 84)} ${f(bw - 2)} ${f(sy + 80)} ${f(bw - 8)} ${f(sy + 74)} Z`;
      inner = stroke(
        `M${f(sw + 46)} ${f(sy + 70)} L${f(sw + 12)} ${f(sy + 86)}`,
        c.seam,
        1.1,
        0.45,
        ' stroke-dasharray="5 4"',
      );
      break;
    }
    case 'three-quarter': {
      d = `M${f(sw - 12)} ${f(sy - 2)} C${f(sw + 10)} ${f(sy - 2)} ${f(sw + 24)} ${f(sy + 24)} ${f(sw + 34)} ${f(sy + 70)} L${f(sw + 46)} ${f(sy + 196)} L${f(sw + 8)} ${f(sy + 202)} L${f(bw - 4)} ${f(sy + 86)} Z`;
      inner = folds(c, 2, 14, sy + 30, 16, sy + 200, 0.8);
      if (opts.border)
        inner += `<path d="M${f(sw + 43)} ${f(sy + 168)} L${f(sw + 46)} ${f(sy + 196)} L${f(sw + 8)} ${f(sy + 202)} L${f(sw + 6)} ${f(sy + 174)} Z" fill="url(#border)"/>`;
      break;
    }
    default: {
      // long, hanging shirt sleeve with a cuff
      d = `M${f(sw - 12)} ${f(sy - 2)} C${f(sw + 12)} ${f(sy - 2)} ${f(sw + 26)} ${f(sy + 28)} ${f(sw + 34)} ${f(sy + 80)} L${f(sw + 50)} ${f(sy + 262)} L${f(sw + 12)} ${f(sy + 270)} L${f(bw - 4)} ${f(sy + 96)} Z`;
      inner =
        folds(c, 2, 14, sy + 40, 18, sy + 250, 0.9) +
        stroke(`M${f(sw + 47)} ${f(sy + 232)} L${f(sw + 10)} ${f(sy + 240)}`, c.seam, 1.4, 0.5) +
        stroke(`M${f(sw + 30)} ${f(sy + 240)} l2 26`, c.seam, 1.2, 0.4);
      over = button(c, sw + 40, sy + 252, 3);
    }
  }
  return { d, inner, over, mirror: true };
}

// ───────────────────────────── garments ─────────────────────────────

function insideBack(nw: number, depth: number): Piece {
  return {
    d: `M${f(-nw + 1)} 101 Q0 118 ${f(nw - 1)} 101 L${f(nw + 2)} ${f(depth + 8)} L${f(-nw - 2)} ${f(depth + 8)} Z`,
    inside: true,
  };
}

function dress(c: Ctx, g: Garment): Drawing {
  const back = c.back;
  const pieces: Piece[] = [];
  let o: BodyOpts;
  let sleeveKind: SleeveKind | null = null;
  let inner = '';
  let over = '';
  let focusY = 185;
  switch (g) {
    case 'tiered-maxi-dress': {
      o = {
        neck: 'square',
        nw: 46,
        sw: 84,
        arm: 'set',
        bw: 86,
        waist: { w: 76, y: 262 },
        tiers: { ys: [400, 545], step: 10 },
        hem: { w: 196, y: 690, depth: 16, waves: 5, amp: 6 },
      };
      sleeveKind = 'puff';
      const [w1 = 0, w2 = 0] = bodyOutline(o, back).seamWs;
      inner = folds(c, 6, 80, 268, 120, 400, 0.8) + folds(c, 8, w1, 404, w2, 545) + folds(c, 9, w2, 549, 196, 690, 1.1);
      over =
        seamCurve(c, 80, 262, 3) +
        seamCurve(c, w1, 400, 6) +
        seamCurve(c, w2, 545, 10) +
        gathers(c, 80, 264, 3, 14) +
        gathers(c, w1, 402, 6, 16) +
        gathers(c, w2, 547, 10, 20);
      break;
    }
    case 'wrap-dress': {
      o = {
        neck: 'deep-v',
        nw: 40,
        sw: 86,
        arm: 'set',
        bw: 88,
        waist: { w: 74, y: 270 },
        hem: { w: 158, y: 575, depth: 14, waves: 4, amp: 5 },
      };
      sleeveKind = 'flutter';
      inner = folds(c, 6, 76, 290, 158, 575);
      if (!back) {
        inner += soft('M-74 272 C-40 350 -30 470 -52 592', c.ink, 10, 0.1, 4);
        over =
          stroke('M0 222 C-24 240 -52 258 -76 270', c.seam, 1.6, 0.55) +
          stroke('M-74 282 C-40 360 -30 470 -54 590', c.seam, 1.6, 0.5) +
          `<path d="M-78 262 Q0 268 78 262 L78 282 Q0 288 -78 282 Z" fill="url(#fab)"/><path d="M-78 262 Q0 268 78 262 L78 282 Q0 288 -78 282 Z" fill="${c.ink}" fill-opacity=".12"/>` +
          bow(c, -58, 273, 96);
      } else {
        over = `<path d="M-78 262 Q0 268 78 262 L78 282 Q0 288 -78 282 Z" fill="url(#fab)"/><path d="M-78 262 Q0 268 78 262 L78 282 Q0 288 -78 282 Z" fill="${c.ink}" fill-opacity=".12"/>`;
      }
      focusY = 190;
      break;
    }
    case 'midi-dress': {
      o = {
        neck: 'round',
        nw: 38,
        sw: 82,
        arm: 'set',
        bw: 86,
        waist: { w: 74, y: 262 },
        hem: { w: 168, y: 575, depth: 14, waves: 5, amp: 6 },
      };
      sleeveKind = 'puff';
      inner =
        folds(c, 7, 80, 270, 168, 575) +
        soft('M-40 262 C-42 220 -40 200 -34 180 M40 262 C42 220 40 200 34 180', c.ink, 4, 0.1, 2);
      over = seamCurve(c, 76, 262, 3) + gathers(c, 76, 264, 3, 16) + topstitch(c, 168, 575, 14);
      if (back) over += stroke('M0 112 L0 300', c.seam, 1.4, 0.5) + stroke('M-3 112 L-3 300', '#ffffff', 0.8, 0.2);
      break;
    }
    case 'mini-dress': {
      o = {
        neck: 'square',
        nw: 44,
        sw: 82,
        arm: 'set',
        bw: 84,
        waist: { w: 72, y: 250 },
        tiers: { ys: [335], step: 8 },
        hem: { w: 150, y: 420, depth: 12, waves: 5, amp: 5 },
      };
      sleeveKind = 'flutter';
      const [w1 = 0] = bodyOutline(o, back).seamWs;
      inner = folds(c, 5, 76, 256, w1, 335, 0.8) + folds(c, 7, w1, 340, 150, 420);
      over =
        seamCurve(c, 74, 250, 3) +
        gathers(c, 74, 252, 3, 14) +
        seamCurve(c, w1, 335, 6) +
        gathers(c, w1, 337, 6, 16, 12);
      focusY = 160;
      break;
    }
    case 'slip-dress': {
      o = {
        neck: 'high',
        nw: 20,
        sw: 60,
        arm: 'cut',
        bw: 84,
        waist: { w: 76, y: 290 },
        hem: { w: 112, y: 500, depth: 10, waves: 3, amp: 3 },
      };
      break;
    }
    default: {
      // maxi-dress: V-neck, sleeveless, A-line
      o = {
        neck: 'v',
        nw: 36,
        sw: 66,
        arm: 'cut',
        bw: 88,
        waist: { w: 74, y: 268 },
        hem: { w: 190, y: 690, depth: 16, waves: 6, amp: 7 },
      };
      inner =
        folds(c, 8, 78, 276, 190, 690, 1.1) +
        soft('M-36 268 C-38 230 -34 210 -30 196 M36 268 C38 230 34 210 30 196', c.ink, 4, 0.1, 2);
      over = seamCurve(c, 76, 268, 3) + gathers(c, 76, 270, 3, 16, 12);
      if (back) over += stroke('M0 112 L0 330', c.seam, 1.4, 0.5);
    }
  }
  if (g === 'slip-dress') {
    // Cowl-neck slip on thin straps hooked over the hanger.
    const body = `M-64 150 C-40 176 40 176 64 150 C72 164 80 176 84 192 C86 230 78 262 76 290 C80 360 98 430 112 500 Q56 512 0 510 Q-56 512 -112 500 C-98 430 -80 360 -76 290 C-78 262 -86 230 -84 192 C-80 176 -72 164 -64 150 Z`;
    const strapD = 'M-60 152 L-54 109 M60 152 L54 109';
    pieces.push({
      d: body,
      inner:
        folds(c, 5, 78, 300, 112, 500, 0.9) +
        soft('M-50 164 C-30 190 30 190 50 164 M-36 176 C-16 198 16 198 36 176', c.ink, 3, 0.16, 2) +
        soft('M-44 166 C-24 186 24 186 44 166', '#ffffff', 3, 0.22, 2),
    });
    pieces[0]!.over =
      stroke(strapD, darken(c.main, 0.2), 3, 1) + stroke('M-64 150 C-40 176 40 176 64 150', c.seam, 1.2, 0.4);
    return { pieces, hanger: 'shoulder', top: 30, bottom: 512, half: 120, focus: [0, 180] };
  }
  const out = bodyOutline(o, back);
  if (sleeveKind) pieces.push(sleeve(c, sleeveKind, o.sw, o.bw));
  pieces.push(insideBack(o.nw, out.neckDepth));
  const neckTrim = stroke(out.neckLine, c.seam, 1.3, 0.5);
  pieces.push({ d: out.d, inner, over: neckTrim + over });
  if (sleeveKind)
    pieces.push({
      d: '',
      over: stroke(
        `M${f(o.sw - 4)} ${f(shoulderY(o.sw) + 2)} C${f(o.sw)} ${f(shoulderY(o.sw) + 30)} ${f(o.bw)} ${f((o.uy ?? 192) - 30)} ${f(o.bw)} ${f(o.uy ?? 192)}`,
        c.seam,
        1.2,
        0.45,
      ),
      mirror: true,
    });
  const half = Math.max(o.hem.w, sleeveKind ? o.sw + 70 : 0);
  return { pieces, hanger: 'shoulder', top: 30, bottom: o.hem.y + o.hem.depth + 6, half, focus: [0, focusY] };
}

/** Top pieces (used alone and in co-ord sets). */
function topPieces(
  c: Ctx,
  g: 'crop-top' | 'wrap-top' | 'shirt' | 'kurti' | 'camp-shirt' | 'kurta' | 'crop-blouse',
): { pieces: Piece[]; bottom: number; half: number } {
  const back = c.back;
  const pieces: Piece[] = [];
  let o: BodyOpts;
  let kind: SleeveKind;
  let inner = '';
  let over = '';
  let collar = '';
  switch (g) {
    case 'crop-top':
    case 'crop-blouse': {
      o = {
        neck: g === 'crop-top' ? 'square' : 'sweetheart',
        nw: 44,
        sw: 82,
        arm: 'set',
        bw: 86,
        hem: { w: 90, y: 292, depth: 6, waves: 6, amp: 3 },
      };
      kind = 'puff';
      let smock = '';
      if (g === 'crop-top')
        for (let y = 176; y < 286; y += 11)
          smock += `M-92 ${y} q8 -3 15.3 0 t15.3 0 t15.3 0 t15.3 0 t15.3 0 t15.3 0 t15.3 0 t15.3 0 t15.3 0 t15.3 0 t15.3 0 t15.3 0 `;
      inner =
        stroke(smock, c.ink, 1.6, 0.14) +
        stroke(
          smock.replace(/M-92 (\d+)/g, (_, y) => `M-92 ${+y + 2}`),
          '#ffffff',
          1,
          0.14,
        );
      over = topstitch(c, 90, 292, 6);
      break;
    }
    case 'wrap-top': {
      o = { neck: 'deep-v', nw: 40, sw: 84, arm: 'set', bw: 86, hem: { w: 88, y: 300, depth: 6, waves: 2, amp: 1 } };
      kind = 'short';
      inner = folds(c, 4, 80, 220, 88, 300, 0.7);
      if (!back) {
        inner += soft('M0 222 C30 240 60 262 86 286', c.ink, 9, 0.12, 4);
        over = stroke('M0 222 C30 240 60 262 86 286', c.seam, 1.6, 0.55) + bow(c, 80, 286, 60);
      }
      break;
    }
    case 'shirt':
    case 'camp-shirt': {
      const shortShirt = g === 'camp-shirt';
      o = {
        neck: 'collar',
        nw: 34,
        sw: 100,
        arm: 'set',
        bw: 102,
        uy: 200,
        hem: shortShirt
          ? { w: 106, y: 360, depth: 6, waves: 1, amp: 0 }
          : { w: 106, y: 440, depth: 22, waves: 1, amp: 0 },
      };
      kind = shortShirt ? 'short' : 'long';
      inner = folds(c, 4, 90, 230, 100, o.hem.y, 0.6);
      if (!back) {
        over =
          stroke(`M0 118 L0 ${o.hem.y + o.hem.depth}`, c.seam, 1.2, 0.5) +
          stroke(`M-12 118 L-12 ${o.hem.y + o.hem.depth - 2}`, c.seam, 1.1, 0.45, ' stroke-dasharray="4 3"');
        for (let y = 138; y < o.hem.y; y += 48) over += button(c, -6, y);
        if (!shortShirt)
          over += `<path d="M28 176 L70 176 L70 220 Q49 230 28 220 Z" fill="url(#fab)" stroke="${c.seam}" stroke-opacity=".5" stroke-width="1.2"/><path d="M30 184 L68 184" stroke="${c.seam}" stroke-opacity=".4" stroke-dasharray="4 3"/>`;
        collar =
          `<path d="M-36 98 C-20 108 -8 114 -2 124 L-22 150 C-34 136 -44 118 -48 104 Z" fill="url(#fab)" stroke="${c.seam}" stroke-opacity=".55" stroke-width="1.2"/>` +
          `<path d="M36 98 C20 108 8 114 2 124 L22 150 C34 136 44 118 48 104 Z" fill="url(#fab)" stroke="${c.seam}" stroke-opacity=".55" stroke-width="1.2"/>` +
          `<path d="M-36 98 C-20 108 -8 114 -2 124 L-22 150 C-34 136 -44 118 -48 104 Z M36 98 C20 108 8 114 2 124 L22 150 C34 136 44 118 48 104 Z" fill="${c.ink}" fill-opacity=".06"/>`;
      } else {
        over = stroke('M-100 150 Q0 160 100 150', c.seam, 1.3, 0.5) + stroke('M0 152 l0 18', c.seam, 1.2, 0.4);
        collar = `<path d="M-36 98 Q0 108 36 98 L36 92 Q0 100 -36 92 Z" fill="url(#fab)" stroke="${c.seam}" stroke-opacity=".5"/>`;
      }
      break;
    }
    case 'kurti':
    case 'kurta': {
      const long = g === 'kurta';
      o = {
        neck: 'round',
        nw: 34,
        sw: 84,
        arm: 'set',
        bw: 86,
        waist: { w: 80, y: 270 },
        hem: long ? { w: 140, y: 560, depth: 10, waves: 3, amp: 2 } : { w: 112, y: 470, depth: 8, waves: 2, amp: 1 },
      };
      kind = 'three-quarter';
      const slit = long ? 470 : 400;
      inner =
        folds(c, 5, 80, 290, o.hem.w, o.hem.y, 0.8) +
        `<path d="M-200 ${o.hem.y - 26} Q0 ${o.hem.y - 26 + o.hem.depth * 2} 200 ${o.hem.y - 26} L200 700 L-200 700 Z" fill="url(#border)"/>` +
        stroke(hemCurve(o.hem.w, o.hem.y - 26, o.hem.depth), c.seam, 1, 0.5);
      over =
        stroke(
          `M${f(o.hem.w - 8)} ${o.hem.y} L${f(o.hem.w - 8 - ((o.hem.w - 80) * (o.hem.y - slit)) / (o.hem.y - 270))} ${slit}`,
          darken(c.main, 0.35),
          1.6,
          0.55,
        ) +
        stroke(
          `M${f(-o.hem.w + 8)} ${o.hem.y} L${f(-o.hem.w + 8 + ((o.hem.w - 80) * (o.hem.y - slit)) / (o.hem.y - 270))} ${slit}`,
          darken(c.main, 0.35),
          1.6,
          0.55,
        );
      if (!back) {
        over += stroke('M0 142 L0 200', c.seam, 1.6, 0.6) + button(c, 0, 160, 3) + button(c, 0, 182, 3);
        over += stroke('M-34 100 C-34 122 -19 142 0 142 C19 142 34 122 34 100', c.accent, 3, 0.9);
      } else over += stroke('M-34 100 Q0 118 34 100', c.accent, 3, 0.9);
      break;
    }
  }
  const out = bodyOutline(o!, back);
  const piecesSleeve = sleeve(c, kind!, o!.sw, o!.bw, { border: g === 'kurti' || g === 'kurta' });
  pieces.push(piecesSleeve);
  pieces.push(insideBack(o!.nw, out.neckDepth));
  pieces.push({ d: out.d, inner, over: stroke(out.neckLine, c.seam, 1.3, 0.5) + over + collar });
  pieces.push({
    d: '',
    over: stroke(
      `M${f(o!.sw - 4)} ${f(shoulderY(o!.sw) + 2)} C${f(o!.sw)} ${f(shoulderY(o!.sw) + 30)} ${f(o!.bw)} ${f((o!.uy ?? 192) - 30)} ${f(o!.bw)} ${f(o!.uy ?? 192)}`,
      c.seam,
      1.2,
      0.45,
    ),
    mirror: true,
  });
  const sleeveExtent = kind! === 'long' ? 54 : kind! === 'three-quarter' ? 50 : kind! === 'puff' ? 62 : 50;
  return { pieces, bottom: o!.hem.y + o!.hem.depth, half: o!.sw + sleeveExtent };
}

type SkirtKind = 'midi' | 'mini' | 'maxi' | 'tiered' | 'set-midi';

/** A skirt from the waistband at y0; returns the pieces (waistband included). */
type Under = { w: number; y: number; depth: number };
/** The soft shadow a top casts on the bottom it hangs over. */
const castShadow = (c: Ctx, u?: Under) => (u ? soft(hemCurve(u.w + 10, u.y + 4, u.depth), c.ink, 18, 0.22, 4) : '');

function skirtPieces(
  c: Ctx,
  kind: SkirtKind,
  y0: number,
  under?: Under,
): { pieces: Piece[]; bottom: number; half: number } {
  const ww = kind === 'set-midi' ? 80 : 88;
  const band = 22;
  const lengths = { midi: 430, 'set-midi': 380, mini: 250, maxi: 560, tiered: 540 };
  const hemWs = { midi: 178, 'set-midi': 168, mini: 146, maxi: 200, tiered: 206 };
  const len = lengths[kind];
  const hw = hemWs[kind];
  const yb = y0 + band;
  const hemY = yb + len;
  const depth = 14;
  const segs: Seg[] = [
    [ww, y0 - 2],
    [ww + 1, yb],
  ];
  let inner = '';
  let over = '';
  if (kind === 'tiered') {
    const ys = [yb + 150, yb + 330];
    const t = tierSegs(ww + 1, yb, ys, hw, hemY, 10);
    segs.push(...t.segs);
    const [w0 = 0, w1 = 0] = t.seamWs;
    inner =
      folds(c, 6, ww, yb + 4, w0, ys[0]!, 0.8) +
      folds(c, 8, w0, ys[0]! + 4, w1, ys[1]!) +
      folds(c, 10, w1, ys[1]! + 4, hw, hemY, 1.1);
    over =
      seamCurve(c, w0, ys[0]!, 0) +
      seamCurve(c, w1, ys[1]!, 0) +
      gathers(c, w0, ys[0]! + 2, 0, 16) +
      gathers(c, w1, ys[1]! + 2, 0, 20) +
      gathers(c, ww, yb + 2, 0, 16);
  } else {
    segs.push([ww + 6, yb + len * 0.25, hw - (hw - ww) * 0.3, hemY - len * 0.3, hw, hemY]);
    inner = folds(c, kind === 'mini' ? 5 : kind === 'maxi' ? 9 : 7, ww, yb + 4, hw, hemY, kind === 'maxi' ? 1.2 : 1);
    if (kind === 'maxi') over = gathers(c, ww, yb + 2, 1, 22, 20);
    if (kind === 'midi' || kind === 'set-midi')
      over =
        topstitch(c, hw, hemY, depth) +
        (c.back
          ? stroke(`M0 ${y0} L0 ${yb + 150}`, c.seam, 1.3, 0.5)
          : stroke(`M-58 ${yb + 6} C-64 ${yb + 40} -66 ${yb + 70} -62 ${yb + 96}`, c.seam, 1.2, 0.4) +
            stroke(`M58 ${yb + 6} C64 ${yb + 40} 66 ${yb + 70} 62 ${yb + 96}`, c.seam, 1.2, 0.4));
    if (kind === 'mini' && !c.back) {
      over =
        stroke(`M34 ${yb} C40 ${yb + 80} 60 ${yb + 170} 84 ${hemY + 8}`, c.seam, 1.6, 0.55) +
        button(c, 24, yb + 30) +
        button(c, 28, yb + 80) +
        button(c, 34, yb + 130) +
        topstitch(c, hw, hemY, depth);
      inner += soft(`M34 ${yb} C40 ${yb + 80} 60 ${yb + 170} 84 ${hemY + 8}`, c.ink, 8, 0.1, 4);
    }
  }
  segs.push(...hemSegs(hw, hemY, depth, kind === 'mini' ? 3 : 6, kind === 'mini' ? 3 : 6));
  const body = symPath([0, y0 - 2], segs);
  inner += castShadow(c, under);
  const bandD = `M${-ww} ${y0 - 4} Q0 ${y0} ${ww} ${y0 - 4} L${ww + 1} ${yb} Q0 ${yb + 4} ${-ww - 1} ${yb} Z`;
  let bandOver = stroke(`M${-ww} ${yb} Q0 ${yb + 4} ${ww} ${yb}`, c.seam, 1.4, 0.55);
  if (kind === 'tiered' || kind === 'maxi') {
    // elastic waist with a drawstring
    let sh = '';
    for (let x = -ww + 6; x < ww; x += 7) sh += `M${x} ${y0 + 1} l0.5 ${band - 3} `;
    bandOver += stroke(sh, c.ink, 1.4, 0.18);
    if (!c.back)
      bandOver +=
        stroke(
          `M-6 ${yb - 6} C-14 ${yb + 30} -6 ${yb + 60} -14 ${yb + 90} M6 ${yb - 6} C12 ${yb + 30} 6 ${yb + 70} 14 ${yb + 98}`,
          c.accent,
          2.4,
          0.95,
        ) +
        `<circle cx="-14" cy="${yb + 92}" r="4" fill="${c.accent}"/><circle cx="14" cy="${yb + 100}" r="4" fill="${c.accent}"/>`;
  } else
    bandOver += stroke(
      `M${-ww + 4} ${y0 + 4} Q0 ${y0 + 8} ${ww - 4} ${y0 + 4}`,
      c.seam,
      1,
      0.4,
      ' stroke-dasharray="4 3"',
    );
  return {
    pieces: [
      { d: body, inner, over },
      { d: bandD, over: bandOver },
    ],
    bottom: hemY + depth * 2,
    half: hw,
  };
}

function pantsPieces(
  c: Ctx,
  kind: 'wide' | 'palazzo' | 'shorts' | 'straight',
  y0: number,
  under?: Under,
): { pieces: Piece[]; bottom: number; half: number } {
  const ww = 82;
  const band = 20;
  const yb = y0 + band;
  const crotch = yb + 145;
  const dims = {
    wide: { hemY: yb + 470, outer: 126, inner: 30 },
    palazzo: { hemY: yb + 470, outer: 150, inner: 14 },
    straight: { hemY: yb + 450, outer: 104, inner: 22 },
    shorts: { hemY: yb + 190, outer: 124, inner: 22 },
  };
  const dd = dims[kind];
  const segs: Seg[] = [
    [ww, y0 - 2],
    [ww + 1, yb],
    [
      ww + 14,
      yb + 60,
      ww + 20,
      yb + 110,
      dd.outer - (dd.outer - ww - 20) * 0.6,
      kind === 'shorts' ? yb + 140 : yb + 200,
    ],
    [dd.outer, dd.hemY],
    [(dd.outer + dd.inner) / 2, dd.hemY + 8, dd.inner, dd.hemY],
    [dd.inner * 0.4, crotch + 60, 0, kind === 'shorts' ? crotch - 20 : crotch],
  ];
  const body = symPath([0, y0 - 2], segs);
  const legMid = (dd.outer + dd.inner) / 2;
  let inner = soft(
    `M${legMid * 0.6} ${crotch - 40} C${legMid * 0.8} ${crotch + 40} ${legMid} ${dd.hemY - 100} ${legMid + 4} ${dd.hemY}`,
    c.ink,
    8,
    0.1,
    4,
  );
  inner += soft(
    `M${-legMid * 0.6} ${crotch - 40} C${-legMid * 0.8} ${crotch + 40} ${-legMid} ${dd.hemY - 100} ${-legMid - 4} ${dd.hemY}`,
    c.ink,
    8,
    0.1,
    4,
  );
  inner += soft(
    `M${legMid * 0.3} ${crotch} C${legMid * 0.4} ${crotch + 80} ${legMid * 0.55} ${dd.hemY - 80} ${legMid * 0.5} ${dd.hemY}`,
    '#ffffff',
    6,
    0.08,
    4,
  );
  // inner-leg shadows so the two legs read apart
  inner += soft(
    `M${dd.inner * 0.3} ${crotch + 10} L${dd.inner + 8} ${dd.hemY} M${-dd.inner * 0.3} ${crotch + 10} L${-dd.inner - 8} ${dd.hemY}`,
    c.ink,
    12,
    0.16,
    4,
  );
  if (kind === 'palazzo') inner += folds(c, 6, 70, crotch - 40, dd.outer, dd.hemY, 0.8);
  inner += castShadow(c, under);
  let over = stroke(
    `M${dd.outer - 2} ${dd.hemY - 12} Q${legMid} ${dd.hemY - 4} ${dd.inner + 2} ${dd.hemY - 12} M${-dd.outer + 2} ${dd.hemY - 12} Q${-legMid} ${dd.hemY - 4} ${-dd.inner - 2} ${dd.hemY - 12}`,
    c.seam,
    1.1,
    0.45,
    ' stroke-dasharray="5 4"',
  );
  over += stroke(`M0 ${yb} L0 ${crotch - 30}`, c.seam, 1.2, 0.4);
  const bandD = `M${-ww} ${y0 - 4} Q0 ${y0} ${ww} ${y0 - 4} L${ww + 1} ${yb} Q0 ${yb + 4} ${-ww - 1} ${yb} Z`;
  let sh = '';
  for (let x = -ww + 6; x < ww; x += 7) sh += `M${x} ${y0 + 1} l0.5 ${band - 3} `;
  let bandOver = stroke(sh, c.ink, 1.4, 0.16);
  if (!c.back)
    bandOver += stroke(
      `M-6 ${yb - 6} C-12 ${yb + 24} -4 ${yb + 46} -12 ${yb + 70} M6 ${yb - 6} C12 ${yb + 24} 6 ${yb + 52} 12 ${yb + 76}`,
      c.accent,
      2.2,
      0.9,
    );
  return {
    pieces: [
      { d: body, inner, over },
      { d: bandD, over: bandOver },
    ],
    bottom: dd.hemY + 10,
    half: dd.outer,
  };
}

function garmentDrawing(c: Ctx, g: Garment): Drawing {
  switch (g) {
    case 'crop-top':
    case 'wrap-top':
    case 'shirt':
    case 'kurti': {
      const t = topPieces(c, g);
      return { pieces: t.pieces, hanger: 'shoulder', top: 30, bottom: t.bottom, half: t.half, focus: [0, 185] };
    }
    case 'midi-skirt':
    case 'mini-skirt':
    case 'maxi-skirt':
    case 'tiered-skirt': {
      const kind = g === 'midi-skirt' ? 'midi' : g === 'mini-skirt' ? 'mini' : g === 'maxi-skirt' ? 'maxi' : 'tiered';
      const s = skirtPieces(c, kind, 100);
      return { pieces: s.pieces, hanger: 'clip', top: 30, bottom: s.bottom, half: s.half, focus: [0, 160] };
    }
    case 'coord-pants':
    case 'coord-shorts': {
      const p = pantsPieces(c, g === 'coord-shorts' ? 'shorts' : 'wide', 310, { w: 106, y: 360, depth: 6 });
      const t = topPieces(c, 'camp-shirt');
      return {
        pieces: [...p.pieces, ...t.pieces],
        hanger: 'shoulder',
        top: 30,
        bottom: p.bottom,
        half: Math.max(p.half, t.half),
        focus: [0, 185],
      };
    }
    case 'coord-skirt': {
      const s = skirtPieces(c, 'set-midi', 300, { w: 90, y: 292, depth: 6 });
      const t = topPieces(c, 'crop-blouse');
      return {
        pieces: [...s.pieces, ...t.pieces],
        hanger: 'shoulder',
        top: 30,
        bottom: s.bottom,
        half: Math.max(s.half, t.half),
        focus: [0, 185],
      };
    }
    case 'kurta-set': {
      const p = pantsPieces(c, 'palazzo', 300, { w: 140, y: 560, depth: 10 });
      const t = topPieces(c, 'kurta');
      return {
        pieces: [...p.pieces, ...t.pieces],
        hanger: 'shoulder',
        top: 30,
        bottom: p.bottom,
        half: Math.max(p.half, t.half),
        focus: [0, 185],
      };
    }
    default:
      return dress(c, g);
  }
}

// ───────────────────────────── fabric patterns ─────────────────────────────

function patternDefs(art: CatalogArt, main: string, accent: string, third: string, seed: number): string {
  const id = 'fab';
  const rot = (seed % 3) * 15;
  switch (art.pattern) {
    case 'stripes': {
      const w = 26 + (seed % 3) * 6;
      return `<pattern id="${id}" width="${w}" height="10" patternUnits="userSpaceOnUse"><rect width="${w}" height="10" fill="${main}"/><rect x="3" width="${f(w * 0.26)}" height="10" fill="${accent}"/><rect x="${f(w * 0.62)}" width="2" height="10" fill="${third}" fill-opacity=".85"/></pattern>`;
    }
    case 'dots': {
      const s = 26 + (seed % 3) * 4;
      const r = 2.6 + (seed % 2) * 0.8;
      return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><rect width="${s}" height="${s}" fill="${main}"/><circle cx="${s / 4}" cy="${s / 4}" r="${r}" fill="${accent}"/><circle cx="${(3 * s) / 4}" cy="${(3 * s) / 4}" r="${r}" fill="${accent}"/><circle cx="${s / 4 - r * 0.3}" cy="${s / 4 - r * 0.3}" r="${r * 0.35}" fill="#fff" fill-opacity=".25"/><circle cx="${(3 * s) / 4 - r * 0.3}" cy="${(3 * s) / 4 - r * 0.3}" r="${r * 0.35}" fill="#fff" fill-opacity=".25"/></pattern>`;
    }
    case 'checks': {
      const s = 34 + (seed % 3) * 6;
      const b = s * 0.36;
      return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><rect width="${s}" height="${s}" fill="${main}"/><rect width="${s}" height="${f(b)}" fill="${accent}" fill-opacity=".55"/><rect width="${f(b)}" height="${s}" fill="${accent}" fill-opacity=".55"/><rect x="${f(s * 0.68)}" width="1.6" height="${s}" fill="${third}" fill-opacity=".7"/><rect y="${f(s * 0.68)}" width="${s}" height="1.6" fill="${third}" fill-opacity=".7"/></pattern>`;
    }
    case 'chevron': {
      const w = 40;
      const h = 26;
      return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"><rect width="${w}" height="${h}" fill="${main}"/><path d="M-10 14 L0 4 L10 14 L20 4 L30 14 L40 4 L50 14" fill="none" stroke="${accent}" stroke-width="5.5" stroke-linejoin="miter"/><path d="M-10 24 L0 14 L10 24 L20 14 L30 24 L40 14 L50 24" fill="none" stroke="${third}" stroke-width="1.4" stroke-opacity=".8"/></pattern>`;
    }
    case 'leheriya': {
      const s = 22;
      return `<pattern id="${id}" width="${s * 2}" height="${s}" patternUnits="userSpaceOnUse" patternTransform="rotate(${-36 - rot})"><rect width="${s * 2}" height="${s}" fill="${main}"/><path d="M0 3 Q11 0 22 3 T44 3 L44 11 Q33 14 22 11 T0 11 Z" fill="${accent}"/><path d="M0 16 Q11 13 22 16 T44 16" fill="none" stroke="${third}" stroke-width="1.6" stroke-opacity=".9"/><path d="M0 19.5 Q11 16.5 22 19.5 T44 19.5" fill="none" stroke="#ffffff" stroke-width=".8" stroke-opacity=".5"/></pattern>`;
    }
    case 'floral': {
      const s = 86;
      const flower = (x: number, y: number, r: number, a: number, petal: string, centre: string) => {
        let p = `<g transform="translate(${x} ${y}) rotate(${a}) scale(${r})">`;
        for (let i = 0; i < 5; i++)
          p += `<ellipse cx="0" cy="-6.4" rx="4.3" ry="6.6" transform="rotate(${i * 72})" fill="${petal}"/>`;
        return `${p}<circle r="2.8" fill="${centre}"/></g>`;
      };
      const leaf = (x: number, y: number, a: number) =>
        `<path d="M0 0 C5 -6 12 -6 16 0 C12 6 5 6 0 0 Z" transform="translate(${x} ${y}) rotate(${a})" fill="${third}" fill-opacity=".9"/>`;
      return (
        `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rot})"><rect width="${s}" height="${s}" fill="${main}"/>` +
        leaf(30, 26, 20) +
        leaf(14, 32, 130) +
        leaf(73, 70, -30) +
        leaf(58, 76, 200) +
        flower(20, 20, 1, 10, accent, third) +
        flower(64, 64, 0.75, 40, accent, mix(accent, third, 0.5)) +
        `<circle cx="52" cy="18" r="1.8" fill="${accent}" fill-opacity=".8"/><circle cx="58" cy="26" r="1.3" fill="${third}"/><circle cx="18" cy="62" r="1.8" fill="${accent}" fill-opacity=".8"/><circle cx="28" cy="70" r="1.3" fill="${third}"/>` +
        flower(-2, 64 - 86 + 86, 0.45, 0, accent, third) +
        flower(84, 64, 0.45, 0, accent, third) +
        `</pattern>`
      );
    }
    case 'block-print': {
      const s = 56;
      const motif = (x: number, y: number) => {
        let m = `<g transform="translate(${x} ${y})" fill="${accent}" fill-opacity=".92">`;
        for (let i = 0; i < 8; i++) m += `<ellipse cx="0" cy="-6.8" rx="2.3" ry="4.6" transform="rotate(${i * 45})"/>`;
        m += `<circle r="2.6" fill="${main}"/><circle r="1.4"${art.colors.length > 2 ? ` fill="${third}"` : ''}/>`;
        for (let i = 0; i < 4; i++) m += `<circle cx="0" cy="-14" r="1.3" transform="rotate(${i * 90 + 45})"/>`;
        return `${m}</g>`;
      };
      return (
        `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><rect width="${s}" height="${s}" fill="${main}"/>` +
        motif(14, 14) +
        motif(42, 42) +
        `<g fill="${art.colors.length > 2 ? third : accent}" fill-opacity=".8"><path d="M42 9 l4 5 l-4 5 l-4 -5 Z"/><path d="M14 37 l4 5 l-4 5 l-4 -5 Z"/></g>` +
        `</pattern>`
      );
    }
    default: {
      // solid: a one-stop gradient is a flat fill that url(#fab) can name (and far cheaper than a pattern)
      return `<linearGradient id="${id}"><stop offset="0" stop-color="${main}"/></linearGradient>`;
    }
  }
}

// ───────────────────────────── scene ─────────────────────────────

/** A faint paper grain: a tile of scattered specks (a turbulence filter is far slower to render). */
function grainPattern(seed: number): string {
  let x = seed || 1;
  const rnd = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  let dark = '';
  let light = '';
  for (let i = 0; i < 90; i++) {
    const px = f(rnd() * 97);
    const py = f(rnd() * 97);
    const sz = f(0.5 + rnd() * 0.9);
    if (i % 2) dark += `M${px} ${py}h${sz}v${sz}h-${sz}Z`;
    else light += `M${px} ${py}h${sz}v${sz}h-${sz}Z`;
  }
  return `<pattern id="grain" width="97" height="97" patternUnits="userSpaceOnUse"><path d="${dark}" fill="#000" fill-opacity=".07"/><path d="${light}" fill="#fff" fill-opacity=".12"/></pattern>`;
}

type Fit = { s: number; tx: number; ty: number };

function fitDrawing(d: Drawing, maxScale = 1.5): Fit {
  const availH = 690;
  const availW = 470;
  const h = d.bottom - d.top;
  const s = Math.min(maxScale, availH / h, availW / (2 * d.half));
  const top = 52 + ((availH - h * s) / 2) * 0.85;
  return { s, tx: VIEW_W / 2, ty: top - d.top * s };
}

function hangerSvg(kind: Drawing['hanger'], wood: string, metal: string): string {
  if (kind === 'none') return '';
  const hook = `<path d="M0 ${kind === 'clip' ? 70 : 94} L0 62 C0 52 14 48 14 36 C14 24 4 20 -4 22 C-10 24 -12 30 -10 34" fill="none" stroke="${metal}" stroke-width="3.4" stroke-linecap="round"/>`;
  if (kind === 'clip')
    return (
      hook +
      `<path d="M-128 72 L128 72" stroke="${metal}" stroke-width="5" stroke-linecap="round"/>` +
      [-88, 88]
        .map(
          (x) =>
            `<rect x="${x - 8}" y="66" width="16" height="34" rx="3" fill="${darken(metal, 0.15)}"/><rect x="${x - 6}" y="68" width="4" height="30" rx="2" fill="#fff" fill-opacity=".2"/>`,
        )
        .join('')
    );
  return (
    hook +
    `<path d="M-116 128 Q-70 110 -8 95 Q0 93 8 95 Q70 110 116 128" fill="none" stroke="${wood}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M-112 124 Q-70 107 -8 92.5 M8 92.5 Q70 107 112 124" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2" stroke-linecap="round"/>`
  );
}

/** The garment pieces; `forShadow` draws plain silhouettes. */
function piecesSvg(d: Drawing, c: Ctx, forShadow: boolean): string {
  let out = '';
  let clipN = 0;
  for (const p of d.pieces) {
    const sides = p.mirror ? [1, -1] : [1];
    for (const sx of sides) {
      const open = sx === -1 ? '<g transform="scale(-1 1)">' : '';
      const close = sx === -1 ? '</g>' : '';
      if (forShadow) {
        if (p.d) out += `${open}<path d="${p.d}"/>${close}`;
        continue;
      }
      let body = '';
      if (p.d) {
        const cid = `c${clipN++}`;
        body += `<clipPath id="${cid}"><path d="${p.d}"/></clipPath>`;
        body += `<path d="${p.d}" fill="url(#fab)"/>`;
        if (p.inside)
          body += `<path d="${p.d}" fill="${c.ink}" fill-opacity="${luminance(c.main) > 0.7 ? 0.16 : 0.38}"/>`;
        else {
          body += `<g clip-path="url(#${cid})">${p.inner ?? ''}</g>`;
          body += `<path d="${p.d}" fill="url(#shadeH)"/><path d="${p.d}" fill="url(#shadeV)"/>`;
          body += `<path d="${p.d}" fill="none" stroke="${c.seam}" stroke-opacity=".35" stroke-width="1"/>`;
        }
      }
      body += p.over ?? '';
      out += open + body + close;
    }
  }
  return out;
}

function sprig(x: number, y: number, a: number, color: string, stem: string): string {
  let leaves = '';
  const pts: [number, number, number][] = [
    [18, -6, -40],
    [30, 10, 40],
    [46, -2, -30],
    [58, 16, 50],
    [72, 6, -20],
    [86, 20, 30],
  ];
  for (const [lx, ly, la] of pts)
    leaves += `<path d="M0 0 C8 -9 20 -9 28 0 C20 9 8 9 0 0 Z" transform="translate(${lx} ${ly}) rotate(${la})" fill="${color}"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M0 0 C30 4 60 10 100 24" fill="none" stroke="${stem}" stroke-width="2.2" stroke-linecap="round"/>${leaves}</g>`;
}

/** A view split into what the rasteriser stacks: background, a drop shadow to blur, foreground. */
type Scene = {
  defs: string;
  backdrop: string;
  /** Silhouettes (no fill set) placed in viewBox units, to be blurred into the drop shadow. */
  shadowShapes: string;
  shadow: { color: string; opacity: number /** Gaussian σ in viewBox units. */; blur: number };
  foreground: string;
};

function buildScene(entry: ArtworkInput, n: number): Scene {
  const art = entry.art;
  const main = art.colors[0] ?? '#c9b8a6';
  const accent = art.colors[1] ?? lighten(main, 0.5);
  const third = art.colors[2] ?? mix(accent, main, 0.45);
  const seed = hash(entry.name);
  const view = ((Math.max(1, Math.floor(n)) - 1) % 4) + 1;
  const garment: Garment = (GARMENTS as readonly string[]).includes(art.garment)
    ? (art.garment as Garment)
    : defaultGarment(entry.category, entry.subCategory);
  const ink = mix(darken(main, 0.6), '#2a1d14', 0.35);
  const seam = luminance(main) < 0.25 ? lighten(main, 0.35) : darken(main, 0.45);
  const c: Ctx = { main, accent, third, ink, seam, back: view === 3, seed };

  const bgBase = art.background;
  const bg =
    view === 3
      ? mix(bgBase, darken(mix(bgBase, accent, 0.35), 0.12), 0.55)
      : view === 4
        ? mix(bgBase, '#ffffff', 0.2)
        : bgBase;
  const shadowCol = darken(mix(bg, main, 0.25), 0.55);
  const wood = mix('#b18e66', bg, 0.15);
  const metal = mix('#9a968f', bg, 0.2);

  const drawing = garmentDrawing(c, garment);
  if (view === 4) drawing.hanger = 'none';
  const fit = fitDrawing(drawing, view === 4 ? 1.25 : 1.5);
  let garmentTf = `translate(${f(fit.tx)} ${f(fit.ty)}) scale(${Math.round(fit.s * 1000) / 1000})`;
  /** viewBox units per garment unit, for the shadow blur. */
  let unit = fit.s;
  if (view === 4) {
    // Laid flat: no hanger, turned a little, nudged up-left to leave room for the swatch.
    const top = drawing.hanger === 'clip' ? 84 : 92;
    const h = drawing.bottom - top;
    const s4 = Math.min(1.2, 540 / h, 350 / (2 * drawing.half));
    const angle = -7 + (seed % 5);
    garmentTf = `translate(276 384) rotate(${angle}) scale(${Math.round(s4 * 1000) / 1000}) translate(0 ${f(-(top + drawing.bottom) / 2)})`;
    unit = s4;
  }
  let sceneTf = '';
  if (view === 2) {
    const z = 2.5;
    const fx = fit.tx + drawing.focus[0] * fit.s;
    const fy = fit.ty + drawing.focus[1] * fit.s;
    sceneTf = `translate(300 400) scale(${f(z / fit.s)}) translate(${f(-fx)} ${f(-fy)})`;
    unit = z;
  }

  const shade = luminance(main) < 0.2 ? 0.55 : 1;
  const defs =
    `<defs>` +
    patternDefs(art, main, accent, third, seed) +
    `<pattern id="border" width="24" height="26" patternUnits="userSpaceOnUse"><rect width="24" height="26" fill="${accent}"/><path d="M0 4 H24 M0 22 H24" stroke="${third}" stroke-width="1.6"/><path d="M12 7 l5 6 l-5 6 l-5 -6 Z" fill="${main}" fill-opacity=".85"/><circle cx="0" cy="13" r="1.8" fill="${main}" fill-opacity=".85"/><circle cx="24" cy="13" r="1.8" fill="${main}" fill-opacity=".85"/></pattern>` +
    `<linearGradient id="shadeH" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${ink}" stop-opacity="${f(0.26 * shade)}"/><stop offset=".16" stop-color="${ink}" stop-opacity="${f(0.07 * shade)}"/><stop offset=".4" stop-color="#ffffff" stop-opacity=".09"/><stop offset=".62" stop-color="#ffffff" stop-opacity=".02"/><stop offset=".86" stop-color="${ink}" stop-opacity="${f(0.1 * shade)}"/><stop offset="1" stop-color="${ink}" stop-opacity="${f(0.3 * shade)}"/></linearGradient>` +
    `<linearGradient id="shadeV" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".06"/><stop offset=".5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="${ink}" stop-opacity="${f(0.1 * shade)}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#ffffff" stop-opacity=".5"/><stop offset=".6" stop-color="#ffffff" stop-opacity=".08"/><stop offset="1" stop-color="${darken(bg, 0.5)}" stop-opacity=".14"/></radialGradient>` +
    grainPattern(seed) +
    `</defs>`;

  let backdrop = `<rect width="600" height="800" fill="${bg}"/><rect width="600" height="800" fill="url(#glow)"/>`;
  if (view === 4) {
    // Flat lay on a linen-like surface
    let weave = '';
    for (let y = 4; y < 800; y += 9) weave += `M0 ${y} H600 `;
    backdrop +=
      stroke(weave, darken(bg, 0.4), 1, 0.05) +
      stroke(
        weave.replace(/M0 (\d+) H600/g, (_, y) => `M${y} 0 V800`),
        darken(bg, 0.4),
        1,
        0.035,
      );
  }
  backdrop += `<rect width="600" height="800" fill="url(#grain)"/>`;

  const inScene = (svg: string) => (sceneTf ? `<g transform="${sceneTf}">${svg}</g>` : svg);
  const offset = view === 4 ? [6, 8] : [14, 20];
  let shadowShapes = inScene(
    `<g transform="${garmentTf}"><g transform="translate(${offset[0]} ${offset[1]})">${piecesSvg(drawing, c, true)}</g></g>`,
  );
  let foreground = inScene(
    `<g transform="${garmentTf}">${hangerSvg(drawing.hanger, wood, metal)}${piecesSvg(drawing, c, false)}</g>`,
  );

  if (view === 4) {
    const swatch = `translate(482 686) rotate(${12 - (seed % 7)})`;
    shadowShapes += `<rect x="-58" y="-46" width="124" height="104" rx="2" transform="${swatch}"/>`;
    foreground +=
      `<g transform="${swatch}">` +
      `<rect x="-62" y="-52" width="124" height="104" rx="2" fill="url(#fab)"/>` +
      `<path d="M22 52 L62 52 L62 12 Z" fill="${ink}" fill-opacity=".18"/><path d="M62 12 L22 52 L30 44 Z" fill="#fff" fill-opacity=".15"/>` +
      `<path d="M-62 -52 H62 V52 H-62 Z" fill="url(#shadeH)"/>` +
      `<path d="M-60 -50 H60" stroke="${c.seam}" stroke-opacity=".35" stroke-dasharray="3 3"/></g>` +
      `<g transform="translate(446 58) scale(1.25)">${sprig(0, 0, 62, mix('#8a9a78', bg, 0.2), mix('#6f7d5f', bg, 0.1))}</g>`;
  }
  const shadow = { color: shadowCol, opacity: view === 4 ? 0.3 : 0.24, blur: (view === 4 ? 5 : 13) * unit };
  return { defs, backdrop, shadowShapes, shadow, foreground };
}

const svgOpen = (size: { width: number; height: number }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_W} ${VIEW_H}" width="${size.width}" height="${size.height}" preserveAspectRatio="xMidYMid slice">`;

/**
 * The SVG for view n (1..4) of an entry. `size` sets the width/height attributes (the viewBox is
 * always 0 0 600 800), so a rasteriser renders it sharply at that size.
 */
export function artworkSvg(
  entry: ArtworkInput,
  n: number,
  size: { width: number; height: number } = { width: VIEW_W, height: VIEW_H },
): string {
  const sc = buildScene(entry, n);
  const filter = `<filter id="shadow" color-interpolation-filters="sRGB" x="-20%" y="-10%" width="140%" height="120%"><feGaussianBlur stdDeviation="${f(sc.shadow.blur)}"/></filter>`;
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
export function artworkLayers(entry: ArtworkInput, n: number, size: { width: number; height: number }): ArtworkLayers {
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
