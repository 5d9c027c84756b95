// A picky phone shopper's first week (issue 33): My Orders' Track Order before an AWB, Return/Exchange before
// delivery with their reason, order numbers whole at 320 px; the request forms' reasons and the exchange's size
// buttons with back-in-stock; cards that say "Sold out"; toasts clear of headings on phones; the Length Guide on
// a phone with the product's own length first; the chat button out of the way.
import type { Page } from '@playwright/test';
import { type ApiProduct, buyThroughApi, catalog, expectAccessible, pathOf, walkOrder } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

// A sign-up, an order and a page or two each: generous on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('My Orders at 320 px: tracking before an AWB, reasons before delivery, an exchange by size buttons', async ({
  page,
  request,
  shopper,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  // A product with a sold-out size and two sizes in stock: one to buy, one to exchange for.
  const product = (await catalog(request)).find(
    (p) => p.sizes.some((s) => s.stock === 0) && p.sizes.filter((s) => s.stock > 2).length >= 2,
  ) as ApiProduct;
  const inStock = product.sizes.filter((s) => s.stock > 2).map((s) => s.size);
  const soldOut = product.sizes.find((s) => s.stock === 0)!.size;
  const orderId = await buyThroughApi(request, shopper.token, { ...product, inStock });

  await page.goto('/orders');
  await hydrated(page);
  const card = page.locator(`article[data-order="${orderId}"]`);
  await expect(card.locator('[data-status]')).toHaveText('Order Placed');
  // The number is whole on one line, and nothing scrolls sideways.
  const number = card.getByRole('heading', { level: 2 }).getByText(orderId);
  const box = (await number.boundingBox())!;
  expect(box.height).toBeLessThan(30);
  expect(await noSidewaysScroll(page)).toBe(true);

  // Track Order before it ships: where it is and when tracking starts, no error.
  const track = card.getByRole('button', { name: 'Track Order' });
  await track.click();
  await expect(track).toHaveAttribute('aria-expanded', 'true');
  await expect(card.locator('[data-tracking-note]')).toHaveText(
    'Not shipped yet (Order Placed). Tracking starts when it ships: we e-mail you the courier and the AWB code, ' +
      'and tracking is live within 24 hours of dispatch.',
  );
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);

  // Return before delivery: the spec's refusal says why.
  const row = card.locator('[data-order-item]');
  await row.getByRole('button', { name: /^Return/ }).click();
  await expect(page.getByText('Failed to initiate return. Returns open after delivery')).toBeVisible();

  // Delivered: the exchange offers the sizes as buttons.
  await walkOrder(request, orderId, 'Delivered', { awb: 'SR555' });
  await page.reload();
  await hydrated(page);
  await row.getByRole('button', { name: /^Exchange/ }).click();
  const dialog = page.getByRole('dialog', { name: `Exchange ${product.name}` });
  await expect(dialog.getByRole('button', { name: `${inStock[0]}, your size` })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: `${soldOut}, sold out` })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Notify me when back in stock' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please choose a reason')).toBeVisible();
  await dialog.getByLabel('Reason for exchange').selectOption({ label: 'Other' });
  await expect(dialog.getByLabel('Tell us the reason')).toBeVisible();
  await dialog.getByLabel('Reason for exchange').selectOption({ label: 'Too small' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please choose the new size')).toBeVisible();
  const next = dialog.getByRole('button', { name: inStock[1]!, exact: true });
  await next.click();
  await expect(next).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page, 'the exchange form with its size buttons', 'dialog[open]');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Order exchange request submitted successfully.')).toBeVisible();
  await expect(row.locator('[data-item-status]')).toHaveText('Exchange Requested');
});

