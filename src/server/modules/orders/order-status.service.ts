// The order's journey after it is paid: the console moves it along (Packed, Shipped, …, Delivered), Delivered
// starts the return window and makes a cash order paid, and a refused cash parcel ("Returned to Origin") gives
// its stock and the store credit it spent back. Order statuses themselves are src/domain/order-status.ts.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { orderItems, orders } from '#/server/db/schema/index.ts';
import { lockShopper } from '#/server/db/locks.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { RETURNED_TO_ORIGIN, type OrderStatus } from '#/domain/order-status.ts';
import { catalogChanged, giveBackStock, type Restock } from '#/server/modules/catalog/index.ts';
import { walletRef, type WalletService } from '#/server/modules/returns/index.ts';

export function createOrderStatusService(deps: {
  db: Db;
  wallet: Pick<WalletService, 'refund'>;
  now: () => Date;
  /** Sizes a refused cash parcel brought back from 0, told after the commit (the back-in-stock mails). */
  onRestocked?: (restocks: Restock[]) => void;
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
     * Operator: move an order along; Delivered starts the return window; an AWB makes it trackable.
     * A cash order delivered is paid then. A cash order refused ("Returned to Origin") gives its stock back, and
     * the store credit it spent back to the credits it came from, and counts against the account's cash-on-delivery
     * allowance; it is never paid. Both happen once.
     */
    async setStatus(orderId: string, status: OrderStatus, awb?: string) {
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
        if (status === RETURNED_TO_ORIGIN && (order.paymentState !== 'cod' || order.status === status))
          throw new AppError('rule', 'Only a cash-on-delivery order not yet paid can be returned to origin');
        if (order.status === RETURNED_TO_ORIGIN && status !== order.status)
          throw new AppError('rule', 'This order was returned to origin; its stock is back on sale');
        const patch: Partial<typeof orders.$inferInsert> = { status };
        if (status === 'Delivered') patch.deliveredAt = now();
        if (status === 'Delivered' && order.paymentState === 'cod') {
          patch.paymentState = 'paid';
          patch.paidAt = now();
        }
        if (awb) patch.awb = awb;
        await tx.update(orders).set(patch).where(eq(orders.id, orderId));
        if (status === RETURNED_TO_ORIGIN) {
          const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
          back.push(...(await giveBackStock(tx, items)));
          await wallet.refund(tx, walletRef(orderId));
          await catalogChanged(tx);
        }
      });
    },
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
