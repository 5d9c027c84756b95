// Co-ord sets: a top hung over its matching bottom on one hanger. The bottom is drawn first, so
// the top's hem falls over its waistband and casts a shadow on it.
import type { Ctx, Drawing, Part } from '../model.ts';
import { pantsPieces } from './pants.ts';
import { skirtPieces } from './skirt.ts';
import { topPieces } from './top.ts';

export type CoordStyle = 'coord-pants' | 'coord-shorts' | 'coord-skirt' | 'kurta-set';

/** Each set's bottom (with the hem of the top over it) and its top. */
export function coordParts(c: Ctx, style: CoordStyle): { bottom: Part; top: Part } {
  switch (style) {
    case 'coord-pants':
    case 'coord-shorts':
      return {
        bottom: pantsPieces(c, style === 'coord-shorts' ? 'shorts' : 'wide', 310, { w: 106, y: 360, depth: 6 }),
        top: topPieces(c, 'camp-shirt'),
      };
    case 'coord-skirt':
      return {
        bottom: skirtPieces(c, 'set-midi', 300, { w: 90, y: 292, depth: 6 }),
        top: topPieces(c, 'crop-blouse'),
      };
    case 'kurta-set':
      return {
        bottom: pantsPieces(c, 'palazzo', 300, { w: 140, y: 560, depth: 10 }),
        top: topPieces(c, 'kurta'),
      };
  }
}

export function coordDrawing(c: Ctx, style: CoordStyle): Drawing {
  const { bottom, top } = coordParts(c, style);
  return {
    pieces: [...bottom.pieces, ...top.pieces],
    hanger: 'shoulder',
    top: 30,
    bottom: bottom.bottom,
    half: Math.max(bottom.half, top.half),
    focus: [0, 185],
  };
}
