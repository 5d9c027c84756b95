// The owner's console (issue #18): an owner signs in, creates a product with two photos, publishes, sees its
// page, a shopper buys it, the owner changes its price and the next order is charged the new price. Staff are
// refused the staff screen, shoppers the whole console; every section is axe-clean on a phone and a desktop.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { productPath } from '#/lib/product-path.ts';
import {
  admin,
  buyThroughApi,
  catalog,
  expectAccessible,
  hydrated,
  otpFromOutbox,
  productWithTwoSizes,
  totalText,
  uniqueEmail,
} from './fixtures.ts';

const PASSWORD = 'monsoon-evenings';

/** A store account made through the API (OTP from the outbox), optionally granted a console role. */
async function account(request: APIRequestContext, tag: string, role?: 'owner' | 'staff') {
  const email = uniqueEmail(tag);
  const started = Date.now() - 1000;
  expect((await request.post('/api/user/register/otp', { data: { email } })).status()).toBe(200);
  const otp = await otpFromOutbox(email, started);
  const registered = await request.post('/api/user/register', {
    data: { name: `${tag} Rao`, email, password: PASSWORD, otp },
  });
  expect(registered.status()).toBe(200);
  if (role) expect((await admin(request, '/staff', { email, role })).success).toBe(true);
  return email;
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { email, password: PASSWORD } });
  return ((await res.json()) as { token: string }).token;
}

/** Opens a console address signed out, signs in on the /login page it is sent to, and lands back on it. */
async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?from=%2Fadmin/);
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await hydrated(page);
}

