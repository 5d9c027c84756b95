import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { bearer, captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import type { StoreApp } from '#/server/app.ts';
import { otpCodes } from '#/server/db/schema/index.ts';
import { signToken } from '#/server/auth/tokens.ts';

const mailer = captureMailer();
let clock = new Date('2026-11-20T10:00:00Z');
let store: StoreApp;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  store = await createTestApp({}, { mailer, now: () => clock });
});
afterAll(() => store?.close());

const req = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  store.app.request(path, post(body, headers));
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
/** The sign-up form's last step: POST /api/user/register. */
const register = async (body: { name: string; email: string; password: string; otp: string }) =>
  json(await req('/api/user/register', body));
const EXPIRED = { status: 422, body: { success: false, message: 'The code has expired. Please request a new one.' } };

describe('sign-up with an e-mailed OTP', () => {
  it('mails a 6-digit code valid 10 minutes, then registers and returns a working token', async () => {
    const sent = await json(await req('/api/user/register/otp', { email: 'Asha@Example.com ' }));
    expect(sent).toEqual({ status: 200, body: { success: true, message: 'OTP sent to your email!' } });
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe('asha@example.com');
    expect(mail.text).toMatch(/valid for 10 minutes/);
    const [row] = await store.database.db.select().from(otpCodes).where(eq(otpCodes.email, 'asha@example.com'));
    expect(row!.codeHash).not.toContain(mailer.lastCode('asha@example.com')); // stored hashed

    const reg = await register({
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'monsoon-evenings',
      otp: mailer.lastCode('asha@example.com'),
    });
    expect(reg.body).toMatchObject({ success: true, message: 'Registration successful!' });
    const account = await json(
      await store.app.request('/api/user/account', { headers: bearer(reg.body.token as string) }),
    );
    expect(account.body).toEqual({
      success: true,
      data: { name: 'Asha Rao', email: 'asha@example.com', phone: null, wallet: 0, credits: [] },
    });
  });

  it('mails an existing account no code; refuses a weak password and a reused code', async () => {
    later(60_000);
    expect((await json(await req('/api/user/register/otp', { email: 'asha@example.com' }))).status).toBe(200);
    expect(mailer.sent.at(-1)).toMatchObject({ to: 'asha@example.com', subject: 'You already have a Saanjh account' });
    expect(() => mailer.lastCode('asha@example.com')).toThrow();
    await req('/api/user/register/otp', { email: 'ben@example.com' });
    const ben = {
      name: 'Ben',
      email: 'ben@example.com',
      password: 'long enough pw',
      otp: mailer.lastCode('ben@example.com'),
    };
    expect(await register({ ...ben, password: 'short' })).toEqual({
      status: 400,
      body: { success: false, message: 'Password must be at least 8 characters' },
    });
    expect((await register(ben)).status).toBe(200);
    expect(await register(ben)).toEqual(EXPIRED);
  });

  it('a wrong code counts; the fifth wrong try kills the code', async () => {
    later(60_000);
    await req('/api/user/register/otp', { email: 'chitra@example.com' });
    const good = mailer.lastCode('chitra@example.com');
    const chitra = { name: 'C', email: 'chitra@example.com', password: 'password123' };
    const wrong = { ...chitra, otp: good === '000000' ? '111111' : '000000' };
    for (let i = 0; i < 4; i++) expect((await register(wrong)).body.message).toBe('Invalid OTP');
    expect((await register(wrong)).body.message).toBe('Too many wrong codes. Please request a new one.');
    expect(await register({ ...chitra, otp: good })).toMatchObject(EXPIRED);
  });

  it('expires codes after 10 minutes and enforces the 30 s resend cooldown', async () => {
    later(60_000);
    await req('/api/user/register/otp', { email: 'divya@example.com' });
    const quick = await json(await req('/api/user/register/otp', { email: 'divya@example.com' }));
    expect(quick.status).toBe(429);
    expect(quick.body.message).toMatch(/wait \d+ seconds/);
    const code = mailer.lastCode('divya@example.com');
    later(11 * 60_000);
    expect((await register({ name: 'D', email: 'divya@example.com', password: 'password123', otp: code })).status).toBe(
      422,
    );
  });

  it('limits codes per e-mail', async () => {
    later(3_600_000);
    let last = 200;
    for (let i = 0; i < 6; i++) {
      last = (await req('/api/user/register/otp', { email: 'flood@example.com' })).status;
      later(31_000);
    }
    expect(last).toBe(429);
  });

  it('limits the codes one address tries in an hour to 1.5 × OTP_IP_LIMIT_PER_HOUR (30 by default)', async () => {
    const tries = async (app: StoreApp, n: number) => {
      const statuses = [];
      for (let i = 0; i < n; i++) {
        const body = { name: 'Guess', email: `guess${i}@example.com`, password: 'monsoon-evenings', otp: '000000' };
        statuses.push((await app.app.request('/api/user/register', post(body))).status);
      }
      return statuses;
    };
    later(3_600_000);
    expect(await tries(store, 31)).toEqual([...Array<number>(30).fill(422), 429]);
    const raised = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '40' });
    try {
      expect(await tries(raised, 61)).toEqual([...Array<number>(60).fill(422), 429]);
    } finally {
      await raised.close();
    }
  });
});

