import { pathOf, productWithTwoSizes, uniqueEmail } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

const OFFER = 'Limited Time Offer: Get 20% OFF on your first order!';

test.describe('static storefront', () => {
  test('home: the offer, 12 new arrivals, four collections; a collection leads to the listing and a product', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: OFFER })).toBeVisible();
    // The offer is the real coupon, its cap stated (docs/product/dark-patterns.md).
    await expect(page.locator('section[aria-labelledby="offer-title"]')).toContainText(
      'Use code WELCOME20 at checkout: 20% off your first order, up to ₹1,000 off.',
    );
    const arrivals = page.locator('section[aria-labelledby="new-arrivals"] article');
    await expect(arrivals).toHaveCount(12);
    const collections = page.locator('section[aria-labelledby="collections"]');
    // The spec's tiles, in its order (docs/product/storefront.md#home).
    await expect(collections.locator('ul a')).toHaveText([/^Dress/, /^Tops/, /^Co-Ord Sets/, /^Skirts/]);
    await expect(page.getByRole('link', { name: 'View All' }).first()).toHaveAttribute('href', /\/products/);

    await collections.getByRole('link', { name: /^Dress/ }).click();
    await expect(page).toHaveURL(/\/products\?category=dress/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dresses' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Dress \(\d+\)$/ })).toBeChecked();
    const firstCard = page.locator('[data-listing] article').first();
    const name = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pathOf({ name })}/?$`));
    await expect(page.locator('[data-price]')).toContainText('₹');
  });

  test('announcement bar shows only on home and hides after 50px of scroll', async ({ page }) => {
    await page.goto('/');
    const bar = page.locator('[data-announcement]');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(OFFER);
    await page.mouse.wheel(0, 400);
    await expect(bar).toBeHidden();
    await page.goto('/about');
    await expect(page.locator('[data-announcement]')).toHaveCount(0);
  });

  test('product page: size chart and length guide open and close by keyboard; out-of-stock sizes are disabled', async ({
    page,
    request,
  }) => {
    const { products } = (await (await request.get('/api/product/list')).json()) as {
      products: { name: string; sizes: { size: string; stock: number }[] }[];
    };
    const withSoldOut = products.find((p) => p.sizes.some((s) => s.stock === 0) && p.sizes.some((s) => s.stock > 0))!;
    await page.goto(pathOf(withSoldOut));

    const soldOut = withSoldOut.sizes.find((s) => s.stock === 0)!;
    await expect(page.getByRole('button', { name: `${soldOut.size}, out of stock` })).toBeDisabled();
    const inStock = withSoldOut.sizes.find((s) => s.stock > 0)!;
    await expect(page.getByRole('button', { name: inStock.size, exact: true })).toBeEnabled();

    const chartButton = page.getByRole('button', { name: 'Size Chart' });
    await chartButton.focus();
    await page.keyboard.press('Enter');
    const chart = page.getByRole('dialog', { name: 'Size Chart' });
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('row', { name: /Bust/ })).toContainText('31');
    await page.keyboard.press('Escape');
    await expect(chart).toBeHidden();
    await expect(chartButton).toBeFocused();

    const guideButton = page.getByRole('button', { name: 'Length Guide' });
    await guideButton.focus();
    await page.keyboard.press('Enter');
    const guide = page.getByRole('dialog', { name: 'Length Guide' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('rowheader', { name: /Knee Length/ })).toBeVisible();
    // Focus moves into the dialog and stays there while it is open.
    await expect(guide.getByRole('button', { name: 'Close' })).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await guide.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await guide.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await guide.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(guide).toBeHidden();
    await expect(guideButton).toBeFocused();
  });

  test('a product without sizes says so', async ({ page, request }) => {
    const { products } = (await (await request.get('/api/product/list')).json()) as {
      products: { name: string; sizes: unknown[] }[];
    };
    const noSizes = products.find((p) => p.sizes.length === 0)!;
    await page.goto(pathOf(noSizes));
    await expect(page.getByText('Sizes not available')).toBeVisible();
  });

  test('policy pages render their markdown', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.locator('.prose-policy h2')).toHaveCount(24);
    await page.goto('/return-policy');
    await expect(page.getByRole('heading', { name: /Exchange Policy/ })).toBeVisible();
    await expect(page.locator('.prose-policy')).toContainText('7 days');
  });

  test('unknown product path gives the 404 page with status 404', async ({ page }) => {
    const res = await page.goto('/product/no-such-dress');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  });

  test('pages carry SEO metadata, JSON-LD and strict security headers', async ({ page, request }) => {
    const res = await page.goto('/products');
    const headers = res!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain("'unsafe-inline' https://checkout");
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products$/);

    const { products } = (await (await request.get('/api/product/list')).json()) as { products: { name: string }[] };
    await page.goto(pathOf(products[0]!));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toBe('Product');
    expect(ld.offers.priceCurrency).toBe('INR');

    const sitemap = await request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain('/product/');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    expect(robots).toContain('Disallow: /checkout');
    // The cart page is static and shopper-free: crawlable (docs/decisions.md#budgets asks SEO ≥ 95 of it), but not in
    // the sitemap.
    expect(robots).not.toContain('Disallow: /cart');
    expect(await sitemap.text()).not.toContain('/cart');
    await page.goto('/cart');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('no console errors (CSP violations included) on the main pages', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    for (const path of ['/', '/products', '/about', '/contact']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  test('islands hydrate without a mismatch when the browser holds a cart, saved filters and a session', async ({
    page,
    request,
    loginPage,
  }) => {
    // Pages opened with stored state and checked for hydration errors: 18 s alone, over 30 s beside other work.
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const product = await productWithTwoSizes(request);
    await page.goto(pathOf(product));
    await hydrated(page);
    await page.getByRole('button', { name: product.inStock[0]!, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
    await page.goto('/products');
    await hydrated(page);
    await page.getByRole('checkbox', { name: /^Dress \(\d+\)$/ }).check();
    await loginPage.open();
    await loginPage.signUp(uniqueEmail('hydrate'));
    // Every page below was built with an empty cart, no filters and nobody logged in.
    for (const path of ['/', '/products', pathOf(product), '/cart', '/checkout', '/wishlist', '/return-policy']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.goto('/cart');
    await expect(page.locator('[data-cart-line]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
