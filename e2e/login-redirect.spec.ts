import { expect, test } from '@playwright/test';
import { otpFromOutbox, uniqueEmail } from './fixtures.ts';
import { hydrated } from './hydrated.ts';

const PASSWORD = 'monsoon-evenings';

test('a crafted ?from= never takes the shopper off the store after login', async ({ page, request, baseURL }) => {
  // Should a redirect ever escape, the page would show this instead of failing on DNS.
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' }),
  );
  const email = uniqueEmail('redirect');
  const started = Date.now() - 1000;
  expect((await request.post('/api/user/register/otp', { data: { email } })).status()).toBe(200);
  const otp = await otpFromOutbox(email, started);
  const registered = await request.post('/api/user/register', {
    data: { name: 'Asha Rao', email, password: PASSWORD, otp },
  });
  expect(registered.status()).toBe(200);

  await page.goto('/login?from=//evil.example');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  // Signed in, /login forwards at once: a tab the browser would drop, and a same-site page that is kept.
  await page.goto('/login?from=/%09/evil.example');
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/login?from=%2Fcart');
  await expect(page).toHaveURL(`${baseURL}/cart`);
});
