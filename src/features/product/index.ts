// The product page renders BuyBox.astro and ProductGallery.astro, reads product-page.ts at build time and starts
// start-product-page.ts, each from its own file. My Orders' exchange offers back-in-stock for sold-out sizes. The
// product and preview pages' paths group the catalog for "You May also like" once (relatedProductsIndex).
export { BackInStock } from './BackInStock.tsx';
export { relatedProductsIndex } from './product-page.ts';
