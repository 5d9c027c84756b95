// Orders as the console lists and shows them (GET /api/admin/orders, /orders/:id).
import type { ApiSuccess } from '#/lib/api.ts';
import type { OrderStatus } from '#/domain/order-status.ts';

/** A line of the list (GET /api/admin/orders), as the route declares it. */
export type OrderRow = ApiSuccess<'/api/admin/orders', 'GET'>['orders'][number];
export type OrderItem = OrderRow['items'][number];
/** One order with its address, charges and requests (GET /api/admin/orders/:orderId). */
export type OrderDetail = ApiSuccess<'/api/admin/orders/:orderId', 'GET'>['order'];
export type OrderDocument = OrderDetail['documents'][number];
/** A staff member's internal note on the order (never the shopper's). */
export type OrderNote = ApiSuccess<'/api/admin/orders/:orderId', 'GET'>['notes'][number];

export const PAYMENT_METHODS = ['Razorpay', 'Card', 'Store credit', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a next step's button says; a cash parcel ends delivered (the cash taken) or refused at the door. */
export function stepLabel(step: OrderStatus, cod: boolean): string {
  if (step === 'Delivered') return cod ? 'Delivered, cash received' : 'Delivered';
  if (step === 'Returned to Origin') return 'Returned to origin (refused)';
  if (step === 'Out for Delivery') return 'Out for delivery';
  return step;
}

/** Why the Shipped form cannot be sent yet, as the server checks it (admin/orders.routes.ts), or undefined. */
export function shipmentProblem(awb: string, courier: string): string | undefined {
  const a = awb.trim();
  const c = courier.trim();
  if (!/^[A-Za-z0-9-]{4,40}$/.test(a)) return 'Enter the AWB: 4 to 40 letters, digits or hyphens.';
  if (c.length < 2 || c.length > 40) return "Enter the courier's name (2 to 40 characters).";
  return undefined;
}

export const orderHref = (id: string) => `/admin/orders/view?id=${encodeURIComponent(id)}`;

/** "Rose Wrap Dress (M) × 1" */
export const itemLine = (i: Pick<OrderItem, 'name' | 'size' | 'quantity'>) => `${i.name} (${i.size}) × ${i.quantity}`;

/** Why the cancellation's reason cannot be sent yet, as the server checks it (admin/orders.routes.ts), or undefined. */
export function cancelReasonProblem(reason: string): string | undefined {
  const r = reason.trim();
  if (r.length < 3 || r.length > 300) return 'Give the shopper a reason (3 to 300 characters).';
  return undefined;
}

/** The longest internal note the server takes. */
export const NOTE_MAX = 500;

/** Why a note cannot be sent yet, as the server checks it (admin/orders.routes.ts), or undefined. */
export function noteProblem(text: string): string | undefined {
  const t = text.trim();
  if (t.length === 0) return 'Write the note first';
  if (t.length > NOTE_MAX) return `A note is at most ${NOTE_MAX} characters`;
  return undefined;
}

/** Why a refund's payment reference cannot be sent yet, as the server checks it, or undefined. */
export function refundReferenceProblem(reference: string): string | undefined {
  const r = reference.trim();
  if (!/^[A-Za-z0-9_./-]{4,64}$/.test(r))
    return 'Enter the payment reference: the UTR or the refund id, 4 to 64 letters, digits or - _ / .';
  return undefined;
}

/** Whether the order goes in a parcel, so has a packing slip (the server refuses one otherwise). */
export const hasPackingSlip = (o: Pick<OrderDetail, 'status' | 'paymentState'>) =>
  o.status !== 'Cancelled' && o.paymentState !== 'refund_due';
