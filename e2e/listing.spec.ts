import { expect, test, type Page } from '@playwright/test';
import { catalog, hydrated } from './fixtures.ts';

const cards = (page: Page) => page.locator('[data-listing] article');
const prices = async (page: Page) =>
  (await cards(page).locator('p').filter({ hasText: '₹' }).allTextContents()).map((t) =>
    Number(t.replace(/[₹,]/g, '')),
  );

test.describe('product listing', () => {
  test('filters, sort and page persist across a reload; a filter change goes back to page 1', async ({
    page,
    request,
  }) => {
    const all = await catalog(request);
    await page.goto('/products');
    await hydrated(page);
    await expect(page.locator('[data-result-count]')).toHaveText(`${all.length} products`);
    await expect(cards(page)).toHaveCount(15);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    // The grid renders from a deferred copy of the state: wait for the sorted render.
    const sorted = (list: number[]) => list.every((v, i) => i === 0 || list[i - 1]! <= v);
    await expect.poll(async () => sorted(await prices(page))).toBe(true);
    const ascending = await prices(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => (await prices(page))[0]).toBeGreaterThanOrEqual(ascending.at(-1)!);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Sort by')).toHaveValue('low-high');

    await page.getByLabel('M', { exact: true }).check();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const withM = all.filter((p) => p.sizes.some((s) => s.size === 'M')).length;
    await expect(page.locator('[data-result-count]')).toHaveText(`${withM} products`);
    await page.getByLabel('₹0-500').check();
    const cheapM = all.filter((p) => p.sizes.some((s) => s.size === 'M') && p.price <= 500).length;
    await expect(page.locator('[data-result-count]')).toHaveText(`${cheapM} ${cheapM === 1 ? 'product' : 'products'}`);
    for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(500);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('₹0-500')).toBeChecked();
    await expect(page.getByLabel('M', { exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.locator('[data-result-count]')).toHaveText(`${all.length} products`);
    await page.getByRole('button', { name: 'Previous' }).isDisabled();
  });

  test('?category=Top preselects Top; Show/Hide Filters toggles the sidebar', async ({ page, request }) => {
    const tops = (await catalog(request)).filter((p) => p.category === 'top');
    await page.goto('/products?category=Top');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tops' })).toBeVisible();
    await expect(page.locator('[data-result-count]')).toHaveText(`${tops.length} products`);
    await expect(page.getByLabel('Top', { exact: true })).toBeChecked();
    const toggle = page.getByRole('button', { name: /Hide Filters|Show Filters/ });
    await toggle.click();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Show Filters/ })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: /Show Filters/ }).click();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  });

  test('?q= shows only matches; nothing matching says so', async ({ page, request }) => {
    const all = await catalog(request);
    const word = all[0]!.name.split(' ')[0]!;
    const expected = all.filter((p) =>
      `${p.name} ${p.category} ${p.subCategory}`.toLowerCase().includes(word.toLowerCase()),
    ).length;
    await page.goto(`/products?q=${encodeURIComponent(word.toLowerCase())}`);
    await hydrated(page);
    await expect(page.locator('[data-result-count]')).toHaveText(
      `${expected} ${expected === 1 ? 'product' : 'products'}`,
    );
    for (const name of await cards(page).getByRole('heading').allTextContents())
      expect(name.toLowerCase()).toContain(word.toLowerCase());
    await page.goto('/products?q=zzzzzz');
    await hydrated(page);
    await expect(page.getByText('No products match your filters.')).toBeVisible();
  });
});
