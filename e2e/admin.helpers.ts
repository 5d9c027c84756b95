// Console e2e helpers: store accounts made through the API (with a console role when asked), their tokens, and
// signing in from a console address the way a visitor does (sent to /login and brought back).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { admin, otpFromOutbox, uniqueEmail } from './fixtures.ts';
import { hydrated } from './hydrated.ts';

export const PASSWORD = 'monsoon-evenings';

/** A store account made through the API (OTP from the outbox), optionally granted a console role. */
export async function account(request: APIRequestContext, tag: string, role?: 'owner' | 'staff') {
  const email = uniqueEmail(tag);
  const started = Date.now() - 1000;
  expect((await request.post('/api/user/register/otp', { data: { email } })).status()).toBe(200);
  const otp = await otpFromOutbox(email, started);
  const registered = await request.post('/api/user/register', {
    data: { name: `${tag} Rao`, email, password: PASSWORD, otp },
  });
  expect(registered.status()).toBe(200);
  if (role) expect((await admin(request, '/staff', { email, role })).success).toBe(true);
  return email;
}

export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { email, password: PASSWORD } });
  return ((await res.json()) as { token: string }).token;
}

/** Opens a console address signed out, signs in on the /login page it is sent to, and lands back on it. */
export async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?from=%2Fadmin/);
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await hydrated(page);
}
