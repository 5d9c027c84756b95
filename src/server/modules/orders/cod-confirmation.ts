// Cash on delivery's twin of a payment confirmation: the shopper's code turns the held checkout into an order
// ('pending' → 'cod'): the stock taken becomes sold, the coupon's held use becomes used, the cart is emptied.
// It takes the same per-shopper lock as a payment confirmation ('user:…'), so the two never interleave; then
// the delivery phone's and address's locks ('cod-phone:…', 'cod-place:…', always after the shopper's), so that
// confirmations from several accounts to one phone or address count the unpaid cash one at a time.
import { and, eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderItems, orders } from '#/server/db/schema/index.ts';
import { lockRow, lockShopper } from '#/server/db/locks.ts';
import { AppError } from '#/server/errors.ts';
import type { CodRules } from '#/lib/cod.ts';
import type { CouponService } from '#/server/modules/cart/index.ts';
import { checkOutstanding, placeKey } from './cod-exposure.ts';
import { countSold } from '#/server/modules/catalog/index.ts';
import type { Tx } from '#/server/db/client.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';

export function createCodConfirmation(deps: {
  db: Db;
  coupons: Pick<CouponService, 'use'>;
  now: () => Date;
  rules: CodRules;
  clearCart?: (tx: Tx, userId: string) => Promise<void>;
  /** The order's confirmation (and the store's new-order note), told if this commits. */
  notify?: Notify;
}) {
  const { db, coupons, now } = deps;
  return {
    /**
     * True when this call placed the order; false when it was no longer waiting (placed, expired or replaced).
     * Refuses (422, nothing written) when the unpaid cash of the account, phone or address would pass its limit.
     */
    async confirmCod(orderId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockShopper(tx, userId);
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
          .for('update');
        if (order?.paymentState !== 'pending' || order.reservedUntil <= now()) return false;
        await lockRow(tx, `cod-phone:${order.address.phone}`);
        await lockRow(tx, `cod-place:${placeKey(order.address)}`);
        await checkOutstanding(tx, { userId, address: order.address }, order.amountPaise, deps.rules);
        if (order.couponCode) {
          const coupon = { code: order.couponCode, userId, orderId, subtotalPaise: order.subtotalPaise };
          await coupons.use(tx, coupon).catch((error: unknown) => {
            if (error instanceof AppError)
              throw new AppError('conflict', 'Your coupon can no longer be used. Please place the order again.');
            throw error;
          });
        }
        await tx.update(orders).set({ paymentState: 'cod' }).where(eq(orders.id, orderId));
        await countSold(tx, await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)));
        if (deps.clearCart) await deps.clearCart(tx, userId);
        await deps.notify?.(tx, { name: 'order.placed', orderId });
        return true;
      });
    },
  };
}

export type CodConfirmation = ReturnType<typeof createCodConfirmation>;
