// "Is this part of the page live yet?" answered from the marks the site's own code leaves, so a journey acts once
// and never retries a click until something reacts. Three kinds of code bring a built page to life:
// - React islands: Astro's <astro-island> drops its `ssr` attribute once it has handed the markup to React
//   (hydrateRoot, in a transition). React then hydrates synchronously on the first click or keystroke, so from
//   that moment an action is never lost. `client:visible` islands only start when scrolled to.
// - The header and the product page's buy box are plain scripts that set `data-ready` once bound.
// - The contact and footer forms (`data-json-form`) are bound after the load event and leave no mark: their submit
//   listener is the sign, read through the DevTools protocol (the journeys run in Chromium).
import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until the page's islands and scripts are interactive, or only those that run `target`. */
export async function hydrated(target: Page | Locator): Promise<void> {
  if ('goto' in target) return pageHydrated(target);
  const page = target.page();
  if (await target.evaluate((el) => el.closest('astro-island[client="visible"]') !== null))
    await target.scrollIntoViewIfNeeded(); // such an island starts only once it is near the screen
  await page.waitForFunction(
    (el) => {
      const island = el.closest('astro-island');
      const script = el.closest('[data-header], [data-buy-box]');
      return !island?.hasAttribute('ssr') && (!script || script.hasAttribute('data-ready'));
    },
    await target.elementHandle(),
  );
  const form = await target.evaluate((el) => el.closest<HTMLFormElement>('form[data-json-form]')?.dataset.jsonForm);
  if (form) await submitBound(page, form);
}

async function pageHydrated(page: Page): Promise<void> {
  // The page scripts start after the first contentful paint, maybe after the load event (scripts/build/postbuild.ts).
  await page.waitForFunction(
    () =>
      !document.querySelector('astro-island[ssr]:not([client="visible"])') &&
      !document.querySelector('[data-header]:not([data-ready]), [data-buy-box]:not([data-ready])'),
  );
}

/** Waits until the form posting to `action` as JSON has its submit listener (src/lib/browser/json-forms.ts). */
async function submitBound(page: Page, action: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const expression = `getEventListeners(document.querySelector('form[data-json-form="${action}"]')).submit?.length`;
  try {
    await expect
      .poll(async () => {
        const answer = await cdp.send('Runtime.evaluate', {
          expression,
          includeCommandLineAPI: true,
          returnByValue: true,
        });
        return (answer.result.value as number | undefined) ?? 0;
      })
      .toBeGreaterThan(0);
  } finally {
    await cdp.detach();
  }
}

/** Screens that send a guest on to /login once their island runs. */
export const NEEDS_LOGIN = new Set([
  '/wishlist',
  '/account',
  '/account/details',
  '/account/addresses',
  '/account/wallet',
  '/checkout',
  '/orders',
  '/checkout/card',
  '/checkout/verify',
]);

/**
 * Opens `path` and waits until its islands are interactive. A guest on a login-only screen is waited for
 * on the /login page it is sent to, so a check never runs on a page that is navigating away.
 */
export async function openPage(page: Page, path: string, { guest }: { guest: boolean }): Promise<void> {
  await page.goto(path);
  if (guest && NEEDS_LOGIN.has(path)) await expect(page).toHaveURL(/\/login\?from=/);
  await hydrated(page);
}
