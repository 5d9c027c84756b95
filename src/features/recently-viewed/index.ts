// Recently viewed as other features use it: the row of products this browser looked at (catalog keeps the list),
// shown by the empty cart; the product page mounts the row from its own file.
export { RecentlyViewed } from './RecentlyViewed.tsx';
