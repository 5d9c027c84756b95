// The console's queue of return and exchange requests: open ones (not yet completed or refused) or all, newest
// first, a page at a time, each with its item, the shopper's name and e-mail, and the steps it may take next.
import { nextReturnSteps, OPEN_RETURN_STATES } from '#/domain/return-flow.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderItems, orders, returnRequests } from '#/server/db/schema/index.ts';
import { keyset, type PageRequest, pageOf } from '#/server/db/page.ts';
import { toRupees } from '#/domain/money.ts';

export function createReturnQueue(db: Db) {
  return {
    /** The open requests' rows. */
    async openRequests() {
      return db.select().from(returnRequests).where(inArray(returnRequests.state, OPEN_RETURN_STATES));
    },

    /** Open requests, or every request; newest first, with the item and the shopper. */
    async requests(which: 'open' | 'all', page: PageRequest) {
      const keys = keyset(returnRequests.createdAt, returnRequests.id, page.cursor);
      const rows = await db
        .select({ request: returnRequests, item: orderItems, address: orders.address, key: keys.key })
        .from(returnRequests)
        .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
        .innerJoin(orders, eq(orders.id, returnRequests.orderId))
        .where(and(keys.after, which === 'open' ? inArray(returnRequests.state, OPEN_RETURN_STATES) : undefined))
        .orderBy(...keys.orderBy)
        .limit(page.limit + 1);
      const { rows: kept, nextCursor } = pageOf(rows, page.limit, (r) => [r.key, r.request.id]);
      const requests = kept.map(({ request: r, item, address }) => ({
        id: r.id,
        orderId: r.orderId,
        orderItemId: r.orderItemId,
        kind: r.kind,
        state: r.state,
        /** What staff may do next (return-flow.ts): the console offers only these. */
        nextSteps: nextReturnSteps(r),
        reason: r.reason,
        reasonCode: r.reasonCode,
        newSize: r.newSize,
        fee: toRupees(r.feePaise),
        refusalReason: r.refusalReason,
        requestedAt: r.createdAt.toISOString(),
        approvedAt: r.approvedAt?.toISOString() ?? null,
        pickupAwb: r.pickupAwb,
        receivedAt: r.receivedAt?.toISOString() ?? null,
        replacementAwb: r.replacementAwb,
        replacementShippedAt: r.replacementShippedAt?.toISOString() ?? null,
        completedAt: r.completedAt?.toISOString() ?? null,
        refusedAt: r.refusedAt?.toISOString() ?? null,
        item: {
          productId: item.productId,
          name: item.name,
          size: item.size,
          quantity: item.quantity,
          image: item.images,
        },
        customer: { name: `${address.firstName} ${address.lastName}`.trim(), email: address.email },
      }));
      return { requests, nextCursor };
    },
  };
}
