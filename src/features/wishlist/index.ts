// The wishlist feature as other features use it: the product page's heart. Pages mount WishlistView from its file.
export { $wishlistIds, addToWishlist, removeFromWishlist } from './wishlist.store.ts';
