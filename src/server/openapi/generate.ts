// The OpenAPI 3.1 document, generated from the app's registered routes: each route's `doc()` (route-docs.ts),
// its `json()` validator's schema and its auth middleware. Routes under /api without a `doc` are listed in
// `undocumented`, which the contract test requires to be empty.
import type { Hono, MiddlewareHandler } from 'hono';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '#/server/http/auth.ts';
import { requireStaff } from '#/server/http/admin-auth.ts';
import { JSON_BODY } from '#/server/http/validate.ts';
import type { AppEnv } from '#/server/http/context.ts';
import { ROUTE_DOC, type RouteAuth, type RouteDoc } from './route-docs.ts';
import { refusal } from './shapes.ts';

type Json = Record<string, unknown>;
type AnyHandler = MiddlewareHandler & { [ROUTE_DOC]?: RouteDoc; [JSON_BODY]?: z.ZodType; [COMPOSED_HANDLER]?: unknown };
export type Operation = { method: string; path: string };
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>> };

const SECURITY: Record<RouteAuth, Json[] | undefined> = {
  none: undefined,
  shopper: [{ bearer: [] }, { tokenHeader: [] }],
  optional: [{}, { bearer: [] }, { tokenHeader: [] }],
  admin: [{ bearer: [] }, { tokenHeader: [] }, { adminToken: [] }],
};

const REFUSAL_HELP: Record<number, string> = {
  400: 'Bad input: the message names the field and what is wrong with it.',
  401:
    'No token, or one that is not a token ("Please login to continue"); a real token that expired or was ' +
    'revoked ("Your session has expired. Please login again.").',
};

/** Hono path → OpenAPI path: `/reviews/:productId` → `/reviews/{productId}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** The handler as registered, through the wrapper Hono adds when a sub-app has its own error handler. */
function unwrap(handler: unknown): AnyHandler {
  let h = handler as AnyHandler;
  while (h[COMPOSED_HANDLER]) h = h[COMPOSED_HANDLER] as AnyHandler;
  return h;
}

/** zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect); named shapes (`.meta({ id })`) go to components. */
function converter(components: Json) {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewrite(v);
    }
    return out;
  };
  return (schema: z.ZodType, io: 'input' | 'output'): Json => {
    const {
      $schema: _,
      $defs,
      ...rest
    } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as Json;
    for (const [id, def] of Object.entries(($defs as Json | undefined) ?? {})) {
      const converted = rewrite(def);
      if (id in components && JSON.stringify(components[id]) !== JSON.stringify(converted))
        throw new Error(`Two different schemas are named ${id} (one as a request, one as a reply?)`);
      components[id] = converted;
    }
    return rewrite(rest) as Json;
  };
}

function parameters(where: 'path' | 'query', schema: z.ZodObject | undefined, convert: ReturnType<typeof converter>) {
  if (!schema) return [];
  const object = convert(schema, 'input') as { properties?: Json; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: s,
  }));
}

function operation(
  route: { doc: RouteDoc; body?: z.ZodType; auth: RouteAuth; path: string },
  convert: ReturnType<typeof converter>,
): Json {
  const { doc } = route;
  const body = route.body ?? doc.body;
  const responses: Json = {};
  if (doc.replyType) {
    responses[200] = { description: 'Success', content: { [doc.replyType]: { schema: { type: 'string' } } } };
  } else if (doc.reply) {
    responses[200] = {
      description: 'Success',
      content: { 'application/json': { schema: convert(doc.reply, 'output') } },
    };
  }
  for (const [status, text] of Object.entries(doc.empty ?? {})) responses[status] = { description: text };
  const refusals: Record<number, string> = {};
  if (body || doc.form || doc.params || doc.query) refusals[400] = REFUSAL_HELP[400]!;
  if (route.auth === 'shopper') refusals[401] = REFUSAL_HELP[401]!;
  if (route.auth === 'admin') {
    refusals[401] = 'No token, an expired session, or a wrong ADMIN_TOKEN.';
    refusals[403] = "A shopper's token: the console is for accounts with the staff or owner role.";
    refusals[429] = '10 wrong ADMIN_TOKEN guesses from this address in 15 minutes.';
  }
  Object.assign(refusals, doc.refusals);
  const refusalSchema = { $ref: '#/components/schemas/Refusal' };
  for (const [status, text] of Object.entries(refusals))
    responses[status] = { description: text, content: { 'application/json': { schema: refusalSchema } } };

  const op: Json = {
    tags: [doc.tag],
    summary: doc.summary,
    operationId: operationId(route.path),
    responses,
  };
  if (doc.description) op.description = doc.description;
  const params = [...parameters('path', doc.params, convert), ...parameters('query', doc.query, convert)];
  if (params.length) op.parameters = params;
  if (body) op.requestBody = { required: true, content: { 'application/json': { schema: convert(body, 'input') } } };
  if (doc.form)
    op.requestBody = { required: true, content: { 'multipart/form-data': { schema: convert(doc.form, 'input') } } };
  const security = SECURITY[route.auth];
  if (security) op.security = security;
  return op;
}

