// Sign-up never tells a stranger whether an address has an account, and no log line carries a code or
// a whole address.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import type { StoreApp } from '#/server/app.ts';
import { createLogger } from '#/server/logger.ts';
import { createOutboxMailer } from '#/server/adapters/mail/outbox-mailer.ts';

const mailer = captureMailer();
let clock = new Date('2026-11-20T10:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
let store: StoreApp;

beforeAll(async () => {
  store = await createTestApp({ PUBLIC_SITE_URL: 'https://shop.example' }, { mailer, now: () => clock });
  await registerUser(store.app, mailer, { email: 'taken@example.com' });
});
afterAll(() => store?.close());

const answer = async (path: string, body: unknown) => {
  const res = await store.app.request(path, post(body));
  return { status: res.status, body: await res.json() };
};

describe('sign-up does not reveal registered addresses', () => {
  it('answers a registered and a new address alike, request after request, cooldown and limit included', async () => {
    later(3_600_000); // a fresh hour: the sign-up above used none of this window's limits
    const seen: Record<string, unknown[]> = { 'taken@example.com': [], 'new@example.com': [] };
    const both = async () => {
      for (const email of Object.keys(seen)) seen[email]!.push(await answer('/api/user/register/otp', { email }));
    };
    await both(); // sent
    await both(); // within the 30 s cooldown
    for (let i = 0; i < 4; i++) {
      later(31_000);
      await both(); // 4 more sent, the 6th request of the hour is over the per-address limit
    }
    expect(seen['taken@example.com']).toEqual(seen['new@example.com']);
    expect(seen['new@example.com']!.map((r) => (r as { status: number }).status)).toEqual([
      200, 429, 200, 200, 200, 429,
    ]);
    expect(seen['new@example.com']![0]).toEqual({
      status: 200,
      body: { success: true, message: 'OTP sent to your email!' },
    });
  });

  it('mails a registered address a way back in (sign in, forgot password) and no code', async () => {
    later(3_600_000);
    const before = mailer.sent.length;
    await answer('/api/user/register/otp', { email: 'taken@example.com' });
    expect(mailer.sent).toHaveLength(before + 1);
    const mail = mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: 'taken@example.com', subject: 'You already have a Saanjh account' });
    expect(mail.text).toContain('https://shop.example/login');
    expect(mail.text).toContain('https://shop.example/forgot-password');
    expect(mail.html).toContain('href="https://shop.example/forgot-password"');
    expect(`${mail.text}${mail.html}`).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses a guessed code the same way for a registered and a new address', async () => {
    later(3_600_000);
    const guess = async (email: string) => {
      await answer('/api/user/register/otp', { email });
      const code = email === 'taken@example.com' ? '000000' : mailer.lastCode(email) === '000000' ? '111111' : '000000';
      return answer('/api/user/register', { name: 'Mallory', email, password: 'password123', otp: code });
    };
    const taken = await guess('taken@example.com');
    expect(taken).toEqual(await guess('fresh@example.com'));
    expect(taken).toEqual({ status: 422, body: { success: false, message: 'Invalid OTP' } });
  });
});

describe('logs', () => {
  it('of a whole sign-up say a mail was written, with no code and no full address', async () => {
    const lines: string[] = [];
    const logger = createLogger('debug', {}, (line) => lines.push(line));
    const outbox = mkdtempSync(join(tmpdir(), 'outbox-'));
    const logged = await createTestApp(
      { LOG_LEVEL: 'debug' },
      { logger, mailer: createOutboxMailer(outbox, 'shop@x.example', logger) },
    );
    try {
      const email = 'asha.rao@example.com';
      await logged.app.request('/api/user/register/otp', post({ email }));
      const eml = readFileSync(join(outbox, readdirSync(outbox)[0]!), 'utf8');
      const code = /code is: (\d{6})/.exec(eml)![1]!;
      const reg = await logged.app.request(
        '/api/user/register',
        post({ name: 'Asha', email, password: 'monsoon-evenings', otp: code }),
      );
      expect(reg.status).toBe(200);
      await logged.app.request('/api/user/login', post({ email, password: 'wrong-password' }));
      await logged.app.request('/api/user/forgot-password/otp', post({ email }));
      const log = lines.join('\n');
      expect(lines.filter((l) => l.includes('mail written to outbox'))).toHaveLength(2);
      expect(log).toContain('a•••@example.com');
      expect(log).not.toContain(email);
      expect(log).not.toContain(code);
      expect(log).not.toMatch(/\b\d{6}\b/);
    } finally {
      await logged.close();
    }
  });
});
