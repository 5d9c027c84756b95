// My Orders as a shopper sees it: the order just paid for comes first and highlighted; a delivered order offers
// Return and Exchange while one on its way says why not; the amount break-up and the status timeline show;
// a loading skeleton, a failed load with a retry (never "no orders"), and the invoice download with the token.
import { readFileSync } from 'node:fs';
import { pdfText } from '#/server/test/pdf-text.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { buyThroughApi, expectAccessible, type StockedProduct, walkOrder } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

/** A paid order of one unit with WELCOME20 (20% off, at most ₹1,000) through the API; returns its id. */
const buyWithCoupon = (request: APIRequestContext, token: string, product: StockedProduct) =>
  buyThroughApi(request, token, product, {
    code: 'WELCOME20',
    discountRupees: Math.min(Math.floor(product.price * 20) / 100, 1000),
  });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('the order just paid for comes first and highlighted; delivered vs on its way; break-up and timeline', async ({
  page,
  request,
  shopper,
  product,
  productPage,
  checkoutPage,
  ordersPage,
}, testInfo) => {
  test.setTimeout(90_000);
  const earlier = await buyWithCoupon(request, shopper.token, product);
  await walkOrder(request, earlier, 'Delivered', { awb: 'SR777' });

  // Then one paid in the page: her bag is filled only now, as paying for the earlier order empties her saved cart.
  await productPage.addToCart(product, product.inStock[1]!);
  await expect(productPage.cartCount).toHaveText('1');
  await checkoutPage.open();
  await checkoutPage.fillAddress();
  await checkoutPage.payInSandbox();
  const placed = await ordersPage.justPlaced();
  // The spec's toast, and the page's own heading.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Order placed successfully!' })).toBeVisible();
  await expect(ordersPage.placedHeading).toBeVisible();

  const { cards } = ordersPage;
  await expect(cards).toHaveCount(2);
  const [fresh, delivered] = [cards.nth(0), cards.nth(1)];
  await expect(fresh).toHaveAttribute('data-order', placed);
  await expect(fresh).toHaveAttribute('data-placed', 'true');
  await expect(fresh).toContainText('Just placed');
  await expect(delivered).toHaveAttribute('data-order', earlier);
  await expect(delivered).not.toHaveAttribute('data-placed');

  // On its way: the timeline at its first step, an expected date, and no Return or Exchange yet.
  await expect(fresh.locator('[data-status]')).toHaveText('Order Placed');
  await expect(fresh.locator('[data-timeline] li')).toHaveText([
    /^Order Placed/,
    /^Packing/,
    /^Shipped/,
    /^Out for Delivery/,
    /^Delivered/,
  ]);
  await expect(fresh.locator('[data-timeline] [aria-current="step"]')).toHaveText(/^Order Placed/);
  await expect(fresh).toContainText(/Expected by \w{3} \d{1,2} \w{3}/);
  await expect(fresh).toContainText('Payment: Razorpay');
  const freshItem = fresh.locator('[data-order-item]');
  await expect(freshItem).toContainText(product.name);
  await expect(freshItem.locator('[data-return-note]')).toHaveText('Returns open after delivery');
  // Return and Exchange are there (docs/product/orders-and-tracking.md#my-orders) but cannot be started yet: pressing
  // one says so (docs/product/returns-and-exchanges.md#messages).
  for (const [name, refusal] of [
    ['Return', 'Failed to initiate return'],
    ['Exchange', 'Failed to initiate exchange'],
  ] as const) {
    const button = freshItem.getByRole('button', { name: new RegExp(`^${name}`) });
    await expect(button).toHaveAccessibleDescription('Returns open after delivery');
    await button.click();
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(fresh.locator('[data-break-up]')).toContainText('Items subtotal');
  await expect(fresh.locator('[data-break-up]')).not.toContainText('Coupon');
  await expect(fresh.locator('address')).toContainText('12 MG Road');

  // Delivered: Return and Exchange offered, with the last day; the coupon in its break-up.
  await expect(delivered.locator('[data-status]')).toHaveText('Delivered');
  await expect(delivered.locator('[data-timeline] [aria-current="step"]')).toHaveText(/^Delivered/);
  await expect(delivered).toContainText(/Delivered on \w{3} \d{1,2} \w{3}/);
  // The AWB code Track Your Order asks for is on the shipped order (and not on the one still being packed).
  await expect(delivered.locator('[data-awb]')).toHaveText('AWB code SR777');
  await expect(fresh.locator('[data-awb]')).toHaveCount(0);
  const item = delivered.locator('[data-order-item]');
  await expect(item.getByRole('button', { name: 'Return' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Exchange' })).toBeVisible();
  await expect(item).toContainText(/Return or exchange by \w{3} \d{1,2} \w{3}/);
  await expect(item.locator('[data-return-note]')).toHaveCount(0);
  const lines = delivered.locator('[data-break-up] > div');
  await expect(lines.locator('dt')).toHaveText(['Items subtotal', 'Coupon WELCOME20', 'Delivery', 'Total paid']);
  await expect(lines.nth(0).locator('dd')).toHaveText(`₹${product.price.toLocaleString('en-IN')}.00`);
  await expect(lines.nth(1).locator('dd')).toHaveText(/^−₹[\d,]+\.\d\d$/);
  await expect(lines.nth(2).locator('dd')).toHaveText(/^(₹100\.00|FREE)$/);

  await expectAccessible(page, 'My Orders with two orders', '#main'); // the toast's own colours are sonner's

  // Download invoice: fetched with the shopper's token, saved, and read back: a GST tax invoice for this order.
  const download = page.waitForEvent('download');
  await fresh.getByRole('button', { name: 'Download invoice' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^invoice-INV-\d\d-\d\d-\d{6}\.pdf$/);
  const invoice = pdfText(new Uint8Array(readFileSync((await saved.path())!)));
  expect(invoice).toContain('TAX INVOICE');
  expect(invoice).toContain(placed);
  expect(invoice).toMatch(/Grand total \(₹\) [\d,]+\.\d\d/);

  // As a shopper sees it: phone and desktop, and nothing scrolls sideways at 320 px.
  for (const width of [1280, 360, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await noSidewaysScroll(page), `${width} px`).toBe(true);
    if (width === 320) continue;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`my-orders-${width}.png`), fullPage: true });
    await fresh.screenshot({ path: testInfo.outputPath(`order-placed-${width}.png`) });
    await delivered.screenshot({ path: testInfo.outputPath(`order-delivered-${width}.png`) });
  }
});

test('back from the card provider, the order just paid for is first and highlighted too', async ({
  page,
  atCheckout: _,
  productPage,
  checkoutPage,
  ordersPage,
}) => {
  test.setTimeout(60_000);
  await checkoutPage.choosePayment('Card');
  await checkoutPage.proceed.click();
  await expect(page).toHaveURL(/\/checkout\/card\?orderId=/);
  await hydrated(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const placed = await ordersPage.justPlaced();
  await expect(ordersPage.placedHeading).toBeVisible();
  const first = ordersPage.cards.first();
  await expect(first).toHaveAttribute('data-order', placed);
  await expect(first).toHaveAttribute('data-placed', 'true');
  await expect(first).toContainText('Payment: Card');
  await expect(productPage.cartCount).toHaveCount(0);
});

test('loading shows a card-shaped skeleton; a failed load says so with a retry, never "no orders"', async ({
  page,
  shopper: _,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  await page.route('**/api/order/userorders', async (route) => {
    const call = ++calls;
    if (call === 1) {
      await held;
      return route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } });
    }
    if (call === 2) return route.abort('internetdisconnected');
    return route.continue();
  });
  await page.goto('/orders');
  await expect(page.locator('[data-orders-loading]')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(1);
  release();

  const failed = page.getByRole('alert').filter({ hasText: 'We could not load your orders.' });
  await expect(failed).toContainText('Service unavailable.');
  await expect(page.getByText('You have no orders yet')).toHaveCount(0);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => calls).toBe(2);
  await expect(failed).toBeVisible(); // the network is down this time
  await expect(page.getByText('You have no orders yet')).toHaveCount(0);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(calls).toBe(3);
});

test('Track Your Order says what an AWB code is and that My Orders shows it', async ({ page }) => {
  await page.goto('/track-order');
  const help = page.locator('#awb-help');
  await expect(page.getByRole('heading', { name: 'What is an AWB code?' })).toBeVisible();
  await expect(help).toContainText('tracking number the courier gives your parcel');
  await expect(page.getByRole('textbox', { name: 'AWB Code' })).toHaveAccessibleDescription(/My Orders/);
  await help.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Forders|\/orders/);
});
