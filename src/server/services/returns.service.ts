// Returns and size exchanges (spec §9 policy, DESIGN §4): per item, within 7 days of delivery, one return
// per item, first exchange free and a second one ₹250; the new size must be in stock and is reserved.
// A completed return credits store credit (item price − ₹100) valid for 3 months.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderItems, orders, productSizes, returnRequests } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { giveBackStock, takeStock, type Tx } from './stock.ts';

export const RETURN_WINDOW_DAYS = 7;
export const RETURN_FEE_PAISE = 100_00;
export const SECOND_EXCHANGE_FEE_PAISE = 250_00;
export const STORE_CREDIT_MONTHS = 3;
export const ORDER_STATUSES = [
  'Order Placed',
  'Packing',
  'Shipped',
  'Out for Delivery',
  'Delivered',
  'Return Requested',
  'Returned',
  'Exchange Requested',
  'Exchanged',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type ReturnHooks = {
  creditWallet?: (
    tx: Tx,
    input: { userId: string; amountPaise: number; reason: string; expiresAt: Date },
  ) => Promise<void>;
};

const DAY = 86_400_000;
const newId = () => `ret_${randomBytes(8).toString('hex')}`;

export function createReturnsService(deps: { db: Db; hooks?: ReturnHooks; now?: () => Date }) {
  const { db, hooks = {} } = deps;
  const now = deps.now ?? (() => new Date());

  /** The caller's delivered, paid order item, within the window; refusals say why. */
  async function eligibleItem(userId: string, input: { orderId: string; productId?: string; itemId?: string }) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId), eq(orders.paymentState, 'paid')));
    if (!order) throw notFound('Order not found');
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const item = input.itemId
      ? items.find((i) => i.id === input.itemId)
      : items.find((i) => i.productId === input.productId);
    if (!item) throw notFound('This item is not part of the order');
    if (!order.deliveredAt)
      throw new AppError('rule', 'This order has not been delivered yet. Returns and exchanges open once it arrives.');
    if (now().getTime() - order.deliveredAt.getTime() > RETURN_WINDOW_DAYS * DAY) {
      throw new AppError('rule', `Returns and exchanges are accepted within ${RETURN_WINDOW_DAYS} days of delivery`);
    }
    const previous = await db.select().from(returnRequests).where(eq(returnRequests.orderItemId, item.id));
    if (previous.some((r) => r.kind === 'return'))
      throw new AppError('rule', 'This item has already been returned. A second return is not available.');
    if (previous.some((r) => r.state === 'requested'))
      throw new AppError('rule', 'A request for this item is already open');
    return { order, item, previous };
  }

  return {
    async requestReturn(
      userId: string,
      input: { orderId: string; productId?: string; itemId?: string; reason: string },
    ) {
      const { order, item } = await eligibleItem(userId, input);
      await db.transaction(async (tx) => {
        await tx.insert(returnRequests).values({
          id: newId(),
          orderId: order.id,
          orderItemId: item.id,
          userId,
          kind: 'return',
          reason: input.reason,
          feePaise: RETURN_FEE_PAISE,
        });
        await tx.update(orderItems).set({ status: 'Return Requested' }).where(eq(orderItems.id, item.id));
      });
    },

    async requestExchange(
      userId: string,
      input: { orderId: string; productId?: string; itemId?: string; newSize: string },
    ) {
      const { order, item, previous } = await eligibleItem(userId, input);
      const exchanges = previous.filter((r) => r.kind === 'exchange').length;
      if (exchanges >= 2) throw new AppError('rule', 'No more exchanges are available for this item');
      const newSize = input.newSize.trim().toUpperCase();
      if (newSize === item.size.toUpperCase()) throw new AppError('rule', `You already have size ${item.size}`);
      const [size] = await db
        .select()
        .from(productSizes)
        .where(and(eq(productSizes.productId, item.productId), eq(productSizes.size, newSize)));
      if (!size) throw new AppError('rule', `Size ${newSize} is not made for this product`);
      await db.transaction(async (tx) => {
        await takeStock(tx, [
          { sizeId: size.id, productId: item.productId, quantity: item.quantity, name: item.name, size: newSize },
        ]);
        await tx.insert(returnRequests).values({
          id: newId(),
          orderId: order.id,
          orderItemId: item.id,
          userId,
          kind: 'exchange',
          newSize,
          newSizeId: size.id,
          feePaise: exchanges === 0 ? 0 : SECOND_EXCHANGE_FEE_PAISE,
        });
        await tx.update(orderItems).set({ status: 'Exchange Requested' }).where(eq(orderItems.id, item.id));
      });
      return { feePaise: exchanges === 0 ? 0 : SECOND_EXCHANGE_FEE_PAISE };
    },

    /** Operator: the returned goods arrived. A return credits the wallet; an exchange swaps the size. */
    async complete(requestId: string) {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .update(returnRequests)
          .set({ state: 'completed', completedAt: now() })
          .where(and(eq(returnRequests.id, requestId), eq(returnRequests.state, 'requested')))
          .returning();
        if (!request) throw notFound('No open request with this id');
        const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, request.orderItemId));
        if (!item) throw notFound('Order item not found');
        await giveBackStock(tx, [{ sizeId: item.sizeId, quantity: item.quantity }]);
        if (request.kind === 'return') {
          const credit = Math.max(0, item.pricePaise * item.quantity - request.feePaise);
          const expiresAt = new Date(now());
          expiresAt.setMonth(expiresAt.getMonth() + STORE_CREDIT_MONTHS);
          if (hooks.creditWallet && credit > 0)
            await hooks.creditWallet(tx, {
              userId: request.userId,
              amountPaise: credit,
              reason: `Return of ${item.name} (${item.size})`,
              expiresAt,
            });
          await tx.update(orderItems).set({ status: 'Returned' }).where(eq(orderItems.id, item.id));
          return { kind: 'return' as const, creditPaise: credit };
        }
        await tx
          .update(orderItems)
          .set({ status: 'Exchanged', size: request.newSize ?? item.size, sizeId: request.newSizeId ?? item.sizeId })
          .where(eq(orderItems.id, item.id));
        return { kind: 'exchange' as const, creditPaise: 0 };
      });
    },

    /** Operator: move an order along; Delivered starts the return window; an AWB makes it trackable. */
    async setStatus(orderId: string, status: OrderStatus, awb?: string) {
      const patch: Partial<typeof orders.$inferInsert> = { status };
      if (status === 'Delivered') patch.deliveredAt = now();
      if (awb) patch.awb = awb;
      const updated = await db
        .update(orders)
        .set(patch)
        .where(and(eq(orders.id, orderId), eq(orders.paymentState, 'paid')))
        .returning({ id: orders.id });
      if (updated.length === 0) throw notFound('No paid order with this id');
    },

    async openRequests() {
      return db
        .select()
        .from(returnRequests)
        .where(inArray(returnRequests.state, ['requested']));
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
