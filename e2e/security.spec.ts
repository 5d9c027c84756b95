// The page CSP as the browser meets it (SECURITY.md §11): scripts only from our origin or by hash, no
// 'unsafe-inline' or 'unsafe-eval' for scripts, every inline script of the page hashed, and no violation
// while the page loads and its islands hydrate.
import { expect, test } from '@playwright/test';
import { inlineScriptHashes } from '../scripts/build/postbuild.ts';
import { catalog, pathOf } from './fixtures.ts';
import { hydrated, openPage } from './hydrated.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test('every page runs under a strict script CSP without a single violation', async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const product = (await catalog(page.request))[0]!;
  // (A guest on /wishlist is checked on the /login page it is sent to.)
  for (const path of [
    '/',
    '/products',
    pathOf(product),
    '/cart',
    '/wishlist',
    '/login',
    '/track-order',
    '/terms',
    '/contact',
    `/custom-form/${product._id}`,
    '/no-such-page',
  ]) {
    const response = await page.request.get(path);
    expect(response.headers()['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;\s*)script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    for (const hash of inlineScriptHashes(await response.text()))
      expect(scriptSrc, `${path}: inline script ${hash}`).toContain(`'${hash}'`);
    await openPage(page, path, { guest: true });
    expect(await page.evaluate(() => window.__cspViolations ?? []), path).toEqual([]);
  }
});

test('an injected inline script is blocked by the CSP', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const ran = await page.evaluate(async () => {
    const blocked = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true }),
    );
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    return { violated: await blocked, injected: (window as unknown as { __injected?: boolean }).__injected === true };
  });
  expect(ran).toEqual({ violated: expect.stringContaining('script-src'), injected: false });
});

test('assets carry nosniff and long caching but not the page-only headers', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const asset = /(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(asset, 'the home page links a built asset').toBeTruthy();
  const headers = (await page.request.get(asset!)).headers();
  expect({
    nosniff: headers['x-content-type-options'],
    cache: headers['cache-control'],
    csp: headers['content-security-policy'],
    permissions: headers['permissions-policy'],
  }).toEqual({
    nosniff: 'nosniff',
    cache: 'public, max-age=31536000, immutable',
    csp: undefined,
    permissions: undefined,
  });
});
