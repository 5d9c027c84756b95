// The Hono API: middleware, routes and the one error handler. Served by main.ts in production,
// by the Astro dev integration in development, and through app.request in tests.
import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { HTTPException } from 'hono/http-exception';
import type { Env } from './env.ts';
import { allowedOrigins } from './env.ts';
import { openDatabase, type Database } from '#/server/db/client.ts';
import { seedIfEmpty } from '#/server/db/seed.ts';
import { demoFitFile, seedDemoFit } from '#/server/modules/fit/index.ts';
import { AppError, STATUS } from './errors.ts';
import type { AppEnv } from '#/server/http/context.ts';
import { API_CSP, securityHeaders } from '#/server/http/security-headers.ts';
import { bodyLimit } from '#/server/http/body-limit.ts';
import { createLogger, type Logger } from './logger.ts';
import { isPhotoUpload } from '#/server/modules/admin/index.ts';
import { typedRoutes } from '#/server/api-routes.ts';
import { docsRoutes } from '#/server/openapi/docs.routes.ts';
import { apiDocument } from '#/server/openapi/api-document.ts';
import { noStore, noStoreWithCredentials } from '#/server/http/auth.ts';
import { createMailer, type Mailer } from '#/server/adapters/mail/mailer.ts';
import { createSmsSender, type SmsSender } from '#/server/adapters/sms/sms.ts';
import { createWhatsAppSender, type WhatsAppSender } from '#/server/adapters/whatsapp/whatsapp.ts';
import { createServices, type Services } from '#/server/container.ts';

export const JSON_LIMIT_BYTES = 64 * 1024;
/** 4 photos of 5 MB plus the form fields. */
export const UPLOAD_LIMIT_BYTES = 4 * 5 * 1024 * 1024 + 256 * 1024;

export type CreateAppOptions = {
  env: Env;
  database?: Database;
  logger?: Logger;
  seed?: boolean;
  mailer?: Mailer;
  sms?: SmsSender;
  whatsapp?: WhatsAppSender;
  now?: () => Date;
  /** A console publish made this folder the live site. */
  onPublished?: (dir: string) => void;
  /** Deliver queued notifications from this process (the server and `astro dev`; tests drain the queue instead). */
  worker?: boolean;
};
export type StoreApp = { app: OpenAPIHono<AppEnv>; database: Database; services: Services; close: () => Promise<void> };

export async function createApp(options: CreateAppOptions): Promise<StoreApp> {
  const { env } = options;
  const log = options.logger ?? createLogger(env.LOG_LEVEL);
  const database = options.database ?? (await openDatabase(env.DATABASE_URL, env.DATA_DIR));
  const seeded = options.seed !== false && (await seedIfEmpty(database.db, env.SEED_CATALOG, log));
  // A fresh demo store also shows how its pieces fit (never in tests, whose counts start from nothing).
  if (seeded && env.NODE_ENV !== 'test') await seedDemoFit(database.db, demoFitFile(env.SEED_CATALOG), log);
  const mailer = options.mailer ?? createMailer(env, log);
  const sms = options.sms ?? createSmsSender(env, log);
  const services = createServices({
    db: database.db,
    env,
    mailer,
    sms,
    whatsapp: options.whatsapp ?? createWhatsAppSender(env, log),
    log,
    now: options.now,
    exclusiveDb: database.kind === 'pglite',
    queue: database.queue,
    worker: options.worker,
    onPublished: options.onPublished,
  });
  await services.notifications.ready();
  if (options.seed !== false) await services.coupons.seedIfEmpty();
  const origins = allowedOrigins(env);

  const app = new OpenAPIHono<AppEnv>();
  app.use('/api/*', requestId());
  app.use('/api/*', securityHeaders(API_CSP));
  app.use('/api/*', noStoreWithCredentials);
  // The console's API checks its own tokens (requireStaff); all of it, refusals included, is private.
  app.use('/api/admin/*', noStore);
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (origins.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'token', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use('/api/*', async (c, next) => {
    c.set('services', services);
    c.set('config', env);
    c.set('log', log);
    await next();
  });
  const uploadLimit = bodyLimit(UPLOAD_LIMIT_BYTES);
  const jsonLimit = bodyLimit(JSON_LIMIT_BYTES);
  // Only the review upload and the console's photo upload take photos; every other endpoint keeps the JSON limit.
  const takesPhotos = (c: { req: { path: string; method: string } }) =>
    c.req.path === '/api/product/addReview' || isPhotoUpload(c.req.method, c.req.path);
  app.use('/api/*', (c, next) => (takesPhotos(c) ? uploadLimit(c, next) : jsonLimit(c, next)));

  // The shop's routes and the console's (/api/admin, behind requireStaff) in one typed chain.
  app.route('/', typedRoutes(services.paymentMethods));
  // Generated from the routes above (and itself) on first request, once every route is registered.
  let document: ReturnType<typeof apiDocument> | undefined;
  app.route(
    '/api',
    docsRoutes(() => (document ??= apiDocument(app, env))),
  );

  app.notFound((c) => c.json({ success: false, message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json({ success: false, message: error.message }, STATUS[error.kind]);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ success: false, message: error.message || 'Bad request' }, error.status);
    }
    log.error('unhandled error', {
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    });
    return c.json({ success: false, message: 'Something went wrong. Please try again.' }, 500);
  });

  return {
    app,
    database,
    services,
    close: async () => {
      await services.notifications.stop();
      await database.close();
    },
  };
}
