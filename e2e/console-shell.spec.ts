// The console's own shell (issue 33): no shop header, newsletter footer or chat button on /admin; its header names
// the store, who is signed in, "View shop" and Sign out; on a phone the sections open from "Menu", by keyboard too.
import { account } from './admin.helpers.ts';
import { expect, test } from './test.ts';

test('the console carries its own header and none of the shop chrome', async ({ page, request, consolePage }) => {
  test.setTimeout(60_000);
  const owner = await account(request, 'shell', 'owner');
  await consolePage.signInAt('/admin/coupons', owner);
  const { header, nav } = consolePage;
  await expect(header.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/');
  await expect(header.getByText('shell Rao · Owner')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
  // None of the shop's pieces: chat button, footer (with its newsletter form), the shop's header controls.
  await expect(page.locator('[data-chat-button]')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.locator('[data-header]')).toHaveCount(0);

  // A phone: the sections are behind "Menu", opened and closed from the keyboard.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(nav).toBeHidden();
  await consolePage.menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(consolePage.menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(consolePage.menuButton).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Sign out leaves the console for the shop, signed out.
  await page.setViewportSize({ width: 1280, height: 800 });
  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
