// API tests run the real app through app.request on a fresh database: in-memory PGlite by default, or
// a throwaway database on the PostgreSQL server at TEST_DATABASE_URL when the test project asks for it.
import { randomBytes } from 'node:crypto';
import { parseEnv, type Env } from '#/server/env.ts';
import { createApp, type CreateAppOptions, type StoreApp } from '#/server/app.ts';
import { openDatabase, type Database } from '#/server/db/client.ts';

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

async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) return openDatabase('memory://', '.data/test');
  const { default: pg } = await import('pg');
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase(target.toString(), '.data/test');
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  options: Pick<CreateAppOptions, 'mailer' | 'sms' | 'now' | 'logger'> = {},
): Promise<StoreApp> {
  return createApp({
    env: testEnv(overrides),
    database: await openTestDatabase(),
    mailer: options.mailer ?? { sendMail: async () => {} },
    sms: options.sms ?? { send: async () => {} },
    now: options.now,
    logger: options.logger,
  });
}

/** JSON POST helper for app.request. */
export function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
