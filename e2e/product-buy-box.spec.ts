// The product page's buy box is the page's own markup and plain script: it works before any React has loaded,
// and it shows the live price and stock the API answers, not only what the page was built with.
import { expect, test } from '@playwright/test';
import { formatINR } from '#/lib/money.ts';
import { E2E_ADMIN_TOKEN } from '../playwright.config.ts';
import { admin, catalog, pathOf, productWithTwoSizes } from './fixtures.ts';
import { hydrated } from './hydrated.ts';

/** React, its DOM renderer and the islands' renderer entry (Astro's chunk names in the built site). */
const REACT_CHUNKS = /\/_astro\/(client|react|react-dom|jsx-runtime)\.[\w-]+\.js$/;

test('a size and Add to Cart work while React is still loading', async ({ page, request }) => {
  const product = await productWithTwoSizes(request);
  const size = product.inStock[1]!;
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(REACT_CHUNKS, async (route) => {
    await held;
    await route.continue();
  });
  // Not "load": the page must work without waiting for anything its islands fetch.
  await page.goto(pathOf(product), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-buy-box][data-ready]')).toBeAttached();

  const sizeButton = page.getByRole('button', { name: size, exact: true });
  await sizeButton.click();
  await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const stored = await page.evaluate(() => localStorage.getItem('cartItems'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ v: 1, data: { [product.name]: { [size]: 1 } } });

  // Once React arrives, the header's count and the queued toast show what the tap did.
  release();
  await expect(page.locator('[data-cart-count]')).toHaveText('1');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' });
  await expect(toast).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await toast.getByRole('button', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await hydrated(page);
  const lines = page.locator('[data-cart-line]');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText(`Size: ${size}`);
  await expect(lines.locator('[data-quantity]')).toHaveText('1');
});

test('a price and stock changed through the operator API show on the product page without a rebuild', async ({
  page,
  request,
}) => {
  // The last product whose every size is in stock: the other journeys take the first ones, or sold-out sizes.
  const product = (await catalog(request)).findLast(
    (p) => p.sizes.length >= 2 && p.sizes.every((s) => s.stock > 0) && !('mrp' in p),
  )!;
  const [gone, kept] = product.sizes as [(typeof product.sizes)[0], (typeof product.sizes)[0]];
  const price = product.price + 111;
  const edit = (data: object) =>
    request.patch(`/api/admin/products/${product._id}`, {
      headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data,
    });
  const stock = `/products/${product._id}/stock`;
  expect((await edit({ price, mrp: price + 500 })).ok()).toBe(true);
  expect(await admin(request, stock, { size: gone.size, delta: -gone.stock, reason: 'e2e: live stock' })).toMatchObject(
    {
      success: true,
    },
  );
  try {
    await page.goto(pathOf(product));
    const shown = page.locator('[data-price]');
    await expect(shown).toHaveAttribute('data-price', String(price));
    await expect(shown.getByRole('paragraph')).toHaveText(formatINR(price));
    await expect(shown).toContainText(`MRP ${formatINR(price + 500)}`);
    await expect(shown).toContainText('% off');
    await expect(page.getByRole('button', { name: `${gone.size}, out of stock` })).toBeDisabled();
    await expect(page.getByRole('button', { name: kept.size, exact: true })).toBeEnabled();
    // A sold-out size can be asked for.
    await expect(page.getByRole('button', { name: 'Notify me when back in stock' })).toBeVisible();
  } finally {
    await edit({ price: product.price, mrp: null });
    await admin(request, stock, { size: gone.size, delta: gone.stock, reason: 'e2e: back as it was' });
  }
});
