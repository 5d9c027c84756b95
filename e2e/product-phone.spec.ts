// The product page on a phone (360 px): the Add to Cart bar, the photo viewer, products without sizes,
// back-in-stock requests, the cart toast, recently viewed, and the chat button that never covers what matters.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { admin, catalog, expectAccessible, pathOf, productWithTwoSizes, uniqueEmail } from './fixtures.ts';
import { hydrated } from './hydrated.ts';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const overlaps = (a: DOMRect | null, b: DOMRect | null) =>
  !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether the visible chat button lies over a title, the buy box or the footer. */
function chatCovers(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-chat-button]');
    if (!button || getComputedStyle(button).visibility === 'hidden') return undefined;
    const b = button.getBoundingClientRect();
    for (const el of document.querySelectorAll<HTMLElement>('h1, footer, [data-chat-avoid]')) {
      const r = el.getBoundingClientRect();
      if (r.width && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)
        return el.outerHTML.slice(0, 80);
    }
    return undefined;
  });
}

/**
 * Waits until a sonner toast has stopped moving: mounted, it slides in with CSS transitions (and the toasts beside
 * it shift), so every finite animation in its toaster has to finish.
 */
async function comesToRest(toast: Locator): Promise<void> {
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await toast.evaluate(async (el) => {
    const toaster = el.closest('[data-sonner-toaster]') ?? el;
    const moving = () =>
      toaster.getAnimations({ subtree: true }).filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    for (let running = moving(); running.length > 0; running = moving())
      await Promise.allSettled(running.map((a) => a.finished));
  });
}

test('the Add to Cart bar appears once the buy box scrolls away, keeps the size, adds it and offers View cart', async ({
  page,
  request,
}) => {
  const product = await productWithTwoSizes(request);
  const size = product.inStock[1]!;
  await page.goto(pathOf(product));
  await hydrated(page);
  const bar = page.locator('[data-buy-bar]');
  await expect(bar).toBeHidden();

  await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('heading', { name: 'You May also like' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(`Size ${size}`);
  await expectAccessible(page, 'Add to Cart bar', '[data-buy-bar]');
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-cart-count]')).toHaveText('1');

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' });
  await expect(toast).toBeVisible();
  // Where the toast comes to rest: it slides in from above for 0.4 s, and a box read during the slide overlapped
  // the header once in CI. Wait for the slide to end, then compare.
  await comesToRest(toast);
  const [toastBox, countBox] = await Promise.all([
    toast.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    page.locator('[data-cart-count]').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
  ]);
  expect(overlaps(toastBox, countBox), 'the toast covers the cart count').toBe(false);

  // Down to the page's end the bar stays, and the page's last line ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  const lastLine = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().bottom);
  const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
  expect(lastLine).toBeLessThanOrEqual(barTop + 1);

  // Back up at the buy box, the bar goes away again.
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();

  await toast.getByRole('button', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('[data-cart-line]')).toContainText(`Size: ${size}`);
});

test('the bar without a chosen size brings the sizes back into view and asks for one', async ({ page, request }) => {
  const product = await productWithTwoSizes(request);
  await page.goto(pathOf(product));
  await hydrated(page);
  await page.getByRole('heading', { name: 'You May also like' }).scrollIntoViewIfNeeded();
  const bar = page.locator('[data-buy-bar]');
  await expect(bar).toContainText('Select a size');
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please select a size')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sizes' })).toBeInViewport();
  await expect(page.locator('[data-cart-count]')).toHaveCount(0);
});

test('photos swipe, show their position, and open in a zoom viewer that arrows move and Escape closes', async ({
  page,
  request,
}) => {
  const product = (await catalog(request))[0]!;
  await page.goto(pathOf(product));
  await hydrated(page);
  const dots = page.locator('[data-dot]');
  const count = await dots.count();
  expect(count).toBeGreaterThan(2);
  await expect(dots.nth(0)).toHaveAttribute('data-active', '');

  // A swipe is a scroll of the strip.
  await page
    .locator('[data-gallery] [data-track]')
    .evaluate((t) => t.scrollTo({ left: (t.children[1] as HTMLElement).offsetLeft }));
  await expect(dots.nth(1)).toHaveAttribute('data-active', '');
  await expect(dots.nth(0)).not.toHaveAttribute('data-active');

  const opener = page.getByRole('button', { name: `Zoom image 2 of ${count}` });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: `Photos of ${product.name}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectAccessible(page, 'zoom viewer', '[data-viewer]');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`3 / ${count}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Previous image' }).click();
  await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
  await viewer.locator('[data-viewer-track]').evaluate((t) => t.scrollTo({ left: 0 }));
  await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();

  // Zoom by the button (keyboard) and by a tap on the photo; a zoomed photo pans by scrolling.
  const zoom = viewer.getByRole('button', { name: 'Zoom' });
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  const pane = viewer.locator('[data-zoom-pane]').first();
  await expect(pane).toHaveAttribute('data-zoomed', 'true');
  expect(await pane.evaluate((p) => p.scrollWidth > p.clientWidth * 2)).toBe(true);
  await pane.locator('img').click();
  await expect(pane).toHaveAttribute('data-zoomed', 'false');
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');

  // Focus stays inside while it is open.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await viewer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a product without sizes cannot be added, says it is unavailable and takes a back-in-stock request', async ({
  page,
  request,
}) => {
  const noSizes = (await catalog(request)).find((p) => p.sizes.length === 0)!;
  await page.goto(pathOf(noSizes));
  await hydrated(page);
  await expect(page.getByText('Sizes not available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByText('This product is unavailable right now.')).toBeVisible();
  await page.getByRole('button', { name: 'Notify me when back in stock' }).click();
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeFocused();
  await email.fill('not an address');
  await page.getByRole('button', { name: 'Notify me', exact: true }).click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await email.fill(uniqueEmail('kaftan'));
  await page.getByRole('button', { name: 'Notify me', exact: true }).click();
  await expect(page.locator('[data-back-in-stock]').getByRole('status')).toHaveText(
    "We'll e-mail you when it is back in stock.",
  );
});

test('a guest asks to hear when a sold-out size is back', async ({ page, request }) => {
  const product = (await catalog(request)).find(
    (p) => p.sizes.some((s) => s.stock === 0) && p.sizes.some((s) => s.stock > 0),
  )!;
  const soldOut = product.sizes.filter((s) => s.stock === 0).map((s) => s.size);
  await page.goto(pathOf(product));
  await hydrated(page);
  await expect(page.getByRole('button', { name: `${soldOut[0]}, out of stock` })).toBeDisabled();
  await page.getByRole('button', { name: 'Notify me when back in stock' }).click();
  const form = page.locator('form').filter({ hasText: 'Notify me when back in stock' });
  if (soldOut.length > 1) await form.getByLabel('Size').selectOption(soldOut[1]!);
  await form.getByRole('textbox').fill(uniqueEmail('waiting'));
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.locator('[data-back-in-stock]').getByRole('status')).toHaveText(
    "We'll e-mail you when it is back in stock.",
  );
});

