// Which garments the artwork can draw, how a catalog entry picks one, and the dispatch from a
// garment name to its drawing (dress.ts, top.ts, skirt.ts, co-ord.ts).
import type { ArtworkInput, Ctx, Drawing } from '../model.ts';
import { coordDrawing } from './co-ord.ts';
import { dress } from './dress.ts';
import { skirtPieces } from './skirt.ts';
import { topPieces } from './top.ts';

export const GARMENTS = [
  'maxi-dress',
  'tiered-maxi-dress',
  'wrap-dress',
  'midi-dress',
  'mini-dress',
  'slip-dress',
  'crop-top',
  'wrap-top',
  'shirt',
  'kurti',
  'midi-skirt',
  'mini-skirt',
  'maxi-skirt',
  'tiered-skirt',
  'coord-pants',
  'coord-shorts',
  'coord-skirt',
  'kurta-set',
] as const;
export type Garment = (typeof GARMENTS)[number];

/** The silhouette used when an entry names none the renderer knows. */
export function defaultGarment(category: string, subCategory: string): Garment {
  if (category === 'top') return subCategory === 'shirt' ? 'shirt' : subCategory === 'kurti' ? 'kurti' : 'crop-top';
  if (category === 'skirts')
    return subCategory === 'mini' ? 'mini-skirt' : subCategory === 'maxi' ? 'maxi-skirt' : 'midi-skirt';
  if (category === 'co-ords')
    return subCategory === 'festive' ? 'kurta-set' : subCategory === 'lounge' ? 'coord-pants' : 'coord-skirt';
  return subCategory === 'mini' ? 'mini-dress' : subCategory === 'midi' ? 'midi-dress' : 'maxi-dress';
}

/** The entry's own garment if the renderer knows it, else the default for its category. */
export function garmentOf(entry: ArtworkInput): Garment {
  const named = entry.art.garment;
  return (GARMENTS as readonly string[]).includes(named)
    ? (named as Garment)
    : defaultGarment(entry.category, entry.subCategory);
}

export function garmentDrawing(c: Ctx, g: Garment): Drawing {
  switch (g) {
    case 'crop-top':
    case 'wrap-top':
    case 'shirt':
    case 'kurti': {
      const t = topPieces(c, g);
      return { pieces: t.pieces, hanger: 'shoulder', top: 30, bottom: t.bottom, half: t.half, focus: [0, 185] };
    }
    case 'midi-skirt':
    case 'mini-skirt':
    case 'maxi-skirt':
    case 'tiered-skirt': {
      const kind = g === 'midi-skirt' ? 'midi' : g === 'mini-skirt' ? 'mini' : g === 'maxi-skirt' ? 'maxi' : 'tiered';
      const s = skirtPieces(c, kind, 100);
      return { pieces: s.pieces, hanger: 'clip', top: 30, bottom: s.bottom, half: s.half, focus: [0, 160] };
    }
    case 'coord-pants':
    case 'coord-shorts':
    case 'coord-skirt':
    case 'kurta-set':
      return coordDrawing(c, g);
    default:
      return dress(c, g);
  }
}
