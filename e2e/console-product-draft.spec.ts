// The owner's draft journey (issue 33): she makes a product with its photo in one form and saves it as a draft, in a
// sub-category she names; it is nowhere in the shop; she previews its page (built with the site, at a private noindex
// address), publishes it, and shoppers find it under its style's chip and, once the site is rebuilt, on its page. It
// rebuilds the site, so it runs in the `publish` project.
import sharp from 'sharp';
import { productPath } from '#/lib/product-path.ts';
import { admin, catalog } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { account } from './admin.helpers.ts';
import { expect, test } from './test.ts';

test('owner saves a product with a photo as a draft, previews it, publishes it; then shoppers find it', async ({
  page,
  request,
  consolePage,
}) => {
  // Two builds of the whole site (the preview, then the publish): about a minute each here.
  test.setTimeout(600_000);
  const owner = await account(request, 'drafts', 'owner');
  await consolePage.signInAt('/admin/products/edit', owner);
  const name = `Draft Kurta Set ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price (₹)').fill('2450');
  await page.getByLabel('Category', { exact: true }).selectOption('co-ords');
  // The category's own styles are suggested; she names a new one.
  const subCategory = page.getByLabel('Sub-category');
  const suggested = page.locator(`datalist#${await subCategory.getAttribute('list')} option`);
  await expect(suggested.first()).toBeAttached();
  const offered = await suggested.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(offered).toEqual(expect.arrayContaining(['casual', 'festive', 'lounge']));
  expect(offered).not.toContain('maxi'); // a dress style
  await subCategory.fill('Kurta set');
  await page.getByLabel('Description').fill('Cotton kurta with palazzo, made in the drafts journey.');
  await page.getByLabel('Generic name').fill("Women's kurta set");
  await page.getByLabel('Stock of M').fill('5');
  // The photo is chosen in the same form, before the product exists, and described.
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#b0476a' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel(/^Add photos/).setInputFiles({ name: 'kurta.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('Description of photo 1').fill('Rose kurta set, front');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved with 1 photo. Preview it, then publish it when it is ready.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/edit\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const draftPanel = page.getByRole('region', { name: 'Draft: not in the shop yet' });
  await expect(draftPanel).toBeVisible();
  await expect(page.getByLabel('Description of photo 1')).toHaveValue('Rose kurta set, front');

  // Nowhere in the shop: not in the product list the listing shows, not buyable.
  expect((await catalog(request)).some((p) => p._id === id)).toBe(false);
  const cart = await request.post('/api/cart/add', { data: { itemId: name, size: 'M' }, headers: await bearer(page) });
  expect(cart.status()).toBe(422);
  // The console lists it, marked as a draft.
  await page.goto('/admin/products');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page.getByRole('listitem').filter({ hasText: name }).locator('[data-draft-badge]')).toHaveText('Draft');

  // The preview: built with the site, then its own product page at a private address.
  await page.goto(`/admin/products/edit?id=${id}`);
  await hydrated(page);
  await draftPanel.getByRole('button', { name: 'Build preview' }).click();
  const previewLink = draftPanel.getByRole('link', { name: /^Preview/ });
  await expect(previewLink).toBeVisible({ timeout: 360_000 });
  const href = (await previewLink.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/preview/${id}-[0-9a-f]{24}$`));
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('[data-preview-note]')).toContainText('Shoppers cannot see this page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('[data-main-image]')).toHaveAttribute('src', /\/uploads\/pho-[0-9a-f]{16}-800\.webp$/);
  // The photo says what the owner wrote of it.
  await expect(page.locator('[data-main-image]')).toHaveAttribute('alt', 'Rose kurta set, front');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/preview/');
  expect((await request.get(productPath(name))).status()).toBe(404);

  // Published: on sale at once, and its page once the site is rebuilt.
  await page.goto(`/admin/products/edit?id=${id}`);
  await hydrated(page);
  await draftPanel.getByRole('button', { name: 'Publish product' }).click();
  await expect(page.getByText(`${name} is on sale. Its page is being built now.`)).toBeVisible();
  await expect(draftPanel).toHaveCount(0);
  expect((await catalog(request)).some((p) => p._id === id)).toBe(true);
  // While its page builds, the listing has it under its style's chip within Co-Ord Sets (a shareable address).
  await page.goto('/products?category=co-ords');
  const styles = page.getByRole('group', { name: 'Styles in Co-Ord Sets' });
  await styles.getByRole('button', { name: /^Kurta set/ }).click();
  await expect(page).toHaveURL(/[?&]style=Kurta\+set/);
  await expect(styles.getByRole('button', { name: /^Kurta set/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-listing]').getByRole('link', { name })).toBeVisible();
  await page.goto(`/admin/products/edit?id=${id}`);
  await hydrated(page);
  await expect(page.locator('[data-publish-state]')).toHaveAttribute('data-publish-state', 'live', {
    timeout: 360_000,
  });
  await page.goto(productPath(name));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('[data-preview-note]')).toHaveCount(0);
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Kurta set' });
  await expect(crumb).toHaveAttribute('href', '/products?category=co-ords&style=Kurta+set');
  expect((await request.get(href)).status()).toBe(404);

  // Archived again, so the journeys after this one never meet it.
  await admin(request, `/products/${id}/archive`, { archived: true });
});

/** The signed-in owner's token, as the console keeps it. */
async function bearer(page: import('@playwright/test').Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { Authorization: `Bearer ${token}` };
}
