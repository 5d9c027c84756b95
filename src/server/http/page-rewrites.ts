// URL families served by one static page whose island reads the rest of the path in the browser.
// /custom-form/{productId} is the same page for every product (the product comes from the URL and the
// catalog in the browser), so the build writes it once instead of once per product. Any static host in
// front of the site needs the same rewrite (DEPLOYMENT.md); main.ts and the dev server apply it here.
const REWRITES: { from: RegExp; to: string }[] = [{ from: /^\/custom-form\/[^/]+\/?$/, to: '/custom-form/' }];

/** The page that answers `path`, when it is one of the rewritten families. */
export function rewrittenPagePath(path: string): string | undefined {
  return REWRITES.find((r) => r.from.test(path))?.to;
}
