import { expect, test, type Page } from '@playwright/test';
import { catalog, expectAccessible, pathOf } from './fixtures.ts';
import { hydrated } from './hydrated.ts';

async function openSearch(page: Page) {
  const open = page.getByRole('button', { name: 'Search', exact: true });
  const field = page.getByRole('combobox', { name: 'Search for products or categories' });
  // The header's script wires the button from the first paint; the overlay's code loads on this first click.
  await open.click();
  await expect(field).toBeVisible();
  return field;
}

test.describe('search', () => {
  test('suggestions forgive typos and word order; one is chosen with the keyboard', async ({ page, request }) => {
    const kantha = (await catalog(request)).find((p) => p.name === 'Kantha Stripe Maxi Skirt')!;
    await page.goto('/about');
    await hydrated(page);
    const field = await openSearch(page);
    const list = page.getByRole('listbox', { name: 'Suggestions' });

    await field.pressSequentially('kanhta maxi');
    await expect(list.getByRole('option').first()).toHaveText(/Kantha Stripe Maxi Skirt/);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const chosen = list.getByRole('option', { selected: true });
    await expect(chosen).toHaveText(/Kantha Stripe Maxi Skirt/);
    await expect(field).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${pathOf(kantha)}$`));
  });

  test('a category suggestion opens the listing filtered to it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const field = await openSearch(page);
    await field.pressSequentially('drss');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('group', { name: 'Categories' }).getByRole('option').first()).toHaveText(/Dresses/);
    await expect(list.getByRole('group', { name: 'Products' }).getByRole('option').first()).toHaveText(/Dress/);
    // Down, down, up: the first option again.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp']) await page.keyboard.press(key);
    await expect(list.getByRole('option', { selected: true })).toHaveText(/^Dresses/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?category=dress$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dresses' })).toBeVisible();
  });

  test('submitting a misspelt search lists what it meant, matching descriptions too', async ({ page, request }) => {
    const dresses = (await catalog(request)).filter((p) => p.category === 'dress');
    await page.goto('/products?q=drss');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “drss”' })).toBeVisible();
    // Every dress is found; dresses rank first (the word is in their names).
    await expect(page.locator('[data-result-count]')).toHaveText(/^\d+ products$/);
    const names = await page.locator('[data-listing] article').getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    const total = Number((await page.locator('[data-result-count]').textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(dresses.length);
    expect(names[0]).toMatch(/Dress/);

    // Words in any order, and a word only in descriptions ("sangeet").
    await page.goto(`/products?q=${encodeURIComponent('maxi kantha')}`);
    await hydrated(page);
    await expect(page.locator('[data-listing] article').getByRole('heading').first()).toHaveText(
      'Kantha Stripe Maxi Skirt',
    );
    await page.goto('/products?q=sangeet');
    await hydrated(page);
    await expect(page.locator('[data-listing] article').first()).toBeVisible();
  });

  test('an old search does not stick: a plain link to the listing starts without it, Back brings it back', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const field = await openSearch(page);
    await field.fill('indigo');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=indigo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “indigo”' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Browse all' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await hydrated(page);
    await expect(page.locator('[data-result-count]')).toHaveText(/^\d+ products$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('indigo');

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?q=indigo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “indigo”' })).toBeVisible();
  });

  test('a search that finds nothing says so and offers ways on', async ({ page }) => {
    await page.goto(`/products?q=${encodeURIComponent('qwxz silk')}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'No results for “qwxz silk”' })).toBeVisible();
    await expect(page.getByText('No products match your filters.')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toHaveCount(0);
    // The word that does find something on its own.
    await page.getByRole('button', { name: /^silk \(\d+\)$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “silk”' })).toBeVisible();
    await expect(page).toHaveURL(/\?q=silk$/);

    await page.goto('/products?q=qwxz');
    await hydrated(page);
    await page.locator('[data-no-results]').getByRole('link', { name: 'Skirts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Skirts' })).toBeVisible();
    await expect(page).toHaveURL(/\?category=skirts$/);
  });

  test('axe: the overlay with suggestions, the phone filter sheet with chips, the no-results page', async ({
    page,
  }) => {
    // Three screens analysed by axe (2–4 s each here) after a search and the filter sheet.
    test.setTimeout(120_000);
    await page.goto('/');
    await hydrated(page);
    const field = await openSearch(page);
    await field.pressSequentially('drss');
    // The suggestions follow the search index's fetch: an arrow key pressed before them selects nothing.
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { selected: true })).toBeVisible();
    await expectAccessible(page, 'search overlay with suggestions');

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/products?size=M&colour=Blue');
    await hydrated(page);
    await expect(page.getByRole('list', { name: 'Applied filters' })).toBeVisible();
    await expectAccessible(page, 'listing with chips on a phone');
    await page.getByRole('button', { name: /^Filter/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectAccessible(page, 'filter sheet');

    await page.goto('/products?q=qwxz');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'No results for “qwxz”' })).toBeVisible();
    await expectAccessible(page, 'no results');
  });
});
