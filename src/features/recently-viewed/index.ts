// Recently viewed as other features use it: the product page remembers each product shown, and the empty cart
// shows the row (the product page mounts the row from its own file).
export { RecentlyViewed } from './RecentlyViewed.tsx';
export { rememberViewed } from './recently-viewed.store.ts';
