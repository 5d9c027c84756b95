// After the sale, in the browser and the outboxes: a shopper opts in to WhatsApp updates at checkout; staff ship the
// order from the console with its AWB and courier; the worker sends the shipped message by e-mail and WhatsApp (the
// offline outboxes) with the AWB and the tracking link, and My Orders shows the same AWB. And a staff cancellation
// before dispatch: the console's dialog asks for the reason, the shopper's mail and WhatsApp tell it, and My Orders
// shows the order Cancelled with the reason (screenshots of the dialog and the order at 360 and 1280 px).
import { account } from './admin.helpers.ts';
import { fromOutbox, mailAbout } from './fixtures.ts';
import type { CheckoutPage } from './pages/checkout.page.ts';
import { ConsolePage } from './pages/console.page.ts';
import type { OrdersPage } from './pages/orders.page.ts';
import { expect, test } from './test.ts';

/** The WhatsApp message of the outbox that mentions `needle`, written by the server's worker. */
const whatsAppAbout = (needle: string) =>
  fromOutbox({ name: (f) => f.includes('-whatsapp-'), text: (t) => t.includes(needle) });

/** At checkout, she ticks WhatsApp updates and pays in the sandbox: her order's id. */
async function paidWithWhatsApp(checkoutPage: CheckoutPage, ordersPage: OrdersPage): Promise<string> {
  await checkoutPage.whatsApp.check();
  await checkoutPage.payInSandbox();
  return ordersPage.justPlaced();
}

test('shipped with its AWB in the console: the shopper is told by e-mail and WhatsApp, and My Orders agrees', async ({
  page,
  browser,
  request,
  atCheckout: _,
  checkoutPage,
  ordersPage,
}) => {
  test.setTimeout(120_000);
  const orderId = await paidWithWhatsApp(checkoutPage, ordersPage);
  await whatsAppAbout(`Template: order_placed`);

  // Staff, in their own browser: Packing, then Shipped with the AWB and the courier.
  const awb = `E2E${Date.now().toString().slice(-8)}`;
  const staffContext = await browser.newContext();
  const desk = new ConsolePage(await staffContext.newPage());
  await desk.signInAt(`/admin/orders/view?id=${orderId}`, await account(request, 'shipper', 'staff'));
  await desk.page.getByRole('button', { name: 'Packing', exact: true }).click();
  await expect(desk.page.getByText(`Order ${orderId} is now Packing.`)).toBeVisible();
  const ship = desk.page.getByRole('form', { name: 'Ship this order' });
  await ship.getByLabel('AWB', { exact: true }).fill(awb);
  await ship.getByLabel('Courier', { exact: true }).fill('Delhivery');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(desk.page.getByText(`Order ${orderId} is now Shipped.`)).toBeVisible();
  await staffContext.close();

  const tracking = `/track-order?awb=${awb}`;
  const mail = await mailAbout(`order ${orderId} is on its way`);
  expect(mail).toContain(`has left us with Delhivery. Its AWB is ${awb}.`);
  expect(mail).toContain(tracking);
  const whatsapp = await whatsAppAbout(`Param 4: ${awb}`);
  expect(whatsapp).toContain('Template: order_shipped');
  expect(whatsapp).toContain(`Param 2: ${orderId}`);
  expect(whatsapp).toContain(tracking);

  await page.goto('/orders');
  const card = ordersPage.cards.filter({ hasText: orderId });
  await expect(card).toContainText('Shipped');
  await expect(card.locator('[data-awb]')).toContainText(awb);
});

test('cancelled by staff before dispatch, with a reason: the shopper is told and My Orders shows it', async ({
  page,
  browser,
  request,
  atCheckout: _,
  checkoutPage,
  ordersPage,
}) => {
  test.setTimeout(120_000);
  const orderId = await paidWithWhatsApp(checkoutPage, ordersPage);

  const reason = 'A flaw in the fabric of this piece: we would rather not send it';
  const staffContext = await browser.newContext();
  const desk = new ConsolePage(await staffContext.newPage());
  await desk.signInAt(`/admin/orders/view?id=${orderId}`, await account(request, 'canceller', 'staff'));
  await desk.page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = desk.page.getByRole('dialog', { name: `Cancel order ${orderId}?` });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Reason for the shopper');
  await expect(field).toBeFocused();
  // Keyboard only: an empty reason is refused where it is typed; Escape keeps the order.
  await desk.page.keyboard.press('Tab');
  await desk.page.keyboard.press('Enter');
  await expect(dialog.getByText('Give the shopper a reason (3 to 300 characters).')).toBeVisible();
  await desk.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(desk.page.getByRole('button', { name: 'Cancel order' })).toBeFocused();
  await desk.page.keyboard.press('Enter');
  await field.fill(reason);
  for (const width of [360, 1280]) {
    await desk.page.setViewportSize({ width, height: 900 });
    await desk.page.screenshot({ path: `/tmp/cancel-dialog-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(desk.page.getByText(`Order ${orderId} is now Cancelled.`)).toBeVisible();
  await expect(desk.page.getByText(`Reason given to the shopper: ${reason}`)).toBeVisible();
  await staffContext.close();

  const mail = await mailAbout(`order ${orderId} is cancelled`);
  expect(mail).toContain(`Our reason: ${reason}`);
  expect(mail).toContain('you paid to the card, UPI or bank account you paid from');
  const whatsapp = await whatsAppAbout(`cancel your order ${orderId} before it left us`);
  expect(whatsapp).toContain('Template: order_cancelled');
  expect(whatsapp).toContain(`Param 2: ${orderId}\nParam 3: ${reason}`);

  await page.goto('/orders');
  const card = ordersPage.cards.filter({ hasText: orderId });
  await expect(card.locator('[data-status]')).toHaveText('Cancelled');
  await expect(card.locator('[data-cancellation]')).toContainText(`Our reason: ${reason}`);
  await expect(card.locator('[data-cancellation]')).toContainText('We are refunding the');
  await expect(card.getByRole('button', { name: 'Track Order' })).toHaveCount(0);
  await expect(card).not.toContainText('Expected by');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `/tmp/cancelled-order-${width}.png` });
  }
});
