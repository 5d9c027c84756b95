// Store credit at checkout: credit earned by a return the operator walks to completion (approved, received,
// completed), spent in part beside a payment through the sandbox window, then covering a whole order that is placed
// without any window; My Orders shows the credit used. The checkout with credit is looked at on a phone (360 px)
// and a desktop (1280 px).
import type { APIRequestContext } from '@playwright/test';
import { priceOrder } from '#/lib/pricing.ts';
import { admin, DELIVERY_RULES, productWithTwoSizes, walkOrder } from './fixtures.ts';
import { SHOPPER_ADDRESS as address } from './pages/checkout.page.ts';
import { expect, test } from './test.ts';
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const totalOf = (itemsRupees: number) =>
  priceOrder({ subtotalPaise: Math.round(itemsRupees * 100), shipping: 'standard', rules: DELIVERY_RULES }).totalPaise /
  100;

type Api = { request: APIRequestContext; headers: Record<string, string> };
const post = async ({ request, headers }: Api, path: string, data: unknown) => {
  const res = await request.post(path, { headers, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
};

/**
 * Returns an item of a delivered order and the operator walks the request along its steps (approve, the parcel
 * received, complete): the wallet is credited.
 */
async function returnItem(api: Api, orderId: string, size: string): Promise<void> {
  const { orders } = await post(api, '/api/order/userorders', {});
  const item = orders
    .find((o: { _id: string }) => o._id === orderId)
    .items.find((i: { size: string }) => i.size === size);
  await post(api, '/api/order/return-order', { orderId, itemId: item._id, reason: 'Did not fit' });
  const { requests } = await admin(api.request, '/returns');
  const open = requests.find((r: { orderItemId: string }) => r.orderItemId === item._id);
  for (const step of ['approve', 'receive', 'complete'])
    expect((await admin(api.request, `/returns/${open.id}/${step}`, {})).success, step).toBe(true);
}

const wallet = async (api: Api) =>
  (
    (await (await api.request.get('/api/user/account', { headers: api.headers })).json()) as {
      data: { wallet: number };
    }
  ).data.wallet;

test('store credit pays part of an order beside the sandbox window, then a whole order without one', async ({
  page,
  request,
  shopper,
  checkoutPage,
  ordersPage,
}) => {
  test.setTimeout(120_000);
  const product = await productWithTwoSizes(request);
  const [small, large] = product.inStock as [string, string];
  const api = { request, headers: shopper.headers };

  // A delivered order of three units, paid through the API and the sandbox, to return from.
  const items = [
    { _id: product._id, size: small, quantity: 1 },
    { _id: product._id, size: large, quantity: 2 },
  ];
  const { order } = await post(api, '/api/order/razorpay', { address, items, amount: totalOf(3 * product.price) });
  const { response } = await post(api, '/api/order/sandbox/pay', { razorpay_order_id: order.id });
  await post(api, '/api/order/verifyrazorpay', response);
  await walkOrder(request, order.receipt, 'Delivered');

  // One unit back: credit worth less than two units.
  await returnItem(api, order.receipt, small);
  const credit = await wallet(api);
  expect(credit).toBeGreaterThan(0);
  for (let i = 0; i < 2; i++) await post(api, '/api/cart/add', { itemId: product.name, size: small });

  await page.setViewportSize({ width: 360, height: 800 });
  await checkoutPage.open();
  await checkoutPage.fillAddress();
  const due = totalOf(2 * product.price);
  await expect(page.locator('[data-total]')).toHaveText(rupees(due));
  await page.getByRole('checkbox', { name: `Use store credit (${rupees(credit)} available)` }).check();
  await expect(page.locator('[data-store-credit]')).toHaveText(`−${rupees(credit)}`);
  await expect(page.locator('[data-total]')).toHaveText(rupees(due - credit));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
  await page.screenshot({ path: test.info().outputPath('checkout-credit-360.png'), fullPage: true });
  const opened = page.waitForResponse('**/api/order/razorpay');
  await checkoutPage.payInSandbox(rupees(due - credit));
  expect((await opened).status()).toBe(200);
  await ordersPage.justPlaced();
  await expect(ordersPage.cards.first()).toContainText(`Store credit used−${rupees(credit)}`);
  expect(await wallet(api)).toBe(0);

  // Two units back: enough for one unit with delivery, so no payment window opens.
  await returnItem(api, order.receipt, large);
  const second = await wallet(api);
  await post(api, '/api/cart/add', { itemId: product.name, size: large });
  const one = totalOf(product.price);
  expect(second).toBeGreaterThanOrEqual(one);

  await page.setViewportSize({ width: 1280, height: 900 });
  await checkoutPage.open();
  await checkoutPage.fillAddress();
  await page.getByRole('checkbox', { name: /^Use store credit/ }).check();
  await expect(page.locator('[data-store-credit]')).toHaveText(`−${rupees(one)}`);
  await expect(page.locator('[data-total]')).toHaveText(rupees(0));
  await page.screenshot({ path: test.info().outputPath('checkout-credit-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await ordersPage.justPlaced();
  await expect(checkoutPage.sandbox).toHaveCount(0);
  const placed = ordersPage.cards.first();
  await expect(placed).toContainText('Store credit');
  await expect(placed).toContainText(`Store credit used−${rupees(one)}`);
  expect(await wallet(api)).toBeCloseTo(second - one, 2);
});
