// Production server: the API plus the static site, compressed, with long-lived caching for hashed assets and
// security headers (the document ones on pages only). Run by Node 24 directly (type stripping). The site is
// DIST_DIR (dist/) until the console publishes one (PUBLISH_DIR/current); a publish switches to its folder without
// a restart.
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp } from './app.ts';
import { getEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { pageCsp, readScriptHashes } from './page-csp.ts';
import { pageSecurityHeaders } from '#/server/http/security-headers.ts';
import { rewrittenPagePath } from '#/server/http/page-rewrites.ts';
import { ensureDevSecrets } from './dev-secrets.ts';
import { liveSiteDir } from '#/server/modules/admin/index.ts';

const env = ensureDevSecrets(getEnv());
const log = createLogger(env.LOG_LEVEL);
const DIST = resolve(env.DIST_DIR);

/** One build of the static site: its files, its pages' CSP (from the build's script hashes) and its 404 page. */
type Site = { root: string; headers: MiddlewareHandler; files: MiddlewareHandler; notFoundPage: string };
function siteAt(root: string): Site {
  const notFound = join(root, '404.html');
  return {
    root,
    headers: pageSecurityHeaders(pageCsp(env, readScriptHashes(join(root, 'csp.json')))),
    files: serveStatic({ root, precompressed: true, rewriteRequestPath: (path) => rewrittenPagePath(path) ?? path }),
    notFoundPage: existsSync(notFound) ? readFileSync(notFound, 'utf8') : 'Not found',
  };
}
// Requests already running finish on the site they started with; the next ones get the new one.
let site = siteAt(liveSiteDir(resolve(env.PUBLISH_DIR ?? join(env.DATA_DIR, 'site'))) ?? DIST);

const store = await createApp({
  env,
  worker: true,
  logger: log,
  onPublished: (dir) => {
    site = siteAt(dir);
    log.info('published site is live', { dir });
  },
});
const server = new Hono();

server.use(compress());
// The API app keeps its own middleware, 404 and error contract under /api.
server.all('/api/*', (c) => store.app.fetch(c.req.raw, c.env));
server.use('*', (c, next) => site.headers(c, next));
server.use('/_astro/*', async (c, next) => {
  await next();
  if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
});
server.use('/images/*', async (c, next) => {
  await next();
  if (c.res.ok) c.header('Cache-Control', 'public, max-age=604800');
});
server.use('*', async (c, next) => {
  await next();
  // Pages revalidate on every visit (cheap 304s), so a rebuild shows at once.
  if (c.res.headers.get('Content-Type')?.startsWith('text/html'))
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
});
server.use('*', (c, next) => site.files(c, next));
server.notFound((c) => c.html(site.notFoundPage, 404));

// Unpaid reservations past their time give their stock back even when nobody checks out for a while.
// Every instance may run this: each release is a guarded, idempotent update.
setInterval(() => {
  store.services.orders
    .expireReservations()
    .catch((error: unknown) => log.error('reservation sweep failed', { error: String(error) }));
}, 60_000).unref();
// Rate-limit counters, old field data, expired newsletter sign-ups and old anonymous inbox rows
// (retention.service.ts); any instance may delete them.
setInterval(() => {
  store.services.retention
    .run()
    .then((deleted) => log.info('retention sweep', deleted))
    .catch((error: unknown) => log.error('retention sweep failed', { error: String(error) }));
}, 3_600_000).unref();

/** Settles once the server listens; `npm start` (scripts/start.ts) then says where the store is. */
export const listening = Promise.withResolvers<void>();
const http = serve({ fetch: server.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info('store listening', {
    url: `http://${info.address === '::1' ? 'localhost' : info.address}:${info.port}`,
    database: store.database.kind,
    site: site.root,
  });
  listening.resolve();
});
// Said in words rather than as a stack trace: the likeliest start-up failure on a developer's machine.
http.once('error', (error: NodeJS.ErrnoException) => {
  const words =
    error.code === 'EADDRINUSE'
      ? `port ${env.PORT} on ${env.HOST} is in use (another store or program runs there): ` +
        'stop it, or set PORT to a free one'
      : String(error);
  log.error('cannot listen', { error: words });
  process.exit(1);
});
export { env, store };

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal });
  http.close(() => {
    store.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
