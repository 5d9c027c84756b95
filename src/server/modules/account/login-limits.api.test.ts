// Login limits stop guessing without letting strangers lock a shopper out of her account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import type { StoreApp } from '#/server/app.ts';
import { LOGIN_LIMITS } from '#/server/modules/account/login.service.ts';

const mailer = captureMailer();
let clock = new Date('2026-11-20T10:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
let store: StoreApp;

const OWNER_ADDRESS = '203.0.113.7';
const PASSWORD = 'monsoon-evenings';

beforeAll(async () => {
  store = await createTestApp({ TRUST_PROXY: 'true' }, { mailer, now: () => clock });
});
afterAll(() => store?.close());

const from = (ip: string, path: string, body: unknown) =>
  store.app.request(path, post(body, { 'X-Forwarded-For': ip }));
const login = async (ip: string, email: string, password: string) => {
  const res = await from(ip, '/api/user/login', { email, password });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string; token?: string } };
};

async function signUp(email: string, ip: string) {
  await from(ip, '/api/user/register/otp', { email });
  const res = await from(ip, '/api/user/register', {
    name: 'Asha',
    email,
    password: PASSWORD,
    otp: mailer.lastCode(email),
  });
  expect(res.status).toBe(200);
}

/** `rounds` wrong passwords from each of `addresses` addresses, the addresses in parallel. */
async function attack(email: string, addresses: number, rounds: number) {
  const statuses: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const batch = Array.from({ length: addresses }, (_, i) =>
      login(`198.51.100.${i + 1}`, email, `guess-${round}-${i}`),
    );
    statuses.push(...(await Promise.all(batch)).map((r) => r.status));
  }
  return statuses;
}

describe('an account under a guessing attack from many addresses', () => {
  it('200 wrong passwords from 40 addresses: the owner still signs in from her usual address', async () => {
    await signUp('asha@example.com', OWNER_ADDRESS);
    later(60_000);
    const statuses = await attack('asha@example.com', 40, 5);
    expect(statuses).toHaveLength(200);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Only the first failures across all addresses reached a password check; the rest were refused unchecked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);

    const owner = await login(OWNER_ADDRESS, 'asha@example.com', PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toBeTruthy();
  });

  it('a new address, even with the right password, waits — unless the owner proves herself by e-mail', async () => {
    const refused = await login('192.0.2.50', 'asha@example.com', PASSWORD);
    expect(refused.status).toBe(429);
    later(60_000);
    await from('192.0.2.50', '/api/user/forgot-password/otp', { email: 'asha@example.com' });
    const reset = await from('192.0.2.50', '/api/user/forgot-password/reset', {
      email: 'asha@example.com',
      otp: mailer.lastCode('asha@example.com'),
      newPassword: 'a-fresh-password',
    });
    expect(reset.status).toBe(200);
    expect((await login('192.0.2.50', 'asha@example.com', 'a-fresh-password')).status).toBe(200);
  });

  it('answers an unknown e-mail under the same attack exactly alike', async () => {
    later(3_600_000);
    await signUp('bina@example.com', OWNER_ADDRESS);
    const known = await attack('bina@example.com', 10, 3);
    const unknown = await attack('nobody@example.com', 10, 3);
    expect(unknown.filter((s) => s === 401).length).toBe(known.filter((s) => s === 401).length);
    const realRefusal = await login('192.0.2.99', 'bina@example.com', 'one-more-guess');
    expect(await login('192.0.2.99', 'nobody@example.com', 'one-more-guess')).toEqual(realRefusal);
    expect(realRefusal.status).toBe(429);
  });
});

describe('limits per account and address, and per address', () => {
  it('stops one address guessing one account after 10 failures, for that pair only', async () => {
    later(3_600_000);
    await signUp('chitra@example.com', OWNER_ADDRESS);
    later(3_600_000);
    const guesser = '198.51.100.200';
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++)
      expect((await login(guesser, 'chitra@example.com', `guess-${i}`)).status).toBe(401);
    const stopped = await login(guesser, 'chitra@example.com', PASSWORD);
    expect(stopped).toEqual({
      status: 429,
      body: { success: false, message: 'Too many login attempts. Please try again in 15 minutes.' },
    });
    expect((await login(OWNER_ADDRESS, 'chitra@example.com', PASSWORD)).status).toBe(200);
    expect((await login(guesser, 'someone-else@example.com', 'guess')).status).toBe(401);
    later(15 * 60_000);
    expect((await login(guesser, 'chitra@example.com', PASSWORD)).status).toBe(200);
  });

  it('stops one address guessing the same from its own address under parallel guesses', async () => {
    later(3_600_000);
    const guesses = Array.from({ length: 30 }, (_, i) => login('198.51.100.201', 'chitra@example.com', `g-${i}`));
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perPair);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOGIN_LIMITS.perPair);
  });

  it('keeps the per-address limit across accounts', async () => {
    later(3_600_000);
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perAddress; i++)
      statuses.push((await login('198.51.100.202', `spray-${i}@example.com`, 'Summer2026!')).status);
    expect(statuses.slice(0, LOGIN_LIMITS.perAddress).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
