// Dresses: each style is a body outline (body.ts) with its own neckline, sleeves, waist and hem,
// plus the folds, seams and ties that make it that style. The slip dress is drawn by hand.
import { darken } from '../color.ts';
import { bow, folds, gathers, seamCurve, soft, stroke, topstitch } from '../details.ts';
import type { Ctx, Drawing, Piece } from '../model.ts';
import { armholeSeam, type BodyOpts, bodyOutline, insideBack } from './body.ts';
import { type SleeveKind, sleeve } from './sleeves.ts';

export type DressStyle = 'maxi-dress' | 'tiered-maxi-dress' | 'wrap-dress' | 'midi-dress' | 'mini-dress' | 'slip-dress';

type DressSpec = {
  o: BodyOpts;
  sleeve?: SleeveKind;
  /** Drawn inside the body (folds). */
  inner: string;
  /** Drawn over the body (seams, ties). */
  over: string;
  /** Height of the close-up's centre (garment space). */
  focusY?: number;
};

function tieredMaxiDress(c: Ctx): DressSpec {
  const o: BodyOpts = {
    neck: 'square',
    nw: 46,
    sw: 84,
    arm: 'set',
    bw: 86,
    waist: { w: 76, y: 262 },
    tiers: { ys: [400, 545], step: 10 },
    hem: { w: 196, y: 690, depth: 16, waves: 5, amp: 6 },
  };
  const [w1 = 0, w2 = 0] = bodyOutline(o, c.back).seamWs;
  const inner =
    folds(c, 6, 80, 268, 120, 400, 0.8) + folds(c, 8, w1, 404, w2, 545) + folds(c, 9, w2, 549, 196, 690, 1.1);
  const over =
    seamCurve(c, 80, 262, 3) +
    seamCurve(c, w1, 400, 6) +
    seamCurve(c, w2, 545, 10) +
    gathers(c, 80, 264, 3, 14) +
    gathers(c, w1, 402, 6, 16) +
    gathers(c, w2, 547, 10, 20);
  return { o, sleeve: 'puff', inner, over };
}

function wrapDress(c: Ctx): DressSpec {
  const o: BodyOpts = {
    neck: 'deep-v',
    nw: 40,
    sw: 86,
    arm: 'set',
    bw: 88,
    waist: { w: 74, y: 270 },
    hem: { w: 158, y: 575, depth: 14, waves: 4, amp: 5 },
  };
  let inner = folds(c, 6, 76, 290, 158, 575);
  const sashD = 'M-78 262 Q0 268 78 262 L78 282 Q0 288 -78 282 Z';
  const sash = `<path d="${sashD}" fill="url(#fab)"/><path d="${sashD}" fill="${c.ink}" fill-opacity=".12"/>`;
  let over = sash;
  if (!c.back) {
    // the wrap's overlap: the front edge, its shadow, and the tie at the left hip
    inner += soft('M-74 272 C-40 350 -30 470 -52 592', c.ink, 10, 0.1, 4);
    over =
      stroke('M0 222 C-24 240 -52 258 -76 270', c.seam, 1.6, 0.55) +
      stroke('M-74 282 C-40 360 -30 470 -54 590', c.seam, 1.6, 0.5) +
      sash +
      bow(c, -58, 273, 96);
  }
  return { o, sleeve: 'flutter', inner, over, focusY: 190 };
}

function midiDress(c: Ctx): DressSpec {
  const o: BodyOpts = {
    neck: 'round',
    nw: 38,
    sw: 82,
    arm: 'set',
    bw: 86,
    waist: { w: 74, y: 262 },
    hem: { w: 168, y: 575, depth: 14, waves: 5, amp: 6 },
  };
  const inner =
    folds(c, 7, 80, 270, 168, 575) +
    soft('M-40 262 C-42 220 -40 200 -34 180 M40 262 C42 220 40 200 34 180', c.ink, 4, 0.1, 2);
  let over = seamCurve(c, 76, 262, 3) + gathers(c, 76, 264, 3, 16) + topstitch(c, 168, 575, 14);
  // the back zip
  if (c.back) over += stroke('M0 112 L0 300', c.seam, 1.4, 0.5) + stroke('M-3 112 L-3 300', '#ffffff', 0.8, 0.2);
  return { o, sleeve: 'puff', inner, over };
}

