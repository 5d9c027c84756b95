// One signed-up shopper shared by the journeys that only need "somebody signed in" (console errors, sideways
// scroll, API down, wishlist): each sign-up costs a one-time code, and the server allows 20 codes an hour
// per address, which the whole suite already comes near. Created once per run (the e2e data folder is new
// each run) and kept beside the server's data; its token is reused, so no login limit is spent either.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { register, SHOPPER_NAME, uniqueEmail } from './fixtures.ts';

const FILE = join(E2E_DATA_DIR, 'shared-shopper.json');

type Shopper = { email: string; token: string };

async function newShopper(request: APIRequestContext): Promise<Shopper> {
  const email = uniqueEmail('shared');
  return { email, token: await register(request, email, SHOPPER_NAME) };
}

export async function sharedShopper(request: APIRequestContext): Promise<Shopper> {
  if (existsSync(FILE)) return JSON.parse(readFileSync(FILE, 'utf8')) as Shopper;
  const shopper = await newShopper(request);
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