/** A 3:4 photo in one colour, as a file input takes it. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('owner creates a product with two photos, publishes it, a shopper buys it, a new price is charged', async ({
  page,
  request,
}) => {
  // A publish rebuilds the whole static site (about a minute here, longer on a busy machine).
  test.setTimeout(420_000);
  const owner = await account(request, 'owner', 'owner');
  await signInAt(page, '/admin/products/edit', owner);
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();

  const name = `Console Dress ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await expect(page.getByText(`Its page: ${productPath(name)}`)).toBeVisible();
  await page.getByLabel('Price (₹)').fill('1499');
  await page.getByLabel('MRP (₹, optional)').fill('1999');
  await page.getByLabel('Sub-category').fill('Wrap');
  await page.getByLabel('Description').fill('Handloom cotton wrap dress, made in the console test.');
  await page.getByLabel('Stock of S').fill('6');
  await page.getByLabel('Stock of M').fill('4');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/edit\?id=/);
  const productId = new URL(page.url()).searchParams.get('id')!;

  // Two photos in one upload, then the second moved first and described.
  await page
    .getByLabel(/^Add photos/)
    .setInputFiles([await photo('front.jpg', '#9e3d52'), await photo('back.jpg', '#6f7f67')]);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('2 photos added.')).toBeVisible();
  await expect(page.getByLabel('Description of photo 2')).toBeVisible();
  const firstBefore = await page.locator('section[aria-labelledby="photos-title"] li img').first().getAttribute('src');
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(page.locator('section[aria-labelledby="photos-title"] li img').nth(1)).toHaveAttribute(
    'src',
    firstBefore!,
  );
  await page.getByLabel('Description of photo 1').fill('Wrap dress in sage, front');
  await page.getByRole('button', { name: 'Save descriptions' }).click();
  await expect(page.getByText('Descriptions saved.')).toBeVisible();

  // Publish, followed live until the new site is served.
  await page.getByRole('button', { name: 'Publish changes' }).click();
  const state = page.locator('[data-publish-state]');
  await expect(state).toHaveAttribute('data-publish-state', /queued|building|live/);
  await expect(state).toHaveAttribute('data-publish-state', 'live', { timeout: 360_000 });
  await expect(state).toContainText('Live: last published');

  // The product's page: name, price with the MRP struck through, and its photos.
  await page.goto(productPath(name));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const price = page.locator('[data-price]').first();
  await expect(price).toContainText('₹1,499');
  await expect(price.locator('s')).toHaveText('MRP ₹1,999');
  await expect(price).toContainText('25% off');
  const { product: saved } = (await admin(request, `/products/${productId}`)) as {
    product: { photos: { url: string }[] };
  };
  expect(saved.photos).toHaveLength(2);
  await expect(page.locator('[data-main-image]')).toHaveAttribute('src', saved.photos[0]!.url);

  // A shopper buys it at ₹1,499 (the server refuses an amount that is not its own price).
  const shopper = await account(request, 'buyer');
  const token = await tokenOf(request, shopper);
  const listed = (await catalog(request)).find((p) => p._id === productId)!;
  expect(listed.price).toBe(1499);
  const first = await buyThroughApi(request, token, { ...listed, inStock: ['S'] });

  // The owner lowers the price; the very next order is charged the new one, without a publish.
  await page.goto(`/admin/products/edit?id=${productId}`);
  await hydrated(page);
  await page.getByLabel('Price (₹)').fill('1299');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. Price changes are live; publish for the rest.')).toBeVisible();
  const relisted = (await catalog(request)).find((p) => p._id === productId)!;
  expect(relisted.price).toBe(1299);
  const second = await buyThroughApi(request, token, { ...relisted, inStock: ['S'] });

  // Both orders in the console, each with what it was charged.
  for (const [orderId, rupees] of [
    [first, 1499],
    [second, 1299],
  ] as const) {
    await page.goto(`/admin/orders/view?id=${orderId}`);
    await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
    await expect(page.locator('dl').filter({ hasText: 'Placed' })).toContainText(
      totalText(rupees).replace(/\.00$/, ''),
    );
  }

  // Archived, it leaves the shop's list at once (its page goes with the next publish).
  await page.goto('/admin/products');
  await hydrated(page);
  await page.getByLabel('Search').fill(name);
  await page.getByRole('button', { name: `Archive ${name}` }).click();
  await expect(page.getByText(`${name} archived. Publish to take its page down.`)).toBeVisible();
  expect((await catalog(request)).some((p) => p._id === productId)).toBe(false);
});

test('staff are refused the staff screen, shoppers the console, and guests are sent to sign in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await account(request, 'staff', 'staff');
  await signInAt(page, '/admin/staff', staff);
  await expect(page.getByRole('alert')).toHaveText("Not allowed: only the store's owner manages staff.");
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  // The server refuses it too, whatever the page shows.
  const staffToken = await tokenOf(request, staff);
  const res = await request.get('/api/admin/staff', { headers: { Authorization: `Bearer ${staffToken}` } });
  expect(res.status()).toBe(403);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const shopper = await account(request, 'shopper');
  await signInAt(page, '/admin', shopper);
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText("The store console is only for the store's staff")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
});

test('staff deliver an order in the console and refuse its return with a reason the shopper reads', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await account(request, 'desk', 'staff');
  const shopper = await account(request, 'returner');
  const token = await tokenOf(request, shopper);
  const product = await productWithTwoSizes(request);
  const orderId = await buyThroughApi(request, token, product);

  await signInAt(page, `/admin/orders/view?id=${orderId}`, staff);
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await page.getByLabel('Status').selectOption('Delivered');
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText(`Order ${orderId} is now Delivered.`)).toBeVisible();

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
    '/admin/requests',
    '/admin/messages',
    '/admin/newsletter',
    '/admin/staff',
    '/admin/audit',
  ];
}

for (const width of [360, 1280]) {
  test(`every console section is axe-clean and fits ${width} px`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    const owner = await account(request, 'axe', 'owner');
    await signInAt(page, '/admin', owner);
    for (const path of await consoleSections(request)) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('[data-publish-state]')).not.toHaveAttribute('data-publish-state', '');
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      await expectAccessible(page, `${path} at ${width} px`);
      // Nothing wider than the screen: tables scroll inside their own frame.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  });
}

test('the dashboard works by keyboard: the chart changes measure, Publish changes is reachable', async ({
  page,
  request,
}) => {
  const owner = await account(request, 'keys', 'owner');
  await signInAt(page, '/admin', owner);
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
