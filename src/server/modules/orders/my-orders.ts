// My Orders (POST /api/order/userorders): the caller's paid orders, newest first, each with its amount
// break-up, delivery address, expected or actual delivery date and, per item, whether a return or an
// exchange is possible and why not (return-eligibility.ts, the rule the requests themselves apply).
// The spec's fields keep their names (`date`, `amount` in rupees); every date is ISO 8601, image URLs absolute.
// An item with a request also says where its latest one stands (`request`, worded by domain/return-flow.ts).
// `documents`: the order's GST invoice (once numbered) and credit notes, each with the URL it downloads from.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderItems, orders, returnRequests } from '#/server/db/schema/index.ts';
import type { ShippingProvider } from '#/server/adapters/shipping/interface.ts';
import { cancellationOf, creditTaken, orderCharges } from './order-credit.ts';
import type { ImageUrl } from '#/server/modules/catalog/index.ts';
import type { CreditNoteService } from '#/server/modules/invoices/index.ts';
import {
  eligibilityNote,
  isCustomised,
  isOnSale,
  nextExchangeFeePaise,
  refusedNote,
  RETURN_FEE_PAISE,
  returnCreditPaise,
  returnEligibility,
} from '#/domain/return-eligibility.ts';
import { returnStepNote } from '#/domain/return-flow.ts';
import { paidPerLine } from '#/domain/discount-share.ts';
import { formatPaise, toRupees } from '#/domain/money.ts';

const rupees = toRupees;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type RequestRow = typeof returnRequests.$inferSelect;
export type OrderDocuments = CreditNoteService['documents'];

/** What was paid for each order item (its value less its share of the coupon), as a completed return credited it. */
function paidByItem(list: OrderRow[], items: ItemRow[]): Map<string, number> {
  const paid = new Map<string, number>();
  for (const o of list) {
    const own = items.filter((i) => i.orderId === o.id);
    const lines = paidPerLine(
      o.discountPaise,
      own.map((i) => i.pricePaise * i.quantity),
    );
    for (const [at, i] of own.entries()) paid.set(i.id, lines[at]!);
  }
  return paid;
}

/** The item's latest request as My Orders tells it; `paidPaise` is what was paid for the item (a return's credit). */
function requestStanding(requests: RequestRow[], paidPaise: number) {
  const r = [...requests].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))[0];
  if (!r) return undefined;
  const creditPaise = r.kind === 'return' && r.state === 'completed' ? returnCreditPaise(paidPaise, r.feePaise) : null;
  const credit = creditPaise === null ? null : formatPaise(creditPaise);
  return {
    kind: r.kind,
    state: r.state,
    step: returnStepNote({ ...r, credit }),
    pickupAwb: r.pickupAwb,
    replacementAwb: r.replacementAwb,
    credit: creditPaise === null ? null : rupees(creditPaise),
    refusalReason: r.refusalReason,
  };
}

export function createMyOrders(
  db: Db,
  deps: { now: () => Date; estimator: ShippingProvider; imageUrl?: ImageUrl; documents?: OrderDocuments },
) {
  const imageUrl = deps.imageUrl ?? ((url: string) => url);
  // The offline estimate (shipping policy processing days + transit by postal region), counted from the
  // order date: the date it gives does not move with the day the shopper looks, and needs no network.
  const { estimator } = deps;

  async function expectedDelivery(o: OrderRow) {
    const est = await estimator.estimate(o.address.zipcode, o.createdAt);
    return est.serviceable ? { earliest: est.earliest.toISOString(), latest: est.latest.toISOString() } : null;
  }

  return async function userOrders(userId: string) {
    const list = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.paymentState, ['paid', 'cod'])))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    const ids = list.map((o) => o.id);
    if (ids.length === 0) return [];
    const [items, requests, creditUsed, documents] = await Promise.all([
      db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
      db.select().from(returnRequests).where(inArray(returnRequests.orderId, ids)),
      creditTaken(db, ids),
      deps.documents?.(ids),
    ]);
    const now = deps.now();
    const paid = paidByItem(list, items);
    return Promise.all(
      list.map(async (o) => ({
        _id: o.id,
        status: o.status,
        // A cash order is paid at the door: until then it shows the total to pay and no invoice.
        payment: o.paymentState === 'paid',
        paymentMethod: o.paymentMethod,
        /** The courier's tracking number once shipped (the code Track Your Order asks for). */
        awb: o.awb ?? null,
        date: o.createdAt.toISOString(),
        amount: rupees(o.amountPaise),
        address: o.address,
        placedAt: o.createdAt.toISOString(),
        paidAt: iso(o.paidAt),
        deliveredAt: iso(o.deliveredAt),
        expectedDelivery: await expectedDelivery(o),
        charges: orderCharges(o, creditUsed.get(o.id) ?? 0),
        documents: documents?.get(o.id) ?? [],
        cancellation: cancellationOf(o),
        items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => {
            const mine = requests.filter((r) => r.orderItemId === i.id);
            const allowed = returnEligibility({
              deliveredAt: o.deliveredAt,
              requests: mine,
              customised: isCustomised(i),
              onSale: isOnSale(i),
              now,
            });
            // A refusal's reason comes first: the shopper sees why staff said no, then what is still possible.
            const reason = [refusedNote(mine), eligibilityNote(allowed)].filter(Boolean).join('. ') || undefined;
            const request = requestStanding(mine, paid.get(i.id) ?? 0);
            return {
              _id: i.id,
              productId: i.productId,
              name: i.name,
              price: rupees(i.pricePaise),
              quantity: i.quantity,
              size: i.size,
              ...(i.customColour ? { customColour: i.customColour } : {}),
              image: i.images.map(imageUrl),
              status: i.status ?? o.status,
              canReturn: allowed.canReturn,
              canExchange: allowed.canExchange,
              ...(reason ? { reason } : {}),
              returnBy: iso(allowed.windowEndsAt),
              returnFee: rupees(RETURN_FEE_PAISE),
              exchangeFee: allowed.canExchange ? rupees(nextExchangeFeePaise(mine)) : 0,
              ...(request ? { request } : {}),
            };
          }),
      })),
    );
  };
}

export type MyOrder = Awaited<ReturnType<ReturnType<typeof createMyOrders>>>[number];
