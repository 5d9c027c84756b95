// The fabric every garment piece is filled with (`url(#fab)`), one repeating tile per print, and
// the woven border of kurtis (`url(#border)`). Tile sizes vary a little per product (its seed).
import type { CatalogArt } from '#/server/db/catalog-file.ts';
import { mix } from './color.ts';
import { f } from './geometry.ts';
import type { Ctx } from './model.ts';

/** A repeating tile `w` × `h` on a ground colour, in garment units. */
const tile = (id: string, w: number, h: number, ground: string, motif: string, transform = '') =>
  `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"` +
  `${transform ? ` patternTransform="${transform}"` : ''}>` +
  `<rect width="${w}" height="${h}" fill="${ground}"/>${motif}</pattern>`;

/** Five-petalled flower for the floral print. */
const flower = (x: number, y: number, r: number, a: number, petal: string, centre: string) => {
  let p = `<g transform="translate(${x} ${y}) rotate(${a}) scale(${r})">`;
  for (let i = 0; i < 5; i++)
    p += `<ellipse cx="0" cy="-6.4" rx="4.3" ry="6.6" transform="rotate(${i * 72})" fill="${petal}"/>`;
  return `${p}<circle r="2.8" fill="${centre}"/></g>`;
};

function floral({ main, accent, third }: Ctx, rot: number): string {
  const leaf = (x: number, y: number, a: number) =>
    `<path d="M0 0 C5 -6 12 -6 16 0 C12 6 5 6 0 0 Z" transform="translate(${x} ${y}) rotate(${a})" ` +
    `fill="${third}" fill-opacity=".9"/>`;
  const motif =
    leaf(30, 26, 20) +
    leaf(14, 32, 130) +
    leaf(73, 70, -30) +
    leaf(58, 76, 200) +
    flower(20, 20, 1, 10, accent, third) +
    flower(64, 64, 0.75, 40, accent, mix(accent, third, 0.5)) +
    // buds between the flowers
    `<circle cx="52" cy="18" r="1.8" fill="${accent}" fill-opacity=".8"/>` +
    `<circle cx="58" cy="26" r="1.3" fill="${third}"/>` +
    `<circle cx="18" cy="62" r="1.8" fill="${accent}" fill-opacity=".8"/>` +
    `<circle cx="28" cy="70" r="1.3" fill="${third}"/>` +
    // small flowers cut by the tile's edges, so the repeat is less obvious
    flower(-2, 64, 0.45, 0, accent, third) +
    flower(84, 64, 0.45, 0, accent, third);
  return tile('fab', 86, 86, main, motif, `rotate(${rot})`);
}

/** Hand-block print: a stamped eight-petal rosette on a half-drop, with diamonds between. */
function blockPrint({ main, accent, third }: Ctx, threeColours: boolean): string {
  const rosette = (x: number, y: number) => {
    let m = `<g transform="translate(${x} ${y})" fill="${accent}" fill-opacity=".92">`;
    for (let i = 0; i < 8; i++) m += `<ellipse cx="0" cy="-6.8" rx="2.3" ry="4.6" transform="rotate(${i * 45})"/>`;
    m += `<circle r="2.6" fill="${main}"/><circle r="1.4"${threeColours ? ` fill="${third}"` : ''}/>`;
    for (let i = 0; i < 4; i++) m += `<circle cx="0" cy="-14" r="1.3" transform="rotate(${i * 90 + 45})"/>`;
    return `${m}</g>`;
  };
  const diamonds =
    `<g fill="${threeColours ? third : accent}" fill-opacity=".8">` +
    `<path d="M42 9 l4 5 l-4 5 l-4 -5 Z"/><path d="M14 37 l4 5 l-4 5 l-4 -5 Z"/></g>`;
  return tile('fab', 56, 56, main, rosette(14, 14) + rosette(42, 42) + diamonds);
}