function miniDress(c: Ctx): DressSpec {
  const o: BodyOpts = {
    neck: 'square',
    nw: 44,
    sw: 82,
    arm: 'set',
    bw: 84,
    waist: { w: 72, y: 250 },
    tiers: { ys: [335], step: 8 },
    hem: { w: 150, y: 420, depth: 12, waves: 5, amp: 5 },
  };
  const [w1 = 0] = bodyOutline(o, c.back).seamWs;
  const inner = folds(c, 5, 76, 256, w1, 335, 0.8) + folds(c, 7, w1, 340, 150, 420);
  const over =
    seamCurve(c, 74, 250, 3) + gathers(c, 74, 252, 3, 14) + seamCurve(c, w1, 335, 6) + gathers(c, w1, 337, 6, 16, 12);
  return { o, sleeve: 'flutter', inner, over, focusY: 160 };
}

/** V-neck, sleeveless, A-line. */
function maxiDress(c: Ctx): DressSpec {
  const o: BodyOpts = {
    neck: 'v',
    nw: 36,
    sw: 66,
    arm: 'cut',
    bw: 88,
    waist: { w: 74, y: 268 },
    hem: { w: 190, y: 690, depth: 16, waves: 6, amp: 7 },
  };
  const inner =
    folds(c, 8, 78, 276, 190, 690, 1.1) +
    soft('M-36 268 C-38 230 -34 210 -30 196 M36 268 C38 230 34 210 30 196', c.ink, 4, 0.1, 2);
  let over = seamCurve(c, 76, 268, 3) + gathers(c, 76, 270, 3, 16, 12);
  if (c.back) over += stroke('M0 112 L0 330', c.seam, 1.4, 0.5);
  return { o, inner, over };
}

/** Cowl-neck slip on thin straps hooked over the hanger. */
function slipDress(c: Ctx): Drawing {
  const body =
    'M-64 150 C-40 176 40 176 64 150 C72 164 80 176 84 192 C86 230 78 262 76 290 C80 360 98 430 112 500 ' +
    'Q56 512 0 510 Q-56 512 -112 500 C-98 430 -80 360 -76 290 C-78 262 -86 230 -84 192 C-80 176 -72 164 -64 150 Z';
  const strapD = 'M-60 152 L-54 109 M60 152 L54 109';
  const inner =
    folds(c, 5, 78, 300, 112, 500, 0.9) +
    soft('M-50 164 C-30 190 30 190 50 164 M-36 176 C-16 198 16 198 36 176', c.ink, 3, 0.16, 2) +
    soft('M-44 166 C-24 186 24 186 44 166', '#ffffff', 3, 0.22, 2);
  const over = stroke(strapD, darken(c.main, 0.2), 3, 1) + stroke('M-64 150 C-40 176 40 176 64 150', c.seam, 1.2, 0.4);
  return { pieces: [{ d: body, inner, over }], hanger: 'shoulder', top: 30, bottom: 512, half: 120, focus: [0, 180] };
}

const STYLES = {
  'maxi-dress': maxiDress,
  'tiered-maxi-dress': tieredMaxiDress,
  'wrap-dress': wrapDress,
  'midi-dress': midiDress,
  'mini-dress': miniDress,
} satisfies Record<Exclude<DressStyle, 'slip-dress'>, (c: Ctx) => DressSpec>;

export function dress(c: Ctx, style: DressStyle): Drawing {
  if (style === 'slip-dress') return slipDress(c);
  const { o, sleeve: sleeveKind, inner, over, focusY = 185 } = STYLES[style](c);
  const out = bodyOutline(o, c.back);
  const pieces: Piece[] = [];
  if (sleeveKind) pieces.push(sleeve(c, sleeveKind, o.sw, o.bw));
  pieces.push(insideBack(o.nw, out.neckDepth));
  const neckTrim = stroke(out.neckLine, c.seam, 1.3, 0.5);
  pieces.push({ d: out.d, inner, over: neckTrim + over });
  if (sleeveKind) pieces.push(armholeSeam(c, o));
  const half = Math.max(o.hem.w, sleeveKind ? o.sw + 70 : 0);
  return { pieces, hanger: 'shoulder', top: 30, bottom: o.hem.y + o.hem.depth + 6, half, focus: [0, focusY] };
}
