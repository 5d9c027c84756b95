// The product page at the point of decision (issue 33): the returns promise from the policy's figures, one delivery
// promise once a PIN is known ("Delivered by … (ships in 6–9 working days, made to order)", express its own date),
// and "Cash on delivery available" where cash is taken; the PIN is remembered on the next product page.
import { catalog, expectAccessible, pathOf } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

// A sign-up, an order and a page or two each: generous on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const PROMISE = /^Delivered by \w{3} \d{1,2} \w{3} \(ships in 6–9 working days, made to order\)$/;

test('trust cues: returns, the delivery promise and cash on delivery for a remembered PIN', async ({
  page,
  request,
}) => {
  const products = await catalog(request);
  const [first, second] = products.filter((p) => !('mrp' in p));
  await page.goto(pathOf(first!));
  await hydrated(page);
  const cues = page.getByRole('list', { name: 'Returns and payment' });
  await expect(cues.getByText('7-day returns / free size exchange')).toBeVisible();
  await expect(
    page.getByText('Made to order: ships in 6–9 working days. Enter your PIN code for the delivery date.'),
  ).toBeVisible();
  const cod = cues.getByText('Cash on delivery available');
  await expect(cod).toBeHidden();

  await page.getByLabel('Check delivery').fill('560001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const promise = page.locator('[data-estimate]');
  await expect(promise).toHaveText(PROMISE);
  await expect(page.locator('[data-express]')).toHaveText(/^Express: delivered by \w{3} \d{1,2} \w{3}$/);
  await expect(cod).toBeVisible();
  await expect(cues).toContainText('(PIN 560001)');
  await expectAccessible(page, 'the buy box with the delivery promise and trust cues', '[data-buy-box]');

  // Another product page: the PIN is remembered and checked without a tap.
  await page.goto(pathOf(second!));
  await hydrated(page);
  await expect(page.getByLabel('Check delivery')).toHaveValue('560001');
  await expect(page.locator('[data-estimate]')).toHaveText(PROMISE);
  await expect(cod).toBeVisible();

  // A remote PIN is delivered to, but cash is not taken there.
  await page.getByLabel('Check delivery').fill('744101');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.locator('[data-estimate]')).toHaveText(PROMISE);
  await expect(cod).toBeHidden();
});
