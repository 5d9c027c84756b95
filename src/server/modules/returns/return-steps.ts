// Staff move a request along its steps (docs/product/returns-and-exchanges.md#handling-requests), each checked by
// domain/return-flow.ts, each in one transaction that takes the shopper's turn and then locks the request's row,
// so two parallel steps on one request happen one after the other and the second is refused with the reason the
// first left it with. Each step is told (notify) inside its transaction.
//   approve (optional pickup AWB) → receive (parcel checked) → complete (a return credits store credit and issues
//   its GST credit note) | refuse
//   an exchange: … → receive → shipReplacement (its AWB) → complete (the item is the new size) | refuse
import { and, eq } from 'drizzle-orm';
import type { Tx } from '#/server/db/client.ts';
import { orderItems, orders, returnRequests } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { lockShopper } from '#/server/db/locks.ts';
import { catalogChanged, giveBackStock, type Restock } from '#/server/modules/catalog/index.ts';
import { paidPerLine } from '#/domain/discount-share.ts';
import { returnCreditPaise, STORE_CREDIT_MONTHS } from '#/domain/return-eligibility.ts';
import { refuseReturnMove, type ReturnMove, type ReturnState } from '#/domain/return-flow.ts';
import type { ReturnsDeps } from './returns-deps.ts';
import type { ReturnEvent } from '#/server/modules/notifications/index.ts';
import { refreshProductFit } from '#/server/modules/fit/index.ts';
import { returnSignal } from '#/domain/fit.ts';

type Request = typeof returnRequests.$inferSelect;
type Patch = Partial<typeof returnRequests.$inferInsert>;
type Step = Exclude<ReturnState, 'requested'>;

const TOLD: Record<Step, ReturnEvent> = {
  approved: 'return.approved',
  received: 'return.received',
  replacement_shipped: 'exchange.replacement_shipped',
  completed: 'return.completed',
  refused: 'return.refused',
};

/** What the shopper paid for one order item: its price × quantity less its share of the coupon discount. */
async function paidFor(tx: Tx, order: { id: string; discountPaise: number }, itemId: string): Promise<number> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const paid = paidPerLine(
    order.discountPaise,
    items.map((i) => i.pricePaise * i.quantity),
  );
  const at = items.findIndex((i) => i.id === itemId);
  return at === -1 ? 0 : paid[at]!;
}

