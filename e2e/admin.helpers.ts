// Console e2e helpers: store accounts made through the API (with a console role when asked) and their tokens.
// Signing in at a console address is the console page object's (e2e/pages/console.page.ts).
import { expect, type APIRequestContext } from '@playwright/test';
import { admin, PASSWORD, register, uniqueEmail } from './fixtures.ts';

/** A store account made through the API (OTP from the outbox), optionally granted a console role. */
export async function account(request: APIRequestContext, tag: string, role?: 'owner' | 'staff') {
  const email = uniqueEmail(tag);
  await register(request, email, `${tag} Rao`);
  if (role) expect((await admin(request, '/staff', { email, role })).success).toBe(true);
  return email;
}

export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { email, password: PASSWORD } });
  return ((await res.json()) as { token: string }).token;
}
