// Console callers for API tests: a signed-in account with a role (made like createShopper, then given the role).
import { eq } from 'drizzle-orm';
import type { StoreApp } from '#/server/app.ts';
import { users } from '#/server/db/schema/index.ts';
import { bearer } from './auth-helpers.ts';
import { createShopper, type Shopper } from './checkout.ts';

export type Caller = Shopper & { email: string; headers: Record<string, string> };

export async function createCaller(store: StoreApp, role: 'shopper' | 'staff' | 'owner', at = new Date()) {
  const shopper = await createShopper(store, at);
  await store.database.db.update(users).set({ role }).where(eq(users.id, shopper.id));
  return { ...shopper, email: `${shopper.id}@example.com`, headers: bearer(shopper.token) } satisfies Caller;
}

/** A JSON request to the console API; `body` undefined sends none. */
export async function admin(
  store: StoreApp,
  method: string,
  path: string,
  who: { headers: Record<string, string> } | undefined,
  body?: unknown,
) {
  const res = await store.app.request(`/api/admin${path}`, {
    method,
    headers: { ...(who?.headers ?? {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = res.headers.get('Content-Type') ?? '';
  // biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely, as *.test.ts files may
  const json: Record<string, any> = type.includes('json') ? await res.json() : { text: await res.text() };
  return { status: res.status, body: json, headers: res.headers };
}
