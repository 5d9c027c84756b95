// Gradients laid over the flat fabric so a garment looks rounded and lit from the front-left
// (`url(#shadeH)`, `url(#shadeV)`), and the soft light on the backdrop (`url(#glow)`).
import { darken } from './color.ts';
import { f } from './geometry.ts';

const stop = (offset: string, color: string, opacity: string) =>
  `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`;

/** `shade` scales the shadows down on dark fabrics, where full strength would turn them black. */
export function shadingDefs(ink: string, shade: number): string {
  return (
    `<linearGradient id="shadeH" x1="0" x2="1" y1="0" y2="0">` +
    stop('0', ink, f(0.26 * shade)) +
    stop('.16', ink, f(0.07 * shade)) +
    stop('.4', '#ffffff', '.09') +
    stop('.62', '#ffffff', '.02') +
    stop('.86', ink, f(0.1 * shade)) +
    stop('1', ink, f(0.3 * shade)) +
    `</linearGradient>` +
    `<linearGradient id="shadeV" x1="0" x2="0" y1="0" y2="1">` +
    stop('0', '#ffffff', '.06') +
    stop('.5', '#ffffff', '0') +
    stop('1', ink, f(0.1 * shade)) +
    `</linearGradient>`
  );
}

/** A pool of light behind the garment, darkening towards the corners. */
export function glowGradient(bg: string): string {
  return (
    `<radialGradient id="glow" cx=".5" cy=".42" r=".75">` +
    stop('0', '#ffffff', '.5') +
    stop('.6', '#ffffff', '.08') +
    stop('1', darken(bg, 0.5), '.14') +
    `</radialGradient>`
  );
}
