// Coupons in the console (issue 33): the status comes from the dates (MONSOON15 ended 30 Sep: Expired, never
// Active), and on a phone the list is cards whose status, Edit and Disable are on screen.
import { account } from './admin.helpers.ts';
import { expect, test } from './test.ts';

test('an ended coupon reads Expired, and a phone sees each coupon as a card with its actions', async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const owner = await account(request, 'coupons', 'owner');
  await consolePage.signInAt('/admin/coupons', owner);
  const cards = page.getByRole('list', { name: 'Coupons' });
  const monsoon = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'MONSOON15' }) });
  await expect(monsoon).toContainText('StatusExpired');
  await expect(monsoon).not.toContainText('Active');
  for (const name of ['Edit MONSOON15', 'Disable MONSOON15']) {
    const button = monsoon.getByRole('button', { name });
    await expect(button)
      .toBeInViewport({ ratio: 1 })
      .catch(async () => {
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ ratio: 1 });
      });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // A wide screen keeps the table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('region', { name: 'Coupons' }).getByRole('row', { name: /MONSOON15/ })).toContainText(
    'Expired',
  );
});
