// Checkout's messages at 360 px: after an empty submit every required field says so, each message goes as soon as
// its field is filled (not only at the next submit), and a field in error is marked and described for a reader.
import { ADDRESS_FIELDS, SHOPPER_ADDRESS } from './pages/checkout.page.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 360, height: 780 } });

const FIELDS = ADDRESS_FIELDS.map(([label, key]) => [label, SHOPPER_ADDRESS[key]] as const);

test('an empty submit, then each field filled loses its message at once', async ({ page, inBag: _, checkoutPage }) => {
  await checkoutPage.open();
  await checkoutPage.proceed.click();

  for (const [label] of FIELDS) await expect(page.getByText(`${label} is required`)).toBeVisible();
  const phone = page.getByLabel('Phone', { exact: true });
  await expect(phone).toBeFocused(); // the first field with a mistake
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Phone is required');

  for (const [i, [label, value]] of FIELDS.entries()) {
    const input = page.getByLabel(label, { exact: true });
    await input.fill(value);
    await expect(page.getByText(`${label} is required`)).toHaveCount(0);
    await expect(input).not.toHaveAttribute('aria-invalid');
    // The fields not yet filled keep theirs.
    for (const [later] of FIELDS.slice(i + 1)) await expect(page.getByText(`${later} is required`)).toBeVisible();
  }

  // A field put wrong again says what is wrong now.
  await page.getByLabel('PIN code', { exact: true }).fill('0123');
  await expect(page.getByText('Enter a 6-digit PIN code')).toHaveCount(0); // no new message while typing
  await checkoutPage.proceed.click();
  await expect(page.getByText('Enter a 6-digit PIN code')).toBeVisible();
  await page.getByLabel('PIN code', { exact: true }).fill('560001');
  await expect(page.getByText('Enter a 6-digit PIN code')).toHaveCount(0);
});
