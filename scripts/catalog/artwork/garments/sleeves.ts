// Sleeves: one right sleeve per kind, mirrored to the left by the renderer. Each is drawn behind
// the body, whose armhole covers the sleeve's inner edge.
import { button, folds, soft, stroke } from '../details.ts';
import { f, pt } from '../geometry.ts';
import type { Ctx, Piece } from '../model.ts';
import { shoulderY } from './body.ts';

export type SleeveKind = 'puff' | 'flutter' | 'short' | 'long' | 'three-quarter' | 'cap';

/** How far past the shoulder end a top's sleeve reaches, for framing the picture. */
export const sleeveReach = (kind: SleeveKind) =>
  kind === 'long' ? 54 : kind === 'three-quarter' ? 50 : kind === 'puff' ? 62 : 50;

/**
 * The right sleeve for a shoulder ending at x = sw and a body `bw` wide at the underarm.
 * `border` edges a three-quarter sleeve with the printed border (kurtis).
 */
export function sleeve(c: Ctx, kind: SleeveKind, sw: number, bw: number, opts: { border?: boolean } = {}): Piece {
  const sy = shoulderY(sw);
  /** A point relative to the shoulder end. */
  const at = (dx: number, dy: number) => pt(sw + dx, sy + dy);
  let d: string;
  let inner = '';
  let over = '';
  switch (kind) {
    case 'puff': {
      d =
        `M${at(-14, -2)} C${at(22, -18)} ${at(62, 10)} ${at(58, 66)} ` +
        `C${at(57, 74)} ${at(50, 80)} ${at(40, 82)} C${at(22, 86)} ${at(6, 82)} ${pt(bw - 6, sy + 72)} Z`;
      // gathers at the cuff, the cuff seam, and a highlight on the puff
      let g = '';
      for (let i = 0; i < 6; i++) {
        const x = sw + 10 + i * 8;
        g += `M${pt(x, sy + 78 - Math.abs(i - 3) * 1.5)} l${f(-2 + i * 0.6)} -16 `;
      }
      inner = stroke(g, c.ink, 1.8, 0.16) + stroke(`M${at(4, 72)} Q${at(30, 78)} ${at(56, 68)}`, c.seam, 1.2, 0.4);
      inner += soft(`M${at(4, 6)} C${at(34, 2)} ${at(48, 24)} ${at(50, 56)}`, '#ffffff', 8, 0.1, 2);
      break;
    }
    case 'flutter': {
      d =
        `M${at(-12, -2)} C${at(18, -6)} ${at(44, 26)} ${at(66, 78)} ` +
        `Q${at(52, 84)} ${at(40, 76)} Q${at(26, 86)} ${at(12, 76)} Q${at(0, 82)} ${pt(bw - 8, sy + 66)} Z`;
      inner = soft(
        `M${at(8, 8)} Q${at(24, 40)} ${at(40, 76)} M${at(2, 20)} Q${at(10, 50)} ${at(12, 76)}`,
        c.ink,
        5,
        0.09,
        2,
      );
      break;
    }
    case 'cap': {
      d = `M${at(-12, -2)} C${at(12, -6)} ${at(30, 18)} ${at(36, 48)} Q${at(14, 58)} ${pt(bw - 6, sy + 56)} Z`;
      break;
    }
    case 'short': {
      d =
        `M${at(-12, -2)} C${at(8, -4)} ${at(26, 18)} ${at(46, 80)} ` +
        `L${at(10, 96)} C${at(4, 84)} ${pt(bw - 2, sy + 80)} ${pt(bw - 8, sy + 74)} Z`;
      inner = stroke(`M${at(46, 70)} L${at(12, 86)}`, c.seam, 1.1, 0.45, ' stroke-dasharray="5 4"');
      break;
    }
    case 'three-quarter': {
      d =
        `M${at(-12, -2)} C${at(10, -2)} ${at(24, 24)} ${at(34, 70)} ` +
        `L${at(46, 196)} L${at(8, 202)} L${pt(bw - 4, sy + 86)} Z`;
      inner = folds(c, 2, 14, sy + 30, 16, sy + 200, 0.8);
      if (opts.border)
        inner += `<path d="M${at(43, 168)} L${at(46, 196)} L${at(8, 202)} L${at(6, 174)} Z" fill="url(#border)"/>`;
      break;
    }
    default: {
      // long, hanging shirt sleeve with a cuff
      d =
        `M${at(-12, -2)} C${at(12, -2)} ${at(26, 28)} ${at(34, 80)} ` +
        `L${at(50, 262)} L${at(12, 270)} L${pt(bw - 4, sy + 96)} Z`;
      inner =
        folds(c, 2, 14, sy + 40, 18, sy + 250, 0.9) +
        stroke(`M${at(47, 232)} L${at(10, 240)}`, c.seam, 1.4, 0.5) +
        stroke(`M${at(30, 240)} l2 26`, c.seam, 1.2, 0.4);
      over = button(c, sw + 40, sy + 252, 3);
    }
  }
  return { d, inner, over, mirror: true };
}
