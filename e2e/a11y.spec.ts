// Accessibility: axe-core (WCAG 2.2 A/AA, incl. target size) on every route, logged out and logged in,
// and with every dialog and menu open. Serious and critical violations fail, listed by rule and target.
import type { Page } from '@playwright/test';
import { catalog, expectAccessible, pathOf, uniqueEmail } from './fixtures.ts';
import { hydrated, openPage } from './hydrated.ts';
import { expect, test } from './test.ts';

async function routes(page: Page): Promise<string[]> {
  const products = await catalog(page.request);
  return [
    '/',
    '/products',
    pathOf(products[0]!),
    '/cart',
    '/wishlist',
    '/login',
    '/forgot-password',
    '/account',
    '/account/details',
    '/account/wallet',
    '/checkout',
    '/orders',
    '/track-order',
    '/custom-form',
    `/custom-form/${products[0]!._id}`,
    '/checkout/card',
    '/checkout/verify',
    '/about',
    '/privacy',
    '/return-policy',
    '/shipping-policy',
    '/terms',
    '/contact',
    '/no-such-page',
  ];
}

async function visitAll(page: Page, state: string) {
  for (const path of await routes(page)) {
    await openPage(page, path, { guest: state === 'logged out' });
    await expectAccessible(page, `${path} (${state})`);
  }
}

// 24 routes, each opened and analysed (2–4 s of axe per page on a 2-core machine): a long journey, not a slow one.
test.describe('axe on every route', () => {
  test('logged out', async ({ page }) => {
    test.setTimeout(240_000);
    await visitAll(page, 'logged out');
  });

  test('logged in', async ({ page, loginPage }) => {
    test.setTimeout(240_000);
    await loginPage.open();
    await loginPage.signUp(uniqueEmail('a11y'));
    await visitAll(page, 'logged in');
  });
});

test.describe('axe with dialogs and menus open', () => {
  test('search overlay, side menu, size chart, length guide, review form and account menu', async ({
    page,
    loginPage,
  }) => {
    test.setTimeout(90_000);
    const product = (await catalog(page.request))[0]!;
    await page.goto(pathOf(product));
    await hydrated(page);

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'search overlay');
    await page.keyboard.press('Escape');

    for (const name of ['Size Chart', 'Length Guide']) {
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await expectAccessible(page, name);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name })).toBeHidden();
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page, 'side menu (mobile)');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });

    await loginPage.open();
    await loginPage.signUp(uniqueEmail('a11y-dialogs'));
    await page.goto(pathOf(product));
    await hydrated(page);
    // A disclosure (button + list of links), opened from the keyboard: hovering opens it too.
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#account-menu')).toBeVisible();
    await expectAccessible(page, 'account menu');
    await page.keyboard.press('Escape');

    const write = page.getByRole('button', { name: /write a review/i });
    await write.scrollIntoViewIfNeeded();
    await expect(write.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
    await write.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'review form');
  });
});
