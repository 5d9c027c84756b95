// The shopper's data rights (DPDP Act 2023): a shopper with a delivered order downloads everything the store keeps
// about her from her account page (a JSON file named with the day), then deletes her account with her password
// (a wrong one is refused in the dialog). She is signed out and cannot sign in again; the owner still has her order
// and its invoice in the console, issued to the name and address it was, without her phone or e-mail.
import { readFileSync } from 'node:fs';
import { pdfText } from '#/server/test/pdf-text.ts';
import { E2E_ADMIN_TOKEN } from '../playwright.config.ts';
import { account } from './admin.helpers.ts';
import { admin, API_ADDRESS, buyThroughApi, PASSWORD, productWithTwoSizes, walkOrder } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

test('a shopper downloads her data, deletes her account, and the owner keeps the order and its invoice', async ({
  page,
  request,
  shopper,
  consolePage,
}, testInfo) => {
  test.setTimeout(120_000);
  const product = await productWithTwoSizes(request);
  const orderId = await buyThroughApi(request, shopper.token, product);
  await walkOrder(request, orderId, 'Delivered');

  await page.goto('/account');
  await hydrated(page);
  const section = page.locator('[data-your-data]');
  await expect(section.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'How we use your data' })).toHaveAttribute('href', '/privacy');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a full-page shot of a scrolled page draws the sticky header in the middle of it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`my-data-account-${width}.png`), fullPage: true });
  }

  // Download my data: one JSON file named with the day, holding her account and her order.
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await saved.path())!, 'utf8')) as {
    account: { email: string };
    orders: { id: string; address: { phone: string } }[];
  };
  expect(data.account.email).toBe(shopper.email);
  expect(data.orders.map((o) => o.id)).toEqual([orderId]);
  expect(data.orders[0]!.address.phone).toBe(API_ADDRESS.phone);
  expect(JSON.stringify(data)).not.toContain('passwordHash');

  // Delete my account: the dialog says what goes and what stays; a wrong password is refused in it.
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your orders, invoices and credit notes stay');
  const password = dialog.getByLabel('Your password');
  await password.fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is not right.');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`my-data-delete-dialog-${width}.png`) });
  }
  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();

  // She cannot sign in again; her old token is refused.
  const login = await request.post('/api/user/login', { data: { email: shopper.email, password: PASSWORD } });
  expect(login.status()).toBe(401);
  expect((await request.get('/api/user/data', { headers: shopper.headers })).status()).toBe(401);

  // The owner still has the order and its invoice: the name and address it was issued to, no phone, no e-mail.
  const { order } = (await admin(request, `/orders/${orderId}`)) as { order: { documents: { kind: string }[] } };
  expect(order.documents.map((d) => d.kind)).toEqual(['invoice']);
  const pdf = await request.get(`/api/admin/orders/${orderId}/invoice`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(pdf.status()).toBe(200);
  const text = pdfText(new Uint8Array(await pdf.body()));
  expect(text).toContain(`${API_ADDRESS.firstName} ${API_ADDRESS.lastName}`);
  expect(text).toContain(API_ADDRESS.street);
  expect(text).not.toContain(API_ADDRESS.phone);
  expect(text).not.toContain(shopper.email);
  expect(text).not.toContain(API_ADDRESS.email);

  const owner = await account(request, 'keeper', 'owner');
  await page.setViewportSize({ width: 1280, height: 900 });
  await consolePage.signInAt(`/admin/orders/view?id=${orderId}`, owner);
  const listed = page.getByRole('list', { name: 'GST documents' }).locator('[data-document]');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText('Tax invoice');
});
