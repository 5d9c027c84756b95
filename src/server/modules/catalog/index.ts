// The catalog module: products and their sizes as the shop lists them, stock moves and their record
// (stock_movements), image URLs, and the public product routes (list, live figures) and uploaded files.
export { createCatalogService, loadPreviews, type CatalogService, type PreviewProduct } from './catalog.service.ts';
export { publicImageUrl, siteRelativeImage, type ImageUrl } from './public-urls.ts';
export {
  catalogChanged,
  countSold,
  giveBackStock,
  givingBack,
  moveStock,
  takeStock,
  type GiveBack,
  type OnRestocked,
  type Restock,
} from './stock.ts';
export { recordMovement, type Movement, type Why } from './movements.ts';
export { productRoutes } from './product.routes.ts';
export { uploadRoutes } from './upload.routes.ts';
