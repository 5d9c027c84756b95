// Product artwork: a flat fashion illustration of a catalog entry, as an SVG string. Pure (no I/O):
// the same entry and view number always give the same SVG. render-images.ts rasterises these.
//
// This file is the public entry; the drawing lives in artwork/:
//   render.ts      artworkSvg / artworkLayers: the SVG documents
//   scene.ts       one view: colours, framing (front, close-up, back, flat lay), shadow
//   backdrop.ts, props.ts, shading.ts, pieces.ts   what the scene is made of
//   fabrics.ts     the prints (stripes, dots, checks, chevron, leheriya, floral, block print)
//   garments/      one module per kind of garment: dress, top, skirt, pants, co-ord sets, and the
//                  body outline and sleeves they share; drawing.ts picks one by name
//   geometry.ts, details.ts, color.ts   paths, stitching and folds, colour arithmetic
export { type ArtworkLayers, artworkLayers, artworkSvg } from './artwork/render.ts';
export { defaultGarment, GARMENTS, type Garment } from './artwork/garments/drawing.ts';
export { type ArtworkInput, VIEW_H, VIEW_W } from './artwork/model.ts';
