import { expect, test } from '@playwright/test';
import { catalog, pathOf } from './fixtures.ts';

// The product page's "You May also like" carousel (docs/product/catalog-and-search.md#product-page: auto-play every
// 3000 ms). The page's clock is driven by the test, so "nothing moved for 3.5 s" is checked without waiting 3.5 s.
test.describe('related products carousel', () => {
  test('auto-plays, holds still while hovered, and moves with Next', async ({ page, request }) => {
    const all = await catalog(request);
    const neighbours = (p: (typeof all)[number]) =>
      all.filter((q) => q.category === p.category && q.subCategory === p.subCategory && q._id !== p._id).length;
    const withNeighbours = [...all].sort((a, b) => neighbours(b) - neighbours(a))[0]!;
    expect(neighbours(withNeighbours)).toBeGreaterThan(4); // more than fit at 1280px, so it can move
    await page.clock.install();
    await page.goto(pathOf(withNeighbours));
    const carousel = page.locator('[data-carousel]');
    const track = carousel.locator('[data-track]');
    const scrolled = () => track.evaluate((t) => t.scrollLeft);

    await carousel.hover();
    const before = await scrolled();
    await page.clock.runFor(3500);
    expect(await scrolled()).toBe(before);

    await page.mouse.move(0, 0);
    await page.clock.runFor(3500);
    await expect.poll(scrolled).toBeGreaterThan(before);

    await carousel.hover();
    const moved = await scrolled();
    const atEnd = await track.evaluate((t) => t.scrollLeft + t.clientWidth >= t.scrollWidth - 4);
    await carousel.getByRole('button', { name: 'Next' }).click();
    // Next moves on, or from the last card back to the first.
    if (atEnd) await expect.poll(scrolled).toBe(0);
    else await expect.poll(scrolled).toBeGreaterThan(moved);
  });
});
