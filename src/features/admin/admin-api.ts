// The console's calls to /api/admin/*. The shop's client (lib/api.ts) speaks GET and POST and hides the HTTP
// status; the console also edits (PATCH) and deletes, and must tell "signed out" (401) from "not staff" (403).
import { API_BASE } from '#/lib/api.ts';
import type { StaffRole } from '#/lib/admin.ts';
import { $token } from '#/features/session/index.ts';

export type Role = StaffRole;
export type Staff = { email: string; name: string; role: Role };

export class AdminError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'AdminError';
    this.status = status;
  }
}

type Options = { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown; form?: FormData; signal?: AbortSignal };

function headers(json: boolean): Record<string, string> {
  const h: Record<string, string> = {};
  const token = $token.get();
  if (token) h.Authorization = `Bearer ${token}`;
  if (json) h['Content-Type'] = 'application/json';
  return h;
}

/** One admin call; resolves with the success body, throws AdminError (with the status) on any refusal. */
export async function adminApi<T = Record<string, unknown>>(path: string, options: Options = {}): Promise<T> {
  const method = options.method ?? (options.body !== undefined || options.form ? 'POST' : 'GET');
  const json = options.form === undefined && method !== 'GET' && method !== 'DELETE';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/api/admin${path}`, {
      method,
      headers: headers(json),
      body: options.form ?? (json ? JSON.stringify(options.body ?? {}) : undefined),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AdminError('The server could not be reached. Check the connection and try again.', 0);
  }
  const data = (await res.json().catch(() => null)) as { success?: boolean; message?: string } | null;
  if (!res.ok || !data || data.success !== true) {
    const message =
      typeof data?.message === 'string' ? data.message : `Unexpected answer from the server (${res.status})`;
    throw new AdminError(message, res.status);
  }
  return data as T;
}

/** A file the server sends (invoice PDF, newsletter CSV): fetched with the token, saved under the name the
 * server gives (Content-Disposition) or `filename`. */
export async function adminDownload(path: string, filename: string): Promise<void> {
  const res = await fetch(`${API_BASE}/api/admin${path}`, { headers: headers(false) });
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new AdminError(data?.message ?? `Download failed (${res.status})`, res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  const given = /filename="?([^";]+)"?/i.exec(res.headers.get('Content-Disposition') ?? '')?.[1]?.trim();
  a.download = given || filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `?a=1&b=2` from the given values, leaving out empty ones (the API refuses an empty filter value). */
export function query(params: Record<string, string>): string {
  const kept = Object.entries(params).filter(([, v]) => v.trim() !== '');
  return kept.length ? `?${new URLSearchParams(kept)}` : '';
}

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}
