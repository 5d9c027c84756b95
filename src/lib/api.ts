// The browser's API client. Every answer is `{ success, message?, ... }`; a transport failure (network
// down, non-JSON answer) becomes an ApiTransportError carrying the best message available.
import type { ApiSchema } from '#/server/api-routes.ts';

/** Where the API lives (PUBLIC_API_URL; same origin by default). */
export const API_BASE: string = (import.meta.env.PUBLIC_API_URL ?? '').replace(/\/$/, '');

export type ApiAnswer<T = object> = ({ success: true; message?: string } & T) | { success: false; message: string };

export class ApiTransportError extends Error {
  readonly status: number;
  constructor(message: string, status = 0) {
    super(message);
    this.name = 'ApiTransportError';
    this.status = status;
  }
}

/** Where the signed-in shopper's token comes from: the session feature registers it (lib knows no features). */
let tokenSource: () => string = () => '';
export function setTokenSource(source: () => string): void {
  tokenSource = source;
}

type Options = {
  method?: 'GET' | 'POST';
  body?: unknown;
  form?: FormData;
  params?: Record<string, string>;
  auth?: boolean;
  signal?: AbortSignal;
};

// The typed endpoints (src/server/api-routes.ts): a path, its method, its body and its reply are checked
// against the server's own route definitions, so a renamed field fails the type check here and there.
type Endpoint<P extends keyof ApiSchema, K> = K extends keyof ApiSchema[P] ? ApiSchema[P][K] : never;
type PathsWith<K> = { [P in keyof ApiSchema]: K extends keyof ApiSchema[P] ? P : never }[keyof ApiSchema];
type JsonIn<E> = E extends { input: { json: infer J } } ? J : never;
type ParamIn<E> = E extends { input: { param: infer Q } } ? Q : never;
/** The success reply: routes answer JSON with `success: true`; refusals are `{ success: false, message }`. */
export type ApiReply<E> = E extends { outputFormat: 'json'; output: infer O } ? O : never;
type Shaped<E> = ([JsonIn<E>] extends [never] ? { body?: never } : { body: JsonIn<E> }) &
  ([ParamIn<E>] extends [never] ? { params?: never } : { params: ParamIn<E> }) &
  Pick<Options, 'auth' | 'signal'>;

/** Paths whose routes are not yet in the typed chain (the operator API): the reply type is the caller's. */
type UntypedPath = `/api/admin/${string}`;

export function api<P extends PathsWith<'$post'>>(
  path: P,
  options?: Shaped<Endpoint<P, '$post'>> & { method?: 'POST'; form?: FormData },
): Promise<ApiAnswer<ApiReply<Endpoint<P, '$post'>>>>;
export function api<P extends PathsWith<'$get'>>(
  path: P,
  options: Shaped<Endpoint<P, '$get'>> & { method: 'GET' },
): Promise<ApiAnswer<ApiReply<Endpoint<P, '$get'>>>>;
export function api<T = object>(path: UntypedPath, options?: Options): Promise<ApiAnswer<T>>;
export function api(path: string, options?: unknown): Promise<unknown> {
  // The overloads above are the contract; every one of their option shapes is an `Options`.
  return request(path, options as Options);
}

/**
 * The call itself, untyped: for callers whose path and body are only known at run time (the progressive JSON
 * forms), which the server validates like any other. Everything else goes through `api`.
 */
export async function request(
  template: string,
  { method = 'POST', body, form, params, auth = true, signal }: Options = {},
): Promise<ApiAnswer<Record<string, unknown>>> {
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const headers: Record<string, string> = {};
  const token = auth ? tokenSource() : '';
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    headers.token = token;
  }
  if (!form && method === 'POST') headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: form ?? (method === 'POST' ? JSON.stringify(body ?? {}) : undefined),
      signal,
    });
  } catch (error) {
    throw new ApiTransportError(error instanceof Error ? error.message : 'Network error');
  }
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    throw new ApiTransportError(`Unexpected answer from the server (${res.status})`, res.status);
  }
  if (!data || typeof data !== 'object' || typeof (data as { success?: unknown }).success !== 'boolean') {
    throw new ApiTransportError(`Unexpected answer from the server (${res.status})`, res.status);
  }
  const answer = data as ApiAnswer<Record<string, unknown>>;
  if (!answer.success && typeof answer.message !== 'string') return { success: false, message: 'Something went wrong' };
  return answer;
}

/** The message to show for a thrown error (spec: "the server's message or the transport message"). */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
