// The side menu's links (docs/product/storefront.md#header). On /account, /orders and /wishlist it switches to account
// mode.
const ACCOUNT_PATHS = ['/account', '/orders', '/wishlist'];

export const isAccountPath = (pathname: string): boolean =>
  ACCOUNT_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** docs/product/storefront.md#header: the account mode's links, in order (Log out follows). */
export const ACCOUNT_LINKS = [
  ['/products', 'Shop'],
  ['/orders', 'Orders'],
  ['/wishlist', 'Wishlist'],
  ['/account/wallet', 'Wallet'],
  ['/custom-form', 'Customize'],
  ['/account', 'Profile'],
] as const;

/** docs/product/storefront.md#header: Shop expands to Dress, Top, Skirt, Co-ords (the spec's category query values). */
export const SHOP_LINKS = [
  ['/products?category=dress', 'Dress'],
  ['/products?category=Top', 'Top'],
  ['/products?category=skirts', 'Skirt'],
  ['/products?category=co-ords', 'Co-ords'],
] as const;
