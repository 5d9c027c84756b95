// Returns and size exchanges (docs/product/returns-and-exchanges.md#policy): per item, within 7 days of delivery, one
// return per item, first exchange free and a second one ₹250 paid from store credit; the new size must be in stock
// and is reserved. A completed return credits store credit (what was paid for the item: its price less its
// share of the order's coupon discount, − ₹100) valid for 3 months. "One return per item" and "one open
// request per item" are unique indexes, so parallel requests cannot slip past the checks below. Whether an
// item may be returned or exchanged is decided by return-eligibility.ts, which My Orders shows too.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderItems, orders, productSizes, returnRequests } from '#/server/db/schema/index.ts';
import { AppError, badInput, notFound } from '#/server/errors.ts';
import { formatPaise } from '#/domain/money.ts';
import { catalogChanged, giveBackStock, takeStock, type Restock } from '#/server/modules/catalog/index.ts';
import type { Tx } from '#/server/db/client.ts';
import { spreadDiscount } from '#/domain/discount-share.ts';
import type { WalletService } from './wallet.service.ts';
import { lockShopper } from '#/server/db/locks.ts';
import { createReturnQueue } from './return-queue.ts';
import {
  nextExchangeFeePaise,
  RETURN_FEE_PAISE,
  RETURN_WINDOW_DAYS,
  isCustomised,
  isOnSale,
  returnEligibility,
  standing,
  STORE_CREDIT_MONTHS,
  type Refusal,
} from '#/domain/return-eligibility.ts';

export {
  MAX_EXCHANGES,
  RETURN_FEE_PAISE,
  RETURN_WINDOW_DAYS,
  SECOND_EXCHANGE_FEE_PAISE,
} from '#/domain/return-eligibility.ts';
import { newId } from '#/domain/ids.ts';

const ALREADY_RETURNED = 'This item has already been returned. A second return is not available.';
const ALREADY_OPEN = 'A request for this item is already open';
/** What a refused request answers (My Orders shows the shorter notes of return-eligibility.ts). */
const REFUSED: Record<Refusal, string> = {
  customised: 'Customised items cannot be returned or exchanged, because they are made to order for you.',
  not_delivered: 'This order has not been delivered yet. Returns and exchanges open once it arrives.',
  returned: ALREADY_RETURNED,
  return_open: ALREADY_RETURNED,
  request_open: ALREADY_OPEN,
  window_closed: `Returns and exchanges are accepted within ${RETURN_WINDOW_DAYS} days of delivery`,
  sale: 'Sale items cannot be returned. A size exchange is still possible.',
  exchanges_used: 'No more exchanges are available for this item',
};

/** The unique index a statement broke, as PGlite and node-postgres report it (Drizzle wraps it in `cause`). */
function brokenUniqueIndex(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return e.constraint ?? '';
  return undefined;
}

/** A request that lost a race to a parallel one is refused as the checks would have refused it. */
async function refusingDuplicates<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const index = brokenUniqueIndex(error);
    if (index === undefined) throw error;
    throw new AppError('rule', index === 'return_requests_one_return_idx' ? ALREADY_RETURNED : ALREADY_OPEN);
  }
}

type ItemRef = { orderId: string; productId?: string; itemId?: string };
type OrderItem = typeof orderItems.$inferSelect;

/**
 * The item a request means: by order item id; by product id or product name (clients written to the spec send
 * the cart's key, the name); or, in an order of one item, that item. Anything that fits several asks which.
 */
export function chooseItem(items: OrderItem[], ref: ItemRef): OrderItem {
  const product = ref.productId?.trim();
  const matches = ref.itemId
    ? items.filter((i) => i.id === ref.itemId)
    : product
      ? items.filter((i) => i.productId === product || i.name.toLowerCase() === product.toLowerCase())
      : items;
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw notFound('This item is not part of the order');
  throw badInput(
    ref.itemId || product
      ? 'This order has that product in more than one size: say which item with itemId.'
      : `This order has ${items.length} items: say which one with itemId or productId.`,
  );
}

