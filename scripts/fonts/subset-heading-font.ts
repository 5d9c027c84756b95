// `npm run fonts`: writes the heading font, Fraunces cut down to what the headings use: printable ASCII and
// the typographic punctuation of our texts, weights 400–600 (normal, medium, semibold). 37 KB → 20 KB, and
// every page preloads it before its first paint. global.css's unicode-range lists the same characters, so
// any other character (an accented name a store owner types, ₹) falls back to the system serif cleanly.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

export const SOURCE = 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2';
export const OUTPUT = 'src/assets/fonts/fraunces-headings.woff2';
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
/** NBSP © · × – — ‘ ’ “ ” • … */
const PUNCTUATION = '\u00a0\u00a9\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026';

const font = await subsetFont(readFileSync(SOURCE), ASCII + PUNCTUATION, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 600 } },
});
writeFileSync(OUTPUT, font);
console.log(`fonts: ${OUTPUT} (${(font.length / 1024).toFixed(1)} KB)`);
