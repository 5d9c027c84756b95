// A refund owed on an order (`refund_due_paise`: a cancelled paid order's, or a payment that came after its checkout
// had ended) is paid by staff at the payment provider, to the account it came from (no provider refund call is wired
// in); this records that it was. In one transaction the amount owed goes to 0, the refund is kept with its reference
// and who paid it (`order_refunds`), the console's audit entry is written (`within`) and the shopper is told
// (`order.refund_paid`), so none of them can exist without the others. A second time finds nothing owed and is
// refused.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { orderRefunds, orders } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { newId } from '#/domain/ids.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';

export const NO_REFUND_DUE = 'No refund is due on this order: it was paid back already, or nothing was paid.';

export type RefundPaid = { refundPaise: number; reference: string; paidAt: Date; paidBy: string };

export function createOrderRefunds(deps: { db: Db; now: () => Date; notify?: Notify }) {
  const { db, now } = deps;
  return {
    /**
     * Records the refund of what `orderId` owes back as paid with `reference` by `paidBy` (a staff e-mail or
     * "automation"); `within` runs in the same transaction (the audit entry). 404 for no such order, 409 when
     * nothing is owed (already paid back, or never paid).
     */
    async markPaid(
      orderId: string,
      paid: { reference: string; paidBy: string },
      within?: (tx: Tx, refund: RefundPaid) => Promise<void>,
    ): Promise<RefundPaid> {
      return db.transaction(async (tx) => {
        // The row lock makes two clicks (or the console and the CLI) take turns: the second finds nothing owed.
        const [order] = await tx
          .select({ refundDuePaise: orders.refundDuePaise })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update');
        if (!order) throw notFound('Order not found');
        if (order.refundDuePaise <= 0) throw new AppError('conflict', NO_REFUND_DUE);
        const refund: RefundPaid = {
          refundPaise: order.refundDuePaise,
          reference: paid.reference,
          paidAt: now(),
          paidBy: paid.paidBy,
        };
        await tx.update(orders).set({ refundDuePaise: 0 }).where(eq(orders.id, orderId));
        await tx.insert(orderRefunds).values({
          id: newId('rfd'),
          orderId,
          amountPaise: refund.refundPaise,
          reference: refund.reference,
          paidBy: refund.paidBy,
          paidAt: refund.paidAt,
        });
        await within?.(tx, refund);
        await deps.notify?.(tx, {
          name: 'order.refund_paid',
          orderId,
          data: { refundPaise: refund.refundPaise, reference: refund.reference },
        });
        return refund;
      });
    },
  };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
