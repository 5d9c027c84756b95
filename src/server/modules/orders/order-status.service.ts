// The order's journey after it is paid: the console moves it one real step at a time (Packing, Shipped with its
// AWB and courier, …, Delivered; the steps are src/domain/order-flow.ts), Delivered starts the return window and
// makes a cash order paid, and a refused cash parcel ("Returned to Origin") gives its stock and the store credit it
// spent back. Order statuses themselves are src/domain/order-status.ts.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { orderItems, orders } from '#/server/db/schema/index.ts';
import { lockShopper } from '#/server/db/locks.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { RETURNED_TO_ORIGIN, type OrderStatus } from '#/domain/order-status.ts';
import { refuseOrderMove, type OrderMove } from '#/domain/order-flow.ts';
import { catalogChanged, giveBackStock, type Restock } from '#/server/modules/catalog/index.ts';
import { walletRef, type WalletService } from '#/server/modules/returns/index.ts';
import type { Notify, OrderEvent } from '#/server/modules/notifications/index.ts';
import type { CreditNoteService } from '#/server/modules/invoices/index.ts';

/** The steps a shopper hears about (modules/notifications), each told in the move's own transaction. */
const TOLD: Partial<Record<OrderStatus, Exclude<OrderEvent, 'order.placed'>>> = {
  Shipped: 'order.shipped',
  'Out for Delivery': 'order.out_for_delivery',
  Delivered: 'order.delivered',
  'Returned to Origin': 'order.returned_to_origin',
};

export function createOrderStatusService(deps: {
  db: Db;
  wallet: Pick<WalletService, 'refund'>;
  now: () => Date;
  /** Sizes a refused cash parcel brought back from 0, told after the commit (the back-in-stock mails). */
  onRestocked?: (restocks: Restock[]) => void;
  /** Records the step's event for the shopper's messages, inside the move's transaction. */
  notify?: Notify;
  /**
   * Issues the GST credit note of a paid order back at the store, inside the move's transaction. Only a cash order
   * not yet paid (never invoiced) can be Returned to Origin today (domain/order-flow.ts), so none is issued yet;
   * the note follows by itself if a paid parcel may come back one day.
   */
  creditNotes?: Pick<CreditNoteService, 'forReturnedOrder'>;
}) {
  const { db, wallet, now } = deps;

  /** Runs a transaction that may put units back on sale; the sizes it brought back are told once it committed. */
  async function givingBack<T>(run: (tx: Tx, back: Restock[]) => Promise<T>): Promise<T> {
    const back: Restock[] = [];
    const result = await db.transaction((tx) => run(tx, back));
    if (back.length > 0) deps.onRestocked?.(back);
    return result;
  }

  return {
    /**
     * Operator: move an order one real step along (domain/order-flow.ts; anything else is a 422 with the reason).
     * Shipped records the AWB, which makes it trackable, the courier and the time; Delivered starts the return
     * window, and a cash order delivered is paid then. A cash order refused ("Returned to Origin") gives its stock
     * back, and the store credit it spent back to the credits it came from, and counts against the account's
     * cash-on-delivery allowance; it is never paid. Each step the shopper hears about is told in the same transaction.
     */
    async setStatus(orderId: string, move: OrderMove) {
      const { to } = move;
      return givingBack(async (tx, back) => {
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
        await tx.update(orders).set(patch).where(eq(orders.id, orderId));
        if (to === RETURNED_TO_ORIGIN) {
          const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
          back.push(...(await giveBackStock(tx, items)));
          await wallet.refund(tx, walletRef(orderId));
          await catalogChanged(tx);
        }
        const note = to === RETURNED_TO_ORIGIN ? await deps.creditNotes?.forReturnedOrder(tx, orderId) : undefined;
        const event = TOLD[to];
        const data = note ? { creditNoteId: note.id } : undefined;
        if (event && deps.notify) await deps.notify(tx, { name: event, orderId, ...(data ? { data } : {}) });
      });
    },
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
