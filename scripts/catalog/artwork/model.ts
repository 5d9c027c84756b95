// The shapes shared by the garment drawings and the scene that frames them.
//
// Garments are drawn in their own "garment space": centre line x = 0, hanger hook at the top
// (y ≈ 30), neck points at y = 100, hems further down; the scene then fits them into the frame.
import type { CatalogArt, CatalogEntry } from '#/server/db/catalog-file.ts';
import type { Pt } from './geometry.ts';

/** The viewBox of every picture (3:4); the pixel size is set separately. */
export const VIEW_W = 600;
export const VIEW_H = 800;

export type ArtworkInput = Pick<CatalogEntry, 'name' | 'category' | 'subCategory'> & { art: CatalogArt };

/** One filled shape of a garment (bodice, sleeve, waistband…), drawn in order. */
export type Piece = {
  d: string;
  /** Extra markup drawn inside the piece (clipped to it): folds, smocking, borders. */
  inner?: string;
  /** Markup drawn over the piece, not clipped: seams, buttons, ties. */
  over?: string;
  /** Mirror a copy of the piece to the left (sleeves). */
  mirror?: boolean;
  /** A darker piece seen through an opening (inside of the back). */
  inside?: boolean;
};

/** Part of an outfit (a top, a skirt, trousers): its pieces and how far down and out it reaches. */
export type Part = { pieces: Piece[]; bottom: number; half: number };

export type Drawing = {
  pieces: Piece[];
  hanger: 'shoulder' | 'clip' | 'none';
  /** Extent in garment space. */
  top: number;
  bottom: number;
  half: number;
  /** Close-up focus point (garment space). */
  focus: Pt;
};

/** What every drawing function needs to know about the product and the view. */
export type Ctx = {
  main: string;
  accent: string;
  third: string;
  /** Colour for folds and shadows on the fabric. */
  ink: string;
  /** Colour for seams and stitching. */
  seam: string;
  /** The back view (view 3): no front details, higher neckline. */
  back: boolean;
  seed: number;
};
