// The account's Details tab (issue 33): her mobile number (checked as she types, saved, still there after a reload,
// removed by saving it empty) and a password change (a wrong current password refused, the new one signs her in,
// the old one no longer does).
import { PASSWORD } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

test.describe.configure({ timeout: 90_000 });

test('phone and password on the Details tab', async ({ page, shopper, loginPage }) => {
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  await page.goto('/account/details');
  await hydrated(page);

  const phone = page.getByLabel('Mobile number (optional)');
  const savePhone = page.getByRole('button', { name: 'Save phone' });
  await phone.fill('12345');
  await savePhone.click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription('Enter a 10-digit mobile number');
  await phone.fill('9812345678');
  await expect(phone).not.toHaveAttribute('aria-invalid');
  await savePhone.click();
  await expect(toast('Your phone number is saved.')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(phone).toHaveValue('9812345678');

  const current = page.getByLabel('Current password');
  const change = page.getByRole('button', { name: 'Change password' });
  await current.fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('jasmine-mornings');
  await page.getByLabel('Re-enter new password').fill('jasmine-mornings');
  await change.click();
  await expect(toast('Your current password is not correct.')).toBeVisible();

  await current.fill(PASSWORD);
  await change.click();
  await expect(toast('Your password is changed.')).toBeVisible();
  await expect(current).toHaveValue('');

  // Signed out, the old password is refused and the new one lets her in.
  await page.evaluate(() => localStorage.removeItem('token'));
  await loginPage.open();
  await loginPage.signIn(shopper.email, PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await loginPage.signIn(shopper.email, 'jasmine-mornings');
  await expect(page.getByText('Login successful!')).toBeVisible();
});
