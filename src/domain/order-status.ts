// Order status values (docs/product/orders-and-tracking.md#order-statuses). The first five are the journey My Orders
// draws as a timeline; the rest name what a return or an exchange did to one item. The operator API accepts exactly
// these.
export const ORDER_STEPS = ['Order Placed', 'Packing', 'Shipped', 'Out for Delivery', 'Delivered'] as const;
export const ORDER_STATUSES = [
  ...ORDER_STEPS,
  'Return Requested',
  'Returned',
  'Exchange Requested',
  'Exchanged',
  // A cash-on-delivery parcel the shopper refused: its stock comes back and it counts against COD.
  'Returned to Origin',
  // Staff cancelled it before it shipped, with a reason: its stock, store credit and coupon went back.
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** A cash-on-delivery parcel the shopper refused (the status the COD allowance counts). */
export const RETURNED_TO_ORIGIN: OrderStatus = 'Returned to Origin';
/** Cancelled by staff before it shipped (domain/order-flow.ts): it moves no further and counts as no sale. */
export const CANCELLED: OrderStatus = 'Cancelled';
