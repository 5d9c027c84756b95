// What is drawn besides the garment: the hanger it hangs on, and for the flat lay a fabric swatch
// and a sprig of leaves.
import { darken, mix } from './color.ts';
import type { Ctx, Drawing } from './model.ts';

/** The hanger in garment space: a wooden one at the shoulders, or a clip bar for skirts. */
export function hangerSvg(kind: Drawing['hanger'], wood: string, metal: string): string {
  if (kind === 'none') return '';
  const hook =
    `<path d="M0 ${kind === 'clip' ? 70 : 94} L0 62 C0 52 14 48 14 36 C14 24 4 20 -4 22 C-10 24 -12 30 -10 34" ` +
    `fill="none" stroke="${metal}" stroke-width="3.4" stroke-linecap="round"/>`;
  if (kind === 'clip') {
    const clip = (x: number) =>
      `<rect x="${x - 8}" y="66" width="16" height="34" rx="3" fill="${darken(metal, 0.15)}"/>` +
      `<rect x="${x - 6}" y="68" width="4" height="30" rx="2" fill="#fff" fill-opacity=".2"/>`;
    return (
      hook +
      `<path d="M-128 72 L128 72" stroke="${metal}" stroke-width="5" stroke-linecap="round"/>` +
      [-88, 88].map(clip).join('')
    );
  }
  return (
    hook +
    `<path d="M-116 128 Q-70 110 -8 95 Q0 93 8 95 Q70 110 116 128" fill="none" stroke="${wood}" ` +
    `stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M-112 124 Q-70 107 -8 92.5 M8 92.5 Q70 107 112 124" fill="none" stroke="#fff" ` +
    `stroke-opacity=".25" stroke-width="2" stroke-linecap="round"/>`
  );
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
    leaves +=
      `<path d="M0 0 C8 -9 20 -9 28 0 C20 9 8 9 0 0 Z" ` +
      `transform="translate(${lx} ${ly}) rotate(${la})" fill="${color}"/>`;
  return (
    `<g transform="translate(${x} ${y}) rotate(${a})">` +
    `<path d="M0 0 C30 4 60 10 100 24" fill="none" stroke="${stem}" stroke-width="2.2" stroke-linecap="round"/>` +
    `${leaves}</g>`
  );
}

/**
 * The flat lay's props in viewBox units: a swatch of the fabric at the bottom right (with a
 * turned-up corner) and a sprig at the top right. `shadow` is the swatch's silhouette.
 */
export function flatLayProps(c: Ctx, bg: string): { shadow: string; svg: string } {
  const swatch = `translate(482 686) rotate(${12 - (c.seed % 7)})`;
  const shadow = `<rect x="-58" y="-46" width="124" height="104" rx="2" transform="${swatch}"/>`;
  const svg =
    `<g transform="${swatch}">` +
    `<rect x="-62" y="-52" width="124" height="104" rx="2" fill="url(#fab)"/>` +
    `<path d="M22 52 L62 52 L62 12 Z" fill="${c.ink}" fill-opacity=".18"/>` +
    `<path d="M62 12 L22 52 L30 44 Z" fill="#fff" fill-opacity=".15"/>` +
    `<path d="M-62 -52 H62 V52 H-62 Z" fill="url(#shadeH)"/>` +
    `<path d="M-60 -50 H60" stroke="${c.seam}" stroke-opacity=".35" stroke-dasharray="3 3"/></g>` +
    `<g transform="translate(446 58) scale(1.25)">` +
    sprig(0, 0, 62, mix('#8a9a78', bg, 0.2), mix('#6f7d5f', bg, 0.1)) +
    `</g>`;
  return { shadow, svg };
}
