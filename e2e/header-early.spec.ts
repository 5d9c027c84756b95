// The header works before any island's code has arrived (docs/decisions.md#budgets: "the header works from the first
// paint"): every script except the layout's own module (layouts/start-page.ts, which starts the header) and the chunks
// it imports is held back until the journey ends, so React, the islands, the toaster and the forms' code are
// still loading while the shopper uses the menu, the account menu and the cart link.
import type { Page } from '@playwright/test';
import { catalog, uniqueEmail } from './fixtures.ts';
import { expect, test } from './test.ts';

/**
 * Holds every script of the site except the layout's module (BaseLayout.astro's script) and the chunks it
 * imports, found by reading its import statements. Returns what is held and a release for the end.
 */
async function holdAllButLayout(page: Page) {
  const allowed = new Set<string>();
  const held: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route('**/_astro/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.includes('/BaseLayout.astro_astro_type_script') || allowed.has(path)) {
      const response = await route.fetch();
      const body = await response.text();
      for (const [, file] of body.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) allowed.add(`/_astro/${file}`);
      return route.fulfill({ response, body });
    }
    held.push(path);
    await released;
    await route.continue().catch(() => {}); // the page may have moved on meanwhile
  });
  return { held, release };
}

/** Opens `path` without waiting for its load event (held scripts delay it); the header's script has run. */
async function openEarly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('header[data-ready]')).toBeAttached();
}

test.describe('header before the islands load', () => {
  test('a guest opens and closes the side menu, sees the stored cart count and follows the cart link', async ({
    page,
  }) => {
    const product = (await catalog(page.request))[0]!;
    const size = product.sizes[0]!.size;
    await page.addInitScript(
      ({ name, size }) => {
        if (!localStorage.getItem('cartItems'))
          localStorage.setItem('cartItems', JSON.stringify({ v: 1, data: { [name]: { [size]: 2 } } }));
      },
      { name: product.name, size },
    );
    await page.setViewportSize({ width: 390, height: 844 });
    const { held, release } = await holdAllButLayout(page);
    await openEarly(page, '/products');

    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await menu.locator('summary', { hasText: 'Shop' }).click();
    await expect(menu.getByRole('link', { name: 'Skirt' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    const cart = page.getByRole('link', { name: 'Cart, 2 items' });
    await expect(cart.locator('[data-cart-count]')).toHaveText('2');
    // The listing island's code (and React) is still held back: the header did all of this without it.
    expect(held.some((path) => path.includes('/ProductListing.'))).toBe(true);
    await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);

    await cart.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('header[data-ready] [data-cart-count]')).toHaveText('2');
    release();
  });

  test('a signed-in shopper opens the account menu before the islands load', async ({ page, loginPage }) => {
    await loginPage.open();
    await loginPage.signUp(uniqueEmail('header-early'));
    const { release } = await holdAllButLayout(page);
    await openEarly(page, '/products');

    const account = page.getByRole('button', { name: 'Account menu' });
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#account-menu').getByRole('link', { name: 'My Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#account-menu')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
    release();
  });

  test('on a phone the side menu opens, shows the Shop links and closes before any script of the site has run', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const refused: string[] = [];
    await page.route('**/_astro/*.js', (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await page.goto('/products');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.locator('summary', { hasText: 'Shop' }).click();
    await expect(menu.getByRole('link', { name: 'Skirt' })).toBeVisible();
    await menu.getByRole('link', { name: 'Track Your Order' }).focus();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await open.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // Nothing ran: the layout's script was asked for and refused, and the header never marked itself ready.
    expect(refused.some((path) => path.includes('/BaseLayout.astro_astro_type_script'))).toBe(true);
    await expect(page.locator('header[data-ready]')).toHaveCount(0);
  });
});
