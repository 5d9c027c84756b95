// Colour arithmetic on '#rrggbb' strings, and the per-product hash that varies small details.

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

/** The colour `t` of the way from a to b (0 gives a, 1 gives b). */
export const mix = (a: string, b: string, t: number) => {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
};

/** Relative luminance, 0 (black) to 1 (white). */
export const luminance = (hex: string) => {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

// Darkening mixes towards a warm near-black rather than pure black, which reads as shade on fabric.
export const darken = (hex: string, t: number) => mix(hex, '#1a1410', t);
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);

/** Small deterministic hash of a string (FNV-1a), for per-product variations. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
