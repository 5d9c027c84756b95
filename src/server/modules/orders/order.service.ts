// Checkout and orders: server-side pricing (checkout-quote.ts), stock and coupon held with the payment order
// (checkout-holds.ts), idempotent payment confirmation from any path (browser verify, webhook, card return),
// expiry of unpaid reservations, and the order views (order-queries.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orders } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import type { Payments } from '#/server/adapters/payments/index.ts';
import type { ShippingProvider } from '#/server/adapters/shipping/interface.ts';
import type { RazorpayResult } from '#/server/adapters/payments/razorpay.ts';
import { checkoutKeyOf, type CheckoutInput, type CheckoutQuote } from './checkout-quote.ts';
import { walletRef } from '#/server/modules/returns/index.ts';
import { type CheckoutHolds, fromCheckout, type OpenCheckout, type PaidResult } from './checkout-holds.ts';
import { createOrderQueries } from './order-queries.ts';
import type { OrderDocuments } from './my-orders.ts';
import type { ImageUrl } from '#/server/modules/catalog/index.ts';
import { newId } from '#/domain/ids.ts';

export type { CheckoutInput, OrderLineInput } from './checkout-quote.ts';
export { MAX_OPEN_CHECKOUTS_PER_ADDRESS, RESERVATION_MINUTES, type PaidResult } from './checkout-holds.ts';

export function createOrderService(deps: {
  db: Db;
  payments: Payments;
  siteUrl: string;
  /** The one set of holds and the one quote of the orders module (index.ts), shared with cash on delivery. */
  holds: CheckoutHolds;
  price: CheckoutQuote;
  now?: () => Date;
  storeName: string;
  /** My Orders' delivery dates: the offline estimate from the warehouse's PIN (a courier is not asked). */
  estimator: ShippingProvider;
  /** Absolute image URLs for My Orders (public-urls.ts). */
  imageUrl?: ImageUrl;
  /** Each order's GST documents for My Orders (the invoices module). */
  documents?: OrderDocuments;
}) {
  const { db, payments, holds, price } = deps;
  const now = deps.now ?? (() => new Date());
  /** A method this server does not take does not exist (its routes are not registered either). */
  const offered = <T>(gateway: T | undefined): T => {
    if (!gateway) throw notFound('Not found');
    return gateway;
  };
  /** A payment window for nothing to pay would fail at the provider: such an order goes through placeWithCredit. */
  const needsPayment = (quote: { amountPaise: number }) => {
    if (quote.amountPaise === 0)
      throw new AppError('bad_input', 'Your store credit covers this order: place it without a payment.');
  };
  const { ownedOrder, ...views } = createOrderQueries(db, {
    now,
    estimator: deps.estimator,
    imageUrl: deps.imageUrl,
    documents: deps.documents,
  });

  /** The confirmation mail is queued by the confirming transaction itself (holds' notify). */
  const confirmPaid = (orderId: string, paymentId: string): Promise<PaidResult> =>
    holds.confirmPaid(orderId, paymentId);

  function paidAnswer(result: PaidResult) {
    if (result === 'refund_due') {
      throw new AppError(
        'conflict',
        'Your payment arrived after this checkout had ended, and its items, coupon or store credit are no longer ' +
          'available to it. Nothing was charged for goods we cannot send: a full refund is on its way.',
      );
    }
  }

  return {
    orderIdByProviderOrder: views.orderIdByProviderOrder,
    userOrders: views.userOrders,
    recentOrders: views.recentOrders,
    trackOrder: views.trackOrder,
    release: holds.release,
    confirmPaid,
    expireReservations: holds.expireReservations,

    /**
     * "Proceed to Pay". The same checkout submitted again while its payment order is open (a second tab, a
     * double click) gets that same payment order back, so one cart can be paid once and its stock is held once;
     * another cart replaces the shopper's open checkout.
     */
    async createRazorpayOrder(userId: string, input: CheckoutInput, clientIp: string) {
      await holds.expireReservations();
      const quote = await price(userId, input);
      needsPayment(quote);
      const gateway = offered(payments.razorpay);
      const checkout = { provider: gateway.provider, keyId: gateway.keyId, name: deps.storeName };
      const answer = (open: OpenCheckout) => ({
        order: { id: open.providerOrderId ?? '', amount: open.amountPaise, currency: 'INR', receipt: open.id },
        checkout,
      });
      const checkoutKey = checkoutKeyOf(quote, input.address);
      const existing = await holds.openCheckout(userId, checkoutKey);
      if (existing) {
        await holds.optIn(userId, input.whatsappUpdates);
        return answer(existing);
      }
      const orderId = newId('ord');
      const order = await gateway.createOrder({ amountPaise: quote.amountPaise, receipt: orderId, notes: { orderId } });
      const placement = { userId, clientIp, ...fromCheckout(input), quote, orderId, checkoutKey };
      // A simultaneous identical submit placed it first: its order stands (this one wrote nothing).
      const winner = await holds.place({
        ...placement,
        method: 'Razorpay',
        provider: gateway.provider,
        providerOrderId: order.id,
      });
      return winner ? answer(winner) : { order, checkout };
    },

    /**
     * An order the shopper's store credit pays in full: placed and confirmed at once, through the same holds and
     * confirmation as a card payment (stock sold, coupon used, cart cleared, mail with invoice).
     */
    async placeWithCredit(userId: string, input: CheckoutInput, clientIp: string) {
      await holds.expireReservations();
      const quote = await price(userId, { ...input, useWallet: true });
      if (quote.amountPaise !== 0 || quote.walletPaise === 0)
        throw new AppError('bad_input', 'Your store credit does not cover this order. Please choose how to pay.');
      const orderId = newId('ord');
      const placement = { userId, clientIp, ...fromCheckout(input), quote, orderId, checkoutKey: null };
      await holds.place({ ...placement, method: 'Store credit', provider: 'wallet', providerOrderId: null });
      paidAnswer(await confirmPaid(orderId, walletRef(orderId)));
      return { orderId };
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

    async createCardSession(userId: string, input: CheckoutInput, clientIp: string) {
      await holds.expireReservations();
      const quote = await price(userId, input);
      needsPayment(quote);
      const orderId = newId('ord');
      const back = (ok: boolean) =>
        `${deps.siteUrl.replace(/\/$/, '')}/checkout/verify?orderId=${orderId}&success=${ok}`;
      const card = offered(payments.card);
      const session = await card.createSession({
        orderId,
        amountPaise: quote.amountPaise,
        email: input.address.email,
        description: `${deps.storeName} order ${orderId}`,
        successUrl: back(true),
        cancelUrl: back(false),
      });
      const placement = { userId, clientIp, ...fromCheckout(input), quote, orderId, checkoutKey: null };
      await holds.place({ ...placement, method: 'Card', provider: card.provider, providerOrderId: session.id });
      return { session_url: session.url, orderId };
    },

    async sandboxCardPay(userId: string, orderId: string) {
      if (payments.card?.provider !== 'sandbox') throw notFound('Not found');
      const order = await ownedOrder(userId, { id: orderId });
      if (order.paymentState !== 'pending') throw new AppError('rule', 'This order is no longer waiting for payment');
      await db.update(orders).set({ sandboxPaid: true }).where(eq(orders.id, orderId));
    },

    /** The card provider's return: the word on payment is the provider's (or the sandbox record's), never the URL's. */
    async verifyCard(userId: string, orderId: string, success: boolean) {
      const card = offered(payments.card);
      const order = await ownedOrder(userId, { id: orderId });
      if (order.paymentState === 'paid') return { orderId };
      if (!success) {
        await holds.release(order.id, 'failed');
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
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
