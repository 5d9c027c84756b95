// API tests run the real app through app.request on a fresh database: in-memory PGlite by default, or
// a throwaway database on the PostgreSQL server at TEST_DATABASE_URL when the test project asks for it.
// Both start as copies of one database migrated once per run (test-database.ts).
import { parseEnv, type Env } from '#/server/env.ts';
import { createApp, type CreateAppOptions, type StoreApp } from '#/server/app.ts';
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase } from './test-database.ts';

const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_SECRET,
    DATA_DIR: '.data/test',
    ...overrides,
  });
}

export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  options: Pick<CreateAppOptions, 'mailer' | 'sms' | 'whatsapp' | 'now' | 'logger'> = {},
): Promise<StoreApp> {
  return createApp({
    env: testEnv(overrides),
    database: await openTestDatabase(),
    mailer: options.mailer ?? { sendMail: async () => {} },
    sms: options.sms ?? { send: async () => {} },
    whatsapp: options.whatsapp,
    now: options.now,
    logger: options.logger,
  });
}

/**
 * The app one test file (or describe block) runs against: made before its tests (beforeAll) and closed after them
 * (afterAll). `app.store` is there from the first hook that follows on.
 */
export function appForTests(
  overrides: Partial<Record<keyof Env, string>> = {},
  options: Parameters<typeof createTestApp>[1] = {},
) {
  let store: StoreApp | undefined;
  beforeAll(async () => {
    store = await createTestApp(overrides, options);
  });
  afterAll(() => store?.close());
  return {
    get store(): StoreApp {
      if (!store) throw new Error('appForTests() makes its app in beforeAll: use it in hooks and tests');
      return store;
    },
  };
}

/** JSON POST helper for app.request. */
export function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
