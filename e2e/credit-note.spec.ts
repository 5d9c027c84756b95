// A GST credit note after a return: a delivered order's item is returned and staff walk the request to completion
// through the console API (approve, receive, complete); My Orders then offers the credit note beside the invoice,
// and the shopper downloads it: a PDF citing the original invoice that reverses the item's tax. The console's order
// lists the same documents. My Orders is looked at on a phone (360 px) and a desktop (1280 px).
import { copyFileSync, readFileSync } from 'node:fs';
import { pdfText } from '#/server/test/pdf-text.ts';
import { account } from './admin.helpers.ts';
import { admin, buyThroughApi, productWithTwoSizes, walkOrder } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

type Document = { kind: string; number: string; url: string };
type MyOrder = { _id: string; items: { _id: string }[]; documents: Document[] };

test('a completed return gives a credit note the shopper downloads from My Orders', async ({
  page,
  request,
  shopper,
  ordersPage,
  consolePage,
}, testInfo) => {
  test.setTimeout(120_000);
  const product = await productWithTwoSizes(request);
  const orderId = await buyThroughApi(request, shopper.token, product);
  await walkOrder(request, orderId, 'Delivered');

  // The shopper asks for the item back; staff approve it, receive the parcel and complete the return.
  const mine = async () => {
    const res = await request.post('/api/order/userorders', { headers: shopper.headers, data: {} });
    const { orders } = (await res.json()) as { orders: MyOrder[] };
    return orders.find((o) => o._id === orderId)!;
  };
  const itemId = (await mine()).items[0]!._id;
  const asked = await request.post('/api/order/return-order', {
    headers: shopper.headers,
    data: { orderId, itemId, reason: 'Did not fit' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const { requests } = (await admin(request, '/returns')) as { requests: { id: string; orderItemId: string }[] };
  const open = requests.find((r) => r.orderItemId === itemId)!;
  for (const step of ['approve', 'receive', 'complete'])
    expect((await admin(request, `/returns/${open.id}/${step}`, {})).success, step).toBe(true);

  // The order's documents: its invoice, then the credit note, in My Orders' reply and in the console.
  const documents = (await mine()).documents;
  expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit-note']);
  const [invoice, note] = documents as [Document, Document];
  expect(note.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
  const { order } = (await admin(request, `/orders/${orderId}`)) as { order: { documents: Document[] } };
  expect(order.documents.map((d) => d.number)).toEqual([invoice.number, note.number]);

  await page.goto('/orders');
  await hydrated(page);
  const card = ordersPage.cards.filter({ has: page.getByText(orderId) });
  const button = card.getByRole('button', { name: `Download credit note ${note.number}` });
  await expect(button).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download invoice' })).toBeVisible();

  const download = page.waitForEvent('download');
  await button.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`credit-note-${note.number.replace(/\//g, '-')}.pdf`);
  const file = (await saved.path())!;
  copyFileSync(file, testInfo.outputPath('credit-note.pdf'));
  const text = pdfText(new Uint8Array(readFileSync(file)));
  expect(text).toContain('CREDIT NOTE');
  expect(text).toContain(`Credit note no. ${note.number}`);
  expect(text).toContain(`Against invoice ${invoice.number}`);
  expect(text).toContain(orderId);
  // The order went to Kerala from a Haryana seller: the item's IGST is reversed.
  expect(text).toMatch(/\nIGST [\d,]+\.\d\d\n/);
  expect(text).toMatch(/Total credited \(₹\) [\d,]+\.\d\d/);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`credit-note-orders-${width}.png`), fullPage: true });
  }

  // Staff see the same documents on the console's order and download the credit note there too.
  const staff = await account(request, 'desk', 'staff');
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 1280, height: 900 });
  await consolePage.signInAt(`/admin/orders/view?id=${orderId}`, staff);
  const listed = page.getByRole('list', { name: 'GST documents' }).locator('[data-document]');
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(1)).toContainText(`Credit note ${note.number}`);
  const fromConsole = page.waitForEvent('download');
  await listed
    .nth(1)
    .getByRole('button', { name: `PDF of ${note.number}` })
    .click();
  const again = pdfText(new Uint8Array(readFileSync((await (await fromConsole).path())!)));
  expect(again).toContain(`Credit note no. ${note.number}`);
  await listed.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('credit-note-console-1280.png'), fullPage: true });
});
