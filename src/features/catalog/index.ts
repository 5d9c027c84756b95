// The catalog feature as other features use it: the live product list and the products this browser viewed. No
// React here: the cart, the header and the product page's script read it. The /products page mounts
// ProductListing and reads the listing rules (listing.ts) from their own files; the product page's breadcrumb links to
// its category's and style's listing (categoryListingPath).
export { $products, $productsById, $productsByName, $productsError, loadProducts } from './products.store.ts';
export { $recentlyViewed, rememberViewed } from './recently-viewed.store.ts';
export { categoryListingPath } from './listing-url.ts';
