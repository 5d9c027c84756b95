// Find my size (docs/product/size-finder.md): a shopper gives her measurements in one product's Size Chart, by
// keyboard, and reads her size and why; every other product page then marks that size "Your size" and chooses it
// for her when it is in stock, never when it is sold out.
import { catalog, pathOf } from './fixtures.ts';
import { expect, test } from './test.ts';

test('her measurements give her size with the reason, and mark "Your size" on other products', async ({
  page,
  request,
  productPage,
}) => {
  test.setTimeout(90_000); // five pages and a dialog, on a shared 2-core machine
  const products = await catalog(request);
  const stockOf = (p: (typeof products)[number], size: string) => p.sizes.find((s) => s.size === size)?.stock;
  const first = products[0]!;
  const inStock = products.find((p) => p !== first && (stockOf(p, 'L') ?? 0) > 0)!;
  const soldOut = products.find((p) => stockOf(p, 'L') === 0 && p.sizes.some((s) => s.stock > 0))!;

  await productPage.open(first);
  await page.getByRole('button', { name: 'Size Chart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Size Chart' });
  const finder = dialog.getByRole('form', { name: 'Find my size' });
  await expect(finder).toBeVisible();

  // By keyboard: a blank form is refused, naming what to give; then three measurements and Enter.
  await finder.getByLabel('Bust').focus();
  await page.keyboard.press('Enter');
  const answer = finder.getByRole('status');
  await expect(answer).toHaveText('Enter your bust, waist or hip.');
  await page.keyboard.type('34');
  await page.keyboard.press('Tab');
  await expect(finder.getByLabel('Waist')).toBeFocused();
  await page.keyboard.type('28.5');
  await page.keyboard.press('Tab');
  await page.keyboard.type('39.5');
  await page.keyboard.press('Enter');
  await expect(answer).toContainText('Your size: L');
  await expect(answer).toContainText('Your hip fits L; bust and waist fit M: choose L for a relaxed fit.');

  // In centimetres, the unit chosen with the arrow keys: a hip above the chart suggests a custom size.
  await finder.getByRole('radio', { name: 'Inches' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(finder.getByRole('radio', { name: 'cm' })).toBeChecked();
  await finder.getByLabel('Bust').fill('100');
  await finder.getByLabel('Waist').fill('80');
  await finder.getByLabel('Hip').fill('115');
  await finder.getByLabel('Hip').press('Enter');
  await expect(answer).toContainText('Our largest size: XXL');
  await expect(finder.getByRole('link', { name: 'Ask for a custom size' })).toBeVisible();
  // And back to her inches.
  await finder.getByRole('radio', { name: 'Inches' }).check();
  await finder.getByLabel('Bust').fill('34');
  await finder.getByLabel('Waist').fill('28.5');
  await finder.getByLabel('Hip').fill('39.5');
  await finder.getByRole('button', { name: 'Find my size' }).click();
  await expect(answer).toContainText('Your size: L');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Another product: L is hers, marked and chosen.
  await page.goto(pathOf(inStock));
  const mine = page.getByRole('button', { name: 'L, your size' });
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-your-size]')).toContainText('Your size');
  // A size she taps stays hers.
  const other = inStock.sizes.find((s) => s.size !== 'L' && s.stock > 0)!.size;
  await page.getByRole('button', { name: other, exact: true }).click();
  await expect(mine).toHaveAttribute('aria-pressed', 'false');

  // One where L is sold out: marked, but nothing is chosen for her.
  await page.goto(pathOf(soldOut));
  await expect(page.getByRole('button', { name: 'L, out of stock, your size' })).toBeDisabled();
  await expect(page.locator('[data-sizes] button[aria-pressed="true"]')).toHaveCount(0);

  // Her measurements are back in the form when she opens the chart again.
  await page.getByRole('button', { name: 'Size Chart' }).click();
  await expect(finder.getByLabel('Hip')).toHaveValue('39.5');
  await expect(answer).toContainText('Your size: L');
});
