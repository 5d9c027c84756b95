// The console's order page, as staff use it: an empty note is refused in the form, a note is added and listed with
// its author; the packing slip is printed (the PDF read back with pdftotext: ship-to, item and size, Prepaid, no
// price). Then a paid order staff cancelled: it has no packing slip, and "Mark refund paid" with the payment's
// reference clears what it owed, shows who paid it and when, and the shopper's mail goes out with the reference.
// Screenshots of both at 360 and 1280 px.
import { copyFileSync, readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { pdfText } from '#/server/test/pdf-text.ts';
import { account } from './admin.helpers.ts';
import {
  admin,
  API_ADDRESS,
  buyThroughApi,
  expectAccessible,
  mailAbout,
  productWithTwoSizes,
  register,
  uniqueEmail,
} from './fixtures.ts';
import { expect, test } from './test.ts';

const NOTE = 'She called: please deliver after 6 pm, the guard keeps parcels';
const UTR = `UTR${Date.now().toString().slice(-12)}`;

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff add a note, print the packing slip, and mark a cancelled order’s refund paid', async ({
  page,
  request,
  consolePage,
}, testInfo) => {
  test.setTimeout(120_000);
  const product = await productWithTwoSizes(request);
  const token = await register(request, uniqueEmail('slip'), 'Meera Nair');
  const packing = await buyThroughApi(request, token, product);
  const cancelled = await buyThroughApi(request, token, product);
  const cancel = await admin(request, `/orders/${cancelled}/status`, { status: 'Cancelled', reason: 'Out of fabric' });
  expect(cancel.success, cancel.message).toBe(true);

  const staff = await account(request, 'desk', 'staff');
  await page.setViewportSize({ width: 1280, height: 900 });
  await consolePage.signInAt(`/admin/orders/view?id=${packing}`, staff);

  // A note: empty is refused in the form, then one is added and listed with who wrote it.
  const form = page.getByRole('form', { name: 'Add a staff note' });
  await form.getByRole('button', { name: 'Add note' }).click();
  await expect(form.getByText('Write the note first')).toBeVisible();
  await form.getByLabel('New note').fill(NOTE);
  await form.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added.')).toBeVisible();
  const notes = page.getByRole('list', { name: 'Staff notes' }).locator('[data-note]');
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText(NOTE);
  await expect(notes.first()).toContainText('desk Rao');
  await expect(form.getByLabel('New note')).toHaveValue('');

  // The packing slip: a PDF with the ship-to, the item and its size, Prepaid, and no price.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print packing slip' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`packing-slip-${packing}.pdf`);
  const file = (await saved.path())!;
  copyFileSync(file, testInfo.outputPath('packing-slip.pdf'));
  const slip = pdfText(new Uint8Array(readFileSync(file)));
  expect(slip).toContain('PACKING SLIP');
  expect(slip).toContain(`Order no. ${packing}`);
  expect(slip).toContain(`${API_ADDRESS.firstName} ${API_ADDRESS.lastName}`);
  expect(slip).toContain(`Phone: ${API_ADDRESS.phone}`);
  expect(slip).toContain(product.name);
  expect(slip).toMatch(new RegExp(`\\b${product.inStock[0]} As pictured 1\\n`));
  expect(slip).toContain('Prepaid: nothing to collect');
  expect(slip).not.toContain('₹');
  await expectAccessible(page, 'the order page with its notes and documents', 'main');
  await screenshots(page, testInfo, 'order-page-notes');

  // The cancelled paid order: no packing slip; the refund it owes is marked paid with its reference.
  await page.goto(`/admin/orders/view?id=${cancelled}`);
  const refund = page.getByRole('form', { name: 'Mark refund paid' });
  await expect(refund).toContainText('is owed back');
  await expect(page.getByRole('button', { name: 'Print packing slip' })).toHaveCount(0);
  await expectAccessible(page, 'the order page with its refund form', 'main');
  await screenshots(page, testInfo, 'order-page-refund-due');
  await refund.getByRole('button', { name: 'Mark refund paid' }).click();
  await expect(refund.getByText(/^Enter the payment reference/)).toBeVisible();
  await refund.getByLabel('Payment reference').fill(UTR);
  await refund.getByRole('button', { name: 'Mark refund paid' }).click();
  await expect(page.getByText(new RegExp(`on order ${cancelled} marked paid \\(${UTR}\\)`))).toBeVisible();
  const paid = page.locator('section', { has: page.getByRole('heading', { name: 'Refund', exact: true }) });
  await expect(paid).toContainText(/Refund of ₹[\d,]+ paid/);
  await expect(paid).toContainText(UTR);
  await expect(paid).toContainText('by desk Rao');
  await expect(page.getByRole('form', { name: 'Mark refund paid' })).toHaveCount(0);
  await screenshots(page, testInfo, 'order-page-refund-paid');

  // The shopper's mail, sent by the worker, with the reference; the order's messages list it.
  const mail = await mailAbout(`Its payment reference is ${UTR}`);
  expect(mail).toContain(`for order ${cancelled}`);
  await expect(page.getByRole('list', { name: 'Messages to the shopper' })).toContainText('Refund paid', {
    timeout: 15_000,
  });
});
