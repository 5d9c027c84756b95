// Legal Metrology declarations (docs/product/catalog-and-search.md#product-declarations-legal-metrology): a product
// page shows its "Product information" block and its JSON-LD names the country of origin; in the console, a product
// missing a declaration says so, and a publish is refused naming it, before any shopper could see the product without
// them.
import { storeDeclarations } from '#/lib/declarations.ts';
import { formatINRTotal } from '#/lib/money.ts';
import { admin, catalog, pathOf } from './fixtures.ts';
import { account } from './admin.helpers.ts';
import { expect, test } from './test.ts';

/** The store defaults the build and the server were given (the same environment as these tests). */
const STORE = storeDeclarations(process.env);

test('a product page shows its Product information and its JSON-LD names the country of origin', async ({ page }) => {
  const product = (await catalog(page.request)).find((p) => p.name === 'Zari Chanderi Kurta Set')!;
  await page.goto(pathOf(product));
  const info = page.getByRole('region', { name: 'Product information' });
  await expect(info).toBeVisible();
  const row = (key: string) => info.locator(`[data-declaration="${key}"] dd`);
  await expect(row('generic-name')).toHaveText("Women's kurta set");
  await expect(row('net-quantity')).toHaveText('1 set of 2 pieces');
  await expect(row('mrp')).toHaveText(`${formatINRTotal(product.price)} (inclusive of all taxes)`);
  await expect(row('size')).toHaveText(product.sizes.map((s) => s.size).join(', '));
  await expect(row('country-of-origin')).toHaveText(STORE.countryOfOrigin);
  await expect(info.locator('[data-declaration="maker"] dt')).toHaveText('Manufactured by');
  await expect(row('maker').locator('span')).toHaveText([STORE.makerName, STORE.makerAddress]);
  await expect(row('consumer-care')).toHaveText(STORE.consumerCare);

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld.countryOfOrigin).toEqual({ '@type': 'Country', name: STORE.countryOfOrigin });
});

test('the console shows what a product lacks and refuses to publish it until it is declared', async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(90_000);
  const staff = await account(request, 'declare', 'staff');
  const name = `Undeclared Journey Dress ${Date.now()}`;
  const created = (await admin(request, '/products', {
    name,
    price: 1299,
    category: 'dress',
    description: 'Cotton.',
    sizes: [{ size: 'M', stock: 2 }],
  })) as { product: { _id: string; missing: string[] } };
  const id = created.product._id;
  expect(created.product.missing).toEqual(['Generic name']);
  try {
    await consolePage.signInAt('/admin/products', staff);
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    const listed = page.getByRole('listitem').filter({ hasText: name });
    await expect(listed.locator('[data-missing-declarations]')).toHaveText('Not publishable, missing: Generic name');

    // Publishing now would put it on the site without its generic name: refused, naming it.
    await page.getByRole('button', { name: 'Publish changes' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not published' });
    await expect(refusal).toContainText(`${name} (Generic name)`);
    await expect(page.locator('[data-publish-state]')).not.toHaveAttribute('data-publish-state', 'building');

    // The product's form says the same, and stops saying it once the generic name is given.
    await listed.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/products\/edit\?id=/);
    const declarations = page.getByRole('group', { name: 'Product declarations (Legal Metrology)' });
    await expect(declarations.locator('[data-missing-declarations]')).toHaveText(
      'Not publishable yet. Missing: Generic name.',
    );
    await expect(declarations.getByLabel('Country of origin')).toHaveAttribute('placeholder', STORE.countryOfOrigin);
    await declarations.getByLabel('Generic name').fill("Women's dress");
    await expect(declarations.locator('[data-missing-declarations]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved. Price changes are live; publish for the rest.')).toBeVisible();
    const saved = (await admin(request, `/products/${id}`)) as { product: { genericName: string; missing: string[] } };
    expect(saved.product).toMatchObject({ genericName: "Women's dress", missing: [] });
  } finally {
    // Never published: archived, it leaves the catalog the other journeys read (and cannot hold a publish back).
    await admin(request, `/products/${id}/archive`, { archived: true });
  }
});