export function createReturnSteps(deps: ReturnsDeps & { now: () => Date }) {
  const { db, wallet, now, notify } = deps;

  /**
   * One step: the shopper's turn first (as checkouts and every wallet change take it), then the request's row,
   * locked; return-flow.ts decides whether the move is possible; the row takes `patch`, `then` does the rest (stock,
   * credit, the item) and the step is told, with the sizes it put back on sale from 0 (their back-in-stock mails).
   */
  async function step<T>(
    requestId: string,
    move: ReturnMove & { to: Step },
    patch: Patch,
    then: (tx: Tx, request: Request, back: Restock[]) => Promise<T>,
    /** What the message tells beyond the request itself (a completed return's credit). */
    tell?: () => Record<string, string | number>,
  ): Promise<T> {
    const back: Restock[] = [];
    const result = await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ userId: returnRequests.userId })
        .from(returnRequests)
        .where(eq(returnRequests.id, requestId));
      if (!owner) throw notFound('No return or exchange request with this id');
      await lockShopper(tx, owner.userId);
      const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, requestId)).for('update');
      if (!request) throw notFound('No return or exchange request with this id');
      const why = refuseReturnMove(request, move);
      if (why) throw new AppError('rule', why);
      const [moved] = await tx
        .update(returnRequests)
        .set({ ...patch, state: move.to })
        .where(and(eq(returnRequests.id, requestId), eq(returnRequests.state, request.state)))
        .returning();
      if (!moved) throw new Error('return step: a locked request changed under its lock');
      const done = await then(tx, moved, back);
      if (back.length > 0) await deps.onRestocked?.(tx, back);
      await notify?.(tx, { name: TOLD[move.to], orderId: moved.orderId, requestId: moved.id, data: tell?.() });
      return done;
    });
    return result;
  }

  const nothingMore = async (_tx: Tx, request: Request) => request;

  return {
    /** Staff accept a request: the store collects the parcel (its pickup AWB, when it arranged one) or awaits it. */
    async approve(requestId: string, options: { pickupAwb?: string | null } = {}) {
      const pickupAwb = options.pickupAwb?.trim() || null;
      return step(requestId, { to: 'approved' }, { approvedAt: now(), pickupAwb }, nothingMore);
    },

    /** The parcel came back and was checked: a return may be completed, an exchange's replacement shipped. */
    async receive(requestId: string) {
      return step(requestId, { to: 'received' }, { receivedAt: now() }, nothingMore);
    },

    /** An exchange's new size is on its way, with its own AWB. */
    async shipReplacement(requestId: string, awb: string) {
      const replacementAwb = awb.trim();
      const patch = { replacementAwb, replacementShippedAt: now() };
      return step(requestId, { to: 'replacement_shipped', awb: replacementAwb }, patch, nothingMore);
    },

    /**
     * The end: a received return credits store credit (what was paid for the item − ₹100, valid 3 months), the
     * item is Returned and a GST credit note reverses its invoice line; an exchange whose replacement was shipped
     * swaps the item's size (Exchanged). Either way the unit that came back is on sale again.
     */
    async complete(requestId: string) {
      /** The credit the shopper is told about (and until when she may spend it). */
      let told: Record<string, string | number> = {};
      return step(
        requestId,
        { to: 'completed' },
        { completedAt: now() },
        async (tx, request, back) => {
          const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, request.orderItemId));
          if (!item) throw notFound('Order item not found');
          const came = { kind: request.kind, ref: request.id, at: now() };
          back.push(...(await giveBackStock(tx, [{ sizeId: item.sizeId, quantity: item.quantity }], came)));
          if (request.kind === 'return') {
            const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
            const credit = returnCreditPaise(order ? await paidFor(tx, order, item.id) : 0, request.feePaise);
            const expiresAt = new Date(now());
            expiresAt.setMonth(expiresAt.getMonth() + STORE_CREDIT_MONTHS);
            const reason = `Return of ${item.name} (${item.size})`;
            await wallet.credit(tx, { userId: request.userId, amountPaise: credit, reason, expiresAt });
            await tx.update(orderItems).set({ status: 'Returned' }).where(eq(orderItems.id, item.id));
            await catalogChanged(tx);
            const note = await deps.creditNotes?.forReturn(tx, request);
            told = {
              creditPaise: credit,
              creditExpiresAt: expiresAt.toISOString(),
              ...(note ? { creditNoteId: note.id } : {}),
            };
            return { kind: 'return' as const, creditPaise: credit };
          }
          await tx
            .update(orderItems)
            .set({ status: 'Exchanged', size: request.newSize ?? item.size, sizeId: request.newSizeId ?? item.sizeId })
            .where(eq(orderItems.id, item.id));
          await catalogChanged(tx);
          return { kind: 'exchange' as const, creditPaise: 0 };
        },
        () => told,
      );
    },

    /**
     * Staff refuse a request (until its parcel was checked) with a reason the shopper reads in My Orders. The item
     * is back to the order's status; an exchange's reserved size goes back on sale and a paid fee back to the wallet.
     */
    async refuse(requestId: string, reason: string) {
      const patch = { refusedAt: now(), refusalReason: reason.trim() };
      return step(requestId, { to: 'refused', reason }, patch, async (tx, request, back) => {
        await tx.update(orderItems).set({ status: null }).where(eq(orderItems.id, request.orderItemId));
        // A refused request no longer counts as a fit signal (docs/product/fit.md#signals).
        if (request.kind === 'exchange' || returnSignal(request.reasonCode)) {
          const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, request.orderItemId));
          if (item) await refreshProductFit(tx, item.productId);
        }
        if (request.kind === 'exchange' && request.newSizeId) {
          const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, request.orderItemId));
          const line = { sizeId: request.newSizeId, quantity: item?.quantity ?? 1 };
          const refused = { kind: 'exchange' as const, ref: request.id, at: now(), reason: 'Exchange refused' };
          back.push(...(await giveBackStock(tx, [line], refused)));
          if (request.feePaise > 0) await wallet.refund(tx, `exchange:${request.id}`);
          await catalogChanged(tx);
        }
        return request;
      });
    },
  };
}
