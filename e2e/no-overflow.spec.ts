// No page scrolls sideways on a 320 px phone: every route (e2e/routes.ts, from src/pages), as a guest and
// signed in, each with a cart of long-named, several-unit lines. A failure names the elements that stick out
// past the right edge.
import { expect, test, type Page } from '@playwright/test';
import { catalog } from './fixtures.ts';
import { openPage } from './hydrated.ts';
import { signInShared } from './shared-shopper.ts';
import { allRoutes } from './routes.ts';

test.use({ viewport: { width: 320, height: 640 } });

/** The page's width beyond the viewport, and what sticks out (tag.class, right edge), when it scrolls sideways. */
async function sideways(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= window.innerWidth) return undefined;
    const out = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 6)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)}`);
    return `scrollWidth ${root.scrollWidth} > ${window.innerWidth}: ${out.join(' | ')}`;
  });
}

/** The cart at its widest: the longest product names, several units each (five-digit line totals). */
async function widestLines(page: Page) {
  return (await catalog(page.request))
    .filter((p) => p.sizes.some((s) => s.stock >= 9))
    .sort((a, b) => b.name.length - a.name.length || b.price - a.price)
    .slice(0, 2)
    .map((p) => ({ name: p.name, size: p.sizes.find((s) => s.stock >= 9)!.size, quantity: 9 }));
}

async function fillGuestCart(page: Page) {
  const cart = Object.fromEntries((await widestLines(page)).map((l) => [l.name, { [l.size]: l.quantity }]));
  await page.goto('/');
  await page.evaluate((data) => localStorage.setItem('cartItems', JSON.stringify({ v: 1, data })), cart);
}

async function expectNoSidewaysScroll(page: Page, guest: boolean) {
  const problems: string[] = [];
  for (const path of await allRoutes(page.request)) {
    await openPage(page, path, { guest });
    await page.waitForLoadState('networkidle');
    const problem = await sideways(page);
    if (problem) problems.push(`${path}: ${problem}`);
  }
  expect(problems).toEqual([]);
}

test('no route scrolls sideways at 320 px, as a guest with a full cart', async ({ page }) => {
  test.setTimeout(120_000);
  await fillGuestCart(page);
  await expectNoSidewaysScroll(page, true);
});

test('no route scrolls sideways at 320 px, signed in', async ({ page }) => {
  test.setTimeout(150_000);
  const headers = await signInShared(page);
  for (const { name, size, quantity } of await widestLines(page)) {
    await page.request.post('/api/cart/add', { headers, data: { itemId: name, size } });
    const set = await page.request.post('/api/cart/update', { headers, data: { itemId: name, size, quantity } });
    expect(set.ok()).toBe(true);
  }
  await expectNoSidewaysScroll(page, false);
});
