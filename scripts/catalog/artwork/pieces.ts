// A garment drawing's pieces as SVG: each filled with the fabric, its inner details clipped to it,
// shaded, outlined, and its over-details on top. Mirrored pieces are drawn twice.
import { luminance } from './color.ts';
import type { Ctx, Drawing } from './model.ts';

/** The garment pieces; `forShadow` draws plain silhouettes (no fill set) for the drop shadow. */
export function piecesSvg(d: Drawing, c: Ctx, forShadow: boolean): string {
  let out = '';
  let clipN = 0;
  for (const p of d.pieces) {
    const sides = p.mirror ? [1, -1] : [1];
    for (const sx of sides) {
      const open = sx === -1 ? '<g transform="scale(-1 1)">' : '';
      const close = sx === -1 ? '</g>' : '';
      if (forShadow) {
        if (p.d) out += `${open}<path d="${p.d}"/>${close}`;
        continue;
      }
      let body = '';
      if (p.d) {
        const cid = `c${clipN++}`;
        body += `<clipPath id="${cid}"><path d="${p.d}"/></clipPath>`;
        body += `<path d="${p.d}" fill="url(#fab)"/>`;
        if (p.inside)
          body += `<path d="${p.d}" fill="${c.ink}" fill-opacity="${luminance(c.main) > 0.7 ? 0.16 : 0.38}"/>`;
        else {
          body += `<g clip-path="url(#${cid})">${p.inner ?? ''}</g>`;
          body += `<path d="${p.d}" fill="url(#shadeH)"/><path d="${p.d}" fill="url(#shadeV)"/>`;
          body += `<path d="${p.d}" fill="none" stroke="${c.seam}" stroke-opacity=".35" stroke-width="1"/>`;
        }
      }
      body += p.over ?? '';
      out += open + body + close;
    }
  }
  return out;
}