/**
 * The product page records a view in an effect that runs after its island hydrated, so `hydrated()` can return
 * before the view is stored; leaving the page then would lose it. Wait until this browser has it.
 */
async function viewRecorded(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => (localStorage.getItem('recentlyViewed') ?? '').includes(JSON.stringify(wanted)),
    id,
  );
}

test('recently viewed products show on the next product page and on the empty cart', async ({ page, request }) => {
  test.setTimeout(60_000); // three full page loads and two hydrations: on a busy machine more than the default 30 s
  const [first, second] = await catalog(request);
  await page.goto(pathOf(first!));
  await hydrated(page);
  await viewRecorded(page, first!._id);
  await page.goto(pathOf(second!));
  await hydrated(page);
  await viewRecorded(page, second!._id);
  // Its island wakes when it comes into view, between the reviews and "You May also like".
  await page.getByRole('heading', { name: 'You May also like' }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="RecentlyViewed"]')).not.toHaveAttribute('ssr');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: first!.name })).toBeVisible();
  await expect(recent.getByRole('link', { name: second!.name })).toHaveCount(0);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  const onCart = page.getByRole('region', { name: 'Recently viewed' });
  await expect(onCart.getByRole('link', { name: second!.name })).toBeVisible();
  await expect(onCart.getByRole('link', { name: first!.name })).toBeVisible();
});

test('the chat button never covers a title, the buy box or the footer, on any page type', async ({ page, request }) => {
  test.setTimeout(120_000);
  const product = (await catalog(request))[0]!;
  for (const path of ['/', '/products', pathOf(product), '/cart', '/contact', '/terms']) {
    await page.goto(path);
    await hydrated(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += PHONE.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // The button looks again on the next frame after a scroll.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await expect.poll(() => chatCovers(page), { message: `${path} at ${y}px` }).toBeUndefined();
    }
  }
});

/** The back-in-stock mails sent to `email`, read from the server's .eml outbox. */
function restockMails(email: string): string[] {
  const dir = join(E2E_DATA_DIR, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${email}`) && /^Subject: .*: back in stock: /m.test(m));
}

test('a restock through the operator API mails the shopper who asked, once', async ({ page, request }) => {
  // The last such product: other journeys look at the first one's sold-out size.
  const product = (await catalog(request)).findLast(
    (p) => p.sizes.some((s) => s.stock === 0) && p.sizes.some((s) => s.stock > 0),
  )!;
  const size = product.sizes.find((s) => s.stock === 0)!.size;
  const email = uniqueEmail('restock');
  await page.goto(pathOf(product));
  await hydrated(page);
  await page.getByRole('button', { name: 'Notify me when back in stock' }).click();
  const form = page.locator('form').filter({ hasText: 'Notify me when back in stock' });
  if (product.sizes.filter((s) => s.stock === 0).length > 1) await form.getByLabel('Size').selectOption(size);
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.locator('[data-back-in-stock]').getByRole('status')).toHaveText(
    "We'll e-mail you when it is back in stock.",
  );

  const stock = `/products/${product._id}/stock`;
  expect(await admin(request, stock, { size, delta: 2, reason: 'Restock' })).toMatchObject({ success: true });
  try {
    await expect.poll(() => restockMails(email).length).toBe(1);
    const mail = restockMails(email)[0]!;
    expect(mail).toContain(`: back in stock: ${product.name} in size ${size}\r\n`);
    expect(mail).toContain(pathOf(product));
    // Sold out and restocked again: the request was used up, so no second mail.
    await admin(request, stock, { size, delta: -2, reason: 'e2e: sold out again' });
    await admin(request, stock, { size, delta: 1, reason: 'Restock' });
    expect(restockMails(email)).toHaveLength(1);
  } finally {
    const now = (await catalog(request)).find((p) => p._id === product._id)!;
    const left = now.sizes.find((s) => s.size === size)!.stock;
    if (left > 0) await admin(request, stock, { size, delta: -left, reason: 'e2e: back to sold out' });
  }
});
