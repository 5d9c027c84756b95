// Every API route is declared with `createRoute` (@hono/zod-openapi): its path, parameters, body and replies are
// zod schemas, and from that one declaration come the OpenAPI document (api-document.ts), the request's validation
// and the types the browser's API client is checked against (api-routes.ts). Routes that share their tags and
// access are declared through one `routesFor` group, which says those once; a route reads:
//
//   const account = routesFor({ tags: ['Account'] });
//   router.openapi(
//     account.post('/login', {
//       summary: 'Log in',
//       request: { body: jsonBody(loginBody) },
//       responses: replies(tokenReply, { 401: 'Wrong e-mail or password' }),
//     }),
//     async (c) => c.json(await login(c.req.valid('json')), 200),
//   )
//
// Validation is this store's own (validate.ts) rather than the library's validators: an empty body counts as {},
// any Content-Type is read as JSON (the spec's clients and integrators' scripts send what they send), NUL and
// `__proto__` are refused, and every message is written for the shopper. So `createRouter()` hands the library
// the route without its `request` part (which would add its validators) and validates after the route's own
// middleware (auth), but before any marked `afterValidation` (a budget a shopper's typo must not use up); the
// full route still goes to the document.
//
// Refusals every route shares are added to the document for it (api-document.ts): 400 for a route with input,
// 413 with a body, 401 when it needs a login, the console's 401/403/429. A route lists only its own.
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { parseWith, readJsonBody, runsAfterValidation as runsAfter } from '#/server/http/validate.ts';
import { optionalAuth, requireAuth } from '#/server/http/auth.ts';
import { limitAnonymousWrites } from '#/server/http/anonymous-writes.ts';
import { refusal } from './shapes.ts';

type Request = NonNullable<RouteConfig['request']>;
type Refusable = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** The validated input, under the names `c.req.valid()` reads. */
function validateRequest(request: Request): MiddlewareHandler<AppEnv> {
  const body = request.body?.content ?? {};
  const schemaOf = (type: string) => (body[type] as { schema?: z.ZodType } | undefined)?.schema;
  const json = schemaOf('application/json');
  const form = schemaOf('multipart/form-data');
  const params = request.params as z.ZodType | undefined;
  const query = request.query as z.ZodType | undefined;
  return async (c, next) => {
    if (params) c.req.addValidatedData('param', parseWith(params, c.req.param()) as object);
    if (query) c.req.addValidatedData('query', parseWith(query, c.req.query()) as object);
    if (json) c.req.addValidatedData('json', (await readJsonBody(c, json)) as object);
    if (form) c.req.addValidatedData('form', parseWith(form, await c.req.parseBody({ all: true })) as object);
    await next();
  };
}

const OWN_BODY = Symbol('readsItsOwnBody');

/**
 * A route whose handler reads its body itself, which the router then documents but does not validate: a webhook
 * (its signature is checked on the raw bytes before anything is parsed) or a multipart form with rules of its own.
 */
export const readsItsOwnBody = <R extends RouteConfig>({ request, ...route }: R): Omit<R, 'request'> =>
  Object.assign(route, { [OWN_BODY]: request });

/** A router whose `openapi(route, handler)` validates as this store does (see above). */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>();
  const register = router.openapi;
  router.openapi = ((route: RouteConfig & { [OWN_BODY]?: Request }, handler: never, hook?: never) => {
    const { request, middleware, hide, [OWN_BODY]: ownBody, ...rest } = route;
    const documented = request ?? ownBody;
    if (!hide) router.openAPIRegistry.registerPath({ ...rest, ...(documented ? { request: documented } : {}) });
    const own = middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
    const chain = [
      ...own.filter((m) => !runsAfter(m)),
      ...(request ? [validateRequest(request)] : []),
      ...own.filter(runsAfter),
    ];
    return register({ ...rest, hide: true, middleware: chain }, handler, hook);
  }) as typeof register;
  return router;
}

/** A required JSON request body. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true as const,
  content: { 'application/json': { schema } },
});

/**
 * A multipart/form-data request body. A file field is documented as `z.string().meta({ format: 'binary' })`-like
 * metadata: the document's generator cannot convert `z.file()`.
 */
