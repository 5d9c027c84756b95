// The catalog feature as other features use it: the live product list. The /products page mounts ProductListing
// and reads the listing rules (listing.ts) from their own files.
export { $products, $productsById, $productsByName, $productsError, loadProducts } from './products.store.ts';
