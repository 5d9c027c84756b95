// An applied coupon follows the cart (issue 27): the cart and checkout price its discount from the cart as it
// stands, by the server's own rule (src/lib/coupon-discount.ts), through quantity changes, another size and a
// removal; below a fixed coupon's minimum it says what is missing instead of a discount; and the total shown is
// the total the server charges in the sandbox payment window.
import type { Page } from '@playwright/test';
import { priceOrder } from '#/lib/pricing.ts';
import { catalog, DELIVERY_RULES, uniqueEmail, type ApiProduct } from './fixtures.ts';
import type { CheckoutPage } from './pages/checkout.page.ts';
import type { OrdersPage } from './pages/orders.page.ts';
import type { ProductPage } from './pages/product.page.ts';
import { expect, test } from './test.ts';

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

/** Adds one of `p` in `size` from its product page (mirrored when signed in); the header then counts `count`. */
async function addOne(productPage: ProductPage, p: ApiProduct, size: string, count: string) {
  await productPage.addToCart(p, size);
  await expect(productPage.cartCount).toHaveText(count);
}

/** Pays in the sandbox window, which asks for `expectedTotal`, and finds the order in My Orders at that total. */
async function payAndSee(checkoutPage: CheckoutPage, ordersPage: OrdersPage, expectedTotal: string) {
  await checkoutPage.fillAddress();
  // The server's total (what the payment window asks for) is the one the summary showed.
  await checkoutPage.payInSandbox(expectedTotal);
  await expect(ordersPage.placedHeading).toBeVisible();
  await expect(ordersPage.cards.first()).toContainText(expectedTotal);
}

test('WELCOME20 on ₹1,450 follows the cart: ₹2,900 gives −₹580, another size and a removal too; paid', async ({
  page,
  productPage,
  cartPage,
  loginPage,
  checkoutPage,
  ordersPage,
}) => {
  test.setTimeout(150_000);
  const dress = await product(page, 'Amaltas Yellow Maxi Dress'); // ₹1,450, the cart
  await addOne(productPage, dress, 'M', '1');
  await cartPage.open();
  const { summary } = cartPage;
  await page.getByLabel('Coupon code').fill('welcome20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied! You saved ₹290')).toBeVisible();
  await expect(summary.locator('[data-discount]')).toHaveText('−₹290.00');

  await cartPage.press('M', 'Increase');
  await expect(summary.locator('[data-discount]')).toHaveText('−₹580.00');
  await expect(summary.locator('[data-total]')).toHaveText(total(2900, 580));
  await page.reload(); // the code and its terms were kept, not an amount
  await expect(summary.locator('[data-discount]')).toHaveText('−₹580.00');

  await addOne(productPage, dress, 'L', '3'); // another size: ₹4,350
  await cartPage.open();
  await expect(summary.locator('[data-discount]')).toHaveText('−₹870.00');
  await expect(summary.locator('[data-total]')).toHaveText(total(4350, 870));
  await cartPage.press('M', 'Remove'); // ₹1,450 left
  await expect(summary.locator('[data-discount]')).toHaveText('−₹290.00');
  await cartPage.press('L', 'Increase'); // ₹2,900
  await expect(summary.locator('[data-discount]')).toHaveText('−₹580.00');

  // Checkout: a new shopper (WELCOME20 is for a first order); the server checks the coupon again there.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await loginPage.signUpFromCheckout(uniqueEmail('welcome'));
  const order = checkoutPage.summary;
  await expect(order.locator('[data-discount]')).toHaveText('−₹580.00');
  await expect(order.locator('[data-total]')).toHaveText(total(2900, 580));
  await payAndSee(checkoutPage, ordersPage, total(2900, 580));
});

test('FESTIVE250 (₹250 off from ₹1,999): below the minimum it says what is missing, then applies again; paid', async ({
  page,
  shopper: _, // signed in: the cart is mirrored to the server cart
  productPage,
  cartPage,
  checkoutPage,
  ordersPage,
}) => {
  test.setTimeout(150_000);
  const shirt = await product(page, 'Koyal Striped Oversized Shirt'); // ₹1,000
  await addOne(productPage, shirt, 'M', '1');
  await cartPage.open();
  const { summary } = cartPage;
  await mirrored(page, () => cartPage.press('M', 'Increase')); // ₹2,000
  await page.getByLabel('Coupon code').fill('FESTIVE250');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied! You saved ₹250')).toBeVisible();
  await expect(summary.locator('[data-discount]')).toHaveText('−₹250.00');
  await expect(summary.locator('[data-total]')).toHaveText(total(2000, 250));

  await mirrored(page, () => cartPage.press('M', 'Decrease')); // ₹1,000: below
  await expect(summary.locator('[data-coupon-note]')).toHaveText('Add ₹999 more to use this coupon');
  await expect(summary.locator('[data-coupon]')).toContainText('Not applied');
  await expect(summary.locator('[data-discount]')).toHaveCount(0);
  await expect(summary.locator('[data-total]')).toHaveText(total(1000, 0));

  await addOne(productPage, shirt, 'L', '2'); // another size: ₹2,000 again
  await cartPage.open();
  await expect(summary.locator('[data-discount]')).toHaveText('−₹250.00');
  await mirrored(page, () => cartPage.press('L', 'Increase')); // ₹3,000
  await expect(summary.locator('[data-discount]')).toHaveText('−₹250.00'); // fixed: ₹250 still
  await expect(summary.locator('[data-total]')).toHaveText(total(3000, 250));

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const order = checkoutPage.summary;
  await expect(order.locator('[data-discount]')).toHaveText('−₹250.00');
  await expect(order.locator('[data-total]')).toHaveText(total(3000, 250));
  await payAndSee(checkoutPage, ordersPage, total(3000, 250));
});

test('a coupon kept by the old version (a rupee amount) is priced again from the cart, never shown stale', async ({
  page,
  cartPage,
}) => {
  const dress = await product(page, 'Amaltas Yellow Maxi Dress');
  await page.goto('/');
  await page.evaluate((name) => {
    localStorage.setItem('cartItems', JSON.stringify({ v: 1, data: { [name]: { M: 2 } } }));
    localStorage.setItem('coupon', JSON.stringify({ v: 1, data: { code: 'WELCOME20', discount: 290 } }));
  }, dress.name);
  await cartPage.open();
  const { summary } = cartPage;
  await expect(summary.locator('[data-discount]')).toHaveText('−₹580.00');
  await expect(summary.locator('[data-total]')).toHaveText(total(2900, 580));
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('coupon')))!)).toMatchObject({
    v: 2,
    data: { code: 'WELCOME20', terms: { kind: 'percent', value: 20, maxDiscount: 1000, minSubtotal: 0 } },
  });
});