export const formBody = <S extends z.ZodType>(schema: S) => ({
  required: true as const,
  content: { 'multipart/form-data': { schema } },
});

/** The 200 JSON reply. */
// (Not `as const`: the library reads no reply type from a readonly `content`.)
export const success = <S extends z.ZodType>(schema: S, description = 'Success') => ({
  200: { description, content: { 'application/json': { schema } } },
});

/** The 200 JSON reply and the route's own refusals, the `responses` of most routes. */
export const replies = <S extends z.ZodType, const R extends Partial<Record<Refusable, string>>>(
  schema: S,
  byStatus: R,
) => ({
  ...success(schema),
  ...refusals(byStatus),
});

/** A paged list's input and reply: its query (filters and pageQuery's `?cursor=&limit=`) and its page. */
export const pagedList = <Q extends z.ZodType, P extends z.ZodType>(query: Q, page: P) => ({
  request: { query },
  responses: success(page),
});

/** The answer to a paged list (`pagedList`): the service's page as it is, `{ success: true, <rows>, nextCursor }`. */
export const sendPage = async <P extends object>(c: Pick<Context, 'json'>, page: Promise<P>) =>
  c.json({ success: true as const, ...(await page) }, 200);

/** A PDF (an invoice, a credit note, a packing slip) answered as a download under its own file name. */
export const pdfAttachment = (c: Context, { pdf, filename }: { pdf: Uint8Array<ArrayBuffer>; filename: string }) =>
  c.body(pdf, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"` });

/** A 200 reply that is not JSON (a PDF, a page, a script). */
export const successOf = <T extends string>(mediaType: T, description: string) => ({
  200: { description, content: { [mediaType]: { schema: z.string() } } as Record<T, { schema: z.ZodString }> },
});

/** Refusals by status, each `{ success: false, message }`. */
export function refusals<const R extends Partial<Record<Refusable, string>>>(byStatus: R) {
  return Object.fromEntries(
    Object.entries(byStatus).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: refusal } } },
    ]),
  ) as { [K in keyof R]: { description: string; content: { 'application/json': { schema: typeof refusal } } } };
}

const TOKEN: Record<string, string[]>[] = [{ bearer: [] }, { tokenHeader: [] }];
/** Spread into a route that needs a shopper's login. */
export const loginRequired = { middleware: [requireAuth], security: TOKEN };
/** Spread into a route a guest may call too, which reads the login when there is one. */
export const loginOptional = { middleware: [optionalAuth], security: [{}, ...TOKEN] };
/**
 * Spread into a form anyone may send, signed in or not: the login is read first (what she sends is then hers), and
 * the anonymous-writes budget is spent only once the form is valid (anonymous-writes.ts).
 */
export const loginOptionalForm = { middleware: [optionalAuth, limitAnonymousWrites], security: loginOptional.security };
/** Spread into every console route (the console router checks staff tokens for all its paths). */
export const staffOnly = { security: [...TOKEN, { adminToken: [] }] };

type Method = 'get' | 'post' | 'patch' | 'delete';
type Middleware = MiddlewareHandler<AppEnv>;
/** Who may call a group's routes: `loginRequired`, `loginOptional`, `staffOnly`, or a gate of the module's own. */
type Access = { security?: RouteConfig['security']; middleware?: Middleware[] };
/** What a route says for itself: its summary and description, input, replies, and any middleware of its own. */
type RouteSpec = Omit<RouteConfig, 'method' | 'path' | 'tags' | 'middleware'> & { middleware?: Middleware[] };

/**
 * Routes that share their tags and access, each declared as `group.post(path, spec)`: `createRoute` with the
 * group's tags, its security, and its middleware before the route's own (`spec.security` serves a route whose
 * group sets none). The route keeps its exact type, so the API client reads the same paths, input and replies.
 */
export function routesFor({ tags, security, middleware: shared = [] }: { tags: string[] } & Access) {
  const declare =
    <M extends Method>(method: M) =>
    <P extends string, S extends RouteSpec>(path: P, { middleware = [], ...spec }: S) =>
      createRoute({
        method,
        path,
        tags,
        ...spec,
        ...(security && { security }),
        middleware: [...shared, ...middleware],
      });
  return { get: declare('get'), post: declare('post'), patch: declare('patch'), delete: declare('delete') };
}
