// Stock in the console (issue 33): staff restock two sizes in one form and read them in the product's history; after a
// shopper buys one, the history shows the sale with its order, on a wide screen (a table) and on a phone (cards).
import { account } from './admin.helpers.ts';
import { buyThroughApi, productWithTwoSizes, register, uniqueEmail } from './fixtures.ts';
import { expect, test } from './test.ts';

test('staff restock two sizes at once and the history shows it, then the sale a shopper makes', async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const product = await productWithTwoSizes(request);
  const [first, second] = product.inStock as [string, string];
  const stockOf = (size: string) => product.sizes.find((s) => s.size === size)!.stock;
  const staff = await account(request, 'stock', 'staff');
  await consolePage.signInAt(`/admin/stock?id=${product._id}`, staff);

  const form = page.getByRole('form', { name: 'Restock' });
  await expect(form.getByRole('radio', { name: 'Add to stock' })).toBeChecked();
  await form.getByLabel(`Add to size ${first}`).fill('3');
  await form.getByLabel(`Add to size ${second}`).fill('2');
  await form.getByLabel('Reason').fill('New batch');
  await form.getByRole('button', { name: 'Save stock' }).click();
  await expect(
    page.getByText(`Stock saved: ${first} ${stockOf(first) + 3}, ${second} ${stockOf(second) + 2}.`),
  ).toBeVisible();
  await expect(form.getByText(`${stockOf(first) + 3} in stock`).first()).toBeVisible();

  const history = page.getByRole('region', { name: 'Stock history' });
  for (const [size, units] of [
    [first, 3],
    [second, 2],
  ] as const) {
    const row = history.getByRole('row', { name: new RegExp(`Restocked \\+${units} \\(stock Rao: New batch\\)`) });
    await expect(row.filter({ hasText: size }).first()).toBeVisible();
  }

  // A shopper buys one of the first size (through the API, as checkout does); the history, reloaded, shows the sale.
  const token = await register(request, uniqueEmail('stock-buyer'), 'Stock Buyer');
  const orderId = await buyThroughApi(request, token, product);
  await page.reload();
  await expect(history.getByRole('row', { name: new RegExp(`Sold 1 \\(order ${orderId}\\)`) })).toBeVisible();

  // Only the sales, on a phone: cards, the sale's words as a card's heading.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByLabel('Show').selectOption({ label: 'Sales' });
  const cards = page.getByRole('list', { name: 'Stock history' });
  await expect(cards.getByRole('heading', { name: `Sold 1 (order ${orderId})` })).toBeVisible();
  await expect(cards.getByRole('heading', { name: /Restocked/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
