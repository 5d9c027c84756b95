// The orders module: checkout (quote and holds), payments and their confirmation, cash on delivery, what follows
// a paid order, the order's status after it, My Orders and tracking. One quote and one set of holds serve every
// payment path, card, Razorpay, store credit and cash alike.
import type { Db, Tx } from '#/server/db/client.ts';
import type { Env } from '#/server/env.ts';
import type { Logger } from '#/server/logger.ts';
import type { Payments } from '#/server/adapters/payments/index.ts';
import type { ShippingProvider } from '#/server/adapters/shipping/interface.ts';
import type { SmsSender } from '#/server/adapters/sms/sms.ts';
import type { CouponService } from '#/server/modules/cart/index.ts';
import type { ImageUrl, OnRestocked } from '#/server/modules/catalog/index.ts';
import type { WalletService } from '#/server/modules/returns/index.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';
import type { ConsentService } from '#/server/modules/account/index.ts';
import type { CreditNoteService } from '#/server/modules/invoices/index.ts';
import { createCheckoutHolds } from './checkout-holds.ts';
import { createCheckoutQuote } from './checkout-quote.ts';
import { createCodCodeQuota } from './cod-code-quota.ts';
import { createCodConfirmation } from './cod-confirmation.ts';
import { createCodService } from './cod.service.ts';
import { createDeliveryService } from './delivery.service.ts';
import { createOrderService } from './order.service.ts';
import { createOrderStatusService } from './order-status.service.ts';
import { createOrderRefunds } from './order-refund.service.ts';
import { createWebhookService } from './webhook.service.ts';

export { orderRoutes } from './order.routes.ts';
export { cancellationOf, creditTaken, orderCharges } from './order-credit.ts';
export { NO_REFUND_DUE, type OrderRefunds, type RefundPaid } from './order-refund.service.ts';
export { MAX_OPEN_CHECKOUTS_PER_ADDRESS, RESERVATION_MINUTES, type PaidResult } from './checkout-holds.ts';
export type { CheckoutInput, OrderLineInput } from './checkout-quote.ts';
export type { OrderService } from './order.service.ts';
export type { MyOrder } from './my-orders.ts';

export function createOrdersModule(deps: {
  db: Db;
  env: Env;
  log: Logger;
  sms: SmsSender;
  payments: Payments;
  shipping: ShippingProvider;
  /** My Orders' dates: the offline estimate, whatever courier is configured. */
  offlineEstimator: ShippingProvider;
  now: () => Date;
  coupons: CouponService;
  wallet: WalletService;
  imageUrl: ImageUrl;
  clearCart: (tx: Tx, userId: string) => Promise<void>;
  /** Sizes back from 0 (an ended checkout, a refused or cancelled order), in that transaction: back-in-stock mails. */
  onRestocked: OnRestocked;
  /** Records what the shopper is told (an order placed, …) in the transaction that makes it so. */
  notify?: Notify;
  /** A box ticked at checkout for WhatsApp order updates is recorded with the order it came with. */
  consents?: Pick<ConsentService, 'record'>;
  /** GST credit notes: issued when a paid parcel comes back; listed in My Orders with the invoice. */
  creditNotes?: Pick<CreditNoteService, 'forReturnedOrder' | 'forCancelledOrder' | 'documents'>;
}) {
  const { db, env, now, coupons, wallet, clearCart, onRestocked, notify, consents } = deps;
  const holds = createCheckoutHolds({ db, coupons, wallet, now, clearCart, onRestocked, notify, consents });
  const price = createCheckoutQuote({
    db,
    coupons,
    delivery: env.delivery,
    colourChargePaise: env.customColourChargePaise,
    creditFor: holds.creditFor,
  });
  const orders = createOrderService({
    db,
    payments: deps.payments,
    holds,
    price,
    now,
    siteUrl: env.PUBLIC_SITE_URL,
    storeName: env.store.name,
    estimator: deps.offlineEstimator,
    imageUrl: deps.imageUrl,
    documents: deps.creditNotes?.documents,
  });
  const cod = createCodService({
    db,
    rules: env.cod,
    secret: env.JWT_SECRET ?? '',
    storeName: env.store.name,
    sms: deps.sms,
    now,
    // With Shiprocket, a courier must also collect cash at the PIN (its serviceability with cod=1).
    courierCollects: env.SHIPROCKET_EMAIL
      ? async (pin) => (await deps.shipping.estimate(pin, now(), { cod: true })).serviceable
      : undefined,
    price,
    holds,
    confirmation: createCodConfirmation({ db, coupons, now, rules: env.cod, clearCart, notify }),
    quota: createCodCodeQuota({ db, now, perHour: env.cod.codesPerHour }),
  });
  return {
    orders,
    cod,
    /** The console moves a paid order along (order-status.service.ts). */
    orderStatus: createOrderStatusService({
      db,
      wallet,
      coupons,
      now,
      onRestocked,
      notify: deps.notify,
      creditNotes: deps.creditNotes,
    }),
    /** The console records a refund owed on an order as paid at the provider (order-refund.service.ts). */
    refunds: createOrderRefunds({ db, now, notify }),
    delivery: createDeliveryService(deps.shipping, now, env.delivery),
    webhooks: createWebhookService({ db, payments: deps.payments, orders }),
  };
}
