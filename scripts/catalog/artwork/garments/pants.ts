// Trousers and shorts, the lower half of a set: two legs from an elastic waistband with a
// drawstring, shaded so the legs read apart.
import { folds, soft, stroke } from '../details.ts';
import { type Seg, symPath } from '../geometry.ts';
import type { Ctx, Part } from '../model.ts';
import { bandPath, castShadow, elasticCreases, type Under } from './waistband.ts';

export type PantsKind = 'wide' | 'palazzo' | 'shorts' | 'straight';

const WAIST_HALF_WIDTH = 82;
const BAND = 20;

/** Trousers from the waistband at y0 (garment space); `under` is the hem of the top worn over them. */
export function pantsPieces(c: Ctx, kind: PantsKind, y0: number, under?: Under): Part {
  const ww = WAIST_HALF_WIDTH;
  const yb = y0 + BAND;
  const crotch = yb + 145;
  // hem height, and the x of each leg's outer and inner edge at the hem
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
  // a crease down each leg, and a highlight beside the right one
  let inner = soft(
    `M${legMid * 0.6} ${crotch - 40} C${legMid * 0.8} ${crotch + 40} ` +
      `${legMid} ${dd.hemY - 100} ${legMid + 4} ${dd.hemY}`,
    c.ink,
    8,
    0.1,
    4,
  );
  inner += soft(
    `M${-legMid * 0.6} ${crotch - 40} C${-legMid * 0.8} ${crotch + 40} ` +
      `${-legMid} ${dd.hemY - 100} ${-legMid - 4} ${dd.hemY}`,
    c.ink,
    8,
    0.1,
    4,
  );
  inner += soft(
    `M${legMid * 0.3} ${crotch} C${legMid * 0.4} ${crotch + 80} ` +
      `${legMid * 0.55} ${dd.hemY - 80} ${legMid * 0.5} ${dd.hemY}`,
    '#ffffff',
    6,
    0.08,
    4,
  );
  // inner-leg shadows so the two legs read apart
  inner += soft(
    `M${dd.inner * 0.3} ${crotch + 10} L${dd.inner + 8} ${dd.hemY} ` +
      `M${-dd.inner * 0.3} ${crotch + 10} L${-dd.inner - 8} ${dd.hemY}`,
    c.ink,
    12,
    0.16,
    4,
  );
  if (kind === 'palazzo') inner += folds(c, 6, 70, crotch - 40, dd.outer, dd.hemY, 0.8);
  inner += castShadow(c, under);
  // hem stitching on both legs, and the front seam
  let over = stroke(
    `M${dd.outer - 2} ${dd.hemY - 12} Q${legMid} ${dd.hemY - 4} ${dd.inner + 2} ${dd.hemY - 12} ` +
      `M${-dd.outer + 2} ${dd.hemY - 12} Q${-legMid} ${dd.hemY - 4} ${-dd.inner - 2} ${dd.hemY - 12}`,
    c.seam,
    1.1,
    0.45,
    ' stroke-dasharray="5 4"',
  );
  over += stroke(`M0 ${yb} L0 ${crotch - 30}`, c.seam, 1.2, 0.4);
  let bandOver = elasticCreases(c, ww, y0, BAND, 0.16);
  if (!c.back)
    bandOver += stroke(
      `M-6 ${yb - 6} C-12 ${yb + 24} -4 ${yb + 46} -12 ${yb + 70} ` +
        `M6 ${yb - 6} C12 ${yb + 24} 6 ${yb + 52} 12 ${yb + 76}`,
      c.accent,
      2.2,
      0.9,
    );
  return {
    pieces: [
      { d: body, inner, over },
      { d: bandPath(ww, y0, yb), over: bandOver },
    ],
    bottom: dd.hemY + 10,
    half: dd.outer,
  };
}