describe('login and tokens', () => {
  it('logs in, and answers the same for a wrong password and an unknown e-mail', async () => {
    later(3_600_000);
    const ok = await json(await req('/api/user/login', { email: 'asha@example.com', password: 'monsoon-evenings' }));
    expect(ok.body).toMatchObject({ success: true, message: 'Login successful!' });
    const wrong = await json(await req('/api/user/login', { email: 'asha@example.com', password: 'nope-nope' }));
    const unknown = await json(await req('/api/user/login', { email: 'nobody@example.com', password: 'nope-nope' }));
    expect(wrong).toEqual({ status: 401, body: { success: false, message: 'Invalid email or password' } });
    expect(unknown).toEqual(wrong);
  });

  it('cuts off brute force with 429', async () => {
    later(3_600_000);
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await req('/api/user/login', { email: 'asha@example.com', password: `guess-${i}-x` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('accepts the bearer and the token header; refuses tampered, alg=none, expired and revoked tokens', async () => {
    later(3_600_000);
    const token = await registerUser(store.app, mailer, { email: 'esha@example.com' });
    expect((await store.app.request('/api/user/account', { headers: { token } })).status).toBe(200);
    expect((await store.app.request('/api/user/account', { headers: bearer(token) })).status).toBe(200);
    expect(await json(await req('/api/cart/get', {}))).toEqual({
      status: 401,
      body: { success: false, message: 'Please login to continue' },
    });
    // "Who am I?" has an answer for a guest: nobody.
    expect(await json(await store.app.request('/api/user/account'))).toEqual({
      status: 200,
      body: { success: true, data: null },
    });

    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const otherSub = Buffer.from(JSON.stringify({ ...claims, sub: 'usr_someone_else' })).toString('base64url');
    const forged = `${h}.${otherSub}.${s}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const otherKey = signToken(claims, 'another-secret-that-is-long-enough-000000');
    for (const bad of [forged, none, otherKey, 'garbage', `${token}x`, `${token}=`]) {
      expect((await req('/api/cart/get', {}, bearer(bad))).status).toBe(401);
      const account = await json(await store.app.request('/api/user/account', { headers: bearer(bad) }));
      expect(account.body.data ?? null).toBeNull();
    }

    const expiring = await registerUser(store.app, mailer, { email: 'farah@example.com' });
    expect((await store.app.request('/api/user/account', { headers: bearer(expiring) })).status).toBe(200);
    later(8 * 24 * 3_600_000);
    expect((await store.app.request('/api/user/account', { headers: bearer(expiring) })).status).toBe(401);

    const fresh = (
      await json(await req('/api/user/login', { email: 'farah@example.com', password: 'correct horse battery' }))
    ).body.token as string;
    expect((await req('/api/user/logout', {}, bearer(fresh))).status).toBe(200);
    expect((await store.app.request('/api/user/account', { headers: bearer(fresh) })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers alike for unknown addresses, mails only accounts, and revokes old sessions', async () => {
    later(3_600_000);
    const before = mailer.sent.length;
    expect(await json(await req('/api/user/forgot-password/otp', { email: 'ghost@example.com' }))).toEqual({
      status: 200,
      body: { success: true, message: 'OTP sent to your email!' },
    });
    expect(mailer.sent.length).toBe(before);

    const token = await registerUser(store.app, mailer, { email: 'gita@example.com' });
    expect((await store.app.request('/api/user/account', { headers: bearer(token) })).status).toBe(200);
    later(60_000);
    await req('/api/user/forgot-password/otp', { email: 'gita@example.com' });
    const reset = await json(
      await req('/api/user/forgot-password/reset', {
        email: 'gita@example.com',
        otp: mailer.lastCode('gita@example.com'),
        newPassword: 'a-brand-new-one',
      }),
    );
    expect(reset.body).toEqual({ success: true, message: 'Password reset successful! Please login.' });
    expect((await store.app.request('/api/user/account', { headers: bearer(token) })).status).toBe(401);
    expect(
      (await json(await req('/api/user/login', { email: 'gita@example.com', password: 'a-brand-new-one' }))).status,
    ).toBe(200);
  });
});

describe('wishlist', () => {
  it("adds, lists and removes by product id, and one shopper never sees another's", async () => {
    later(3_600_000);
    const a = await registerUser(store.app, mailer, { email: 'hema@example.com' });
    const b = await registerUser(store.app, mailer, { email: 'indu@example.com' });
    const { products } = (await (await store.app.request('/api/product/list')).json()) as {
      products: { _id: string; name: string }[];
    };
    const added = await json(await req('/api/user/wishlist/add', { itemId: products[0]!._id }, bearer(a)));
    expect(added.body).toMatchObject({
      success: true,
      message: 'Item added to wishlist',
      wishlist: { items: [{ _id: products[0]!._id, name: products[0]!.name }] },
    });
    await req('/api/user/wishlist/add', { itemId: products[0]!._id }, bearer(a)); // twice is still once
    const listA = await json(await store.app.request('/api/user/wishlist', { headers: bearer(a) }));
    expect((listA.body.wishlist as unknown[]).length).toBe(1);
    const listB = await json(await store.app.request('/api/user/wishlist', { headers: bearer(b) }));
    expect(listB.body).toEqual({ success: true, wishlist: [] });
    expect((await req('/api/user/wishlist/add', { itemId: 'not-a-product' }, bearer(a))).status).toBe(404);
    const removed = await json(await req('/api/user/wishlist/remove', { itemId: products[0]!._id }, bearer(a)));
    expect(removed.body).toMatchObject({
      success: true,
      message: 'Item removed from wishlist',
      wishlist: { items: [] },
    });
  });
});

describe('bad input', () => {
  const cases: [string, unknown][] = [
    ['/api/user/register/otp', {}],
    ['/api/user/register/otp', { email: 'not-an-email' }],
    ['/api/user/register/otp', { email: 42 }],
    ['/api/user/register', { name: '', email: 'a@example.com', password: 'password123', otp: '123456' }],
    ['/api/user/register', { name: 'A', email: 'a@example.com', password: 'password123', otp: '12345' }],
    ['/api/user/register', { name: 'A'.repeat(81), email: 'a@example.com', password: 'password123', otp: '123456' }],
    ['/api/user/login', { email: 'a@example.com' }],
    ['/api/user/login', { email: ['a@example.com'], password: 'x' }],
    ['/api/user/forgot-password/otp', { email: null }],
    ['/api/user/forgot-password/reset', { email: 'a@example.com', otp: 'abcdef', newPassword: 'password123' }],
    ['/api/user/login', '{"email": "a@example.com", "password":'],
    ['/api/user/login', '{"__proto__": {"admin": true}, "email": "a@example.com"}'],
  ];
  it.each(cases)('%s %j → 400 with a message', async (path, body) => {
    const res = await json(await req(path, body));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.message).toBe('string');
  });
});
