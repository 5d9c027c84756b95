// Saved addresses: a first checkout saves the address she typed (only because she ticked the box), the second
// starts with it chosen, and the account's Addresses add, edit, make default and delete by keyboard-named buttons.
import { API_ADDRESS } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { SHOPPER_ADDRESS, typeAddress } from './pages/checkout.page.ts';
import { expect, test } from './test.ts';

test('the second checkout starts with the saved address; the account edits the book', async ({
  page,
  atCheckout: { product, size },
  productPage,
  checkoutPage,
  ordersPage,
}) => {
  test.setTimeout(120_000);
  const save = page.getByLabel('Save this address for next time');
  await expect(save).not.toBeChecked(); // never ticked for her, not even once she has typed her address
  await save.check();
  await checkoutPage.choosePayment('Razorpay');
  await checkoutPage.payInSandbox();
  await expect(ordersPage.placedHeading).toBeVisible();

  // The second checkout: the saved address is chosen, the form stays folded away, and paying works with it.
  await productPage.addToCart(product, size);
  await checkoutPage.open();
  const saved = page.getByRole('radio', { name: new RegExp(SHOPPER_ADDRESS.street) });
  await expect(saved).toBeChecked();
  await expect(page.getByLabel('Street', { exact: true })).toHaveCount(0);
  // The phone field is folded away with the rest, so the WhatsApp box names the number it would use.
  const whatsapp = checkoutPage.whatsApp;
  await expect(whatsapp).toHaveAccessibleDescription(
    `Shipping and delivery updates on ${SHOPPER_ADDRESS.phone}, the saved address's phone. ` +
      'You can turn this off in your account.',
  );
  await page.getByRole('radio', { name: 'Use a new address' }).check();
  await expect(whatsapp).toHaveAccessibleDescription(/on the phone number above/);
  await expect(page.getByLabel('Street', { exact: true })).toHaveValue('');
  await saved.check();
  await checkoutPage.choosePayment('Razorpay');
  await checkoutPage.payInSandbox();
  await expect(ordersPage.placedHeading).toBeVisible();

  // The account's book: the address is there as the default; add, edit, make default, delete.
  await page.goto('/account/addresses');
  await hydrated(page);
  const book = page.locator('[data-address-book]');
  await expect(book.locator('[data-saved-address]')).toHaveCount(1);
  await expect(book.locator('[data-saved-address]').first()).toContainText('Default');
  await book.getByRole('button', { name: 'Add an address' }).click();
  const form = book.getByRole('form', { name: 'New address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('City is required')).toBeVisible();
  await typeAddress(form, API_ADDRESS); // Meera Nair, 7 Marine Drive
  await expect(form.getByText('City is required')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(book.locator('[data-saved-address]')).toHaveCount(2);

  await book.getByRole('button', { name: 'Edit Meera Nair, 7 Marine Drive' }).click();
  const edit = book.getByRole('form', { name: 'Edit address: Meera Nair' });
  await edit.getByLabel('Landmark (optional)').fill('Near the jetty');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByText('7 Marine Drive, Near the jetty, Kochi')).toBeVisible();

  await book.getByRole('button', { name: 'Make Meera Nair, 7 Marine Drive the default' }).click();
  await expect(book.locator('[data-saved-address]').first()).toContainText('Meera Nair');
  await expect(book.locator('[data-saved-address]').first()).toContainText('Default');

  // Delete asks first: Escape keeps the address (focus back on Delete), "Yes, delete" removes it.
  const remove = book.getByRole('button', { name: `Delete Asha Rao, ${SHOPPER_ADDRESS.street}` });
  await remove.click();
  const question = book.getByRole('group', { name: `Delete Asha Rao, ${SHOPPER_ADDRESS.street}?` });
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(remove).toBeFocused();
  await expect(book.locator('[data-saved-address]')).toHaveCount(2);
  await remove.click();
  await question.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(book.locator('[data-saved-address]')).toHaveCount(1);
  await expect(book).not.toContainText(SHOPPER_ADDRESS.street);
});
