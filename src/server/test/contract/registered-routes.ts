// Every route the app registers under /api, by method and OpenAPI path, as Hono lists them (`app.routes`): the
// contract test compares it with the document, so a route added without `createRoute` is caught.
import type { Hono } from 'hono';
import type { AppEnv } from '#/server/http/context.ts';

/** Hono path → OpenAPI path: `/reviews/:productId` → `/reviews/{productId}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

export function registeredRoutes(app: Hono<AppEnv>): string[] {
  const routes = new Set<string>();
  for (const r of app.routes)
    if (r.method !== 'ALL' && r.path.startsWith('/api/')) routes.add(`${r.method} ${openApiPath(r.path)}`);
  return [...routes];
}
