// Cash on delivery in the browser: the COD fee line in the summary, starting again from the code step, the code
// read from the SMS outbox, the order placed and shown in My Orders.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { catalog, pathOf, signUp, uniqueEmail } from './fixtures.ts';

const PHONE = '9812345678';

/** The newest COD code texted to `phone` after `after` (ms), read from the server's SMS outbox. */
async function smsCode(phone: string, after: number): Promise<string> {
  const dir = join(E2E_DATA_DIR, 'outbox');
  let code: string | undefined;
  await expect(async () => {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(`-sms-${phone}.txt`) && Number(f.split('-')[0]) >= after)
          .sort()
      : [];
    const last = files.at(-1);
    code = last && /COD code is (\d{6})/.exec(readFileSync(join(dir, last), 'utf8'))?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code!;
}

test('cash on delivery: fee line, code by SMS, order placed', async ({ page, request }) => {
  test.setTimeout(90_000);
  const product = (await catalog(request)).find((p) => p.price <= 3_000 && p.sizes.some((s) => s.stock > 2))!;
  const size = product.sizes.find((s) => s.stock > 2)!.size;
  await page.goto(pathOf(product));
  await expect(async () => {
    await page.getByRole('button', { name: size, exact: true }).click();
    await expect(page.getByRole('button', { name: size, exact: true })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 500,
    });
  }).toPass();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/checkout');
  await signUp(page, uniqueEmail('cod'));
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('Phone').fill(PHONE);
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Street').fill('12 MG Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('PIN code').fill('560001');
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expect(page.getByText('COD fee')).toBeVisible();
  await expect(page.locator('dd', { hasText: '₹49' })).toBeVisible();

  // Start again leaves the held order to be replaced: Proceed to Pay sends a new order's code.
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page.getByText('We sent a code to your phone ••••••5678')).toBeVisible();
  await page.getByRole('button', { name: 'Start again' }).click();
  const started = Date.now();
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page.getByText('We sent a code to your phone ••••••5678')).toBeVisible();
  await page.getByLabel('Code sent to your phone').fill(await smsCode(PHONE, started));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/orders\?placed=ord_\w+$/);
  await expect(page.locator('[data-order]').first()).toContainText(product.name);
});
