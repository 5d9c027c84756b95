// The steps an order moves along after it is paid (or confirmed for cash on delivery), in one place: the console
// offers only what nextOrderSteps() answers and the server refuses anything else with refuseOrderMove()'s reason.
// Each step a shopper hears about is a move made here (modules/notifications).
import { CANCELLED, RETURNED_TO_ORIGIN, type OrderStatus } from './order-status.ts';

export type PaymentState = 'pending' | 'paid' | 'cod' | 'failed' | 'expired' | 'superseded' | 'refund_due';
export type OrderAt = { status: string; paymentState: PaymentState | string };
/** `reason`: why staff cancel it (Cancelled needs one; the shopper reads it). */
export type OrderMove = { to: OrderStatus; awb?: string | null; courier?: string | null; reason?: string | null };

/**
 * What may follow each step. A courier may deliver without an out-for-delivery scan. Staff may cancel an order
 * until it ships (its stock, store credit and coupon go back, modules/orders/order-cancel.ts); not after.
 */
const FOLLOWS: Partial<Record<OrderStatus, OrderStatus[]>> = {
  'Order Placed': ['Packing', CANCELLED],
  Packing: ['Shipped', CANCELLED],
  Shipped: ['Out for Delivery', 'Delivered', RETURNED_TO_ORIGIN],
  'Out for Delivery': ['Delivered', RETURNED_TO_ORIGIN],
};

/** The steps the console offers for this order now (none once it is delivered or back at the store). */
export function nextOrderSteps(order: OrderAt): OrderStatus[] {
  if (order.paymentState !== 'paid' && order.paymentState !== 'cod') return [];
  const next = FOLLOWS[order.status as OrderStatus] ?? [];
  // Only a cash parcel that was refused comes back to origin; a paid one that cannot be delivered is the courier's.
  return order.paymentState === 'cod' ? next : next.filter((s) => s !== RETURNED_TO_ORIGIN);
}

/** Why this move is not possible, or undefined when it is. */
export function refuseOrderMove(order: OrderAt, move: OrderMove): string | undefined {
  if (order.status === RETURNED_TO_ORIGIN) return 'This order was returned to origin; its stock is back on sale';
  if (order.status === CANCELLED) return 'This order was cancelled; its stock is back on sale';
  if (order.paymentState !== 'paid' && order.paymentState !== 'cod')
    return 'Only a paid or confirmed cash-on-delivery order moves along';
  if (move.to === order.status) return `This order is already ${order.status}`;
  const next = nextOrderSteps(order);
  if (!next.includes(move.to)) {
    if (move.to === CANCELLED)
      return `An order that is ${order.status} cannot be cancelled: only one not yet shipped can be`;
    if (move.to === RETURNED_TO_ORIGIN && order.paymentState !== 'cod')
      return 'Only a cash-on-delivery order not yet paid can be returned to origin';
    return next.length === 0
      ? `An order that is ${order.status} moves no further`
      : `An order that is ${order.status} can only move to ${next.join(' or ')}`;
  }
  if (move.to === 'Shipped' && (!move.awb?.trim() || !move.courier?.trim()))
    return 'Shipping needs the AWB and the courier';
  if (move.to === CANCELLED && !move.reason?.trim()) return 'Cancelling needs a reason for the shopper';
  return undefined;
}
