// The product page: no other feature uses it. The page renders BuyBox.astro and ProductGallery.astro, reads
// product-page.ts at build time and starts start-product-page.ts, each from its own file.
export {};
