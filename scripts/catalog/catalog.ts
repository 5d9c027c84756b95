// The catalog file format lives beside the seed that reads it; the catalog scripts import it from here.
export * from '#/server/db/catalog-file.ts';
export { productSlug } from '#/lib/product-path.ts';
