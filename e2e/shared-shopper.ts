// One signed-up shopper shared by the journeys that only need "somebody signed in" (console errors, sideways
// scroll, API down, wishlist): each sign-up costs a one-time code, and the server allows 20 codes an hour
// per address, which the whole suite already comes near. Created once per run (the e2e data folder is new
// each run) and kept beside the server's data; its token is reused, so no login limit is spent either.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { otpFromOutbox, uniqueEmail } from './fixtures.ts';

export const SHOPPER_NAME = 'Asha Rao';
const FILE = join(E2E_DATA_DIR, 'shared-shopper.json');

type Shopper = { email: string; token: string };

async function register(request: APIRequestContext): Promise<Shopper> {
  const email = uniqueEmail('shared');
  const started = Date.now() - 1000;
  expect((await request.post('/api/user/register/otp', { data: { email } })).ok()).toBe(true);
  const otp = await otpFromOutbox(email, started);
  const res = await request.post('/api/user/register', {
    data: { name: SHOPPER_NAME, email, password: 'monsoon-evenings', otp },
  });
  const body = (await res.json()) as { success: boolean; token?: string; message?: string };
  expect(body.success, body.message).toBe(true);
  return { email, token: body.token! };
}

export async function sharedShopper(request: APIRequestContext): Promise<Shopper> {
  if (existsSync(FILE)) return JSON.parse(readFileSync(FILE, 'utf8')) as Shopper;
  const shopper = await register(request);
  mkdirSync(E2E_DATA_DIR, { recursive: true });
  writeFileSync(FILE, JSON.stringify(shopper));
  return shopper;
}

/** Signs the page in as the shared shopper (the token where the site keeps it); returns the auth header. */
export async function signInShared(page: Page): Promise<{ Authorization: string }> {
  const { token } = await sharedShopper(page.request);
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  return { Authorization: `Bearer ${token}` };
}
