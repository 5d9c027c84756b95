// When the API cannot be reached, each screen that fetches says so and offers "Try again" (never "You have no
// orders yet", an empty wishlist or a ₹0.00 cart), keeps the spec's waiting text for screen readers while it
// loads, and shows the data once the API is back and the shopper retries.
import { expect, test, type Page } from '@playwright/test';
import { catalog, SHOPPER_NAME } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { sharedShopper, signInShared } from './shared-shopper.ts';

/** Cuts the browser off from the API (every /api call fails as when the network is down) until `restore`. */
async function apiDown(page: Page): Promise<{ restore: () => Promise<void> }> {
  const handler = (route: import('@playwright/test').Route) => route.abort('internetdisconnected');
  await page.route('**/api/**', handler);
  return { restore: () => page.unroute('**/api/**', handler) };
}

const failure = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

test.describe('signed in, with the API down', () => {
  test.beforeEach(async ({ page }) => {
    await signInShared(page);
  });

  test('wishlist: a failure with a retry, never "Your wishlist is empty"', async ({ page }) => {
    const down = await apiDown(page);
    await page.goto('/wishlist');
    const failed = failure(page, 'We could not load your wishlist.');
    await expect(failed).toContainText('Check your connection and try again.');
    await expect(page.getByText('Your wishlist is empty')).toHaveCount(0);
    await down.restore();
    const { token } = await sharedShopper(page.request);
    const saved = await page.request.get('/api/user/wishlist', { headers: { Authorization: `Bearer ${token}` } });
    const { wishlist } = (await saved.json()) as { wishlist: unknown[] };
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toHaveCount(0);
    if (wishlist.length === 0) await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    else await expect(page.locator('[data-wishlist-item]')).toHaveCount(wishlist.length);
  });

  test('account: a failure with a retry, then Welcome and the wallet', async ({ page }) => {
    const down = await apiDown(page);
    await page.goto('/account/wallet');
    const failed = failure(page, 'We could not load your account.');
    await expect(failed).toBeVisible();
    await expect(page.getByText('An error occurred while fetching account details.')).toBeVisible();
    await down.restore();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: `Welcome ${SHOPPER_NAME}` })).toBeVisible();
    await expect(page.locator('[data-wallet]')).toHaveText('₹0.00');
  });

  test('orders: a failure with a retry, never "You have no orders yet"', async ({ page }) => {
    const down = await apiDown(page);
    await page.goto('/orders');
    const failed = failure(page, 'We could not load your orders.');
    await expect(failed).toBeVisible();
    await expect(page.getByText('You have no orders yet')).toHaveCount(0);
    await down.restore();
    await failed.getByRole('button', { name: 'Try again' }).click();
    // The shared shopper may have bought something in another journey: the list or the spec's empty text.
    await expect(
      page.getByRole('list', { name: 'Your orders' }).or(page.getByText('You have no orders yet.')),
    ).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});

test('account: a skeleton with the spec waiting text while the account loads', async ({ page }) => {
  await signInShared(page);
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/user/account', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/account');
  await expect(page.locator('[data-loading]')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading account details...' })).toHaveCount(1);
  release();
  await expect(page.getByRole('heading', { name: `Welcome ${SHOPPER_NAME}` })).toBeVisible();
  await expect(page.locator('[data-loading]')).toHaveCount(0);
});

test('cart: without the live prices it says so instead of ₹0.00, and a retry brings the totals', async ({ page }) => {
  const product = (await catalog(page.request)).find((p) => p.sizes.some((s) => s.stock > 0))!;
  const size = product.sizes.find((s) => s.stock > 0)!.size;
  await page.goto('/');
  await page.evaluate(
    ([name, s]) => localStorage.setItem('cartItems', JSON.stringify({ v: 1, data: { [name]: { [s]: 2 } } })),
    [product.name, size] as const,
  );
  const down = await apiDown(page);
  await page.goto('/cart');
  await hydrated(page);
  const failed = failure(page, 'We could not load the prices in your cart.');
  await expect(failed).toBeVisible();
  await expect(page.locator('[data-cart-line]')).toContainText(product.name);
  await expect(page.locator('[data-total]')).toBeHidden();
  await down.restore();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.locator('[data-subtotal]')).toHaveText(
    `₹${(product.price * 2).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  );
});