/** The `fab` fill: the print named by `art.pattern` in the product's colours. */
export function fabricPattern(art: CatalogArt, c: Ctx): string {
  const { main, accent, third, seed } = c;
  const rot = (seed % 3) * 15;
  switch (art.pattern) {
    case 'stripes': {
      const w = 26 + (seed % 3) * 6;
      const motif =
        `<rect x="3" width="${f(w * 0.26)}" height="10" fill="${accent}"/>` +
        `<rect x="${f(w * 0.62)}" width="2" height="10" fill="${third}" fill-opacity=".85"/>`;
      return tile('fab', w, 10, main, motif);
    }
    case 'dots': {
      const s = 26 + (seed % 3) * 4;
      const r = 2.6 + (seed % 2) * 0.8;
      const dot = (x: number) => `<circle cx="${x}" cy="${x}" r="${r}" fill="${accent}"/>`;
      const shine = (x: number) =>
        `<circle cx="${x - r * 0.3}" cy="${x - r * 0.3}" r="${r * 0.35}" fill="#fff" fill-opacity=".25"/>`;
      return tile('fab', s, s, main, dot(s / 4) + dot((3 * s) / 4) + shine(s / 4) + shine((3 * s) / 4));
    }
    case 'checks': {
      const s = 34 + (seed % 3) * 6;
      const b = s * 0.36;
      const motif =
        `<rect width="${s}" height="${f(b)}" fill="${accent}" fill-opacity=".55"/>` +
        `<rect width="${f(b)}" height="${s}" fill="${accent}" fill-opacity=".55"/>` +
        `<rect x="${f(s * 0.68)}" width="1.6" height="${s}" fill="${third}" fill-opacity=".7"/>` +
        `<rect y="${f(s * 0.68)}" width="${s}" height="1.6" fill="${third}" fill-opacity=".7"/>`;
      return tile('fab', s, s, main, motif);
    }
    case 'chevron': {
      const motif =
        `<path d="M-10 14 L0 4 L10 14 L20 4 L30 14 L40 4 L50 14" fill="none" stroke="${accent}" ` +
        `stroke-width="5.5" stroke-linejoin="miter"/>` +
        `<path d="M-10 24 L0 14 L10 24 L20 14 L30 24 L40 14 L50 24" fill="none" stroke="${third}" ` +
        `stroke-width="1.4" stroke-opacity=".8"/>`;
      return tile('fab', 40, 26, main, motif);
    }
    case 'leheriya': {
      // tie-dyed diagonal waves
      const s = 22;
      const motif =
        `<path d="M0 3 Q11 0 22 3 T44 3 L44 11 Q33 14 22 11 T0 11 Z" fill="${accent}"/>` +
        `<path d="M0 16 Q11 13 22 16 T44 16" fill="none" stroke="${third}" stroke-width="1.6" stroke-opacity=".9"/>` +
        `<path d="M0 19.5 Q11 16.5 22 19.5 T44 19.5" fill="none" stroke="#ffffff" stroke-width=".8" ` +
        `stroke-opacity=".5"/>`;
      return tile('fab', s * 2, s, main, motif, `rotate(${-36 - rot})`);
    }
    case 'floral':
      return floral(c, rot);
    case 'block-print':
      return blockPrint(c, art.colors.length > 2);
    default:
      // solid: a one-stop gradient is a flat fill that url(#fab) can name (and far cheaper than a pattern)
      return `<linearGradient id="fab"><stop offset="0" stop-color="${main}"/></linearGradient>`;
  }
}

/** The woven border at a kurti's hem and cuffs: a diamond between two lines, in the accent colour. */
export function borderPattern({ main, accent, third }: Ctx): string {
  const motif =
    `<path d="M0 4 H24 M0 22 H24" stroke="${third}" stroke-width="1.6"/>` +
    `<path d="M12 7 l5 6 l-5 6 l-5 -6 Z" fill="${main}" fill-opacity=".85"/>` +
    `<circle cx="0" cy="13" r="1.8" fill="${main}" fill-opacity=".85"/>` +
    `<circle cx="24" cy="13" r="1.8" fill="${main}" fill-opacity=".85"/>`;
  return tile('border', 24, 26, accent, motif);
}
