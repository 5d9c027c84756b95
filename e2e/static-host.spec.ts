// The split deployment of DEPLOYMENT.md: the static build on a plain file host at its own origin, built with
// PUBLIC_API_URL pointing at the API (the e2e server, another origin). The host does only what the document
// asks of any static host: files, the /custom-form/* rewrite, 404.html, and the page CSP generated from the
// build. Shopping then works across origins: live stock, cart, sign-up, the server cart.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { E2E_DATA_DIR, E2E_PORT, STATIC_HOST_PORT } from '../playwright.config.ts';
import { pageCsp, readScriptHashes } from '#/server/page-csp.ts';
import { parseEnv } from '#/server/env.ts';
import { rewrittenPagePath } from '#/server/http/page-rewrites.ts';
import { catalog, pathOf, productWithTwoSizes, uniqueEmail } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

const API = `http://127.0.0.1:${E2E_PORT}`;
// "localhost" against the API's "127.0.0.1": another origin, so every API call is a CORS request.
const SITE = `http://localhost:${STATIC_HOST_PORT}`;
const OUT = join('.data', 'static-host', 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

let host: Server;

function fileFor(urlPath: string): string | undefined {
  const path = rewrittenPagePath(urlPath) ?? urlPath;
  const base = normalize(join(OUT, decodeURIComponent(path)));
  if (!base.startsWith(normalize(OUT))) return undefined;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

test.describe('static site on its own host, API elsewhere', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rmSync(OUT, { recursive: true, force: true });
    // The e2e server holds the PGlite folder, so the build reads the catalog from the API at PUBLIC_API_URL.
    const built = spawnSync(process.execPath, ['scripts/build.ts'], {
      env: {
        ...process.env,
        DATA_DIR: E2E_DATA_DIR,
        PORT: String(E2E_PORT),
        PUBLIC_API_URL: API,
        PUBLIC_SITE_URL: SITE,
        BUILD_OUT_DIR: OUT,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`static build failed:\n${built.stdout}\n${built.stderr}`);
    const csp = pageCsp(
      parseEnv({ PUBLIC_API_URL: API, PUBLIC_SITE_URL: SITE }, { requireSecrets: false }),
      readScriptHashes(join(OUT, 'csp.json')),
    );
    host = createServer((req, res) => {
      const file = fileFor(new URL(req.url ?? '/', SITE).pathname);
      const headers = { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' };
      if (!file) {
        res.writeHead(404, { ...headers, 'Content-Type': TYPES['.html'] });
        return void res.end(readFileSync(join(OUT, '404.html')));
      }
      res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => host.listen(STATIC_HOST_PORT, 'localhost', resolve));
  });

  test.afterAll(async () => {
    await new Promise((resolve) => host?.close(resolve));
    rmSync(OUT, { recursive: true, force: true });
  });

  test('pages from the file host call the API origin: live stock, cart, sign-up and the saved cart', async ({
    page,
    request,
    productPage,
    loginPage,
  }) => {
    const product = await productWithTwoSizes(request);
    const size = product.inStock[0]!;
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) apiCalls.push(new URL(r.url()).origin);
    });
    const failures: string[] = [];
    // A CORS refusal shows as net::ERR_FAILED; ERR_ABORTED is a request cut short by the next page load.
    page.on(
      'requestfailed',
      (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && failures.push(`${r.url()} ${r.failure()?.errorText}`),
    );

    await page.goto(`${SITE}${pathOf(product)}`);
    await hydrated(page);
    await productPage.chooseSize(size);
    await productPage.addButton.click();
    await expect(productPage.cartCount).toHaveText('1');

    await page.goto(`${SITE}/login`);
    await hydrated(page);
    await loginPage.signUp(uniqueEmail('static-host'));
    // The guest cart was merged into the server cart through the API origin.
    await expect(productPage.cartCount).toHaveText('1');

    // The rewritten page family and the 404 page work on the file host too.
    await page.goto(`${SITE}/custom-form/${product._id}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.goto(`${SITE}/no-such-page`))!.status()).toBe(404);

    expect(apiCalls.length).toBeGreaterThan(3);
    expect(new Set(apiCalls)).toEqual(new Set([API]));
    expect(failures).toEqual([]);
    const saved = await (
      await request.post(`${API}/api/cart/get`, {
        headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token') ?? '')}` },
        data: {},
      })
    ).json();
    expect(saved.cartData).toEqual({ [product.name]: { [size]: 1 } });
  });

  test('the API refuses CORS to an origin it was not told about', async ({ request }) => {
    const products = await catalog(request);
    expect(products.length).toBeGreaterThan(0);
    const preflight = await request.fetch(`${API}/api/cart/add`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
    const allowed = await request.fetch(`${API}/api/cart/add`, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' },
    });
    expect(allowed.headers()['access-control-allow-origin']).toBe(SITE);
  });
});
