// The console's inbox: a shopper writes from the contact page with her phone; staff see the message with a link
// that dials it, reply (the reply shows under it, the message is in progress), mark it done, and the shopper gets
// the reply by mail with her words quoted. A guest asks on the custom form with her phone; the Custom requests
// screen lists it with the phone (no address to reply to), and a signed-in shopper's with Reply.
import type { Locator, Page } from '@playwright/test';
import { catalog, expectAccessible, mailAbout, uniqueEmail } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { account, tokenOf } from './admin.helpers.ts';
import { expect, test } from './test.ts';

const shots = async (page: Page, name: string) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
};

/** The card of the item whose text holds `text`. */
const cardWith = (page: Page, text: string): Locator => page.locator('[data-inbox-item]').filter({ hasText: text });

test('staff answer a contact message from the console: phone, reply, status, and the mail', async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('inbox');
  const message = 'Can the Rose Wrap Dress be made with a 38 bust?';
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await hydrated(send);
  await page.getByLabel('Name', { exact: true }).fill('Meera Nair');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone (optional)').fill('9876543210');
  await page.getByLabel('Message', { exact: true }).fill(message);
  await shots(page, 'contact-phone');
  await send.click();
  await expect(page.getByText('Thank you! We will reply within one working day.')).toBeVisible();

  const staff = await account(request, 'inbox-staff', 'staff');
  await consolePage.signInAt('/admin/messages', staff);
  const card = cardWith(page, email);
  await expect(card).toContainText(message);
  await expect(card.locator('[data-inbox-status]')).toHaveText('New');
  await expect(card.getByRole('link', { name: 'Phone: +91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');

  await card.getByRole('button', { name: 'Reply to the message from Meera Nair' }).click();
  const reply = card.getByLabel('Your reply');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply).toHaveAccessibleDescription(/Write your reply before sending it\./);
  await expect(reply).toBeFocused();
  const text = 'Yes, we make it to a 38 bust in 10 working days.';
  await reply.fill(text);
  await expectAccessible(page, 'the Contact messages screen with a reply open', 'main');
  await shots(page, 'console-messages-reply');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Reply sent to ${email}.`)).toBeVisible();
  await expect(card.locator('[data-inbox-reply]')).toContainText(text);
  await expect(card.locator('[data-inbox-reply]')).toContainText('inbox-staff Rao');
  await expect(card.locator('[data-inbox-status]')).toHaveText('In progress');
  await expect(card.getByRole('button', { name: /^In progress/ })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'the Contact messages screen with a reply', 'main');
  await shots(page, 'console-messages');

  // Done: it leaves the open list and shows under Done.
  await card.getByRole('button', { name: /^Done/ }).click();
  await expect(card).toHaveCount(0);
  await page.getByLabel('Show').selectOption('done');
  await expect(card.locator('[data-inbox-status]')).toHaveText('Done');
  await expect(card.locator('[data-inbox-reply]')).toContainText(text);

  // The shopper's mail: the reply, in the store's voice, with her message quoted.
  const mail = await mailAbout('our reply to your message', email);
  expect(mail).toContain(text);
  expect(mail).toContain(`> ${message}`);
});

test('the Custom requests screen: a guest’s request with its phone, a shopper’s with Reply', async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(90_000);
  const [product] = await catalog(request);
  // A guest asks on the custom form, with a phone: a number that is not a mobile is caught under its field.
  await page.goto(`/custom-form/${product!._id}`);
  await hydrated(page);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await page.getByLabel('Size').fill('Bust 34, waist 28');
  await page.getByLabel('Special Request').fill('A longer hem, please.');
  const phone = page.getByLabel('Phone (optional)');
  await phone.fill('12345');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(phone).toHaveAccessibleDescription(/^Enter a 10-digit mobile number/);
  await expect(phone).toBeFocused();
  await shots(page, 'custom-form-phone');
  await phone.fill('9123456780');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts.at(-1)).toBe('Your custom request has been saved!');
  await expect(phone).toHaveValue('');

  const staff = await account(request, 'requests-staff', 'staff');
  const headers = { Authorization: `Bearer ${await tokenOf(request, staff)}` };
  const signedIn = { size: 'Bust 38', specialRequest: 'Sleeves to the elbow.', productId: product!._id };
  expect((await request.post('/api/custom-box', { data: signedIn, headers })).ok()).toBe(true);

  await consolePage.signInAt('/admin/requests', staff);
  const guestCard = cardWith(page, 'A longer hem, please.').first();
  await expect(guestCard).toContainText('a guest');
  await expect(guestCard.getByRole('link', { name: 'Phone: +91 91234 56780' })).toBeVisible();
  await expect(guestCard).toContainText('there is no e-mail address to reply to');
  const shopperCard = cardWith(page, 'Sleeves to the elbow.').first();
  await shopperCard.getByRole('button', { name: /^Reply to the request/ }).click();
  await expect(shopperCard.getByLabel('Your reply')).toHaveAccessibleDescription(new RegExp(`Mailed to ${staff}`));
  await expectAccessible(page, 'the Custom requests screen', 'main');
  await shots(page, 'console-requests');
});
