// Consent in the browser (DPDP Act): WhatsApp order updates are offered unticked at checkout; ticked, they come
// with the order and show on in the account's "Messages from us", where she turns them off as easily, by keyboard
// too; a reload keeps her answer.
import { expectAccessible } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

test('WhatsApp updates: ticked at checkout, on in the account, turned off there and still off after a reload', async ({
  page,
  atCheckout: _,
  checkoutPage,
  ordersPage,
}) => {
  test.setTimeout(90_000);
  const box = checkoutPage.whatsApp;
  await expect(box).not.toBeChecked(); // never ticked for her
  await expect(box).toHaveAccessibleDescription(
    'Shipping and delivery updates on the phone number above. You can turn this off in your account.',
  );
  await expectAccessible(page, 'checkout: the WhatsApp box', 'section[aria-labelledby="contact-title"]');
  await box.check();
  await checkoutPage.payInSandbox();
  await expect(ordersPage.placedHeading).toBeVisible();
  await ordersPage.justPlaced();

  await page.goto('/account');
  await hydrated(page);
  const messages = page.getByRole('region', { name: 'Messages from us' });
  const whatsapp = messages.getByRole('switch', { name: 'Order updates on WhatsApp' });
  const offers = messages.getByRole('switch', { name: 'Offers and new arrivals by e-mail' });
  await expect(whatsapp).toBeChecked();
  await expect(offers).not.toBeChecked();
  await expect(messages).toContainText('Order confirmations and delivery updates always come by e-mail.');
  await expectAccessible(page, 'account: messages from us', '[data-preferences]');

  // Off as easily as on: focus, Space, Save.
  await whatsapp.focus();
  await page.keyboard.press('Space');
  await expect(whatsapp).not.toBeChecked();
  await messages.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(whatsapp).not.toBeChecked();
  await expect(offers).not.toBeChecked();
});