test('the return form asks for a reason from the list and keeps the free-text reason', async ({
  page,
  request,
  shopper,
}) => {
  const product = (await catalog(request)).find((p) => p.sizes.filter((s) => s.stock > 2).length >= 1) as ApiProduct;
  const inStock = product.sizes.filter((s) => s.stock > 2).map((s) => s.size);
  const orderId = await buyThroughApi(request, shopper.token, { ...product, inStock });
  await walkOrder(request, orderId, 'Delivered');
  await page.goto('/orders');
  await hydrated(page);
  const row = page.locator(`article[data-order="${orderId}"] [data-order-item]`);
  await row.getByRole('button', { name: /^Return/ }).click();
  const dialog = page.getByRole('dialog', { name: `Return ${product.name}` });
  await expect(dialog.getByLabel('Reason for return')).toBeFocused();
  await dialog.getByLabel('Reason for return').selectOption({ label: 'Too large' });
  await dialog.getByLabel('Tell us more (optional)').fill('Roomy at the shoulders');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Order return request submitted successfully.')).toBeVisible();
  await expect(row.locator('[data-item-status]')).toHaveText('Return Requested');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('cards: sold out says "Sold out", a product without sizes "Size Not Available"', async ({ page, request }) => {
    const products = await catalog(request);
    const soldOut = products.find((p) => p.sizes.length > 0 && p.sizes.every((s) => s.stock === 0))!;
    const sizeless = products.find((p) => p.sizes.length === 0)!;
    for (const [product, text] of [
      [soldOut, 'Sold out'],
      [sizeless, 'Size Not Available'],
    ] as const) {
      await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
      await hydrated(page);
      const card = page.locator('[data-listing] article').filter({ hasText: product.name }).first();
      await expect(card).toContainText(text, { timeout: 30_000 }); // the list loads after the island, slow here
    }
  });

  test('a toast rises from the bottom, clear of the page heading', async ({ page, request }) => {
    const product = (await catalog(request)).find((p) => p.sizes.some((s) => s.stock > 0))!;
    await page.goto(pathOf(product));
    await hydrated(page);
    await page.locator('[data-actions]').getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please select a size' });
    await expect(toast).toBeVisible();
    const [t, h] = [(await toast.boundingBox())!, (await page.locator('h1').boundingBox())!];
    expect(t.y).toBeGreaterThan(h.y + h.height);
    expect(t.y).toBeGreaterThan(740 / 2);
  });

  test("the Length Guide: a row per length with the sizes across, Maxi included, the product's length first", async ({
    page,
    request,
  }) => {
    const maxi = (await catalog(request)).find((p) => p.subCategory === 'maxi')!;
    await page.goto(pathOf(maxi));
    await hydrated(page);
    await page.getByRole('button', { name: 'Length Guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Length Guide' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('columnheader')).toHaveText(['Length', 'XS', 'S', 'M', 'L', 'XL', 'XXL']);
    const rows = guide.getByRole('rowheader');
    await expect(rows).toHaveCount(9);
    await expect(rows.first()).toHaveText('Maxithis piece');
    await expect(guide.getByRole('row').nth(1)).toContainText('545555565657');
    // Every column in view: the table is no wider than the dialog's content.
    const fits = await guide.evaluate((d) => {
      const region = d.querySelector<HTMLElement>('[role="region"]')!;
      return region.scrollWidth <= region.clientWidth;
    });
    expect(fits).toBe(true);
    await expectAccessible(page, 'the Length Guide on a phone', 'dialog[open]');
  });

  test('the chat button does not float on a phone; the footer offers the chat', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page);
    await expect(page.locator('[data-chat-button]')).toBeHidden();
    const line = page.locator('footer').getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(line).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  });
});

test('wider, the floating chat button steps aside from every link and button', async ({ page, request }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  const product = (await catalog(request))[0]!;
  for (const path of ['/products', pathOf(product)]) {
    await page.goto(path);
    await hydrated(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 300) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await expect
        .poll(() =>
          page.evaluate(() => {
            const button = document.querySelector<HTMLElement>('[data-chat-button]')!;
            if (getComputedStyle(button).visibility === 'hidden') return undefined;
            const b = button.getBoundingClientRect();
            for (const el of document.querySelectorAll('a[href], button, input, select, textarea, h1, footer')) {
              if (el === button) continue;
              const r = el.getBoundingClientRect();
              if (r.width && r.height && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)
                return el.outerHTML.slice(0, 80);
            }
            return undefined;
          }),
        )
        .toBeUndefined();
    }
  }
});
