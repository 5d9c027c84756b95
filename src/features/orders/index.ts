// The orders feature as other features use it: where a shopper lands once her order is paid. Pages mount
// OrdersView, and /track-order reads tracking.ts, from their own files.
export { placedOrderPath } from './placed-order.ts';
