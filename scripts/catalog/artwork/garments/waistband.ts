// What skirts and trousers share: the waistband, the creases of an elastic waist, and the shadow of a
// top hanging over them in a set.
import { hemCurve } from '../geometry.ts';
import { soft, stroke } from '../details.ts';
import type { Ctx } from '../model.ts';

/** The hem of the top worn over a bottom in a set (half width, height, curve depth). */
export type Under = { w: number; y: number; depth: number };

/** The soft shadow a top casts on the bottom it hangs over. */
export const castShadow = (c: Ctx, u?: Under) =>
  u ? soft(hemCurve(u.w + 10, u.y + 4, u.depth), c.ink, 18, 0.22, 4) : '';

/** A waistband `ww` half wide from y0 down to yb (its top edge bows up slightly). */
export const bandPath = (ww: number, y0: number, yb: number) =>
  `M${-ww} ${y0 - 4} Q0 ${y0} ${ww} ${y0 - 4} L${ww + 1} ${yb} Q0 ${yb + 4} ${-ww - 1} ${yb} Z`;

/** The ruched look of an elastic waistband: short vertical creases every 7 units. */
export function elasticCreases(c: Ctx, ww: number, y0: number, band: number, op: number): string {
  let sh = '';
  for (let x = -ww + 6; x < ww; x += 7) sh += `M${x} ${y0 + 1} l0.5 ${band - 3} `;
  return stroke(sh, c.ink, 1.4, op);
}
