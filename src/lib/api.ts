// The browser's API client. Every answer is `{ success, message?, ... }`; a refusal also carries the HTTP status
// (401 signed out, 403 not allowed, …); a transport failure (network down, non-JSON answer) becomes an
// ApiTransportError carrying the best message available.
import type { ApiSchema } from '#/server/api-routes.ts';
import { pageImageUrl } from './images.ts';

/** Where the API lives (PUBLIC_API_URL; same origin by default). */
export const API_BASE: string = (import.meta.env.PUBLIC_API_URL ?? '').replace(/\/$/, '');

/** A refusal: the server's message for the person, and the HTTP status when the server sent one. */
export type Refused = { success: false; message: string; status?: number };
export type ApiAnswer<T = object> = ({ success: true; message?: string } & T) | Refused;

export class ApiTransportError extends Error {
  readonly status: number;
  constructor(message: string, status = 0) {
    super(message);
    this.name = 'ApiTransportError';
    this.status = status;
  }
}

/** A refusal as a thrown error (see `accepted`), with the HTTP status: 401 signed out, 403 not allowed, … */
export class ApiRefusal extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiRefusal';
    this.status = status;
  }
}

/** Where the signed-in shopper's token comes from: the session feature registers it (lib knows no features). */
let tokenSource: () => string = () => '';
export function setTokenSource(source: () => string): void {
  tokenSource = source;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/**
 * Query values, sent as text; `undefined` and blank ones are left out (a blank filter is no filter). Typed per
 * route by its query schema (a coerced number, as `limit`, takes anything its route's schema does).
 */
type QueryValues = Record<string, unknown>;
type Options = {
  method?: Method;
  body?: unknown;
  form?: FormData;
  params?: Record<string, string>;
  query?: QueryValues;
  auth?: boolean;
  signal?: AbortSignal;
};

// The typed endpoints (src/server/api-routes.ts): a path, its method, its parameters, query and body and its
// reply are checked against the server's own route definitions, so a renamed field fails the type check here
// and there.
type Key<M extends Method> = `$${Lowercase<M>}`;
type Endpoint<P, K> = P extends keyof ApiSchema ? (K extends keyof ApiSchema[P] ? ApiSchema[P][K] : never) : never;
type PathsWith<K> = { [P in keyof ApiSchema]: K extends keyof ApiSchema[P] ? P : never }[keyof ApiSchema];
type JsonIn<E> = E extends { input: { json: infer J } } ? J : never;
type ParamIn<E> = E extends { input: { param: infer Q } } ? Q : never;
type QueryIn<E> = E extends { input: { query: infer Q } } ? Q : never;
/**
 * The success reply: routes answer JSON with `success: true`; refusals are `{ success: false, message }`. A route
 * that can also answer another media type (the newsletter's CSV) adds that answer's type (a string, a Response) to
 * its output, which no JSON answer is.
 */
export type ApiReply<E> = E extends { outputFormat: 'json'; output: infer O } ? Exclude<O, string | Response> : never;
type Shaped<E> = ([JsonIn<E>] extends [never] ? { body?: never } : { body: JsonIn<E> }) &
  ([ParamIn<E>] extends [never] ? { params?: never } : { params: ParamIn<E> }) &
  ([QueryIn<E>] extends [never]
    ? { query?: never }
    : Record<never, never> extends QueryIn<E>
      ? { query?: QueryIn<E> }
      : { query: QueryIn<E> }) &
  Pick<Options, 'auth' | 'signal'>;

/** The paths that answer `method`. */
export type ApiPath<M extends Method> = PathsWith<Key<M>>;
/** What a call to `path` with `method` takes: its body, path parameters and query, as the route declares them. */
export type ApiOptions<P extends ApiPath<M>, M extends Method> = Shaped<Endpoint<P, Key<M>>>;
/** The answer of `path` with `method`. */
export type ApiResult<P extends ApiPath<M>, M extends Method> = ApiAnswer<ApiReply<Endpoint<P, Key<M>>>>;
/** Its success reply. */
export type ApiSuccess<P extends ApiPath<M>, M extends Method> = Extract<ApiResult<P, M>, { success: true }>;

export function api<P extends ApiPath<'POST'>>(
  path: P,
  options?: ApiOptions<P, 'POST'> & { method?: 'POST'; form?: FormData },
): Promise<ApiResult<P, 'POST'>>;
export function api<P extends ApiPath<'GET'>>(
  path: P,
  options: ApiOptions<P, 'GET'> & { method: 'GET' },
): Promise<ApiResult<P, 'GET'>>;
export function api<P extends ApiPath<'PATCH'>>(
  path: P,
  options: ApiOptions<P, 'PATCH'> & { method: 'PATCH' },
): Promise<ApiResult<P, 'PATCH'>>;
export function api<P extends ApiPath<'DELETE'>>(
  path: P,
  options: ApiOptions<P, 'DELETE'> & { method: 'DELETE' },
): Promise<ApiResult<P, 'DELETE'>>;
export function api(path: string, options?: unknown): Promise<unknown> {
  // The overloads above are the contract; every one of their option shapes is an `Options`.
  return request(path, options as Options);
}

/**
 * `api` with GET, for code generic over the path (the console's loading hooks), which the overloads above cannot
 * pick one for: the same checks for its callers. `also`: the abort signal, and query values added to the
 * options' (the next page's cursor).
 */
export function apiGet<P extends ApiPath<'GET'>>(
  path: P,
  options: ApiOptions<P, 'GET'> | undefined,
  also: { signal?: AbortSignal; query?: QueryValues } = {},
): Promise<ApiResult<P, 'GET'>> {
  const given: Options = options ?? {};
  const query = also.query ? { ...given.query, ...also.query } : given.query;
  return request(path, { ...given, query, method: 'GET', signal: also.signal }) as Promise<ApiResult<P, 'GET'>>;
}

/** The options argument of a GET to `P`: optional unless the route takes path parameters or a required query. */
export type GetArgs<P extends ApiPath<'GET'>> =
  Record<never, never> extends ApiOptions<P, 'GET'>
    ? [options?: ApiOptions<P, 'GET'>]
    : [options: ApiOptions<P, 'GET'>];

/** The success reply of an answer; a refusal is thrown as an ApiRefusal (for callers with one catch for all). */
export function accepted<A extends ApiAnswer>(answer: A): Extract<A, { success: true }> {
  if (!answer.success) throw new ApiRefusal(answer.message, answer.status ?? 0);
  return answer as Extract<A, { success: true }>;
}

/** `/api/product/live/:productId` with its parameters filled in, and the query's values that are set. */
function url(template: string, params?: Record<string, string>, query?: QueryValues): string {
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const kept = Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined || value === null || String(value).trim() === '' ? [] : [[key, String(value)]],
  );
  return `${API_BASE}${path}${kept.length ? `?${new URLSearchParams(kept)}` : ''}`;
}

