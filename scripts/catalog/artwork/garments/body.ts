// The body of a dress or top: neckline, shoulders, armholes, waist, skirt and hem as one
// symmetric outline, plus the pieces every bodice shares (the inside of the back, armhole seams).
import { stroke } from '../details.ts';
import { f, hemSegs, openPath, type Pt, pt, type Seg, symPath, tierSegs } from '../geometry.ts';
import type { Ctx, Piece } from '../model.ts';

// Neck points sit at y = 100; shoulders follow the hanger's slope.
const NECK_Y = 100;
export const shoulderY = (x: number) => 96 + 0.27 * x;
const UNDERARM_Y = 192;

export type Neck = 'v' | 'deep-v' | 'round' | 'square' | 'sweetheart' | 'mandarin' | 'collar' | 'high';

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

export type BodyOpts = {
  neck: Neck;
  /** Half width of the neck opening. */
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

export type BodyOutline = {
  d: string;
  /** How far down the front neckline reaches (for the inside-of-the-back piece). */
  neckDepth: number;
  /** The neckline alone, both halves, for its trim. */
  neckLine: string;
  /** Half width at each tier seam. */
  seamWs: number[];
};

export function bodyOutline(o: BodyOpts, back: boolean): BodyOutline {
  const neck = neckSegs(o.neck, o.nw, back);
  const segs: Seg[] = [...neck.segs];
  const sy = shoulderY(o.sw);
  const uy = o.uy ?? UNDERARM_Y;
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
    // a long skirt flares late
    segs.push([x + 4, y + (hem.y - y) * 0.22, hem.w - (hem.w - x) * 0.3, hem.y - (hem.y - y) * 0.3, hem.w, hem.y]);
  } else {
    segs.push([x + (hem.w - x) * 0.2, y + (hem.y - y) * 0.5, hem.w, hem.y]);
  }
  segs.push(...hemSegs(hem.w, hem.y, hem.depth, hem.waves, hem.amp));
  const neckLine = `${openPath(neck.start, neck.segs)} ${openPath(neck.start, neck.segs, -1)}`;
  return { d: symPath(neck.start, segs), neckDepth: neck.depth, neckLine, seamWs };
}

/** The inside of the back, seen through the front neckline. */
export function insideBack(nw: number, depth: number): Piece {
  return {
    d: `M${f(-nw + 1)} 101 Q0 118 ${f(nw - 1)} 101 L${pt(nw + 2, depth + 8)} L${pt(-nw - 2, depth + 8)} Z`,
    inside: true,
  };
}

/** The seam where a set-in sleeve meets the body, drawn over both (mirrored to the left). */
export function armholeSeam(c: Ctx, o: BodyOpts): Piece {
  const uy = o.uy ?? UNDERARM_Y;
  const sy = shoulderY(o.sw);
  const d = `M${pt(o.sw - 4, sy + 2)} C${pt(o.sw, sy + 30)} ${pt(o.bw, uy - 30)} ${pt(o.bw, uy)}`;
  return { d: '', over: stroke(d, c.seam, 1.2, 0.45), mirror: true };
}
