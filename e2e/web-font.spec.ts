// The heading font stays off a first visit's first page (styles/global.css) and is on the pages that follow.
import { expect, test, type Page } from '@playwright/test';

const headingFont = (page: Page) =>
  page
    .locator('h1')
    .first()
    .evaluate((h1) => getComputedStyle(h1).fontFamily);

test('a first visit fetches Fraunces after its first page has loaded and sets the next pages in it', async ({
  page,
}) => {
  await page.goto('/return-policy');
  expect(await headingFont(page)).not.toContain('Fraunces');
  // Fetched after the load event and remembered; this page keeps the font it was painted in.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('webfont'))).toBe('1');
  const fonts = await page.evaluate(() => {
    const loadStart = performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number;
    return performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.woff2'))
      .map((r) => ({ url: r.name, afterLoad: r.startTime >= loadStart }));
  });
  expect(fonts).toEqual([{ url: expect.stringMatching(/fraunces-headings\.\w+\.woff2$/), afterLoad: true }]);
  expect(await headingFont(page)).not.toContain('Fraunces');

  await page.goto('/contact');
  await expect(page.locator('html')).toHaveClass(/\bwebfont\b/);
  expect(await headingFont(page)).toContain('Fraunces Variable');
  expect(await page.evaluate(() => document.fonts.check('600 1em "Fraunces Variable"', 'Contact Us'))).toBe(true);
});