/** What the shopper paid for one order item: its price × quantity less its share of the coupon discount. */
async function paidFor(db: Tx | Db, order: { id: string; discountPaise: number }, itemId: string): Promise<number> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const values = items.map((i) => i.pricePaise * i.quantity);
  const shares = spreadDiscount(order.discountPaise, values);
  const at = items.findIndex((i) => i.id === itemId);
  return at === -1 ? 0 : values[at]! - shares[at]!;
}

export function createReturnsService(deps: {
  db: Db;
  wallet: WalletService;
  now?: () => Date;
  /** Sizes a completed return (or a refused exchange, or a refused cash parcel) brought back from 0, after commit. */
  onRestocked?: (restocks: Restock[]) => void;
}) {
  const { db, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  /** Runs a transaction that may put units back on sale; the sizes it brought back are told once it committed. */
  async function givingBack<T>(run: (tx: Tx, back: Restock[]) => Promise<T>): Promise<T> {
    const back: Restock[] = [];
    const result = await db.transaction((tx) => run(tx, back));
    if (back.length > 0) deps.onRestocked?.(back);
    return result;
  }

  /** The caller's paid order item, if the policy allows this request for it; refusals say why. */
  async function eligibleItem(userId: string, input: ItemRef, kind: 'return' | 'exchange') {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId), eq(orders.paymentState, 'paid')));
    if (!order) throw notFound('Order not found');
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const item = chooseItem(items, input);
    const previous = standing(await db.select().from(returnRequests).where(eq(returnRequests.orderItemId, item.id)));
    const allowed = returnEligibility({
      deliveredAt: order.deliveredAt,
      requests: previous,
      customised: isCustomised(item),
      onSale: isOnSale(item),
      now: now(),
    });
    const refusal = kind === 'return' ? allowed.returnRefusal : allowed.exchangeRefusal;
    if (refusal) throw new AppError('rule', REFUSED[refusal]);
    return { order, item, previous };
  }

  return {
    async requestReturn(
      userId: string,
      input: { orderId: string; productId?: string; itemId?: string; reason: string },
    ) {
      const { order, item } = await eligibleItem(userId, input, 'return');
      await refusingDuplicates(() =>
        db.transaction(async (tx) => {
          await tx.insert(returnRequests).values({
            id: newId('ret'),
            orderId: order.id,
            orderItemId: item.id,
            userId,
            kind: 'return',
            reason: input.reason,
            feePaise: RETURN_FEE_PAISE,
          });
          await tx.update(orderItems).set({ status: 'Return Requested' }).where(eq(orderItems.id, item.id));
        }),
      );
    },

    async requestExchange(
      userId: string,
      input: { orderId: string; productId?: string; itemId?: string; newSize: string },
    ) {
      const { order, item, previous } = await eligibleItem(userId, input, 'exchange');
      const exchangeNo = previous.filter((r) => r.kind === 'exchange').length + 1;
      const newSize = input.newSize.trim().toUpperCase();
      if (newSize === item.size.toUpperCase()) throw new AppError('rule', `You already have size ${item.size}`);
      const [size] = await db
        .select()
        .from(productSizes)
        .where(and(eq(productSizes.productId, item.productId), eq(productSizes.size, newSize)));
      if (!size) throw new AppError('rule', `Size ${newSize} is not made for this product`);
      const feePaise = nextExchangeFeePaise(previous);
      const id = newId('ret');
      await refusingDuplicates(() =>
        db.transaction(async (tx) => {
          // The shopper's turn first, as a late payment taking credit and stock again takes it; then the fee is
          // collected before anything else moves (the wallet's rows are locked before stock rows).
          await lockShopper(tx, userId);
          if (feePaise > 0) {
            const paid = await wallet.trySpend(tx, {
              userId,
              amountPaise: feePaise,
              reason: `Second exchange of ${item.name} (${item.size} → ${newSize})`,
              ref: `exchange:${id}`,
            });
            if (!paid.ok)
              throw new AppError(
                'rule',
                `A second exchange costs ${formatPaise(feePaise)}. ` +
                  `Your store credit (${formatPaise(paid.balancePaise)}) does not cover it.`,
              );
          }
          const line = { sizeId: size.id, productId: item.productId, quantity: item.quantity, name: item.name };
          await takeStock(tx, [{ ...line, size: newSize }]);
          await tx.insert(returnRequests).values({
            id,
            orderId: order.id,
            orderItemId: item.id,
            userId,
            kind: 'exchange',
            newSize,
            newSizeId: size.id,
            feePaise,
            exchangeNo,
          });
          await tx.update(orderItems).set({ status: 'Exchange Requested' }).where(eq(orderItems.id, item.id));
          await catalogChanged(tx);
        }),
      );
      return { feePaise };
    },

    /** Operator: the returned goods arrived. A return credits the wallet; an exchange swaps the size. */
    async complete(requestId: string) {
      return givingBack(async (tx, back) => {
        const [request] = await tx
          .update(returnRequests)
          .set({ state: 'completed', completedAt: now() })
          .where(and(eq(returnRequests.id, requestId), inArray(returnRequests.state, ['requested', 'approved'])))
          .returning();
        if (!request) throw notFound('No open request with this id');
        const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, request.orderItemId));
        if (!item) throw notFound('Order item not found');
        back.push(...(await giveBackStock(tx, [{ sizeId: item.sizeId, quantity: item.quantity }])));
        if (request.kind === 'return') {
          const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
          const paid = order ? await paidFor(tx, order, item.id) : 0;
          const credit = Math.max(0, paid - request.feePaise);
          const expiresAt = new Date(now());
          expiresAt.setMonth(expiresAt.getMonth() + STORE_CREDIT_MONTHS);
          const reason = `Return of ${item.name} (${item.size})`;
          await wallet.credit(tx, { userId: request.userId, amountPaise: credit, reason, expiresAt });
          await tx.update(orderItems).set({ status: 'Returned' }).where(eq(orderItems.id, item.id));
          await catalogChanged(tx);
          return { kind: 'return' as const, creditPaise: credit };
        }
        await tx
          .update(orderItems)
          .set({ status: 'Exchanged', size: request.newSize ?? item.size, sizeId: request.newSizeId ?? item.sizeId })
          .where(eq(orderItems.id, item.id));
        await catalogChanged(tx);
        return { kind: 'exchange' as const, creditPaise: 0 };
      });
    },

    ...createReturnQueue(db),

    /** Staff accept an open request: the shopper sends the goods; complete() follows when they arrive. */
    async approve(requestId: string) {
      const [row] = await db
        .update(returnRequests)
        .set({ state: 'approved', approvedAt: now() })
        .where(and(eq(returnRequests.id, requestId), eq(returnRequests.state, 'requested')))
        .returning();
      if (!row) throw notFound('No request waiting for approval with this id');
      return row;
    },

    /**
     * Staff refuse an open request with a reason the shopper reads in My Orders. The item is back to the order's
     * status; an exchange's reserved size goes back on sale and a paid exchange fee back to the wallet.
     */
    async refuse(requestId: string, reason: string) {
      return givingBack(async (tx, back) => {
        // The shopper's turn before the stock and the fee move back (see setStatus).
        const [owner] = await tx
          .select({ userId: returnRequests.userId })
          .from(returnRequests)
          .where(eq(returnRequests.id, requestId));
        if (owner) await lockShopper(tx, owner.userId);
        const [request] = await tx
          .update(returnRequests)
          .set({ state: 'refused', refusedAt: now(), refusalReason: reason })
          .where(and(eq(returnRequests.id, requestId), inArray(returnRequests.state, ['requested', 'approved'])))
          .returning();
        if (!request) throw notFound('No open request with this id');
        await tx.update(orderItems).set({ status: null }).where(eq(orderItems.id, request.orderItemId));
        if (request.kind === 'exchange' && request.newSizeId) {
          const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, request.orderItemId));
          back.push(...(await giveBackStock(tx, [{ sizeId: request.newSizeId, quantity: item?.quantity ?? 1 }])));
          if (request.feePaise > 0) await wallet.refund(tx, `exchange:${request.id}`);
          await catalogChanged(tx);
        }
        return request;
      });
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
