// A payment's confirmation, whichever path reports it first (the shopper's return, a webhook, store credit alone).
// Pending → paid: the stock taken becomes sold and the coupon's held use becomes used (first-order rule checked
// again). A late payment, for a checkout that had ended and given everything back (checkout-holds.ts), takes the
// stock, the coupon and the store credit again if they are still there; if not, or if the coupon no longer applies,
// the order is flagged 'refund_due' and nothing is oversold, discounted or paid by credit twice. A repeat does
// nothing twice. It takes the shopper's turn ('user:…') as her checkouts do, so the two never interleave.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { type orderItems, orders } from '#/server/db/schema/index.ts';
import { lockShopper } from '#/server/db/locks.ts';
import { AppError, notFound } from '#/server/errors.ts';
import type { CouponService } from '#/server/modules/cart/index.ts';
import { walletRef, type WalletService } from '#/server/modules/returns/index.ts';
import {
  catalogChanged,
  countSold,
  givingBack,
  moveStock,
  takeStock,
  type OnRestocked,
  type Why,
} from '#/server/modules/catalog/index.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';

export type PaidResult = 'paid' | 'already_paid' | 'refund_due';

/** What a confirmation shares with the checkout's holds (checkout-holds.ts), which make these for it. */
type OrderLine = typeof orderItems.$inferSelect;
export type HoldParts = {
  /** The order's lines, for the stock to follow. */
  itemsOf: (tx: Tx, orderId: string) => Promise<OrderLine[]>;
  /** Gives back the coupon use and wallet credit the order held; returns its lines. */
  letGo: (tx: Tx, orderId: string) => Promise<OrderLine[]>;
  /** Why the order's stock moves, for the stock history. */
  why: (kind: 'sale' | 'hold_released', orderId: string) => Why;
};

export function createPaymentConfirmation(
  deps: {
    db: Db;
    coupons: Pick<CouponService, 'hold' | 'use'>;
    wallet: Pick<WalletService, 'trySpend' | 'held'>;
    now: () => Date;
    clearCart?: (tx: Tx, userId: string) => Promise<void>;
    onRestocked?: OnRestocked;
    notify?: Notify;
  },
  { itemsOf, letGo, why }: HoldParts,
) {
  const { db, coupons, wallet, now } = deps;

  /**
   * The part of the order's store credit the wallet does not hold for it (its checkout ended and gave it back) is
   * taken again, or the confirmation fails as one whose stock is gone does. A pending order holds it all already.
   */
  async function takeCreditAgain(tx: Tx, order: { id: string; userId: string; walletPaise: number }) {
    const ref = walletRef(order.id);
    const missing = order.walletPaise - (await wallet.held(tx, ref));
    if (missing <= 0) return;
    if (!(await wallet.trySpend(tx, { userId: order.userId, amountPaise: missing, reason: 'Order', ref })).ok)
      throw new AppError('conflict', 'The store credit this order spent is no longer in the wallet.');
  }

  /** Confirms the payment `paymentId` of order `orderId` (see the file's head). */
  return async function confirmPaid(orderId: string, paymentId: string): Promise<PaidResult> {
    const [peek] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    if (!peek) throw notFound('Order not found');
    return givingBack(db, deps.onRestocked, async (tx, back): Promise<PaidResult> => {
      await lockShopper(tx, peek.userId);
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw notFound('Order not found');
      if (order.paymentState === 'paid') return 'already_paid';
      if (order.paymentState === 'refund_due') return 'refund_due';
      const items = await itemsOf(tx, orderId);
      const coupon = order.couponCode && {
        code: order.couponCode,
        userId: order.userId,
        orderId,
        subtotalPaise: order.subtotalPaise,
      };
      try {
        await tx.transaction(async (inner) => {
          if (order.paymentState !== 'pending') {
            if (coupon) await coupons.hold(inner, coupon); // the coupon's row is locked before stock rows
            await takeStock(inner, items, why('sale', orderId));
          }
          await takeCreditAgain(inner, order);
          if (coupon) await coupons.use(inner, coupon);
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (order.paymentState === 'pending') {
          const give = [{ lines: await letGo(tx, orderId), why: why('hold_released', orderId) }];
          back.push(...(await moveStock(tx, { give })));
        }
        await tx
          .update(orders)
          // All it was paid is owed back: staff refund it at the provider and mark it paid (order-refund.service.ts).
          .set({ paymentState: 'refund_due', providerPaymentId: paymentId, refundDuePaise: order.amountPaise })
          .where(eq(orders.id, orderId));
        await catalogChanged(tx);
        return 'refund_due';
      }
      await tx
        .update(orders)
        .set({ paymentState: 'paid', paidAt: now(), providerPaymentId: paymentId })
        .where(eq(orders.id, orderId));
      await countSold(tx, items);
      if (deps.clearCart) await deps.clearCart(tx, order.userId);
      await catalogChanged(tx);
      await deps.notify?.(tx, { name: 'order.placed', orderId });
      return 'paid';
    });
  };
}