/** `POST /api/user/wishlist/add` → `postUserWishlistAdd`. */
function operationId(route: string): string {
  return route
    .replace(/^(\w+) \/api\//, (_, method: string) => `${method.toLowerCase()}/`)
    .split(/[/{}:\s.-]+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join('');
}

/** The guard of `r.use('*', requireAdmin)`-style middleware that covers a path. */
function guardedByAdmin(app: Hono<AppEnv>, path: string): boolean {
  return app.routes.some(
    (r) =>
      r.method === 'ALL' &&
      r.path.endsWith('/*') &&
      path.startsWith(r.path.slice(0, -1)) &&
      unwrap(r.handler) === requireStaff,
  );
}

/** Every route the app registers under /api, by method and Hono path, with its handlers in order. */
export function apiRoutes(app: Hono<AppEnv>): Map<string, { method: string; path: string; handlers: AnyHandler[] }> {
  const routes = new Map<string, { method: string; path: string; handlers: AnyHandler[] }>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
    const key = `${r.method} ${r.path}`;
    const entry = routes.get(key) ?? { method: r.method, path: r.path, handlers: [] };
    entry.handlers.push(unwrap(r.handler));
    routes.set(key, entry);
  }
  return routes;
}

export function generateOpenApi(
  app: Hono<AppEnv>,
  info: { title: string; version: string; description: string; serverUrl: string },
): { document: OpenApiDocument; undocumented: Operation[] } {
  const components: Json = {};
  const convert = converter(components);
  convert(refusal, 'output'); // a named shape: registers components/schemas/Refusal
  const paths: Record<string, Record<string, Json>> = {};
  const undocumented: Operation[] = [];
  for (const { method, path, handlers } of apiRoutes(app).values()) {
    const routeDoc = handlers.find((h) => h[ROUTE_DOC])?.[ROUTE_DOC];
    if (!routeDoc) {
      undocumented.push({ method, path });
      continue;
    }
    const auth: RouteAuth =
      routeDoc.auth ??
      (handlers.includes(requireAuth as AnyHandler)
        ? 'shopper'
        : handlers.includes(optionalAuth as AnyHandler)
          ? 'optional'
          : guardedByAdmin(app, path)
            ? 'admin'
            : 'none');
    const body = handlers.find((h) => h[JSON_BODY])?.[JSON_BODY];
    const apiPath = openApiPath(path);
    paths[apiPath] ??= {};
    paths[apiPath][method.toLowerCase()] = operation(
      { doc: routeDoc, body, auth, path: `${method} ${apiPath}` },
      convert,
    );
  }
  return {
    document: {
      openapi: '3.1.0',
      info: { title: info.title, version: info.version, description: info.description },
      servers: [{ url: info.serverUrl }],
      paths,
      components: {
        schemas: components,
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from login.' },
          tokenHeader: { type: 'apiKey', in: 'header', name: 'token', description: 'The same token, as `token`.' },
          adminToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The automation token (ADMIN_TOKEN), acting as the owner; staff use their login token.',
          },
        },
      },
    },
    undocumented,
  };
}
