// Checkout and orders: server-side pricing, stock reserved with the payment order, idempotent payment
// confirmation from any path (browser verify, webhook, card return), expiry of unpaid reservations.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderItems, orders, productSizes, products, type OrderAddress } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import type { Payments } from '#/server/adapters/payments/index.ts';
import type { RazorpayResult } from '#/server/adapters/payments/razorpay.ts';
import { countSold, giveBackStock, takeStock, type StockLine, type Tx } from './stock.ts';
import { formatINR } from '#/lib/money.ts';

export const DELIVERY_FEE_PAISE = 100_00;
export const RESERVATION_MINUTES = 15;

export type OrderLineInput = { _id: string; size: string; quantity: number };
export type CheckoutInput = { address: OrderAddress; items: OrderLineInput[]; amount: number; couponCode?: string };

/** Pieces other features plug in (coupons, cart, mail); each optional so orders work without them. */
export type OrderHooks = {
  quoteCoupon?: (input: {
    code: string;
    userId: string;
    subtotalPaise: number;
  }) => Promise<{ discountPaise: number; code: string }>;
  recordCouponUse?: (tx: Tx, input: { code: string; userId: string; orderId: string }) => Promise<void>;
  clearCart?: (tx: Tx, userId: string) => Promise<void>;
  onPaid?: (orderId: string) => Promise<void>;
};

export type PaidResult = 'paid' | 'already_paid' | 'refund_due';

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** The same cart, total, coupon and address: the same checkout (lines sorted, so their order does not matter). */
function checkoutKeyOf(
  quote: { priced: { sizeId: string; quantity: number }[]; amountPaise: number; couponCode: string | null },
  address: OrderAddress,
): string {
  const lines = quote.priced.map((l) => `${l.sizeId}x${l.quantity}`).sort();
  return createHash('sha256')
    .update(JSON.stringify([lines, quote.amountPaise, quote.couponCode, address]))
    .digest('hex');
}

