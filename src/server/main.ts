// Production server: the API plus the static build in dist/, compressed, with long-lived caching for
// hashed assets and security headers on every response. Run by Node 24 directly (type stripping).
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp } from './app.ts';
import { getEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { pageCsp, readScriptHashes } from './page-csp.ts';
import { securityHeaders } from '#/server/http/security-headers.ts';
import { rewrittenPagePath } from '#/server/http/page-rewrites.ts';
import { ensureDevSecrets } from './dev-secrets.ts';

const env = ensureDevSecrets(getEnv());
const log = createLogger(env.LOG_LEVEL);
const DIST = resolve('dist');
const csp = pageCsp(env, readScriptHashes(join(DIST, 'csp.json')));

const store = await createApp({ env, logger: log });
const server = new Hono();

server.use(compress());
// The API app keeps its own middleware, 404 and error contract under /api.
server.all('/api/*', (c) => store.app.fetch(c.req.raw, c.env));
server.use('*', securityHeaders(csp));
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
server.use(
  '*',
  serveStatic({ root: 'dist', precompressed: true, rewriteRequestPath: (path) => rewrittenPagePath(path) ?? path }),
);

const notFoundPage = existsSync(join(DIST, '404.html')) ? readFileSync(join(DIST, '404.html'), 'utf8') : 'Not found';
server.notFound((c) => c.html(notFoundPage, 404));

// Unpaid reservations past their time give their stock back even when nobody checks out for a while.
// Every instance may run this: each release is a guarded, idempotent update.
setInterval(() => {
  store.services.orders
    .expireReservations()
    .catch((error: unknown) => log.error('reservation sweep failed', { error: String(error) }));
}, 60_000).unref();
// Rate-limit counters of windows long over; any instance may delete them.
setInterval(() => {
  store.services.limiter
    .prune()
    .catch((error: unknown) => log.error('rate-limit prune failed', { error: String(error) }));
}, 3_600_000).unref();

const http = serve({ fetch: server.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info('store listening', {
    url: `http://${info.address === '::1' ? 'localhost' : info.address}:${info.port}`,
    database: store.database.kind,
  });
});

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
