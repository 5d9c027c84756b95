// Accessibility: axe-core (WCAG 2.2 A/AA, incl. target size) with every dialog and menu open. Serious and critical
// violations fail, listed by rule and target. Every route, as a guest and signed in, is checked by
// e2e/every-route.spec.ts.
import { catalog, expectAccessible, pathOf, uniqueEmail } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

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
