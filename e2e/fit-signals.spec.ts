// Fit that learns (docs/product/fit.md): a product with no fit line gets one once shoppers have given it five
// signals, here a size exchange up and four reviews' fit picks, made through the API. The page was built without
// them; its script asks the API for the live summary. The review shows what its writer bought and how it fit, and
// the owner's dashboard shows the size figures. SHOTS_DIR set: screenshots at 360 and 1280 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { account, tokenOf } from './admin.helpers.ts';
import { buyThroughApi, catalog, pathOf, walkOrder } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string, target?: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (target) await page.locator(target).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

/** A product nobody has said anything about yet, with two sizes in stock. */
async function productWithoutFit(request: APIRequestContext) {
  const { fits } = (await (await request.get('/api/product/fits')).json()) as { fits: Record<string, unknown> };
  const p = (await catalog(request)).findLast((x) => !fits[x._id] && x.sizes.filter((s) => s.stock > 2).length >= 2)!;
  return { ...p, inStock: p.sizes.filter((s) => s.stock > 2).map((s) => s.size) };
}

async function review(request: APIRequestContext, token: string, productId: string, user: string, fit: string) {
  const res = await request.post('/api/product/addReview', {
    headers: { token },
    multipart: { productId, user, rating: '4', comment: `${user} on the fit`, fit },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('five fit signals give a product its fit line; the review tells the size bought and the fit', async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(180_000);
  const product = await productWithoutFit(request);
  const [bought, bigger] = product.inStock as [string, string];
  const line = page.locator('[data-fit-line]');

  await page.goto(pathOf(product));
  await hydrated(page);
  await expect(line).toBeHidden();

  // A buyer exchanges up a size (it ran small) and says so in her review: two signals.
  const tag = Date.now().toString(36);
  const buyer = await tokenOf(request, await account(request, 'fitbuyer'));
  const orderId = await buyThroughApi(request, buyer, product);
  await walkOrder(request, orderId, 'Delivered');
  const exchanged = await request.post('/api/order/exchange-order', {
    headers: { Authorization: `Bearer ${buyer}` },
    data: { orderId, productId: product._id, newSize: bigger, reasonCode: 'too_small', reason: 'Tight at the hip' },
  });
  expect(exchanged.ok(), await exchanged.text()).toBe(true);
  const buyerName = `Lata ${tag}`;
  await review(request, buyer, product._id, buyerName, 'small');
  // Two more reviewers: four signals, still no line.
  for (const [who, fit] of [
    ['fitone', 'true'],
    ['fittwo', 'small'],
  ] as const)
    await review(request, await tokenOf(request, await account(request, who)), product._id, `${who} ${tag}`, fit);
  await page.reload();
  await hydrated(page);
  await expect(line).toBeHidden();

  // The fifth signal: the page now says how it fits.
  await review(
    request,
    await tokenOf(request, await account(request, 'fitthree')),
    product._id,
    `three ${tag}`,
    'small',
  );
  await page.reload();
  await hydrated(page);
  await expect(line).toBeVisible();
  await expect(line).toHaveText('How it fits: Runs small — most shoppers chose one size up');
  await shoot(page, 'product-fit-line', '[data-fit-line]');

  const mine = page.locator('[data-review]').filter({ hasText: buyerName });
  await page.getByRole('button', { name: 'Write a review' }).scrollIntoViewIfNeeded();
  await expect(mine.locator('[data-review-fit]')).toHaveText(`Bought ${bought} · Runs small`);
  await shoot(page, 'review-fit', '[data-review-fit]');

  // The review form asks how it fitted, nothing chosen.
  await page.getByRole('button', { name: 'Write a review' }).click();
  const fitGroup = page.getByRole('group', { name: /How did it fit\?/ });
  await expect(fitGroup.getByRole('radio')).toHaveCount(3);
  for (const name of ['Runs small', 'True to size', 'Runs large'])
    await expect(fitGroup.getByRole('radio', { name })).not.toBeChecked();
  await shoot(page, 'review-form-fit');

  // The owner's dashboard: size requests per 100 orders this month, and the demo store's size to check.
  const owner = await account(request, 'fitowner', 'owner');
  await consolePage.signInAt('/admin', owner);
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Size returns & exchanges' }) });
  await expect(card.getByTestId('fit-months')).toBeVisible();
  await expect(card.locator('[data-fit-rate]')).toContainText('per 100 orders');
  await shoot(page, 'dashboard-fit', '[data-testid="fit-months"]');
});
