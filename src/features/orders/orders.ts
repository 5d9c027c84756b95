// My Orders' pure logic: the reply's types, the order just placed first, the timeline's current step, the
// amount break-up's lines and the dates as a shopper in India reads them.
import type { z } from 'zod';
import type { myOrder } from '#/server/openapi/shapes.ts';
import { ORDER_STEPS } from '#/domain/order-status.ts';
import { formatINRTotal } from '#/lib/money.ts';

/** An order as My Orders' reply declares it (the route's reply schema, which the API client's type comes from). */
export type Order = z.output<typeof myOrder>;
export type OrderItem = Order['items'][number];
export type OrderDocument = Order['documents'][number];

/** The order just placed comes first (it normally is: newest first), the rest keep their order. */
export function placedFirst(orders: readonly Order[], placedId: string | undefined): Order[] {
  const at = placedId ? orders.findIndex((o) => o._id === placedId) : -1;
  return at <= 0 ? [...orders] : [orders[at]!, ...orders.slice(0, at), ...orders.slice(at + 1)];
}

/**
 * The timeline's current step (0 = Order Placed … 4 = Delivered), or -1 when the order's status is none of
 * them (the operator set another one): then the status text stands alone.
 */
export function currentStep(order: Pick<Order, 'status' | 'deliveredAt'>): number {
  const at = (ORDER_STEPS as readonly string[]).indexOf(order.status);
  if (at === -1 && order.deliveredAt) return ORDER_STEPS.length - 1;
  return at;
}

const LABELS: Record<string, string> = { COD: 'Cash on delivery' };

/** The payment method as the shopper knows it; a method this page does not know shows as its own text. */
export function paymentLabel(method: string): string {
  return LABELS[method] ?? method;
}

export type BreakUpLine = { label: string; value: string; total?: boolean };

/** Items subtotal, coupon, delivery (FREE at 0), colour charge, COD fee, store credit, total: lines worth showing. */
export function breakUp(order: Pick<Order, 'charges' | 'payment'>): BreakUpLine[] {
  const c = order.charges;
  const lines: BreakUpLine[] = [{ label: 'Items subtotal', value: formatINRTotal(c.subtotal) }];
  if (c.discount > 0)
    lines.push({
      label: c.couponCode ? `Coupon ${c.couponCode}` : 'Coupon discount',
      value: `−${formatINRTotal(c.discount)}`,
    });
  lines.push({ label: 'Delivery', value: c.delivery === 0 ? 'FREE' : formatINRTotal(c.delivery) });
  if (c.extra > 0) lines.push({ label: 'Customized Color', value: formatINRTotal(c.extra) });
  if (c.codFee > 0) lines.push({ label: 'Cash on delivery fee', value: formatINRTotal(c.codFee) });
  if (c.storeCredit > 0) lines.push({ label: 'Store credit used', value: `−${formatINRTotal(c.storeCredit)}` });
  lines.push({ label: order.payment ? 'Total paid' : 'Total to pay', value: formatINRTotal(c.total), total: true });
  return lines;
}

const IST = 'Asia/Kolkata';
const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: IST });
const shortDate = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: IST });

/** 20 Nov 2026 */
export const orderDate = (when: string | number): string => longDate.format(new Date(when));
/** Mon 7 Dec */
export const dayDate = (iso: string): string => shortDate.format(new Date(iso)).replace(',', '');

/** The delivery line under the timeline: when it arrived, or when it should. */
export function deliveryNote(order: Pick<Order, 'deliveredAt' | 'expectedDelivery'>): string | undefined {
  if (order.deliveredAt) return `Delivered on ${dayDate(order.deliveredAt)}`;
  if (order.expectedDelivery) return `Expected by ${dayDate(order.expectedDelivery.latest)}`;
  return undefined;
}

/**
 * Where the item's return or exchange stands, in words ("Parcel received", "Replacement shipped (AWB …)"), from the
 * server's `request.step`. A refused request says nothing here: the item's note already tells the refusal and why.
 */
export function requestStep(item: Pick<OrderItem, 'request'>): string | undefined {
  if (!item.request || item.request.state === 'refused') return undefined;
  return item.request.step;
}

/**
 * What Track Order says for an order without an AWB code, in place of a call that can only fail: where the order is
 * and when tracking starts (the shipping policy: live within 24 hours of dispatch; the AWB comes by e-mail).
 */
export function trackingNote(order: Pick<Order, 'status' | 'awb'>): string | undefined {
  if (order.awb) return undefined;
  const step = (ORDER_STEPS as readonly string[]).indexOf(order.status);
  if (step >= 0 && step < ORDER_STEPS.indexOf('Shipped'))
    return (
      `Not shipped yet (${order.status}). Tracking starts when it ships: we e-mail you the courier and the AWB ` +
      'code, and tracking is live within 24 hours of dispatch.'
    );
  return 'Tracking information is not available.';
}
