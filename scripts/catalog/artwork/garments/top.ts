// Tops, worn alone or as the upper half of a co-ord set: a body outline (body.ts) cut at the hip,
// with sleeves and the details of each style (smocking, wrap tie, shirt front, kurti border).
import { darken } from '../color.ts';
import { bow, button, folds, soft, stroke, topstitch } from '../details.ts';
import { f, hemCurve } from '../geometry.ts';
import type { Ctx, Part } from '../model.ts';
import { armholeSeam, type BodyOpts, bodyOutline, insideBack } from './body.ts';
import { type SleeveKind, sleeve, sleeveReach } from './sleeves.ts';

/** The tops sold alone, and the ones that only come in sets (camp shirt, kurta, crop blouse). */
export type TopStyle = 'crop-top' | 'wrap-top' | 'shirt' | 'kurti' | 'camp-shirt' | 'kurta' | 'crop-blouse';

type TopSpec = { o: BodyOpts; sleeve: SleeveKind; inner: string; over: string; collar?: string };

/** A short top on puff sleeves: smocked with a square neck, or plain with a sweetheart neck. */
function cropTop(c: Ctx, smocked: boolean): TopSpec {
  const o: BodyOpts = {
    neck: smocked ? 'square' : 'sweetheart',
    nw: 44,
    sw: 82,
    arm: 'set',
    bw: 86,
    hem: { w: 90, y: 292, depth: 6, waves: 6, amp: 3 },
  };
  // rows of smocking: wavy stitching lines, each with a highlight just below
  let smock = '';
  if (smocked) for (let y = 176; y < 286; y += 11) smock += `M-92 ${y} q8 -3 15.3 0 ${'t15.3 0 '.repeat(11)}`;
  const inner =
    stroke(smock, c.ink, 1.6, 0.14) +
    stroke(
      smock.replace(/M-92 (\d+)/g, (_, y) => `M-92 ${+y + 2}`),
      '#ffffff',
      1,
      0.14,
    );
  return { o, sleeve: 'puff', inner, over: topstitch(c, 90, 292, 6) };
}

function wrapTop(c: Ctx): TopSpec {
  const o: BodyOpts = {
    neck: 'deep-v',
    nw: 40,
    sw: 84,
    arm: 'set',
    bw: 86,
    hem: { w: 88, y: 300, depth: 6, waves: 2, amp: 1 },
  };
  let inner = folds(c, 4, 80, 220, 88, 300, 0.7);
  let over = '';
  if (!c.back) {
    inner += soft('M0 222 C30 240 60 262 86 286', c.ink, 9, 0.12, 4);
    over = stroke('M0 222 C30 240 60 262 86 286', c.seam, 1.6, 0.55) + bow(c, 80, 286, 60);
  }
  return { o, sleeve: 'short', inner, over };
}

/** A button-front shirt: long sleeves and a pocket, or short sleeves (the camp shirt of a set). */
function shirt(c: Ctx, short: boolean): TopSpec {
  const o: BodyOpts = {
    neck: 'collar',
    nw: 34,
    sw: 100,
    arm: 'set',
    bw: 102,
    uy: 200,
    hem: short ? { w: 106, y: 360, depth: 6, waves: 1, amp: 0 } : { w: 106, y: 440, depth: 22, waves: 1, amp: 0 },
  };
  const inner = folds(c, 4, 90, 230, 100, o.hem.y, 0.6);
  const hemBottom = o.hem.y + o.hem.depth;
  const edge = (fill: string) => `fill="${fill}" stroke="${c.seam}" stroke-opacity=".55" stroke-width="1.2"`;
  if (c.back) {
    // the yoke seam and box pleat, and the collar stand seen from behind
    const over = stroke('M-100 150 Q0 160 100 150', c.seam, 1.3, 0.5) + stroke('M0 152 l0 18', c.seam, 1.2, 0.4);
    const collar =
      `<path d="M-36 98 Q0 108 36 98 L36 92 Q0 100 -36 92 Z" fill="url(#fab)" ` +
      `stroke="${c.seam}" stroke-opacity=".5"/>`;
    return { o, sleeve: short ? 'short' : 'long', inner, over, collar };
  }
  // the button placket
  let over =
    stroke(`M0 118 L0 ${hemBottom}`, c.seam, 1.2, 0.5) +
    stroke(`M-12 118 L-12 ${hemBottom - 2}`, c.seam, 1.1, 0.45, ' stroke-dasharray="4 3"');
  for (let y = 138; y < o.hem.y; y += 48) over += button(c, -6, y);
  if (!short)
    over +=
      `<path d="M28 176 L70 176 L70 220 Q49 230 28 220 Z" fill="url(#fab)" ` +
      `stroke="${c.seam}" stroke-opacity=".5" stroke-width="1.2"/>` +
      `<path d="M30 184 L68 184" stroke="${c.seam}" stroke-opacity=".4" stroke-dasharray="4 3"/>`;
  const left = 'M-36 98 C-20 108 -8 114 -2 124 L-22 150 C-34 136 -44 118 -48 104 Z';
  const right = 'M36 98 C20 108 8 114 2 124 L22 150 C34 136 44 118 48 104 Z';
  const collar =
    `<path d="${left}" ${edge('url(#fab)')}/>` +
    `<path d="${right}" ${edge('url(#fab)')}/>` +
    `<path d="${left} ${right}" fill="${c.ink}" fill-opacity=".06"/>`;
  return { o, sleeve: short ? 'short' : 'long', inner, over, collar };
}

