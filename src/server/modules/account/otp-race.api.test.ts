// A code allows 5 tries however many arrive at once, and one code makes one account (PGlite and PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import type { StoreApp } from '#/server/app.ts';
import { otpCodes, users } from '#/server/db/schema/index.ts';

const mailer = captureMailer();
let store: StoreApp;

beforeAll(async () => {
  // Each guess from its own address, so the per-address verify limit is not what stops them.
  store = await createTestApp({ TRUST_PROXY: 'true' }, { mailer });
});
afterAll(() => store?.close());

const register = (email: string, otp: string, i: number) =>
  store.app.request(
    '/api/user/register',
    post({ name: 'Racer', email, password: 'password123', otp }, { 'X-Forwarded-For': `198.51.100.${i + 1}` }),
  );

describe('one-time codes under concurrency', () => {
  it('30 parallel wrong guesses use at most 5 tries, and the right code is refused after them', async () => {
    const email = 'race@example.com';
    await store.app.request('/api/user/register/otp', post({ email }));
    const right = mailer.lastCode(email);
    const wrong = Array.from({ length: 30 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
    const statuses = (await Promise.all(wrong.map((code, i) => register(email, code, i)))).map((r) => r.status);
    expect(statuses.every((s) => s === 422)).toBe(true);

    const late = await register(email, right, 100);
    expect(late.status).toBe(422);
    const [row] = await store.database.db
      .select({ attempts: otpCodes.attempts })
      .from(otpCodes)
      .where(eq(otpCodes.email, email));
    expect(row!.attempts).toBeLessThanOrEqual(5);
    const made = await store.database.db.select().from(users).where(eq(users.email, email));
    expect(made).toHaveLength(0);
  });

  it('the right code sent twice at once registers one account', async () => {
    const email = 'twice@example.com';
    await store.app.request('/api/user/register/otp', post({ email }));
    const code = mailer.lastCode(email);
    const statuses = (await Promise.all([register(email, code, 150), register(email, code, 151)])).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const [count] = await store.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, email));
    expect(count!.n).toBe(1);
  });
});
