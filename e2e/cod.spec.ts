// Cash on delivery in the browser: the COD fee line in the summary, the button that says "pay on delivery", starting
// again from the code step, the code read from the SMS outbox, the order placed and shown in My Orders.
import { fromOutbox } from './fixtures.ts';
import { expect, productWhere, test } from './test.ts';

const PHONE = '9812345678';
const CODE = /COD code is (\d{6})/;

/** The newest COD code texted to `phone` after `after` (ms), read from the server's SMS outbox. */
async function smsCode(phone: string, after: number): Promise<string> {
  const sms = await fromOutbox({ name: (f) => f.endsWith(`-sms-${phone}.txt`), text: (t) => CODE.test(t), after });
  return CODE.exec(sms)![1]!;
}

// Within the cash limit (PUBLIC_COD_MAX_TOTAL), with a phone of her own to text the code to.
test.use({ product: productWhere((p) => p.price <= 3_000), address: { phone: PHONE } });

test('cash on delivery: fee line, code by SMS, order placed', async ({
  page,
  atCheckout: { product },
  checkoutPage,
  ordersPage,
}) => {
  test.setTimeout(90_000);
  await checkoutPage.choosePayment('Cash on Delivery');
  await expect(page.getByText('COD fee')).toBeVisible();
  await expect(page.locator('dd', { hasText: '₹49' })).toBeVisible();
  // Cash opens no provider's window, and the page does not say it will.
  await expect(checkoutPage.proceed).toHaveCount(0);
  await expect(checkoutPage.summary).not.toContainText("provider's window");
  await checkoutPage.choosePayment('Razorpay');
  await expect(checkoutPage.summary).toContainText("You pay securely through the provider's window.");
  await checkoutPage.choosePayment('Cash on Delivery');

  // Start again leaves the held order to be replaced: placing it again sends a new order's code.
  await checkoutPage.placeCod.click();
  await expect(page.getByText('We sent a code to your phone ••••••5678')).toBeVisible();
  await page.getByRole('button', { name: 'Start again' }).click();
  const started = Date.now();
  await checkoutPage.placeCod.click();
  await expect(page.getByText('We sent a code to your phone ••••••5678')).toBeVisible();
  await page.getByLabel('Code sent to your phone').fill(await smsCode(PHONE, started));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(ordersPage.placedHeading).toBeVisible();
  await ordersPage.justPlaced();
  await expect(ordersPage.cards.first()).toContainText(product.name);
});