/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (Drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

export function createOrderService(deps: {
  db: Db;
  payments: Payments;
  siteUrl: string;
  hooks?: OrderHooks;
  now?: () => Date;
  storeName?: string;
}) {
  const { db, payments, hooks = {} } = deps;
  const now = deps.now ?? (() => new Date());
  /** A method this server does not take does not exist (its routes are not registered either). */
  const offered = <T>(gateway: T | undefined): T => {
    if (!gateway) throw notFound('Not found');
    return gateway;
  };

  /** Prices the cart from our own data; the browser's prices are ignored. */
  async function price(userId: string, input: CheckoutInput) {
    const merged = new Map<string, OrderLineInput>();
    for (const item of input.items) {
      const key = `${item._id}|${item.size}`;
      const prev = merged.get(key);
      merged.set(key, { ...item, quantity: (prev?.quantity ?? 0) + item.quantity });
    }
    const lines = [...merged.values()];
    if (lines.length === 0) throw new AppError('bad_input', 'Your cart is empty');
    const ids = [...new Set(lines.map((l) => l._id))];
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        pricePaise: products.pricePaise,
        images: products.images,
        sizeId: productSizes.id,
        size: productSizes.size,
      })
      .from(products)
      .innerJoin(productSizes, eq(productSizes.productId, products.id))
      .where(inArray(products.id, ids));
    const priced = lines.map((l) => {
      const row = rows.find((r) => r.id === l._id && r.size === l.size);
      if (!row)
        throw new AppError(
          'bad_input',
          rows.some((r) => r.id === l._id)
            ? `Size ${l.size} is not available for this product`
            : 'A product in your cart is no longer available',
        );
      return {
        ...l,
        productId: row.id,
        sizeId: row.sizeId,
        name: row.name,
        pricePaise: row.pricePaise,
        images: row.images,
      };
    });
    const subtotalPaise = priced.reduce((s, l) => s + l.pricePaise * l.quantity, 0);
    let discountPaise = 0;
    let couponCode: string | null = null;
    if (input.couponCode) {
      if (!hooks.quoteCoupon) throw new AppError('rule', 'Coupons are not available right now');
      const quote = await hooks.quoteCoupon({ code: input.couponCode, userId, subtotalPaise });
      discountPaise = Math.min(quote.discountPaise, subtotalPaise);
      couponCode = quote.code;
    }
    const extraPaise = 0;
    const amountPaise = Math.max(DELIVERY_FEE_PAISE, subtotalPaise + extraPaise + DELIVERY_FEE_PAISE - discountPaise);
    if (Math.round(input.amount * 100) !== amountPaise) {
      throw new AppError(
        'conflict',
        `Prices have changed: your order total is now ${formatINR(amountPaise / 100)}. Please review your cart and try again.`,
      );
    }
    return { priced, subtotalPaise, discountPaise, extraPaise, amountPaise, couponCode };
  }

  /** Stock is taken with the order row in one transaction, or nothing is written. */
  async function reserve(
    userId: string,
    input: CheckoutInput,
    method: 'Razorpay' | 'Card',
    provider: string,
    quote: Awaited<ReturnType<typeof price>>,
    orderId: string,
    providerOrderId: string,
    checkoutKey: string | null = null,
  ) {
    const at = now();
    await db.transaction(async (tx) => {
      await takeStock(tx, quote.priced as StockLine[]);
      await tx.insert(orders).values({
        id: orderId,
        userId,
        paymentMethod: method,
        provider,
        providerOrderId,
        subtotalPaise: quote.subtotalPaise,
        discountPaise: quote.discountPaise,
        deliveryPaise: DELIVERY_FEE_PAISE,
        extraPaise: quote.extraPaise,
        amountPaise: quote.amountPaise,
        couponCode: quote.couponCode,
        address: input.address,
        createdAt: at,
        reservedUntil: new Date(at.getTime() + RESERVATION_MINUTES * 60_000),
        checkoutKey,
      });
      await tx.insert(orderItems).values(
        quote.priced.map((l) => ({
          id: newId('item'),
          orderId,
          productId: l.productId,
          sizeId: l.sizeId,
          name: l.name,
          size: l.size,
          pricePaise: l.pricePaise,
          quantity: l.quantity,
          images: l.images,
        })),
      );
    });
  }

  async function itemsOf(tx: Tx | Db, orderId: string) {
    return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  }

  /** Ends an unpaid order ('expired' or 'failed') and gives its stock back, once. */
  async function release(orderId: string, state: 'expired' | 'failed'): Promise<boolean> {
    return db.transaction(async (tx) => {
      const ended = await tx
        .update(orders)
        .set({ paymentState: state })
        .where(and(eq(orders.id, orderId), eq(orders.paymentState, 'pending')))
        .returning({ id: orders.id });
      if (ended.length === 0) return false;
      await giveBackStock(tx, await itemsOf(tx, orderId));
      return true;
    });
  }

  /**
   * Confirms a payment, whichever path reports it first. Pending → paid: stock already taken becomes
   * sold. A payment for an order whose reservation lapsed takes the stock again if it is still there;
   * if not, the order is flagged 'refund_due' and nothing is oversold. A repeat does nothing twice.
   */
  async function confirmPaid(orderId: string, paymentId: string): Promise<PaidResult> {
    const result = await db.transaction(async (tx): Promise<PaidResult> => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw notFound('Order not found');
      if (order.paymentState === 'paid') return 'already_paid';
      if (order.paymentState === 'refund_due') return 'refund_due';
      const items = await itemsOf(tx, orderId);
      if (order.paymentState !== 'pending') {
        try {
          await tx.transaction((inner) => takeStock(inner, items));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await tx
            .update(orders)
            .set({ paymentState: 'refund_due', providerPaymentId: paymentId })
            .where(eq(orders.id, orderId));
          return 'refund_due';
        }
      }
      await tx
        .update(orders)
        .set({ paymentState: 'paid', paidAt: now(), providerPaymentId: paymentId })
        .where(eq(orders.id, orderId));
      await countSold(tx, items);
      if (order.couponCode && hooks.recordCouponUse)
        await hooks.recordCouponUse(tx, { code: order.couponCode, userId: order.userId, orderId });
      if (hooks.clearCart) await hooks.clearCart(tx, order.userId);
      return 'paid';
    });
    if (result === 'paid' && hooks.onPaid) await hooks.onPaid(orderId).catch(() => undefined);
    return result;
  }

  function paidAnswer(result: PaidResult) {
    if (result === 'refund_due') {
      throw new AppError(
        'conflict',
        'Your payment arrived after the last pieces sold out. Nothing was charged for goods we cannot send: a full refund is on its way.',
      );
    }
  }

  async function ownedOrder(userId: string, where: { id?: string; providerOrderId?: string }) {
    const cond = where.id ? eq(orders.id, where.id) : eq(orders.providerOrderId, where.providerOrderId ?? '');
    const [order] = await db
      .select()
      .from(orders)
      .where(and(cond, eq(orders.userId, userId)));
    if (!order) throw notFound('Order not found');
    return order;
  }

  return {
    release,
    confirmPaid,

    /** Unpaid orders past their reservation give their stock back. Safe to run from any instance. */
    async expireReservations(): Promise<number> {
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.paymentState, 'pending'), lt(orders.reservedUntil, now())));
      let n = 0;
      for (const o of due) if (await release(o.id, 'expired')) n++;
      return n;
    },

    /**
     * "Proceed to Pay". The same checkout submitted again while its payment order is open (a second tab, a
     * double click) gets that same payment order back, so one cart can be paid once and its stock is held once.
     */
    async createRazorpayOrder(userId: string, input: CheckoutInput) {
      await this.expireReservations();
      const quote = await price(userId, input);
      const gateway = offered(payments.razorpay);
      const checkout = { provider: gateway.provider, keyId: gateway.keyId, name: deps.storeName ?? 'Saanjh' };
      const checkoutKey = checkoutKeyOf(quote, input.address);
      const openOrder = async () => {
        const [open] = await db
          .select({ id: orders.id, providerOrderId: orders.providerOrderId, amountPaise: orders.amountPaise })
          .from(orders)
          .where(
            and(
              eq(orders.userId, userId),
              eq(orders.checkoutKey, checkoutKey),
              eq(orders.paymentState, 'pending'),
              gt(orders.reservedUntil, now()),
            ),
          );
        return (
          open && {
            order: { id: open.providerOrderId!, amount: open.amountPaise, currency: 'INR', receipt: open.id },
            checkout,
          }
        );
      };
      const existing = await openOrder();
      if (existing) return existing;
      const orderId = newId('ord');
      const order = await gateway.createOrder({ amountPaise: quote.amountPaise, receipt: orderId, notes: { orderId } });
      try {
        await reserve(userId, input, 'Razorpay', gateway.provider, quote, orderId, order.id, checkoutKey);
      } catch (error) {
        // Lost the race to a simultaneous identical submit: its order stands (this one wrote nothing).
        const winner = isUniqueViolation(error) ? await openOrder() : undefined;
        if (winner) return winner;
        throw error;
      }
      return { order, checkout };
    },

    async verifyRazorpay(userId: string, result: RazorpayResult) {
      const order = await ownedOrder(userId, { providerOrderId: result.razorpay_order_id });
      if (!offered(payments.razorpay).verifyPayment(result)) throw new AppError('rule', 'Payment verification failed');
      paidAnswer(await confirmPaid(order.id, result.razorpay_payment_id));
      return { orderId: order.id };
    },

    /** Sandbox only: sign "Pay" for the shopper's own pending order, as Razorpay's window would. */
    async sandboxRazorpayPay(userId: string, providerOrderId: string) {
      const pay = payments.razorpay?.sandboxPay;
      if (!pay) throw notFound('Not found');
      const order = await ownedOrder(userId, { providerOrderId });
      if (order.paymentState !== 'pending') throw new AppError('rule', 'This order is no longer waiting for payment');
      return pay(providerOrderId);
    },

    async createCardSession(userId: string, input: CheckoutInput) {
      await this.expireReservations();
      const quote = await price(userId, input);
      const orderId = newId('ord');
      const back = (ok: boolean) =>
        `${deps.siteUrl.replace(/\/$/, '')}/checkout/verify?orderId=${orderId}&success=${ok}`;
      const card = offered(payments.card);
      const session = await card.createSession({
        orderId,
        amountPaise: quote.amountPaise,
        email: input.address.email,
        description: `${deps.storeName ?? 'Saanjh'} order ${orderId}`,
        successUrl: back(true),
        cancelUrl: back(false),
      });
      await reserve(userId, input, 'Card', card.provider, quote, orderId, session.id);
      return { session_url: session.url, orderId };
    },

    async sandboxCardPay(userId: string, orderId: string) {
      if (payments.card?.provider !== 'sandbox') throw notFound('Not found');
      const order = await ownedOrder(userId, { id: orderId });
      if (order.paymentState !== 'pending') throw new AppError('rule', 'This order is no longer waiting for payment');
      await db.update(orders).set({ sandboxPaid: true }).where(eq(orders.id, orderId));
    },

    /** The card provider's return: its word on payment comes from the provider (or the sandbox record), never the URL. */
    async verifyCard(userId: string, orderId: string, success: boolean) {
      const card = offered(payments.card);
      const order = await ownedOrder(userId, { id: orderId });
      if (order.paymentState === 'paid') return { orderId };
      if (!success) {
        await release(order.id, 'failed');
        throw new AppError('rule', 'Payment was cancelled. Your cart is unchanged.');
      }
      const paid =
        card.provider === 'sandbox'
          ? order.sandboxPaid
          : (await card.sessionStatus(order.providerOrderId ?? '')) === 'paid';
      if (!paid) throw new AppError('rule', 'Payment not completed');
      paidAnswer(await confirmPaid(order.id, order.providerOrderId ?? order.id));
      return { orderId };
    },

    /** The confirmation mail's content for a paid order. */
    async confirmationDetails(orderId: string) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return undefined;
      const lines = await itemsOf(db, orderId);
      return { to: order.address.email, name: order.address.firstName, orderId, lines, amountPaise: order.amountPaise };
    },

    async orderIdByProviderOrder(providerOrderId: string): Promise<string | undefined> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.providerOrderId, providerOrderId));
      return row?.id;
    },

    /** My Orders: only the caller's paid orders, newest first, one entry per order with its items. */
    async userOrders(userId: string) {
      const list = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.paymentState, 'paid')))
        .orderBy(desc(orders.createdAt));
      if (list.length === 0) return [];
      const items = await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            list.map((o) => o.id),
          ),
        );
      return list.map((o) => ({
        _id: o.id,
        status: o.status,
        payment: true,
        paymentMethod: o.paymentMethod,
        date: o.createdAt.getTime(),
        amount: o.amountPaise / 100,
        address: o.address,
        items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => ({
            _id: i.id,
            productId: i.productId,
            name: i.name,
            price: i.pricePaise / 100,
            quantity: i.quantity,
            size: i.size,
            image: i.images,
            status: i.status ?? o.status,
          })),
      }));
    },

    /** Operator view: the latest orders of every state, with their lines. */
    async recentOrders(limit: number) {
      const list = await db.select().from(orders).orderBy(desc(orders.createdAt)).limit(limit);
      const items = list.length
        ? await db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                list.map((o) => o.id),
              ),
            )
        : [];
      return list.map((o) => ({
        _id: o.id,
        date: o.createdAt.getTime(),
        payment: o.paymentState,
        status: o.status,
        amount: o.amountPaise / 100,
        awb: o.awb,
        customer: `${o.address.firstName} ${o.address.lastName}, ${o.address.city} ${o.address.zipcode}`,
        items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => `${i.name} (${i.size}) × ${i.quantity}${i.status ? ` [${i.status}]` : ''}`),
      }));
    },

    async trackOrder(userId: string, orderId: string) {
      const order = await ownedOrder(userId, { id: orderId });
      if (order.paymentState !== 'paid' || !order.awb)
        throw new AppError('not_found', 'Tracking information is not available.');
      return { track_url: `https://shiprocket.co/tracking/${encodeURIComponent(order.awb)}` };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
