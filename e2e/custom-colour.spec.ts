// Customised colour (the spec's "Customized Color" extra charge): chosen on the product's Customize Your
// Product page, shown as its own line in the cart and checkout summaries, charged by the server, and the
// customised item is not returnable in My Orders.
import { expect, test } from '@playwright/test';
import { deliveryRules } from '#/lib/delivery.ts';
import { customColourChargePaise } from '#/lib/custom-colour.ts';
import { priceOrder } from '#/lib/pricing.ts';
import { catalog, expectAccessible, pathOf, signUp, uniqueEmail } from './fixtures.ts';
import { hydrated } from './hydrated.ts';

const money = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('choose a colour on Customize Your Product, see the charge in cart and checkout, pay that total', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = (await catalog(request)).find((p) => p.name === 'Sundari Striped Maxi Dress')!;
  const size = product.sizes.find((s) => s.stock > 0)!.size;
  const chargePaise = customColourChargePaise(process.env);
  const { totalPaise } = priceOrder({
    subtotalPaise: product.price * 100,
    extraPaise: chargePaise,
    shipping: 'standard',
    rules: deliveryRules(process.env),
  });

  await page.goto(pathOf(product));
  await expect(async () => {
    await page.getByRole('button', { name: size, exact: true }).click();
    await expect(page.getByRole('button', { name: size, exact: true })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 500,
    });
  }).toPass();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-cart-count]')).toHaveText('1');

  // No colour chosen yet: the cart has no Customized Color line.
  await page.goto('/cart');
  await hydrated(page);
  await expect(page.locator('[data-subtotal]')).toHaveText(money(product.price * 100));
  await expect(page.locator('[data-colour-charge]')).toHaveCount(0);

  await page.goto(`/custom-form/${product._id}`);
  const colours = page.getByRole('group', { name: 'Customized Color' });
  await expect(colours).toBeVisible();
  await expect(colours.getByRole('radio', { name: 'As pictured' })).toBeChecked();
  await colours.getByText('Wine', { exact: true }).click();
  await expect(colours.getByRole('radio', { name: 'Wine' })).toBeChecked();
  await expect(colours.getByRole('status')).toHaveText('Made in Wine. See it in your cart');
  await colours.getByRole('link', { name: 'See it in your cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('[data-colour-charge]')).toHaveText(money(chargePaise));
  await expect(page.getByText(`${product.name} (${size}) in Wine`)).toBeVisible();
  await expect(page.locator('[data-total]')).toHaveText(money(totalPaise));

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fcheckout/);
  await signUp(page, uniqueEmail('colour'));
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Made in Wine')).toBeVisible();
  await expect(summary.locator('[data-colour-charge]')).toHaveText(money(chargePaise));
  await expect(summary.locator('[data-total]')).toHaveText(money(totalPaise));

  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Street').fill('12 MG Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('PIN code').fill('560001');
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  // The server's total (what the payment window asks for) is the one the summary showed.
  const sandbox = page.getByRole('dialog', { name: 'Sandbox payment window' });
  await expect(sandbox).toContainText(money(totalPaise));
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();

  const card = page.locator('[data-order]').first();
  await expect(card).toContainText(money(totalPaise));
  await expect(card.locator('[data-order-item]').first().locator('[data-return-note]')).toHaveText(
    'Customised items cannot be returned or exchanged',
  );
  // The choice went with the order: the next cart starts without it.
  expect(await page.evaluate(() => localStorage.getItem('customColours'))).toBe('{"v":1,"data":{}}');
});

test('the colours are a labelled radio group: arrow keys choose, axe finds nothing serious', async ({
  page,
  request,
}) => {
  const product = (await catalog(request)).find((p) => p.name === 'Sundari Striped Maxi Dress')!;
  await page.goto(`/custom-form/${product._id}`);
  await hydrated(page);
  const colours = page.getByRole('group', { name: 'Customized Color' });
  await colours.getByRole('radio', { name: 'As pictured' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(colours.getByRole('radio', { name: 'Wine' })).toBeChecked();
  await expect(colours.getByRole('status')).toContainText('Made in Wine.');
  await expect(colours.getByRole('link', { name: 'Choose your size and add it to your cart' })).toHaveAttribute(
    'href',
    pathOf(product),
  );
  await expectAccessible(page, 'Customize Your Product with colours');
  await page.keyboard.press('ArrowLeft');
  await expect(colours.getByRole('radio', { name: 'As pictured' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('customColours'))).toBe('{"v":1,"data":{}}');
});
