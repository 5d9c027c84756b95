// The owner's console (issue #18): staff are refused the staff screen and shoppers the whole console; staff
// walk an order to Delivered (packed, shipped with AWB and courier), refuse a return, and walk another return step by
// step; an order's detail and the Messages screen tell what the shopper was sent; every section is axe-clean on a
// phone and a desktop. The journey that changes the catalog and publishes is admin-publish.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  admin,
  API_ADDRESS,
  buyThroughApi,
  catalog,
  expectAccessible,
  productWithTwoSizes,
  walkOrder,
} from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { account, tokenOf } from './admin.helpers.ts';
import { expect, test } from './test.ts';

test('staff are refused the staff screen, shoppers the console, and guests are sent to sign in', async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(90_000);
  const staff = await account(request, 'staff', 'staff');
  await consolePage.signInAt('/admin/staff', staff);
  await expect(page.getByRole('alert')).toHaveText("Not allowed: only the store's owner manages staff.");
  const { nav } = consolePage;
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  // The server refuses it too, whatever the page shows.
  const staffToken = await tokenOf(request, staff);
  const res = await request.get('/api/admin/staff', { headers: { Authorization: `Bearer ${staffToken}` } });
  expect(res.status()).toBe(403);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const shopper = await account(request, 'shopper');
  await consolePage.signInAt('/admin', shopper);
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText("The store console is only for the store's staff")).toBeVisible();
  await expect(consolePage.nav).toHaveCount(0);
});

