// The background of each view: a plain tone with a glow and paper grain, deeper for the back view,
// and a linen weave under the flat lay.
import { darken, mix } from './color.ts';
import { stroke } from './details.ts';
import { f } from './geometry.ts';

/** The background colour of view 1..4 (the catalog's colour for the front and close-up). */
export function backgroundColour(base: string, accent: string, view: number): string {
  if (view === 3) return mix(base, darken(mix(base, accent, 0.35), 0.12), 0.55);
  if (view === 4) return mix(base, '#ffffff', 0.2);
  return base;
}

/** A faint paper grain: a tile of scattered specks (a turbulence filter is far slower to render). */
export function grainPattern(seed: number): string {
  // xorshift32: a tiny deterministic generator, so the grain is the same on every run
  let x = seed || 1;
  const rnd = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  let dark = '';
  let light = '';
  for (let i = 0; i < 90; i++) {
    const px = f(rnd() * 97);
    const py = f(rnd() * 97);
    const sz = f(0.5 + rnd() * 0.9);
    if (i % 2) dark += `M${px} ${py}h${sz}v${sz}h-${sz}Z`;
    else light += `M${px} ${py}h${sz}v${sz}h-${sz}Z`;
  }
  return (
    `<pattern id="grain" width="97" height="97" patternUnits="userSpaceOnUse">` +
    `<path d="${dark}" fill="#000" fill-opacity=".07"/><path d="${light}" fill="#fff" fill-opacity=".12"/></pattern>`
  );
}

/** The whole backdrop (needs the glow and grain defs); `linen` adds the flat lay's weave. */
export function backdropSvg(bg: string, linen: boolean): string {
  let backdrop = `<rect width="600" height="800" fill="${bg}"/><rect width="600" height="800" fill="url(#glow)"/>`;
  if (linen) {
    let weave = '';
    for (let y = 4; y < 800; y += 9) weave += `M0 ${y} H600 `;
    backdrop +=
      stroke(weave, darken(bg, 0.4), 1, 0.05) +
      stroke(
        weave.replace(/M0 (\d+) H600/g, (_, y) => `M${y} 0 V800`),
        darken(bg, 0.4),
        1,
        0.035,
      );
  }
  return `${backdrop}<rect width="600" height="800" fill="url(#grain)"/>`;
}
