// The order's journey after it is paid: the console moves it one real step at a time (Packing, Shipped with its
// AWB and courier, …, Delivered; the steps are src/domain/order-flow.ts), Delivered starts the return window and
// makes a cash order paid, and a refused cash parcel ("Returned to Origin") gives its stock and the store credit it
// spent back. Staff may cancel an order before it ships, with a reason ("Cancelled"): in the same transaction its
// stock, store credit and coupon use go back, a paid order's invoice is reversed by a GST credit note and the money
// it was paid with is marked as owed back (refundDuePaise: staff refund it at the payment provider, to the account it
// came from; store credit is never forced on a shopper the store let down), and the shopper is told why.
// Order statuses themselves are src/domain/order-status.ts.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { orderItems, orders } from '#/server/db/schema/index.ts';
import { lockShopper } from '#/server/db/locks.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { CANCELLED, RETURNED_TO_ORIGIN, type OrderStatus } from '#/domain/order-status.ts';
import { refuseOrderMove, type OrderMove } from '#/domain/order-flow.ts';
import { catalogChanged, giveBackStock, givingBack, type OnRestocked } from '#/server/modules/catalog/index.ts';
import { walletRef, type WalletService } from '#/server/modules/returns/index.ts';
import type { Notify, OrderEvent } from '#/server/modules/notifications/index.ts';
import type { CreditNoteService } from '#/server/modules/invoices/index.ts';
import type { CouponService } from '#/server/modules/cart/index.ts';

/** The steps a shopper hears about (modules/notifications), each told in the move's own transaction. */
const TOLD: Partial<Record<OrderStatus, Exclude<OrderEvent, 'order.placed'>>> = {
  Shipped: 'order.shipped',
  'Out for Delivery': 'order.out_for_delivery',
  Delivered: 'order.delivered',
  'Returned to Origin': 'order.returned_to_origin',
  Cancelled: 'order.cancelled',
};

/** Runs inside the move's transaction, after the move (the console's audit entry: it commits with the move). */
export type WithinMove = (tx: Tx) => Promise<void>;

export function createOrderStatusService(deps: {
  db: Db;
  wallet: Pick<WalletService, 'refund'>;
  /** A cancelled order's coupon use is given back (it counts towards no limit). */
  coupons?: Pick<CouponService, 'giveBack'>;
  now: () => Date;
  /** Sizes a refused cash parcel or a cancelled order brought back from 0, in the move's transaction. */
  onRestocked?: OnRestocked;
  /** Records the step's event for the shopper's messages, inside the move's transaction. */
  notify?: Notify;
  /**
   * Issues the GST credit note of a paid order back at the store, inside the move's transaction. Only a cash order
   * not yet paid (never invoiced) can be Returned to Origin today (domain/order-flow.ts), so none is issued yet;
   * the note follows by itself if a paid parcel may come back one day.
   */
  creditNotes?: Pick<CreditNoteService, 'forReturnedOrder' | 'forCancelledOrder'>;
}) {
  const { db, wallet, now } = deps;

  return {
    /**
     * Operator: move an order one real step along (domain/order-flow.ts; anything else is a 422 with the reason).
     * Shipped records the AWB, which makes it trackable, the courier and the time; Delivered starts the return
     * window, and a cash order delivered is paid then. A cash order refused ("Returned to Origin") gives its stock
     * back, and the store credit it spent back to the credits it came from, and counts against the account's
     * cash-on-delivery allowance; it is never paid. Cancelled (before Shipped, with a reason) undoes the sale (see
     * the file's head). Each step the shopper hears about is told in the same transaction, and `within` runs there.
     */
    async setStatus(orderId: string, move: OrderMove, within?: WithinMove) {
      const { to } = move;
      return givingBack(db, deps.onRestocked, async (tx, back) => {
        // The shopper's turn first, as checkouts and payment confirmations take it, before the wallet changes.
        const [owner] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
        if (owner) await lockShopper(tx, owner.userId);
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), inArray(orders.paymentState, ['paid', 'cod'])))
          .for('update');
        if (!order) throw notFound('No paid order with this id');
        const refused = refuseOrderMove(order, move);
        if (refused) throw new AppError('rule', refused);
        const patch: Partial<typeof orders.$inferInsert> = { status: to };
        if (to === 'Shipped') {
          patch.awb = move.awb?.trim();
          patch.courier = move.courier?.trim();
          patch.shippedAt = now();
        }
        if (to === 'Delivered') patch.deliveredAt = now();
        if (to === 'Delivered' && order.paymentState === 'cod') {
          patch.paymentState = 'paid';
          patch.paidAt = now();
        }
        const data: Record<string, string | number> = {};
        if (to === CANCELLED) {
          // The note reverses the invoice while the order still reads as paid (one is issued for paid orders only).
          const note = await deps.creditNotes?.forCancelledOrder(tx, orderId);
          if (note) data.creditNoteId = note.id;
          const refundDuePaise = order.paymentState === 'paid' ? order.amountPaise : 0;
          patch.cancelReason = move.reason?.trim();
          patch.cancelledAt = now();
          patch.refundDuePaise = refundDuePaise;
          if (refundDuePaise > 0) data.refundPaise = refundDuePaise;
          await deps.coupons?.giveBack(tx, orderId);
        }
        await tx.update(orders).set(patch).where(eq(orders.id, orderId));
        if (to === RETURNED_TO_ORIGIN || to === CANCELLED) {
          const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
          const kind = to === CANCELLED ? 'cancelled' : 'returned_to_origin';
          back.push(...(await giveBackStock(tx, items, { kind, ref: orderId, at: now() })));
          const creditPaise = await wallet.refund(tx, walletRef(orderId));
          if (to === CANCELLED && creditPaise > 0) data.creditPaise = creditPaise;
          await catalogChanged(tx);
        }
        if (to === RETURNED_TO_ORIGIN) {
          const note = await deps.creditNotes?.forReturnedOrder(tx, orderId);
          if (note) data.creditNoteId = note.id;
        }
        await within?.(tx);
        const event = TOLD[to];
        const told = Object.keys(data).length > 0 ? { data } : {};
        if (event && deps.notify) await deps.notify(tx, { name: event, orderId, ...told });
      });
    },
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
