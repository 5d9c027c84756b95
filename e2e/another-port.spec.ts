// A store started on another PORT without PUBLIC_SITE_URL (issue 33): the site's URL follows where it listens, and
// the listing's island shows the API's photos from the page's own origin, so the page's CSP (images from 'self')
// lets every one load, whether the shopper typed localhost or 127.0.0.1. Its own server, data folder and port,
// serving the same build as the journeys' server.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORT } from '../playwright.config.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

const PORT = E2E_PORT + 2;
const DATA_DIR = join('.data', 'another-port');
let server: ChildProcess | undefined;
let output = '';

test.describe('the store on another PORT with PUBLIC_SITE_URL unset', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    // A cold start migrates and seeds: seconds alone, minutes on two cores shared with other journeys' work.
    test.setTimeout(300_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
    };
    for (const key of ['PUBLIC_SITE_URL', 'PUBLIC_API_URL', 'CORS_ORIGINS', 'PUBLISH_DIR'] as const) delete env[key];
    server = spawn(process.execPath, ['src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    await expect
      .poll(
        async () => {
          if (server?.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
          return fetch(`http://127.0.0.1:${PORT}/api/product/list`).then(
            (r) => r.status,
            () => 0,
          );
        },
        { timeout: 240_000, intervals: [500] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  test('every listing photo loads, at localhost and at 127.0.0.1', async ({ page, request }) => {
    // The API's answers name the port it listens on, not the default 4321.
    const { products } = await (await request.get(`http://127.0.0.1:${PORT}/api/product/list`)).json();
    expect(products[0].image[0]).toMatch(new RegExp(`^http://localhost:${PORT}/images/products/`));

    const refused: string[] = [];
    page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
    page.on('requestfailed', (r) => refused.push(`${r.url()} ${r.failure()?.errorText}`));
    for (const origin of [`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`]) {
      const listed = page.waitForResponse((r) => r.url().endsWith('/api/product/list'));
      await page.goto(`${origin}/products`);
      await hydrated(page);
      await listed;
      const photos = page.locator('[data-listing] article img');
      await expect(photos.first()).toBeVisible();
      // After the live list replaced the built one, every card's photo is still a path on this page's origin…
      await expect
        .poll(() =>
          photos.evaluateAll((imgs) =>
            imgs.map((i) => i.getAttribute('src') ?? '').filter((s) => !s.startsWith('/images/')),
          ),
        )
        .toEqual([]);
      // …and those on the screen have loaded.
      await expect
        .poll(() =>
          photos.evaluateAll((imgs) =>
            imgs
              .filter((i) => i.getBoundingClientRect().top < innerHeight && i.checkVisibility())
              .map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
          ),
        )
        .not.toContain(false);
    }
    expect(refused).toEqual([]);
  });
});
