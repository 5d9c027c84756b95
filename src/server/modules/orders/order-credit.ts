// The store credit each order took from the wallet and still holds: its debits under 'order:<id>' not given back.
// My Orders and the console's order view both show this figure in the order's charges, so they agree with each other
// and with the wallet (an order Returned to Origin, whose credit went back, shows none).
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { type orders, walletDebits } from '#/server/db/schema/index.ts';
import { walletRef } from '#/server/modules/returns/index.ts';
import { toRupees } from '#/domain/money.ts';

/** Paise of store credit per order id (absent: none). */
export async function creditTaken(db: Db, orderIds: string[]): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  if (orderIds.length === 0) return taken;
  const byRef = new Map(orderIds.map((id) => [walletRef(id), id]));
  const debits = await db
    .select({ ref: walletDebits.ref, paise: walletDebits.amountPaise })
    .from(walletDebits)
    .where(and(inArray(walletDebits.ref, [...byRef.keys()]), isNull(walletDebits.refundedAt)));
  for (const d of debits) {
    const id = byRef.get(d.ref) ?? '';
    taken.set(id, (taken.get(id) ?? 0) + d.paise);
  }
  return taken;
}

/** An order's break-up in rupees, as My Orders and the console show it; `creditPaise` from creditTaken. */
export function orderCharges(o: typeof orders.$inferSelect, creditPaise: number) {
  return {
    subtotal: toRupees(o.subtotalPaise),
    discount: toRupees(o.discountPaise),
    couponCode: o.couponCode,
    delivery: toRupees(o.deliveryPaise),
    extra: toRupees(o.extraPaise),
    codFee: toRupees(o.codFeePaise),
    storeCredit: toRupees(creditPaise),
    total: toRupees(o.amountPaise),
  };
}

/** A staff cancellation as My Orders and the console show it (null: not cancelled). */
export function cancellationOf(o: typeof orders.$inferSelect) {
  if (!o.cancelledAt) return null;
  return {
    reason: o.cancelReason ?? '',
    at: o.cancelledAt.toISOString(),
    refundDue: toRupees(o.refundDuePaise),
    creditBack: toRupees(o.walletPaise),
  };
}
