// A sale item in the cart (the demo catalog gives about a third of its products an MRP): its MRP struck out, the
// line's saving, and the summary's "You save ₹…"; a product without an MRP shows neither.
import { catalog } from './fixtures.ts';
import { expect, test } from './test.ts';

const rupees = (n: number, paise = false) =>
  `₹${n.toLocaleString('en-IN', paise ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {})}`;

test('the cart shows each sale line’s MRP and saving, and the total saving', async ({
  page,
  request,
  productPage,
  cartPage,
}) => {
  const products = await catalog(request);
  const inStock = (p: (typeof products)[0]) => p.sizes.find((s) => s.stock > 2)?.size;
  const sale = products.find((p) => 'mrp' in p && inStock(p)) as (typeof products)[0] & { mrp: number };
  const plain = products.find((p) => !('mrp' in p) && inStock(p))!;
  await productPage.addToCart(sale, inStock(sale)!);
  await expect(productPage.cartCount).toHaveText('1');
  await productPage.addToCart(plain, inStock(plain)!);
  await expect(productPage.cartCount).toHaveText('2');
  await cartPage.open();

  const saleLine = page.locator('[data-cart-line]', { hasText: sale.name });
  await expect(saleLine.locator('s')).toHaveText(`MRP ${rupees(sale.mrp)}`);
  await expect(saleLine.locator('[data-line-saving]')).toContainText(`You save ${rupees(sale.mrp - sale.price)}`);
  await expect(page.locator('[data-cart-line]', { hasText: plain.name }).locator('[data-line-saving]')).toHaveCount(0);
  await expect(page.locator('[data-saving]')).toHaveText(`You save ${rupees(sale.mrp - sale.price, true)}`);

  // Two of the sale item save twice as much.
  await page.getByRole('button', { name: `Increase quantity of ${sale.name} size ${inStock(sale)}` }).click();
  await expect(page.locator('[data-saving]')).toHaveText(`You save ${rupees(2 * (sale.mrp - sale.price), true)}`);
});
