// How to document a route. GET /api/openapi.json (OpenAPI 3.1) is generated from the app's own routes
// (`app.routes`) and the zod schemas they validate with; GET /api/docs shows it. A route is documented by one
// `doc({...})` middleware placed first among its handlers:
//
//   .post('/login', doc({ tag: 'Account', summary: 'Log in', reply: tokenReply,
//       refusals: { 401: 'Wrong e-mail or password', 429: 'Too many attempts' } }), json(loginBody), handler)
//
//   r.post('/orders/:orderId/status', doc({ tag: 'Operator', auth: 'admin', summary: '…', params: orderParams,
//       body: statusBody, reply: messageReply, refusals: { 404: 'No such order' } }), handler)
//
// - The path and method come from the route itself. The JSON body comes from the route's `json(schema)`
//   validator (src/server/http/validate.ts): nothing to repeat. A body the handler reads itself
//   (`jsonBody(c, schema)`) is given as `body`; path parameters as `params`, the query as `query`, a
//   multipart form as `form`: pass the very schema constants the handler parses with, so docs cannot drift.
// - `reply` is the zod schema of the 200 JSON body. Objects are strict in the document (no undocumented fields),
//   and the contract test checks real replies against it. Shared shapes live in ./shapes.ts. A reply that is not
//   JSON names its media type in `replyType` instead (`reply` then describes nothing).
// - `refusals`: status → when. Every refusal body is `{ success: false, message }` (shapes.ts `refusal`).
//   400 is added for any route with a body, params or query; 401 for routes behind requireAuth or `auth: 'admin'`.
// - Auth is read from the route's `requireAuth` / `optionalAuth` handlers. The operator API, guarded by
//   `r.use('*', requireAdmin)`, says `auth: 'admin'`.
// - Then add the route to the contract walk, ./contract-walk.ts (operator routes: ./contract-walk-admin.ts): one
//   request that succeeds and one that is refused. ./contract.api.test.ts fails for any /api route without a `doc`
//   or a walk step, and for any reply or status the document does not describe.
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

export type RouteAuth = 'none' | 'shopper' | 'optional' | 'admin';
type Status = 304 | 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

export type RouteDoc = {
  /** The group in the reference page (Catalog, Account, Cart, Checkout, Orders, …). */
  tag: string;
  summary: string;
  description?: string;
  /** Only when the route's handlers do not say it (requireAuth / optionalAuth are read from them). */
  auth?: RouteAuth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body the handler validates itself; routes using `json(schema)` leave this out. */
  body?: z.ZodType;
  /** A multipart/form-data body (file fields as `z.file()`). */
  form?: z.ZodObject;
  reply?: z.ZodType;
  /** A success reply that is not JSON (a PDF, an image, an HTML page). */
  replyType?: string;
  refusals?: Partial<Record<Exclude<Status, 304>, string>>;
  /** Body-less answers besides refusals (304 Not Modified). */
  empty?: Partial<Record<304, string>>;
};

export const ROUTE_DOC = Symbol.for('saanjh.openapi.routeDoc');

/** A pass-through middleware that carries the route's documentation for the OpenAPI generator. */
export function doc(routeDoc: RouteDoc): MiddlewareHandler {
  const passThrough: MiddlewareHandler = (_c, next) => next();
  return Object.assign(passThrough, { [ROUTE_DOC]: routeDoc });
}
