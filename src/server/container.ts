import type { Db } from '#/server/db/client.ts';
import type { Env } from '#/server/env.ts';
import type { Logger } from '#/server/logger.ts';
import { codOffered, createPayments, paymentMethods, type Payments } from '#/server/adapters/payments/index.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import type { QueueConnection } from '#/server/db/job-queue.ts';
import type { SmsSender } from '#/server/adapters/sms/sms.ts';
import type { WhatsAppSender } from '#/server/adapters/whatsapp/whatsapp.ts';
import { createOfflineEstimator, createShipping } from '#/server/adapters/shipping/index.ts';
import { createStorage } from '#/server/adapters/storage/index.ts';
import { createRateLimiter } from './shared/rate-limit.service.ts';
import {
  createAccountSettings,
  createAddressService,
  createAuthService,
  createConsentService,
  createMeasurementsService,
  createWishlistService,
} from './modules/account/index.ts';
import { createAdminServices } from './modules/admin/index.ts';
import { createCartService, createCouponService, createPricing } from './modules/cart/index.ts';
import { createCatalogService, publicImageUrl } from './modules/catalog/index.ts';
import {
  createContactService,
  createCustomService,
  createNewsletterService,
  createRetention,
  createStockAlertService,
  createVitalsService,
} from './modules/engagement/index.ts';
import { createFitService } from './modules/fit/index.ts';
import { createGrievanceService } from './modules/grievance/index.ts';
import { createCreditNoteService, createInvoiceService, taxSetup } from './modules/invoices/index.ts';
import { createNotifications } from './modules/notifications/index.ts';
import { createOrdersModule } from './modules/orders/index.ts';
import { createReturnsService, createWalletService } from './modules/returns/index.ts';
import { createReviewService } from './modules/reviews/index.ts';
import { createDataExportService, createErasureService } from './modules/privacy/index.ts';

/** `exclusiveDb`: this process is the database's only writer (PGlite), so caches may trust local writes. */
export type ServiceDeps = {
  db: Db;
  env: Env;
  mailer: Mailer;
  /** Texts to a delivery phone (the cash-on-delivery code, the out-for-delivery notice). */
  sms: SmsSender;
  /** WhatsApp updates for shoppers who opted in (absent: none are queued for sending). */
  whatsapp?: WhatsAppSender;
  /** The job queue's connection to this database (db/job-queue.ts). */
  queue: QueueConnection;
  /** This process delivers queued notifications (app.ts `worker`). */
  worker?: boolean;
  log: Logger;
  payments?: Payments;
  now?: () => Date;
  exclusiveDb?: boolean;
  /** A publish switched the live site to this folder (main.ts serves it from then on). */
  onPublished?: (dir: string) => void;
};

/** Every service the routes use, built once per app over one database: this only wires the modules together. */
export function createServices({
  db,
  env,
  mailer,
  log,
  now = () => new Date(),
  payments = createPayments(env),
  exclusiveDb = false,
  sms,
  whatsapp,
  queue,
  worker = false,
  onPublished,
}: ServiceDeps) {
  const imageUrl = publicImageUrl({ siteUrl: env.PUBLIC_SITE_URL, apiUrl: env.PUBLIC_API_URL });
  const catalog = createCatalogService(db, { exclusive: exclusiveDb, imageUrl });
  const storage = createStorage(env);
  const limiter = createRateLimiter(db, now);
  const cart = createCartService(db);
  const coupons = createCouponService(db, now);
  const wallet = createWalletService(db, now);
  const tax = taxSetup(env);
  const invoices = createInvoiceService({ db, env, now, setup: tax });
  const creditNotes = createCreditNoteService({ db, env, now, setup: tax });
  const site = {
    storeName: env.store.name,
    siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, ''),
    officer: env.store.grievance,
  };
  // The out-for-delivery SMS needs its own DLT template at MSG91: without its id it is not sent, and the owner hears.
  if (sms.carries && !sms.carries('out_for_delivery'))
    log.warn('MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID is unset: out-for-delivery SMS are not sent (mail and WhatsApp are)');
  const notifications = createNotifications({
    db,
    queue,
    mailer,
    whatsapp,
    sms,
    invoices,
    creditNotes,
    site,
    log,
    now,
    storeEmail: env.STORE_EMAIL,
    officerEmail: env.store.grievance.email,
    retrySeconds: env.NOTIFY_RETRY_SECONDS,
    worker,
  });
  const vitals = createVitalsService({ db, limiter, now });
  // The newsletter mails its confirmation link itself (the token is kept only hashed); its welcome letter, like the
  // back-in-stock alerts, goes through the queue.
  const newsletter = createNewsletterService({
    db,
    mailer,
    limiter,
    notify: notifications.notify,
    now,
    storeName: env.store.name,
    apiUrl: env.PUBLIC_API_URL || env.PUBLIC_SITE_URL,
    secret: env.JWT_SECRET ?? '',
  });
  const stockAlerts = createStockAlertService({ db, limiter, now, notify: notifications.notify });
  // A size back from 0, however it came back (console, expired checkout, completed return, refused or cancelled
  // order): the waiting shoppers' mails are recorded in that transaction, and the queue's worker sends them once.
  const announceRestocks = stockAlerts.restocked;
  const shipping = createShipping(env, log);
  // WhatsApp updates and marketing mails the shopper agreed to: a box ticked at checkout, the account's switches.
  const consents = createConsentService({ db, now });
  const ordering = createOrdersModule({
    db,
    env,
    log,
    sms,
    payments,
    shipping,
    offlineEstimator: createOfflineEstimator(env.WAREHOUSE_PIN),
    now,
    coupons,
    wallet,
    imageUrl,
    clearCart: cart.clear,
    onRestocked: announceRestocks,
    notify: notifications.notify,
    consents,
    creditNotes,
  });
  const returns = createReturnsService({
    db,
    wallet,
    creditNotes,
    now,
    onRestocked: announceRestocks,
    notify: notifications.notify,
  });
  const auth = createAuthService({
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
  });
  const cash = codOffered(env);
  if (!cash.offered) log.warn(cash.why);
  return {
    ...ordering,
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
    fit: createFitService(db, now),
    custom: createCustomService(db),
    auth,
    contact: createContactService({ db, limiter, notify: notifications.notify }),
    dataExport: createDataExportService({ db, now }),
    erasure: createErasureService({ db, now, limiter, storage, endSessions: auth.endSessions, invoices, log }),
    newsletter,
    wishlist: createWishlistService(db, catalog),
    addresses: createAddressService({ db, now }),
    accountSettings: createAccountSettings({
      db,
      limiter,
      now,
      forgetSessions: auth.forgetSessions,
      notify: notifications.notify,
    }),
    consents,
    measurements: createMeasurementsService({ db, now }),
    stockAlerts,
    vitals,
    /** Deletes what is past its time in the tables anyone can write to (main.ts runs it hourly). */
    retention: createRetention({ db, now, limiter, vitals, newsletter }),
    invoices,
    creditNotes,
    returns,
    notifications,
    grievances: createGrievanceService({ db, limiter, notify: notifications.notify, now }),
    ...createAdminServices({
      db,
      env,
      log,
      now,
      storage,
      imageUrl,
      onPublished,
      // A size back from 0 through the console tells those who asked for it (once each, through the queue).
      onRestocked: announceRestocks,
      notify: notifications.notify,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
