// The wishlist on a 360 px phone: each card keeps a readable Add to Cart (the size is chosen in a small sheet
// that traps focus and closes with Escape), Remove works, and an empty wishlist leads back to shopping.
import { expect, test } from '@playwright/test';
import { catalog, expectAccessible } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { signInShared } from './shared-shopper.ts';

test.use({ viewport: { width: 360, height: 780 } });

test('Add to Cart through the size sheet, Remove, and the way back from an empty wishlist', async ({ page }) => {
  test.setTimeout(60_000);
  const headers = await signInShared(page);
  // The shared shopper's wishlist holds exactly these two (other journeys may have saved something).
  const saved = (await (await page.request.get('/api/user/wishlist', { headers })).json()) as {
    wishlist: { _id: string }[];
  };
  for (const p of saved.wishlist)
    await page.request.post('/api/user/wishlist/remove', { headers, data: { itemId: p._id } });
  const [product, other] = (await catalog(page.request)).filter(
    (p) => p.sizes.filter((s) => s.stock > 0).length >= 2 && p.sizes.length < 6,
  );
  for (const p of [product!, other!]) {
    const res = await page.request.post('/api/user/wishlist/add', { headers, data: { itemId: p._id } });
    expect(res.ok()).toBe(true);
  }

  await page.goto('/wishlist');
  await hydrated(page);
  const count = page.locator('[data-cart-count]');
  const before = (await count.count()) ? Number(await count.textContent()) : 0;
  const card = page.locator('[data-wishlist-item]').filter({ hasText: product!.name });
  const add = card.getByRole('button', { name: /^Add to Cart/ });
  // Readable: the label fits its button on one line, nothing cut off.
  await expect(add).toBeVisible();
  const fits = await add.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientHeight <= 48);
  expect(fits).toBe(true);

  await add.click();
  const sheet = page.getByRole('dialog', { name: 'Choose a size' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(product!.name);
  await expectAccessible(page, 'size sheet', '[data-size-sheet]');
  // Focus stays inside the sheet however far the shopper tabs.
  for (let i = 0; i < product!.sizes.length + 3; i++) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  const size = product!.sizes.find((s) => s.stock > 0)!.size;
  await sheet.getByRole('button', { name: size, exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(count).toHaveText(String(before + 1));

  for (const p of [product!, other!]) {
    const item = page.locator('[data-wishlist-item]').filter({ hasText: p.name });
    await item.getByRole('button', { name: /^Remove/ }).click();
    await expect(item).toHaveCount(0);
  }
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
});
