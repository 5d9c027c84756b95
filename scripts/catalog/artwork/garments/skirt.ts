// Skirts, alone on a clip hanger or as the lower half of a set: an A-line or tiered outline from
// a waistband, with folds, seams and (for the mini) a button front.
import { button, folds, gathers, seamCurve, soft, stroke, topstitch } from '../details.ts';
import { hemSegs, type Seg, symPath, tierSegs } from '../geometry.ts';
import type { Ctx, Part } from '../model.ts';
import { bandPath, castShadow, elasticCreases, type Under } from './waistband.ts';

/** 'set-midi' is the slimmer midi of a co-ord set. */
export type SkirtKind = 'midi' | 'mini' | 'maxi' | 'tiered' | 'set-midi';

const LENGTHS = { midi: 430, 'set-midi': 380, mini: 250, maxi: 560, tiered: 540 };
const HEM_HALF_WIDTHS = { midi: 178, 'set-midi': 168, mini: 146, maxi: 200, tiered: 206 };
const BAND = 22;
const HEM_DEPTH = 14;

/** A skirt from the waistband at y0; returns the pieces (waistband included). */
export function skirtPieces(c: Ctx, kind: SkirtKind, y0: number, under?: Under): Part {
  const ww = kind === 'set-midi' ? 80 : 88;
  const len = LENGTHS[kind];
  const hw = HEM_HALF_WIDTHS[kind];
  const yb = y0 + BAND;
  const hemY = yb + len;
  const depth = HEM_DEPTH;
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
      // darts at the front, a zip at the back
      over =
        topstitch(c, hw, hemY, depth) +
        (c.back
          ? stroke(`M0 ${y0} L0 ${yb + 150}`, c.seam, 1.3, 0.5)
          : stroke(`M-58 ${yb + 6} C-64 ${yb + 40} -66 ${yb + 70} -62 ${yb + 96}`, c.seam, 1.2, 0.4) +
            stroke(`M58 ${yb + 6} C64 ${yb + 40} 66 ${yb + 70} 62 ${yb + 96}`, c.seam, 1.2, 0.4));
    if (kind === 'mini' && !c.back) {
      // a curved button front
      const front = `M34 ${yb} C40 ${yb + 80} 60 ${yb + 170} 84 ${hemY + 8}`;
      over =
        stroke(front, c.seam, 1.6, 0.55) +
        button(c, 24, yb + 30) +
        button(c, 28, yb + 80) +
        button(c, 34, yb + 130) +
        topstitch(c, hw, hemY, depth);
      inner += soft(front, c.ink, 8, 0.1, 4);
    }
  }
  segs.push(...hemSegs(hw, hemY, depth, kind === 'mini' ? 3 : 6, kind === 'mini' ? 3 : 6));
  const body = symPath([0, y0 - 2], segs);
  inner += castShadow(c, under);
  let bandOver = stroke(`M${-ww} ${yb} Q0 ${yb + 4} ${ww} ${yb}`, c.seam, 1.4, 0.55);
  if (kind === 'tiered' || kind === 'maxi') {
    // elastic waist with a drawstring
    bandOver += elasticCreases(c, ww, y0, BAND, 0.18);
    if (!c.back)
      bandOver +=
        stroke(
          `M-6 ${yb - 6} C-14 ${yb + 30} -6 ${yb + 60} -14 ${yb + 90} ` +
            `M6 ${yb - 6} C12 ${yb + 30} 6 ${yb + 70} 14 ${yb + 98}`,
          c.accent,
          2.4,
          0.95,
        ) +
        `<circle cx="-14" cy="${yb + 92}" r="4" fill="${c.accent}"/>` +
        `<circle cx="14" cy="${yb + 100}" r="4" fill="${c.accent}"/>`;
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
      { d: bandPath(ww, y0, yb), over: bandOver },
    ],
    bottom: hemY + depth * 2,
    half: hw,
  };
}
