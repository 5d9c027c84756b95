// An applied coupon follows the cart (issue 27): the cart and checkout price its discount from the cart as it
// stands, by the server's own rule (src/lib/coupon-discount.ts), through quantity changes, another size and a
// removal; below a fixed coupon's minimum it says what is missing instead of a discount; and the total shown is
// the total the server charges in the sandbox payment window.
import { expect, test, type Page } from '@playwright/test';
import { priceOrder } from '#/lib/pricing.ts';
import { catalog, DELIVERY_RULES, pathOf, signUp, uniqueEmail, type ApiProduct } from './fixtures.ts';
import { hydrated } from './hydrated.ts';

const money = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The total a summary shows for `items` rupees less `discount`, standard delivery. */
const total = (items: number, discount: number) =>
  money(
    priceOrder({
      subtotalPaise: items * 100,
      discountPaise: discount * 100,
      shipping: 'standard',
      rules: DELIVERY_RULES,
    }).totalPaise / 100,
  );

async function product(page: Page, name: string): Promise<ApiProduct> {
  const found = (await catalog(page.request)).find((p) => p.name === name);
  expect(found, `${name} is in the demo catalog`).toBeTruthy();
  return found!;
}

/**
 * A signed-in shopper's change is mirrored to her server cart, which the next page loads as the truth: wait for
 * the mirror before leaving the page.
 */
async function mirrored(page: Page, change: () => Promise<unknown>) {
  await Promise.all([page.waitForResponse((r) => /\/api\/cart\/(add|update)$/.test(r.url())), change()]);
}

/** Adds one of `p` in `size` from its product page. */
async function addFromProductPage(page: Page, p: ApiProduct, size: string, count: string, signedIn = false) {
  await page.goto(pathOf(p));
  const button = page.getByRole('button', { name: size, exact: true });
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
  }).toPass();
  const add = () => page.getByRole('button', { name: 'Add to Cart' }).click();
  await (signedIn ? mirrored(page, add) : add());
  await expect(page.locator('[data-cart-count]')).toHaveText(count);
}

async function openCart(page: Page) {
  await page.goto('/cart');
  await hydrated(page);
  return page.getByRole('complementary', { name: 'Cart Summary' });
}

const line = (page: Page, size: string) => page.locator('[data-cart-line]').filter({ hasText: `Size: ${size}` });

async function fillAddressAndPay(page: Page, expectedTotal: string) {
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
  await expect(sandbox).toContainText(expectedTotal);
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();
  await expect(page.locator('[data-order]').first()).toContainText(expectedTotal);
}

test('WELCOME20 on ₹1,450 follows the cart: ₹2,900 gives −₹580, another size and a removal too; paid', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const dress = await product(page, 'Amaltas Yellow Maxi Dress'); // ₹1,450, the cart
  await addFromProductPage(page, dress, 'M', '1');
  const summary = await openCart(page);
  await page.getByLabel('Coupon code').fill('welcome20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied! You saved ₹290')).toBeVisible();
  await expect(summary.locator('[data-discount]')).toHaveText('−₹290.00');

  await line(page, 'M')
    .getByRole('button', { name: /Increase/ })
    .click();
  await expect(summary.locator('[data-discount]')).toHaveText('−₹580.00');
  await expect(summary.locator('[data-total]')).toHaveText(total(2900, 580));
  await page.reload(); // the code and its terms were kept, not an amount
  await expect(summary.locator('[data-discount]')).toHaveText('−₹580.00');

  await addFromProductPage(page, dress, 'L', '3'); // another size: ₹4,350
  await openCart(page);
  await expect(summary.locator('[data-discount]')).toHaveText('−₹870.00');
  await expect(summary.locator('[data-total]')).toHaveText(total(4350, 870));
  await line(page, 'M')
    .getByRole('button', { name: /Remove/ })
    .click(); // ₹1,450 left
  await expect(summary.locator('[data-discount]')).toHaveText('−₹290.00');
  await line(page, 'L')
    .getByRole('button', { name: /Increase/ })
    .click(); // ₹2,900
  await expect(summary.locator('[data-discount]')).toHaveText('−₹580.00');

  // Checkout: a new shopper (WELCOME20 is for a first order); the server checks the coupon again there.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fcheckout/);
  await signUp(page, uniqueEmail('welcome'));
  await expect(page).toHaveURL(/\/checkout$/);
  const order = page.getByRole('complementary', { name: 'Order summary' });
  await expect(order.locator('[data-discount]')).toHaveText('−₹580.00');
  await expect(order.locator('[data-total]')).toHaveText(total(2900, 580));
  await fillAddressAndPay(page, total(2900, 580));
});

