// Orders as the console lists and shows them (GET /api/admin/orders, /orders/:id).
import type { ApiSuccess } from '#/lib/api.ts';

/** A line of the list (GET /api/admin/orders), as the route declares it. */
export type OrderRow = ApiSuccess<'/api/admin/orders', 'GET'>['orders'][number];
export type OrderItem = OrderRow['items'][number];
/** One order with its address, charges and requests (GET /api/admin/orders/:orderId). */
export type OrderDetail = ApiSuccess<'/api/admin/orders/:orderId', 'GET'>['order'];

export const PAYMENT_METHODS = ['Razorpay', 'Card', 'Store credit', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A cash-on-delivery order that has left the warehouse: it ends Delivered (paid) or Returned to Origin. */
export const isCodInTransit = (o: Pick<OrderRow, 'paymentMethod' | 'status'>) =>
  o.paymentMethod === 'COD' && (o.status === 'Shipped' || o.status === 'Out for Delivery');

export const orderHref = (id: string) => `/admin/orders/view?id=${encodeURIComponent(id)}`;

/** "Rose Wrap Dress (M) × 1" */
export const itemLine = (i: Pick<OrderItem, 'name' | 'size' | 'quantity'>) => `${i.name} (${i.size}) × ${i.quantity}`;
