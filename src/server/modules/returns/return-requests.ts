// The shopper's side of returns and size exchanges (docs/product/returns-and-exchanges.md#requests): a request per
// item, checked by return-eligibility.ts (which My Orders shows too). An exchange reserves the new size at once and
// takes a second exchange's ₹250 from store credit. "One return per item" and "one open request per item" are
// unique indexes, so parallel requests cannot slip past the checks below.
import { and, eq } from 'drizzle-orm';
import { orderItems, orders, productSizes, returnRequests } from '#/server/db/schema/index.ts';
import { AppError, badInput, notFound } from '#/server/errors.ts';
import { formatPaise } from '#/domain/money.ts';
import { catalogChanged, takeStock } from '#/server/modules/catalog/index.ts';
import { lockShopper } from '#/server/db/locks.ts';
import { newId } from '#/domain/ids.ts';
import {
  nextExchangeFeePaise,
  RETURN_FEE_PAISE,
  RETURN_WINDOW_DAYS,
  isCustomised,
  isOnSale,
  returnEligibility,
  standing,
  type Refusal,
} from '#/domain/return-eligibility.ts';
import type { ReturnsDeps } from './returns-deps.ts';
import type { ReturnReasonCode } from '#/domain/return-reasons.ts';
import { returnSignal } from '#/domain/fit.ts';
import { refreshProductFit } from '#/server/modules/fit/index.ts';

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
    // Only this table's indexes: a duplicate elsewhere (a notification's key) is a bug, not a lost race.
    if (index === undefined || (index !== '' && !index.startsWith('return_requests_'))) throw error;
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

export function createReturnRequests(deps: ReturnsDeps & { now: () => Date }) {
  const { db, wallet, now, notify } = deps;

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
      input: { orderId: string; productId?: string; itemId?: string; reason: string; reasonCode?: ReturnReasonCode },
    ) {
      const { order, item } = await eligibleItem(userId, input, 'return');
      const id = newId('ret');
      await refusingDuplicates(() =>
        db.transaction(async (tx) => {
          await tx.insert(returnRequests).values({
            id,
            orderId: order.id,
            orderItemId: item.id,
            userId,
            kind: 'return',
            reason: input.reason,
            reasonCode: input.reasonCode ?? null,
            fromSize: item.size,
            feePaise: RETURN_FEE_PAISE,
          });
          await tx.update(orderItems).set({ status: 'Return Requested' }).where(eq(orderItems.id, item.id));
          // Too small or too large is a fit signal from the moment it is asked (docs/product/fit.md#signals).
          if (returnSignal(input.reasonCode)) await refreshProductFit(tx, item.productId);
          await notify?.(tx, { name: 'return.requested', orderId: order.id, requestId: id });
        }),
      );
    },

    async requestExchange(
      userId: string,
      input: {
        orderId: string;
        productId?: string;
        itemId?: string;
        newSize: string;
        reasonCode?: ReturnReasonCode;
        reason?: string;
      },
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
          await takeStock(tx, [{ ...line, size: newSize }], { kind: 'exchange', ref: id, at: now() });
          await tx.insert(returnRequests).values({
            id,
            orderId: order.id,
            orderItemId: item.id,
            userId,
            kind: 'exchange',
            reason: input.reason?.trim() || null,
            reasonCode: input.reasonCode ?? null,
            fromSize: item.size,
            newSize,
            newSizeId: size.id,
            feePaise,
            exchangeNo,
          });
          await tx.update(orderItems).set({ status: 'Exchange Requested' }).where(eq(orderItems.id, item.id));
          // Every size exchange is a fit signal from the moment it is asked: up a size, runs small; down, large.
          await refreshProductFit(tx, item.productId);
          await catalogChanged(tx);
          await notify?.(tx, { name: 'return.requested', orderId: order.id, requestId: id });
        }),
      );
      return { feePaise };
    },
  };
}