function authHeaders(auth: boolean): Record<string, string> {
  const token = auth ? tokenSource() : '';
  return token ? { Authorization: `Bearer ${token}`, token } : {};
}

/**
 * The call itself, untyped: for callers whose path and body are only known at run time (the progressive JSON
 * forms), which the server validates like any other. Everything else goes through `api`.
 */
export async function request(
  template: string,
  { method = 'POST', body, form, params, query, auth = true, signal }: Options = {},
): Promise<ApiAnswer<Record<string, unknown>>> {
  const headers = authHeaders(auth);
  const sendsJson = !form && (method === 'POST' || method === 'PATCH');
  if (sendsJson) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url(template, params, query), {
      method,
      headers,
      body: form ?? (sendsJson ? JSON.stringify(body ?? {}) : undefined),
      signal,
    });
  } catch (error) {
    throw new ApiTransportError(error instanceof Error ? error.message : 'Network error');
  }
  let data: unknown;
  try {
    // Image URLs become the page's own (src/lib/images.ts: pageImageUrl), whatever origin the API names.
    data = JSON.parse(await res.text(), (_key, value) =>
      typeof value === 'string' ? pageImageUrl(value, API_BASE) : value,
    );
  } catch {
    throw new ApiTransportError(`Unexpected answer from the server (${res.status})`, res.status);
  }
  if (!data || typeof data !== 'object' || typeof (data as { success?: unknown }).success !== 'boolean') {
    throw new ApiTransportError(`Unexpected answer from the server (${res.status})`, res.status);
  }
  const answer = data as ApiAnswer<Record<string, unknown>>;
  if (answer.success) return answer;
  const message = typeof answer.message === 'string' ? answer.message : 'Something went wrong';
  return { ...answer, message, status: res.status };
}

/**
 * A file a GET route answers (an invoice PDF, a CSV), fetched with the token and saved under the name the
 * server gives (Content-Disposition), else `filename`. A refusal is thrown as an ApiRefusal.
 */
export async function download<P extends ApiPath<'GET'>>(
  path: P,
  options: ApiOptions<P, 'GET'>,
  filename: string,
): Promise<void> {
  const { params, query, auth = true, signal } = options as Options;
  let res: Response;
  try {
    res = await fetch(url(path, params, query), { headers: authHeaders(auth), signal });
  } catch (error) {
    throw new ApiTransportError(error instanceof Error ? error.message : 'Network error');
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof data?.message === 'string' ? data.message : `Download failed (${res.status})`;
    throw new ApiRefusal(message, res.status);
  }
  const href = URL.createObjectURL(await res.blob());
  const given = /filename="?([^";]+)"?/i.exec(res.headers.get('Content-Disposition') ?? '')?.[1]?.trim();
  const link = Object.assign(document.createElement('a'), { href, download: given || filename });
  document.body.append(link);
  link.click();
  link.remove();
  // Freed later, not at once: some browsers read the object URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** The message to show for a thrown error (spec: "the server's message or the transport message"). */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