/** A kurti (hip length) or kurta (knee length): side slits, a printed border, a trimmed neck. */
function kurti(c: Ctx, long: boolean): TopSpec {
  const o: BodyOpts = {
    neck: 'round',
    nw: 34,
    sw: 84,
    arm: 'set',
    bw: 86,
    waist: { w: 80, y: 270 },
    hem: long ? { w: 140, y: 560, depth: 10, waves: 3, amp: 2 } : { w: 112, y: 470, depth: 8, waves: 2, amp: 1 },
  };
  const hem = o.hem;
  const slit = long ? 470 : 400;
  const borderTop = hem.y - 26;
  const inner =
    folds(c, 5, 80, 290, hem.w, hem.y, 0.8) +
    `<path d="M-200 ${borderTop} Q0 ${borderTop + hem.depth * 2} 200 ${borderTop} L200 700 L-200 700 Z" ` +
    `fill="url(#border)"/>` +
    stroke(hemCurve(hem.w, borderTop, hem.depth), c.seam, 1, 0.5);
  // the side slits follow the side seam up from the hem
  const inset = ((hem.w - 80) * (hem.y - slit)) / (hem.y - 270);
  const slitInk = darken(c.main, 0.35);
  let over =
    stroke(`M${f(hem.w - 8)} ${hem.y} L${f(hem.w - 8 - inset)} ${slit}`, slitInk, 1.6, 0.55) +
    stroke(`M${f(-hem.w + 8)} ${hem.y} L${f(-hem.w + 8 + inset)} ${slit}`, slitInk, 1.6, 0.55);
  if (!c.back) {
    over += stroke('M0 142 L0 200', c.seam, 1.6, 0.6) + button(c, 0, 160, 3) + button(c, 0, 182, 3);
    over += stroke('M-34 100 C-34 122 -19 142 0 142 C19 142 34 122 34 100', c.accent, 3, 0.9);
  } else over += stroke('M-34 100 Q0 118 34 100', c.accent, 3, 0.9);
  return { o, sleeve: 'three-quarter', inner, over };
}

function topSpec(c: Ctx, style: TopStyle): TopSpec {
  switch (style) {
    case 'crop-top':
    case 'crop-blouse':
      return cropTop(c, style === 'crop-top');
    case 'wrap-top':
      return wrapTop(c);
    case 'shirt':
    case 'camp-shirt':
      return shirt(c, style === 'camp-shirt');
    case 'kurti':
    case 'kurta':
      return kurti(c, style === 'kurta');
  }
}

export function topPieces(c: Ctx, style: TopStyle): Part {
  const { o, sleeve: kind, inner, over, collar = '' } = topSpec(c, style);
  const out = bodyOutline(o, c.back);
  const border = style === 'kurti' || style === 'kurta';
  const pieces = [
    sleeve(c, kind, o.sw, o.bw, { border }),
    insideBack(o.nw, out.neckDepth),
    { d: out.d, inner, over: stroke(out.neckLine, c.seam, 1.3, 0.5) + over + collar },
    armholeSeam(c, o),
  ];
  return { pieces, bottom: o.hem.y + o.hem.depth, half: o.sw + sleeveReach(kind) };
}
