import { expect, test, type Page } from '@playwright/test';
import { catalog } from './fixtures.ts';
import { hydrated } from './hydrated.ts';

const cards = (page: Page) => page.locator('[data-listing] article');
/** Where each card starts across the page, in whole pixels: as many values as the grid has columns. */
const cardLefts = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
const prices = async (page: Page) =>
  (await cards(page).locator('p').filter({ hasText: '₹' }).allTextContents()).map((t) =>
    Number(t.replace(/[₹,]/g, '')),
  );
const count = (page: Page) => page.locator('[data-result-count]');
const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;
/** A filter option by its label, whatever its count: "M (12)". */
const option = (page: Page, label: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`) });
const withSize = (size: string) => (p: { sizes: { size: string }[] }) => p.sizes.some((s) => s.size === size);

test.describe('product listing', () => {
  test('filters, sort and page persist across a reload; a filter change goes back to page 1', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000); // a long journey: two reloads and a fresh visit
    const all = await catalog(request);
    await page.goto('/products');
    await hydrated(page);
    await expect(count(page)).toHaveText(`${all.length} products`);
    await expect(cards(page)).toHaveCount(15);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    // The grid renders from a deferred copy of the state: wait for the sorted render.
    const sorted = (list: number[]) => list.every((v, i) => i === 0 || list[i - 1]! <= v);
    await expect.poll(async () => sorted(await prices(page))).toBe(true);
    const ascending = await prices(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => (await prices(page))[0]).toBeGreaterThanOrEqual(ascending.at(-1)!);
    // A bare /products restores what localStorage kept.
    await page.goto('/products');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Sort by')).toHaveValue('low-high');
    await expect(page).toHaveURL(/sort=low-high&page=2$/);

    await option(page, 'M').check();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const withM = all.filter(withSize('M')).length;
    await expect(count(page)).toHaveText(products(withM));
    await option(page, '₹0-500').check();
    const cheapM = all.filter((p) => withSize('M')(p) && p.price <= 500).length;
    await expect(count(page)).toHaveText(products(cheapM));
    for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(500);
    await page.reload();
    await hydrated(page);
    await expect(option(page, '₹0-500')).toBeChecked();
    await expect(option(page, 'M')).toBeChecked();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(count(page)).toHaveText(`${all.length} products`);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  test('every option shows how many products it would show, given the other filters', async ({ page, request }) => {
    const all = await catalog(request);
    const tops = all.filter((p) => p.category === 'top');
    await page.goto('/products');
    await hydrated(page);
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await expect(sidebar.getByRole('checkbox', { name: `M (${all.filter(withSize('M')).length})` })).toBeVisible();
    await expect(sidebar.getByRole('checkbox', { name: `Top (${tops.length})` })).toBeVisible();
    await option(page, 'Top').check();
    await expect(count(page)).toHaveText(products(tops.length));
    // Sizes now count tops only; the categories still count as if each were added.
    await expect(sidebar.getByRole('checkbox', { name: `M (${tops.filter(withSize('M')).length})` })).toBeVisible();
    await expect(sidebar.getByRole('checkbox', { name: `Top (${tops.length})`, checked: true })).toBeVisible();
    // Colour, fabric and occasion come from the catalog's details.
    for (const legend of ['Colour', 'Fabric', 'Occasion', 'Style'])
      await expect(sidebar.getByRole('group', { name: legend })).toBeVisible();
    await sidebar.getByRole('group', { name: 'Colour' }).getByRole('checkbox').first().check();
    const chips = page.getByRole('list', { name: 'Applied filters' });
    await expect(chips.getByRole('button', { name: /^Remove filter/ })).toHaveCount(2);
  });

  test('?category=Top preselects Top; Show/Hide Filters toggles the sidebar', async ({ page, request }) => {
    const tops = (await catalog(request)).filter((p) => p.category === 'top');
    await page.goto('/products?category=Top');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tops' })).toBeVisible();
    await expect(count(page)).toHaveText(`${tops.length} products`);
    await expect(option(page, 'Top')).toBeChecked();
    await expect(page).toHaveURL(/\/products\?category=top$/);
    const toggle = page.getByRole('button', { name: /Hide Filters|Show Filters/ });
    await toggle.click();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Show Filters/ })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: /Show Filters/ }).click();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  });

  test('a filtered, sorted page is shareable: the URL opens the same listing elsewhere; Back undoes', async ({
    page,
    browser,
    request,
  }) => {
    const all = await catalog(request);
    await page.goto('/products');
    await hydrated(page);
    await option(page, 'M').check();
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?size=M&sort=high-low&page=2$/);
    // The address changes at once; the cards (and the current page) follow a render later.
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const firstOnPage2 = await cards(page).getByRole('heading').first().textContent();

    // A fresh browser context: no localStorage, only the address.
    const other = await browser.newContext();
    const shared = await other.newPage();
    await shared.goto(page.url());
    await hydrated(shared);
    await expect(option(shared, 'M')).toBeChecked();
    await expect(shared.getByLabel('Sort by')).toHaveValue('high-low');
    await expect(shared.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(count(shared)).toHaveText(products(all.filter(withSize('M')).length));
    await expect(cards(shared).getByRole('heading').first()).toHaveText(firstOnPage2!);
    await other.close();

    await page.goBack();
    await expect(page).toHaveURL(/\?size=M&sort=high-low$/);
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\?size=M$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('');
    await page.goForward();
    await expect(page.getByLabel('Sort by')).toHaveValue('high-low');
  });

  test('on a phone: a sticky Sort and Filter bar, filters in a bottom sheet, applied filters as chips', async ({
    page,
    request,
  }) => {
    const all = await catalog(request);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/products');
    await hydrated(page);
    const filter = page.getByRole('button', { name: /^Filter( \d+)?$/ });
    await page.mouse.wheel(0, 1500);
    await expect(filter).toBeInViewport();
    await expect(page.getByLabel('Sort by')).toBeInViewport();

    await filter.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    // Focus stays inside the sheet.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    const withL = all.filter(withSize('L')).length;
    await sheet.getByRole('checkbox', { name: `L (${withL})` }).check();
    await sheet.getByRole('button', { name: `Show ${products(withL)}` }).click();
    await expect(sheet).toBeHidden();
    await expect(filter).toBeFocused();
    await expect(count(page)).toHaveText(products(withL));

    const chips = page.getByRole('list', { name: 'Applied filters' });
    await expect(chips.getByRole('button', { name: 'Remove filter L' })).toBeVisible();
    await chips.getByRole('button', { name: 'Remove filter L' }).click();
    await expect(count(page)).toHaveText(products(all.length));
    await expect(chips).toHaveCount(0);

    await filter.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('pagination fits one line at 320 px; the desktop grid fills its rows', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/products');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const height = (await nav.boundingBox())!.height;
    expect(height).toBeLessThan(60);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    for (const [width, columns] of [
      [768, 3],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: 'Page 1' }).click();
      await expect(cards(page)).toHaveCount(15);
      // The layout at the new width settles over a few frames: read the columns until it has.
      await expect.poll(async () => new Set(await cardLefts(page)).size).toBe(columns);
      expect((await cardLefts(page)).length % columns).toBe(0); // every row full
    }
    await page.getByRole('button', { name: 'Hide Filters' }).click();
    await expect.poll(async () => new Set(await cardLefts(page)).size).toBe(5);
  });
});
