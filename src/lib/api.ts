// The browser's API client. Every answer is `{ success, message?, ... }`; a transport failure (network
// down, non-JSON answer) becomes an ApiTransportError carrying the best message available.

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

type Options = { method?: 'GET' | 'POST'; body?: unknown; form?: FormData; auth?: boolean; signal?: AbortSignal };

export async function api<T = object>(
  path: string,
  { method = 'POST', body, form, auth = true, signal }: Options = {},
): Promise<ApiAnswer<T>> {
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
  const answer = data as ApiAnswer<T>;
  if (!answer.success && typeof answer.message !== 'string') return { success: false, message: 'Something went wrong' };
  return answer;
}

/** The message to show for a thrown error (spec: "the server's message or the transport message"). */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
