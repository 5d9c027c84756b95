// The account page's settings through the API: her phone (checkout's mobile rule, removable) shows in the account;
// a password change needs the current password (a clear 422 when wrong), follows sign-up's rule, is limited as
// login is, ends her other sessions but keeps this one, and the new password is the one that logs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { bearer, captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import type { StoreApp } from '#/server/app.ts';
import { LOGIN_LIMITS } from './login.service.ts';
import { SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from './account-settings.service.ts';

const mailer = captureMailer();
let store: StoreApp;
let n = 0;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  store = await createTestApp({ TRUST_PROXY: 'true' }, { mailer });
});
afterAll(() => store?.close());

type Body = Record<string, any>;
const call = async (path: string, body: unknown, token?: string, ip = '203.0.113.9') => {
  const res = await store.app.request(path, post(body, { 'X-Forwarded-For': ip, ...(token ? bearer(token) : {}) }));
  return { status: res.status, body: (await res.json()) as Body };
};
const account = async (token: string) =>
  (await (await store.app.request('/api/user/account', { headers: bearer(token) })).json()) as Body;
const signUp = async () => {
  const email = `settings${++n}@example.com`;
  return { email, token: await registerUser(store.app, mailer, { email, password: PASSWORD }) };
};
const login = (email: string, password: string) => call('/api/user/login', { email, password }, undefined, '192.0.2.1');

describe('POST /api/user/phone', () => {
  it('saves an Indian mobile number (as text or a number), shows it on the account, and removes it', async () => {
    const { token } = await signUp();
    expect((await account(token)).data.phone).toBeNull();
    expect(await call('/api/user/phone', { phone: '9876543210' }, token)).toEqual({
      status: 200,
      body: { success: true, message: 'Your phone number is saved.', phone: '9876543210' },
    });
    expect((await account(token)).data.phone).toBe('9876543210');
    expect((await call('/api/user/phone', { phone: 9812345678 }, token)).body.phone).toBe('9812345678');
    expect((await call('/api/user/phone', { phone: '' }, token)).body).toMatchObject({
      message: 'Your phone number is removed.',
      phone: null,
    });
    expect((await account(token)).data.phone).toBeNull();
  });

  it('refuses what is not a mobile number, and a guest', async () => {
    const { token } = await signUp();
    for (const phone of ['12345', '5876543210', '98765432101', 'call me'])
      expect((await call('/api/user/phone', { phone }, token)).status, phone).toBe(400);
    expect((await call('/api/user/phone', { phone: '9876543210' })).status).toBe(401);
  });
});

describe('POST /api/user/password', () => {
  it('changes it with the right current password; other sessions end, this one lives on', async () => {
    const { email, token } = await signUp();
    const other = (await login(email, PASSWORD)).body.token as string;
    const changed = await call(
      '/api/user/password',
      { currentPassword: PASSWORD, newPassword: 'monsoon-evenings' },
      token,
    );
    expect(changed).toEqual({ status: 200, body: { success: true, message: 'Your password is changed.' } });
    expect((await account(token)).data.email).toBe(email);
    expect((await store.app.request('/api/user/account', { headers: bearer(other) })).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, 'monsoon-evenings')).status).toBe(200);
  });

  it('mails her a notice per change, through the queue: when, others signed out, what if it was not her', async () => {
    const { email, token } = await signUp();
    const notices = () => mailer.sent.filter((m) => m.to === email && /password was changed/.test(m.subject));
    await call('/api/user/password', { currentPassword: PASSWORD, newPassword: 'monsoon-evenings' }, token);
    expect(notices()).toHaveLength(0); // recorded with the change, sent by the worker
    await store.services.notifications.deliverDue();
    await store.services.notifications.deliverDue();
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.text).toMatch(/was changed on \d{1,2} \w{3} \d{4}, .* \(India time\)/);
    expect(notices()[0]!.text).toContain('you have been signed out');
    expect(notices()[0]!.text).toContain('/forgot-password');
    // A refused change tells nobody; a second change is its own notice.
    await call('/api/user/password', { currentPassword: 'not it', newPassword: 'jasmine-mornings' }, token);
    await call('/api/user/password', { currentPassword: 'monsoon-evenings', newPassword: 'jasmine-mornings' }, token);
    await store.services.notifications.deliverDue();
    await store.services.notifications.deliverDue();
    expect(notices()).toHaveLength(2);
  });

  it('refuses a wrong current password clearly, and a new one that breaks the rule or is the same', async () => {
    const { token } = await signUp();
    expect(
      await call('/api/user/password', { currentPassword: 'not it', newPassword: 'monsoon-evenings' }, token),
    ).toEqual({
      status: 422,
      body: { success: false, message: WRONG_CURRENT_PASSWORD },
    });
    const short = await call('/api/user/password', { currentPassword: PASSWORD, newPassword: 'short' }, token);
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Password must be at least 8 characters');
    expect(await call('/api/user/password', { currentPassword: PASSWORD, newPassword: PASSWORD }, token)).toEqual({
      status: 422,
      body: { success: false, message: SAME_PASSWORD },
    });
    expect((await call('/api/user/password', { currentPassword: PASSWORD, newPassword: 'x'.repeat(9) })).status).toBe(
      401,
    );
  });

  it(`stops guessing after ${LOGIN_LIMITS.perPair} wrong current passwords; right ones do not count`, async () => {
    const { token } = await signUp();
    const attempt = (currentPassword: string) =>
      call('/api/user/password', { currentPassword, newPassword: 'monsoon-evenings' }, token, '198.51.100.77');
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) expect((await attempt(`guess ${i}`)).status).toBe(422);
    expect(await attempt('guess again')).toEqual({
      status: 429,
      body: { success: false, message: 'Too many attempts. Please try again in 15 minutes.' },
    });
    // Even the right password waits out the window: a guesser who finds it must not learn so.
    expect((await attempt(PASSWORD)).status).toBe(429);
  });
});
