import type { Db } from '#/server/db/client.ts';
import type { Env } from '#/server/env.ts';
import type { Logger } from '#/server/logger.ts';
import { codOffered, createPayments, paymentMethods, type Payments } from '#/server/adapters/payments/index.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import type { SmsSender } from '#/server/adapters/sms/sms.ts';
import { createAuthService } from './auth.service.ts';
import { orderConfirmationMail } from './order-mails.ts';
import { createCatalogService } from './catalog.service.ts';
import { createCustomService } from './custom.service.ts';
import { createInvoiceService } from './invoice/invoice.service.ts';
import { createContactService } from './contact.service.ts';
import { createNewsletterService } from './newsletter.service.ts';
import { createDeliveryService } from './delivery.service.ts';
import { createReviewService } from './review.service.ts';
import { createShipping } from '#/server/adapters/shipping/index.ts';
import { createStorage } from '#/server/adapters/storage/index.ts';
import { createCartService } from './cart.service.ts';
import { createCouponService } from './coupon.service.ts';
import { createPricing } from './pricing.ts';
import { createOrderService } from './order.service.ts';
import { createCheckoutQuote } from './checkout-quote.ts';
import { createCheckoutHolds } from './checkout-holds.ts';
import { createCodHolds } from './cod-holds.ts';
import { createCodService } from './cod.service.ts';
import { createCodCodeQuota } from './cod-code-quota.ts';
import { createRateLimiter } from './rate-limit.service.ts';
import { createReturnsService } from './returns.service.ts';
import { createWalletService } from './wallet.service.ts';
import { createWebhookService } from './webhook.service.ts';
import { createWishlistService } from './wishlist.service.ts';
import { createStockAlertService } from './stock-alert.service.ts';
import { createVitalsService } from './vitals.service.ts';
import { createRetention } from './retention.service.ts';
import { createAdminServices } from './admin/index.ts';
import { publicImageUrl } from './public-urls.ts';

/** `exclusiveDb`: this process is the database's only writer (PGlite), so caches may trust local writes. */
export type ServiceDeps = {
  db: Db;
  env: Env;
  mailer: Mailer;
  /** Texts to a delivery phone (the cash-on-delivery code). */
  sms: SmsSender;
  log: Logger;
  payments?: Payments;
  now?: () => Date;
  exclusiveDb?: boolean;
  /** A publish switched the live site to this folder (main.ts serves it from then on). */
  onPublished?: (dir: string) => void;
};

