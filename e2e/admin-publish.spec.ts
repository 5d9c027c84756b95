// The owner's console journey (issue #18): an owner signs in, saves a product as a draft, adds two photos, publishes
// it, sees its page, a shopper buys it, the owner changes its price and the next order is charged the new price;
// then it is archived. It changes the catalog the other journeys read, so playwright.config.ts runs it after them.
import sharp from 'sharp';
import { productPath } from '#/lib/product-path.ts';
import { admin, buyThroughApi, catalog, totalText } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { account, tokenOf } from './admin.helpers.ts';
import { expect, test } from './test.ts';

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
  consolePage,
}) => {
  // A publish rebuilds the whole static site (about a minute here, longer on a busy machine).
  test.setTimeout(420_000);
  const owner = await account(request, 'owner', 'owner');
  await consolePage.signInAt('/admin/products/edit', owner);
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();

  const name = `Console Dress ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByText(`Its page: ${productPath(name)}`)).toBeVisible();
  await page.getByLabel('Price (₹)').fill('1499');
  await page.getByLabel('MRP (₹, optional)').fill('1999');
  await page.getByLabel('Sub-category').fill('Wrap');
  await page.getByLabel('Description').fill('Handloom cotton wrap dress, made in the console test.');
  // The one Legal Metrology declaration without a store default: without it the publish below would be refused.
  await page.getByLabel('Generic name').fill("Women's wrap dress");
  await page.getByLabel('Stock of S').fill('6');
  await page.getByLabel('Stock of M').fill('4');
  await page.getByRole('button', { name: 'Save draft' }).click();
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

  // Publish the product: on sale at once, and the site's build starts; followed live until the new site is served.
  await page.getByRole('button', { name: 'Publish product' }).click();
  await expect(page.getByText(`${name} is on sale. Its page is being built now.`)).toBeVisible();
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
  // Its declarations went through the publish: the console's generic name, the store's defaults, the MRP printed.
  const info = page.getByRole('region', { name: 'Product information' });
  await expect(info).toContainText("Women's wrap dress");
  await expect(info).toContainText('₹1,999.00 (inclusive of all taxes)');
  const { product: saved } = (await admin(request, `/products/${productId}`)) as {
    product: { photos: { url: string }[] };
  };
  expect(saved.photos).toHaveLength(2);
  // The API answers absolute addresses; the static page keeps them site-relative.
  await expect(page.locator('[data-main-image]')).toHaveAttribute('src', new URL(saved.photos[0]!.url).pathname);

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
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('button', { name: `Archive ${name}` }).click();
  await expect(page.getByText(`${name} archived. Publish to take its page down.`)).toBeVisible();
  expect((await catalog(request)).some((p) => p._id === productId)).toBe(false);
});
