// Delivery charges in the shopper's journeys: the cart and checkout say FREE from the threshold and how much
// more it takes when close; Express, chosen from the keyboard, adds its fee to the total, the payment window
// and the order. Figures come from the same rules the build and the server were given.
import type { Page } from '@playwright/test';
import { catalog, DELIVERY_RULES, expectAccessible, pathOf, stockedProduct, totalText } from './fixtures.ts';
import { expect, productWhere, test } from './test.ts';

const freeFrom = DELIVERY_RULES.freeFromPaise / 100;
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const PROMISE = /^Delivered by \w{3} \d{1,2} \w{3} \(ships in 6–9 working days, made to order\)$/;

/** The amounts of the shopper's orders, newest first, as the API reports them to My Orders. */
async function orderAmounts(page: Page): Promise<number[]> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const res = await page.request.post('/api/order/userorders', { headers: { token }, data: {} });
  const { orders } = (await res.json()) as { orders: { amount: number; date: string }[] };
  return orders.sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).map((o) => o.amount);
}

test.describe('delivery charges', () => {
  // What `inBag` puts in the bag: a product that alone reaches free delivery.
  test.use({ product: productWhere((p) => p.price >= freeFrom) });

  test('a cart just under the threshold says how much more makes shipping free, then shows FREE', async ({
    page,
    productPage,
    cartPage,
  }) => {
    const product = await stockedProduct(page.request, {
      where: (p) => p.price < freeFrom && p.price >= freeFrom - 1000 && p.price * 2 >= freeFrom,
    });
    const size = product.inStock[0]!;
    await productPage.addToCart(product, size);
    await expect(productPage.cartCount).not.toHaveCount(0);
    await page.goto('/cart');
    const { summary } = cartPage;
    await expect(summary.locator('[data-shipping]')).toHaveText(`${rupees(DELIVERY_RULES.feePaise / 100)}.00`);
    await expect(summary.locator('[data-free-delivery-nudge]')).toHaveText(
      `Add ${rupees(freeFrom - product.price)} more for FREE shipping`,
    );
    await expect(summary.locator('[data-total]')).toHaveText(totalText(product.price));
    await expectAccessible(page, 'the cart with the free-shipping nudge', 'main');

    await page.getByRole('button', { name: `Increase quantity of ${product.name} size ${size}` }).click();
    await expect(summary.locator('[data-shipping]')).toHaveText('FREE');
    await expect(summary.locator('[data-free-delivery-nudge]')).toHaveCount(0);
    await expect(summary.locator('[data-total]')).toHaveText(totalText(product.price * 2));
  });

  test('from the threshold: FREE in the cart and checkout, paid without delivery; Express adds its fee', async ({
    page,
    inBag: { product, size },
    productPage,
    checkoutPage,
    ordersPage,
  }) => {
    test.setTimeout(90_000);
    // A PIN checked on the product page gives checkout its dates before the address is typed.
    await page.getByLabel('Check delivery').fill('744101');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.locator('[data-estimate]')).toHaveText(PROMISE);
    await page.goto('/cart');
    await expect(page.locator('[data-shipping]')).toHaveText('FREE');
    await expect(page.locator('[data-free-delivery-nudge]')).toHaveCount(0);

    await checkoutPage.open();
    const standard = page.getByRole('radio', { name: 'Standard FREE' });
    const express = page.getByRole('radio', { name: `Express ${rupees(DELIVERY_RULES.expressFeePaise / 100)}` });
    const remembered = page.getByText('Dates for PIN code 744101, the one you last checked.');
    await expect(remembered).toBeVisible();
    await expect(standard).toHaveAccessibleDescription(PROMISE);
    await checkoutPage.fillAddress();
    const { summary } = checkoutPage;
    await expect(remembered).toBeHidden();
    await expect(standard).toBeChecked();
    await expect(standard).toHaveAccessibleDescription(PROMISE);
    await expect(express).toHaveAccessibleDescription(/^Delivered by \w{3} \d{1,2} \w{3}$/);
    await expect(summary.locator('[data-shipping]')).toHaveText('FREE');
    await expect(summary.locator('[data-total]')).toHaveText(totalText(product.price));
    await expectAccessible(page, 'checkout with the delivery choices and their dates', 'main');
    await checkoutPage.payInSandbox(totalText(product.price));
    await ordersPage.justPlaced(); // the order just placed comes first
    expect((await orderAmounts(page))[0]).toBe(product.price);

    // The same item again, with Express chosen from the keyboard.
    await productPage.addToCart(product, size);
    await expect(productPage.cartCount).toHaveText('1');
    await checkoutPage.open();
    await checkoutPage.fillAddress();
    await standard.focus();
    await page.keyboard.press('ArrowRight');
    await expect(express).toBeChecked();
    await expect(express).toBeFocused();
    const withExpress = totalText(product.price, 'express');
    await expect(summary.getByText('Shipping (Express)')).toBeVisible();
    await expect(summary.locator('[data-shipping]')).toHaveText(`${rupees(DELIVERY_RULES.expressFeePaise / 100)}.00`);
    await expect(summary.locator('[data-total]')).toHaveText(withExpress);
    await checkoutPage.payInSandbox(withExpress);
    await ordersPage.justPlaced();
    expect((await orderAmounts(page))[0]).toBe(product.price + DELIVERY_RULES.expressFeePaise / 100);
  });

  test('the shipping policy and the pages quote the configured figures', async ({ page, request }) => {
    const fee = rupees(DELIVERY_RULES.feePaise / 100);
    const express = rupees(DELIVERY_RULES.expressFeePaise / 100);
    await page.goto('/shipping-policy');
    const policy = page.locator('article');
    await expect(policy).toContainText(`Standard shipping, orders below ${rupees(freeFrom)}: ${fee}`);
    await expect(policy).toContainText(`Standard shipping, orders of ${rupees(freeFrom)} and above: free`);
    await expect(policy).toContainText(`Express shipping: ${express}, whatever the order value`);
    await expect(policy).not.toContainText('{{');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`free shipping from ${rupees(freeFrom)}, express shipping for ${express}`),
    );
    await page.goto('/terms');
    await expect(page.locator('article')).toContainText(
      `Standard shipping costs ${fee} on orders below ${rupees(freeFrom)}`,
    );
    await page.goto('/');
    await expect(page.getByText(`Free shipping from ${rupees(freeFrom)}`)).toBeVisible();
    const [product] = await catalog(request);
    await page.goto(pathOf(product!));
    await expect(page.getByText(`Free shipping from ${rupees(freeFrom)}.`)).toBeVisible();
  });
});
