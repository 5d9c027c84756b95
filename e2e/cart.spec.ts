import type { Page } from '@playwright/test';
import { catalog, productWithTwoSizes, totalText } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { signInShared } from './shared-shopper.ts';
import { expect, test } from './test.ts';

test.describe('guest cart', () => {
  test('adding without a size says so; two sizes, quantity changes and removal survive a reload', async ({
    page,
    request,
    productPage,
  }) => {
    const product = await productWithTwoSizes(request);
    const [a, b] = product.inStock as [string, string];
    await productPage.open(product);
    const { addButton } = productPage;
    await expect(addButton).toBeEnabled();
    await productPage.chooseSize(a);
    await page.reload(); // the chosen size is not kept
    await hydrated(page);
    await addButton.click();
    await expect(page.getByText('Please select a size').first()).toBeVisible();

    await page.getByRole('button', { name: a, exact: true }).click();
    await addButton.click();
    await page.getByRole('button', { name: b, exact: true }).click();
    await addButton.click();
    await addButton.click();
    await expect(page.locator('[data-cart-count]')).toHaveText('3');

    await page.goto('/cart');
    const lines = page.locator('[data-cart-line]');
    await expect(lines).toHaveCount(2);
    const lineA = lines.filter({ hasText: `Size: ${a}` });
    const lineB = lines.filter({ hasText: `Size: ${b}` });
    await expect(lineA.locator('[data-quantity]')).toHaveText('1');
    await expect(lineA.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await expect(lineB.locator('[data-quantity]')).toHaveText('2');
    await lineA.getByRole('button', { name: /Increase/ }).click();
    await expect(lineA.locator('[data-quantity]')).toHaveText('2');
    await expect(page.locator('[data-subtotal]')).toHaveText(`₹${(product.price * 4).toLocaleString('en-IN')}.00`);
    await expect(page.getByText('Shipping', { exact: true })).toBeVisible();
    await expect(page.locator('[data-total]')).toHaveText(totalText(product.price * 4));

    await page.reload();
    await expect(lineA.locator('[data-quantity]')).toHaveText('2');
    await expect(page.locator('[data-cart-count]')).toHaveText('4');

    await lineB.getByRole('button', { name: /Remove/ }).click();
    await lineA.getByRole('button', { name: /Remove/ }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByText("Looks like you haven't added anything yet")).toBeVisible();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('keyboard only: choose a size and add to cart', async ({ page, request, productPage }) => {
    const product = await productWithTwoSizes(request);
    await productPage.open(product);
    const size = productPage.sizeButton(product.inStock[0]!);
    await size.focus();
    await page.keyboard.press('Enter');
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    await productPage.addButton.focus();
    await page.keyboard.press('Enter');
    await expect(productPage.cartCount).toHaveText('1');
  });

  test('a corrupt stored cart falls back to empty instead of breaking the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('cartItems', '{"v":1,"data":{"X":{"M":"lots"}}}garbage'));
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });
});

test.describe('header', () => {
  test('search overlay ignores blank text and goes to the listing with the query', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const open = page.getByRole('button', { name: 'Search' });
    // One tap: the overlay's code loads on the first open (a second tap while it loads would close it again).
    await open.click();
    const field = page.getByPlaceholder('Search for products or categories');
    await expect(field).toBeVisible();
    await field.fill('   ');
    await page.keyboard.press('Enter');
    await expect(field).toBeVisible();
    await expect(page).toHaveURL(/\/about\/?$/);
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();

    await open.click();
    await field.fill('block print');
    await page.getByRole('button', { name: 'Submit search' }).click();
    // The listing keeps the address in step, so the space may come back as + or %20.
    await expect(page).toHaveURL(/\/products\?q=block(%20|\+)print/);
  });

  test('wishlist needs login', async ({ page, request, productPage }) => {
    await productPage.open(await productWithTwoSizes(request));
    await page.getByRole('button', { name: 'Save to Wishlist' }).click();
    await expect(page.getByText('Login to add items to wishlist').first()).toBeVisible();
  });

  test('side menu on a phone: Shop expands, Login shows for guests', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    // The menu opens without script (e2e/header-early.spec.ts); Shop's list needs the header's.
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.locator('summary', { hasText: 'Shop' }).click();
    for (const name of [
      'Dress',
      'Top',
      'Skirt',
      'Co-ords',
      'Home',
      'New Arrivals',
      'Orders',
      'Track Your Order',
      'Login',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('delivery check', () => {
  test('refuses a PIN that is not 6 digits', async ({ page, request, productPage }) => {
    await productPage.open(await productWithTwoSizes(request));
    const pin = page.getByLabel('Check delivery');
    await pin.fill('1234');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('Please enter a valid PIN code').first()).toBeVisible();
    await pin.fill('12ab');
    await expect(pin).toHaveValue('12');
  });
});

/**
 * What a visible chat button overlaps among `targets` (CSS selectors), by bounding boxes; undefined when nothing.
 * A hidden button (it steps aside while over something it must not cover) overlaps nothing.
 */
function chatOverlaps(page: Page, targets: string[]): Promise<string | undefined> {
  return page.evaluate((selectors) => {
    const button = document.querySelector<HTMLElement>('[data-chat-button]');
    if (!button || getComputedStyle(button).visibility === 'hidden') return undefined;
    const b = button.getBoundingClientRect();
    for (const selector of selectors) {
      const el = document.querySelector(selector);
      if (!el) return `${selector} is missing`;
      const r = el.getBoundingClientRect();
      if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom) return selector;
    }
    return undefined;
  }, targets);
}

/** Scrolls the page top to bottom in steps; at each stop the chat button must overlap none of `targets`. */
async function expectChatClear(page: Page, targets: string[]) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 640) / 4;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The button looks again on the next frame after a scroll.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect.poll(() => chatOverlaps(page, targets), { message: `${page.url()} at ${y}px` }).toBeUndefined();
  }
}

const CART_TARGETS = ['form:has(#coupon) button[type="submit"]', 'div:has(> [data-total])', 'main a[href="/checkout"]'];
const PAY_BUTTON = 'main form button[type="submit"].btn-primary';

for (const width of [320, 360]) {
  const title = `at ${width} px the chat button never covers the coupon Apply, the total or the checkout buttons`;
  test(title, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 640 });
    const headers = await signInShared(page);
    const product = (await catalog(page.request)).find((p) => p.sizes.some((s) => s.stock > 2))!;
    const size = product.sizes.find((s) => s.stock > 2)!.size;
    await page.request.post('/api/cart/add', { headers, data: { itemId: product.name, size } });
    const one = { itemId: product.name, size, quantity: 1 };
    expect((await page.request.post('/api/cart/update', { headers, data: one })).ok()).toBe(true);

    await page.goto('/cart');
    await hydrated(page);
    await expect(page.locator('[data-total]')).toBeVisible();
    await expectChatClear(page, CART_TARGETS);

    await page.goto('/checkout');
    await hydrated(page);
    await expect(page.locator(PAY_BUTTON)).toBeVisible();
    await expectChatClear(page, [PAY_BUTTON]);
  });
}