test('FESTIVE250 (₹250 off from ₹1,999): below the minimum it says what is missing, then applies again; paid', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const shirt = await product(page, 'Koyal Striped Oversized Shirt'); // ₹1,000
  await page.goto('/login');
  await signUp(page, uniqueEmail('festive')); // signed in: the cart is mirrored to the server cart
  await addFromProductPage(page, shirt, 'M', '1', true);
  const summary = await openCart(page);
  await mirrored(page, () =>
    line(page, 'M')
      .getByRole('button', { name: /Increase/ })
      .click(),
  ); // ₹2,000
  await page.getByLabel('Coupon code').fill('FESTIVE250');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied! You saved ₹250')).toBeVisible();
  await expect(summary.locator('[data-discount]')).toHaveText('−₹250.00');
  await expect(summary.locator('[data-total]')).toHaveText(total(2000, 250));

  await mirrored(page, () =>
    line(page, 'M')
      .getByRole('button', { name: /Decrease/ })
      .click(),
  ); // ₹1,000: below
  await expect(summary.locator('[data-coupon-note]')).toHaveText('Add ₹999 more to use this coupon');
  await expect(summary.locator('[data-coupon]')).toContainText('Not applied');
  await expect(summary.locator('[data-discount]')).toHaveCount(0);
  await expect(summary.locator('[data-total]')).toHaveText(total(1000, 0));

  await addFromProductPage(page, shirt, 'L', '2', true); // another size: ₹2,000 again
  await openCart(page);
  await expect(summary.locator('[data-discount]')).toHaveText('−₹250.00');
  await mirrored(page, () =>
    line(page, 'L')
      .getByRole('button', { name: /Increase/ })
      .click(),
  ); // ₹3,000
  await expect(summary.locator('[data-discount]')).toHaveText('−₹250.00'); // fixed: ₹250 still
  await expect(summary.locator('[data-total]')).toHaveText(total(3000, 250));

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const order = page.getByRole('complementary', { name: 'Order summary' });
  await expect(order.locator('[data-discount]')).toHaveText('−₹250.00');
  await expect(order.locator('[data-total]')).toHaveText(total(3000, 250));
  await fillAddressAndPay(page, total(3000, 250));
});

test('a coupon kept by the old version (a rupee amount) is priced again from the cart, never shown stale', async ({
  page,
}) => {
  const dress = await product(page, 'Amaltas Yellow Maxi Dress');
  await page.goto('/');
  await page.evaluate((name) => {
    localStorage.setItem('cartItems', JSON.stringify({ v: 1, data: { [name]: { M: 2 } } }));
    localStorage.setItem('coupon', JSON.stringify({ v: 1, data: { code: 'WELCOME20', discount: 290 } }));
  }, dress.name);
  const summary = await openCart(page);
  await expect(summary.locator('[data-discount]')).toHaveText('−₹580.00');
  await expect(summary.locator('[data-total]')).toHaveText(total(2900, 580));
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('coupon')))!)).toMatchObject({
    v: 2,
    data: { code: 'WELCOME20', terms: { kind: 'percent', value: 20, maxDiscount: 1000, minSubtotal: 0 } },
  });
});