/** Every service the routes use, built once per app over one database. */
export function createServices({
  db,
  env,
  mailer,
  log,
  now = () => new Date(),
  payments = createPayments(env),
  exclusiveDb = false,
  sms,
  onPublished,
}: ServiceDeps) {
  const imageUrl = publicImageUrl({ siteUrl: env.PUBLIC_SITE_URL, apiUrl: env.PUBLIC_API_URL });
  const catalog = createCatalogService(db, { exclusive: exclusiveDb, imageUrl });
  const storage = createStorage(env);
  const limiter = createRateLimiter(db, now);
  const cart = createCartService(db);
  const coupons = createCouponService(db, now);
  const wallet = createWalletService(db, now);
  const invoices = createInvoiceService({ db, env, now });
  const vitals = createVitalsService({ db, limiter, now });
  const newsletter = createNewsletterService({
    db,
    mailer,
    limiter,
    log,
    now,
    storeName: env.store.name,
    apiUrl: env.PUBLIC_API_URL || env.PUBLIC_SITE_URL,
  });
  const stockAlerts = createStockAlertService({
    db,
    mailer,
    limiter,
    log,
    now,
    storeName: env.store.name,
    siteUrl: env.PUBLIC_SITE_URL,
  });
  // A size back from 0, however it came back (console, expired checkout, completed return): the waiting shoppers
  // are mailed once, in the background, after the restock committed.
  const announceRestocks = stockAlerts.announce;
  const orders = createOrderService({
    db,
    payments,
    siteUrl: env.PUBLIC_SITE_URL,
    storeName: env.store.name,
    warehousePin: env.WAREHOUSE_PIN,
    imageUrl,
    now,
    coupons,
    wallet,
    delivery: env.delivery,
    colourChargePaise: env.customColourChargePaise,
    hooks: {
      clearCart: cart.clear,
      onRestocked: announceRestocks,
      // After the payment is committed: the invoice number is assigned now (so numbers follow payment order)
      // and the mail carries the PDF. A failure is logged, never undoes the order: My Orders offers the
      // invoice later, numbered then.
      onPaid: async (orderId) => {
        const details = await orders.confirmationDetails(orderId);
        if (!details) return;
        const invoice = await invoices
          .forOrder(orderId)
          .catch((error: unknown) => log.error('invoice failed', { orderId, error: String(error) }));
        const mail = {
          ...details,
          storeName: env.store.name,
          siteUrl: env.PUBLIC_SITE_URL,
          invoice: invoice ?? undefined,
        };
        await mailer
          .sendMail(orderConfirmationMail(mail))
          .catch((error: unknown) => log.error('order mail failed', { orderId, error: String(error) }));
      },
    },
  });
  const shipping = createShipping(env, log);
  const returns = createReturnsService({ db, wallet, now, onRestocked: announceRestocks });
  const codHolds = createCheckoutHolds({
    db,
    coupons,
    wallet,
    now,
    clearCart: cart.clear,
    onRestocked: announceRestocks,
  });
  const cod = createCodService({
    db,
    rules: env.cod,
    secret: env.JWT_SECRET ?? '',
    storeName: env.store.name,
    sms,
    now,
    // With Shiprocket, a courier must also collect cash at the PIN (its serviceability with cod=1).
    courierCollects: env.SHIPROCKET_EMAIL
      ? async (pin) => (await shipping.estimate(pin, now(), { cod: true })).serviceable
      : undefined,
    price: createCheckoutQuote({
      db,
      coupons,
      delivery: env.delivery,
      colourChargePaise: env.customColourChargePaise,
      creditFor: codHolds.creditFor,
    }),
    place: codHolds.place,
    expireReservations: codHolds.expireReservations,
    holds: createCodHolds({ db, coupons, now, rules: env.cod, clearCart: cart.clear }),
    quota: createCodCodeQuota({ db, now, perHour: env.cod.codesPerHour }),
    // The confirmation mail without an invoice: a cash order is invoiced once it is paid, on delivery.
    onPlaced: async (orderId) => {
      const details = await orders.confirmationDetails(orderId);
      if (!details) return;
      await mailer
        .sendMail(orderConfirmationMail({ ...details, storeName: env.store.name, siteUrl: env.PUBLIC_SITE_URL }))
        .catch((error: unknown) => log.error('order mail failed', { orderId, error: String(error) }));
    },
  });
  const cash = codOffered(env);
  if (!cash.offered) log.warn(cash.why);
  return {
    cod,
    /** The payment methods this server takes (their routes exist only for these). */
    paymentMethods: paymentMethods(payments, cash.offered),
    /** Database-backed rate limits, for HTTP guards such as the operator token's. */
    limiter,
    catalog,
    cart,
    coupons,
    wallet,
    pricing: createPricing(catalog),
    storage,
    reviews: createReviewService(db, storage, limiter, imageUrl),
    custom: createCustomService(db),
    delivery: createDeliveryService(shipping, now, env.delivery),
    auth: createAuthService({
      db,
      secret: env.JWT_SECRET ?? '',
      mailer,
      limiter,
      wallet,
      now,
      storeName: env.store.name,
      siteUrl: env.PUBLIC_SITE_URL,
      log,
      cacheSessions: exclusiveDb,
      otpIpLimitPerHour: env.OTP_IP_LIMIT_PER_HOUR,
    }),
    contact: createContactService({ db, mailer, limiter, storeEmail: env.STORE_EMAIL, storeName: env.store.name }),
    newsletter,
    wishlist: createWishlistService(db, catalog),
    stockAlerts,
    vitals,
    /** Deletes what is past its time in the tables anyone can write to (main.ts runs it hourly). */
    retention: createRetention({ db, now, limiter, vitals, newsletter }),
    orders,
    invoices,
    returns,
    ...createAdminServices({
      db,
      env,
      log,
      now,
      storage,
      imageUrl,
      onPublished,
      // A size back from 0 through the console mails those who asked for it (once each, after the response).
      onRestocked: async ({ productId, size }) => announceRestocks([{ productId, size }]),
    }),
    webhooks: createWebhookService({ db, payments, orders }),
  };
}

export type Services = ReturnType<typeof createServices>;
