// Customised colour (the spec's "Customized Color" extra charge): chosen on the product's Customize Your
// Product page, shown as its own line in the cart and checkout summaries, charged by the server, and the
// customised item is not returnable in My Orders.
import { deliveryRules } from '#/lib/delivery.ts';
import { customColourChargePaise } from '#/lib/custom-colour.ts';
import { priceOrder } from '#/lib/pricing.ts';
import { expectAccessible, pathOf } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, productWhere, test } from './test.ts';

const money = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.use({ product: productWhere((p) => p.name === 'Sundari Striped Maxi Dress') });

test('choose a colour on Customize Your Product, see the charge in cart and checkout, pay that total', async ({
  page,
  inBag: { product, size },
  cartPage,
  checkoutPage,
  ordersPage,
}) => {
  test.setTimeout(90_000);
  const chargePaise = customColourChargePaise(process.env);
  const { totalPaise } = priceOrder({
    subtotalPaise: product.price * 100,
    extraPaise: chargePaise,
    shipping: 'standard',
    rules: deliveryRules(process.env),
  });

  // No colour chosen yet: the cart has no Customized Color line.
  await cartPage.open();
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
  await expect(page).toHaveURL(/\/checkout$/);
  const { summary } = checkoutPage;
  await expect(summary.getByText('Made in Wine')).toBeVisible();
  await expect(summary.locator('[data-colour-charge]')).toHaveText(money(chargePaise));
  await expect(summary.locator('[data-total]')).toHaveText(money(totalPaise));

  await checkoutPage.fillAddress();
  // The server's total (what the payment window asks for) is the one the summary showed.
  await checkoutPage.payInSandbox(money(totalPaise));
  await expect(ordersPage.placedHeading).toBeVisible();

  const card = ordersPage.cards.first();
  await expect(card).toContainText(money(totalPaise));
  await expect(card.locator('[data-order-item]').first().locator('[data-return-note]')).toHaveText(
    'Customised items cannot be returned or exchanged',
  );
  // The choice went with the order: the next cart starts without it.
  expect(await page.evaluate(() => localStorage.getItem('customColours'))).toBe('{"v":1,"data":{}}');
});

test('the colours are a labelled radio group: arrow keys choose, axe finds nothing serious', async ({
  page,
  product,
}) => {
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