test('staff deliver an order in the console and refuse its return with a reason the shopper reads', async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(120_000);
  const staff = await account(request, 'desk', 'staff');
  const shopper = await account(request, 'returner');
  const token = await tokenOf(request, shopper);
  const product = await productWithTwoSizes(request);
  const orderId = await buyThroughApi(request, token, product);

  await consolePage.signInAt(`/admin/orders/view?id=${orderId}`, staff);
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  // Only the next step is offered: no jump to Delivered.
  const delivered = page.getByRole('button', { name: 'Delivered', exact: true });
  await expect(delivered).toHaveCount(0);
  await page.getByRole('button', { name: 'Packing', exact: true }).click();
  await expect(page.getByText(`Order ${orderId} is now Packing.`)).toBeVisible();
  // Shipped asks for the AWB and the courier, in a form sent from the keyboard.
  const ship = page.getByRole('form', { name: 'Ship this order' });
  await ship.getByLabel('AWB', { exact: true }).fill('E2E-4242');
  await ship.getByLabel('Courier', { exact: true }).fill('Blue Dart');
  await ship.getByLabel('Courier', { exact: true }).press('Enter');
  await expect(page.getByText(`Order ${orderId} is now Shipped.`)).toBeVisible();
  await expect(page.locator('dl').filter({ hasText: 'Courier' })).toContainText('Blue Dart');
  await expect(page.locator('dl').filter({ hasText: 'Courier' })).toContainText('E2E-4242');
  await delivered.click();
  await expect(page.getByText(`Order ${orderId} is now Delivered.`)).toBeVisible();
  await expect(page.getByText('Delivered: this order moves no further.')).toBeVisible();

  const headers = { Authorization: `Bearer ${token}` };
  const asked = await request.post('/api/order/return-order', {
    headers,
    data: { orderId, productId: product._id, reason: 'The colour is not what I expected' },
  });
  expect(asked.ok()).toBe(true);

  await page.goto('/admin/returns');
  await hydrated(page);
  const card = page.getByRole('listitem').filter({ hasText: `Order ${orderId}` });
  await expect(card.getByRole('heading')).toHaveText(`Return · ${product.name} (${product.inStock[0]})`);
  await expect(card).toContainText('The colour is not what I expected');
  await card.getByRole('button', { name: 'Refuse…' }).click();
  await card.getByLabel('Reason the shopper will see').fill('Worn and washed; the tags are missing');
  await card.getByRole('button', { name: 'Refuse request' }).click();
  await expect(page.getByText('Request refused.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Order ${orderId}` })).toHaveCount(0);

  const mine = await request.post('/api/order/userorders', { headers, data: {} });
  expect(await mine.text()).toContain('Your return request was refused: Worn and washed; the tags are missing');
});

test('staff walk a return in the console one step at a time; the shopper reads each step in My Orders', async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(120_000);
  const staff = await account(request, 'steps', 'staff');
  const shopper = await account(request, 'stepper');
  const token = await tokenOf(request, shopper);
  const product = await productWithTwoSizes(request);
  const orderId = await buyThroughApi(request, token, product);
  await walkOrder(request, orderId, 'Delivered');
  const headers = { Authorization: `Bearer ${token}` };
  const asked = await request.post('/api/order/return-order', {
    headers,
    data: { orderId, productId: product._id, reason: 'Too long for me' },
  });
  expect(asked.ok()).toBe(true);
  /** Where My Orders says the item's return stands. */
  const step = async (): Promise<string | undefined> => {
    const mine = await (await request.post('/api/order/userorders', { headers, data: {} })).json();
    return mine.orders.find((o: { _id: string }) => o._id === orderId).items[0].request?.step;
  };

  await consolePage.signInAt('/admin/returns', staff);
  const card = page.getByRole('listitem').filter({ hasText: `Order ${orderId}` });
  await expect(card.getByRole('heading')).toHaveText(`Return · ${product.name} (${product.inStock[0]})`);
  // Only the steps that may follow are offered: nothing completes a return whose parcel is not back.
  await expect(card.getByRole('button', { name: /^Complete/ })).toHaveCount(0);
  await card.getByLabel('Pickup AWB (when we collect the parcel)').fill('PK-E2E-1');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved.')).toBeVisible();
  expect(await step()).toBe('Return approved — we will collect it (pickup AWB PK-E2E-1)');

  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Mark parcel received' }).click();
  await expect(page.getByText('Parcel marked received.')).toBeVisible();
  expect(await step()).toBe('Parcel received');

  await card.getByRole('button', { name: 'Complete (credit the wallet)' }).click();
  await expect(page.getByText('Request completed.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Order ${orderId}` })).toHaveCount(0);
  expect(await step()).toMatch(/^Return completed: ₹[\d,.]+ store credit$/);
});

test("an order's detail tells what its shopper was sent; the Messages screen lists it under All", async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(90_000);
  const staff = await account(request, 'notes', 'staff');
  const shopper = await account(request, 'told');
  const orderId = await buyThroughApi(request, await tokenOf(request, shopper), await productWithTwoSizes(request));
  // The server's worker sends the confirmation within seconds of the payment.
  type Told = { messages: { event: string; status: string }[] };
  const confirmation = async () =>
    ((await admin(request, `/orders/${orderId}`)) as Told).messages.find((m) => m.event === 'order.placed')?.status;
  await expect.poll(confirmation, { timeout: 30_000 }).toBe('sent');

  await consolePage.signInAt(`/admin/orders/view?id=${orderId}`, staff);
  const told = page.getByRole('list', { name: 'Messages to the shopper' }).getByRole('listitem');
  await expect(told).toHaveCount(1);
  await expect(told).toContainText('Order confirmed · E-mail');
  await expect(told).toContainText(API_ADDRESS.email);
  await expect(told).toContainText(/Sent \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/);
  await expect(told.getByRole('button', { name: /^Send again/ })).toHaveCount(0);

  await consolePage.nav.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await hydrated(page);
  const failed = page.getByRole('button', { name: 'Failed', exact: true });
  const all = page.getByRole('button', { name: 'All', exact: true });
  await expect(failed).toHaveAttribute('aria-pressed', 'true');
  // By keyboard: the toggle is a pair of buttons.
  await all.focus();
  await page.keyboard.press('Enter');
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  const row = page
    .getByRole('row')
    .filter({ hasText: `Order ${orderId}` })
    .filter({ hasText: 'Order confirmed' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('E-mail');
  await expect(row).toContainText('m***@example.com');
  await expect(row).toContainText(/Sent \d{1,2} \w{3} \d{4}/);
  await expect(row).not.toContainText(API_ADDRESS.email);
  await expect(row.getByRole('button', { name: /^Send again/ })).toHaveCount(0);
});

test('staff edit a product in the console: remove an empty size, add one with stock, set its details', async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(120_000);
  const staff = await account(request, 'sizes', 'staff');
  const created = (await admin(request, '/products', {
    name: `Sizes Journey Dress ${Date.now()}`,
    price: 1299,
    category: 'dress',
    subCategory: 'Midi',
    description: 'Cotton.',
    sizes: [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 3 },
    ],
  })) as { product: { _id: string } };
  const id = created.product._id;
  try {
    await consolePage.signInAt(`/admin/products/edit?id=${id}`, staff);
    await editSizesAndDetails(page, request, id);
  } finally {
    // The product has no static page until a publish: archived, the journeys that open the newest product's
    // page (catalog()[0]) never meet it.
    await admin(request, `/products/${id}/archive`, { archived: true });
  }
});

async function editSizesAndDetails(page: Page, request: APIRequestContext, id: string) {
  const sizes = page.getByRole('group', { name: 'Sizes and stock' });
  // M has stock: it stays until its stock is adjusted to 0; S has none and can go.
  await expect(sizes.getByRole('button', { name: 'Remove size M' })).toHaveCount(0);
  await expect(sizes).toContainText('adjust to 0 to remove');
  await sizes.getByRole('button', { name: 'Remove size S' }).click();
  await sizes.getByRole('button', { name: 'Add a size' }).click();
  await sizes.getByLabel('Size', { exact: true }).fill('XL');
  await sizes.getByLabel('Opening stock of XL').fill('2');
  await page.getByLabel('Fabric').fill('Cotton mulmul');
  await page.getByLabel('Colour', { exact: true }).fill('Indigo');
  await page.getByLabel('Custom colours (optional)').fill('Rust, Sage');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. Price changes are live; publish for the rest.')).toBeVisible();
  await expect(sizes).toContainText('2 in stock');

  const saved = (await admin(request, `/products/${id}`)) as { product: Record<string, unknown> };
  expect(saved.product).toMatchObject({
    fabric: 'Cotton mulmul',
    colour: 'Indigo',
    customColours: ['Rust', 'Sage'],
    sizes: [expect.objectContaining({ size: 'M', stock: 3 }), expect.objectContaining({ size: 'XL', stock: 2 })],
  });
  const audit = (await admin(request, '/audit?limit=50')) as { entries: { action: string; target: string }[] };
  const sizeChanges = audit.entries.filter((e) => e.target === id && e.action.startsWith('product.size.'));
  expect(sizeChanges.map((e) => e.action).sort()).toEqual(['product.size.add', 'product.size.remove']);
}

/** Every console address an owner can open, with a real product and (when there is one) a real order. */
async function consoleSections(request: APIRequestContext): Promise<string[]> {
  const product = (await catalog(request))[0]!;
  const orders = (await admin(request, '/orders?limit=1')) as { orders: { _id: string }[] };
  return [
    '/admin',
    '/admin/products',
    '/admin/products/edit',
    `/admin/products/edit?id=${product._id}`,
    '/admin/stock',
    `/admin/stock?id=${product._id}`,
    '/admin/coupons',
    '/admin/orders',
    ...(orders.orders[0] ? [`/admin/orders/view?id=${orders.orders[0]._id}`] : []),
    '/admin/returns',
    '/admin/notifications',
    '/admin/requests',
    '/admin/messages',
    '/admin/newsletter',
    '/admin/staff',
    '/admin/audit',
  ];
}

for (const width of [360, 1280]) {
  test(`every console section is axe-clean and fits ${width} px`, async ({ page, request, consolePage }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    const owner = await account(request, 'axe', 'owner');
    await consolePage.signInAt('/admin', owner);
    for (const path of await consoleSections(request)) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('[data-publish-state]')).not.toHaveAttribute('data-publish-state', '');
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      // The sign-in toast fading in or out is, for that moment, text of too little contrast to axe.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
      await expectAccessible(page, `${path} at ${width} px`);
      // Nothing wider than the screen: tables scroll inside their own frame.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  });
}

test('the dashboard works by keyboard: the chart changes measure, Publish changes is reachable', async ({
  page,
  request,
  consolePage,
}) => {
  const owner = await account(request, 'keys', 'owner');
  await consolePage.signInAt('/admin', owner);
  const orders = page.getByRole('button', { name: 'Orders', exact: true });
  await orders.focus();
  await page.keyboard.press('Enter');
  await expect(orders).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: /^Orders per day/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Revenue', exact: true })).toBeFocused();
  const publish = page.getByRole('button', { name: 'Publish changes' });
  await publish.focus();
  await expect(publish).toBeFocused();
});
