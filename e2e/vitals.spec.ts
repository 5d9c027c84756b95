// Field data (issue #20): a sampled visit reports its LCP, INP and CLS in one beacon when the page is hidden,
// the server stores them under the page's type, and the owner's dashboard shows the 75th percentile.
import { admin } from './fixtures.ts';
import { account } from './admin.helpers.ts';
import { expect, test } from './test.ts';

type Row = { page: string; metric: string; p75: number; samples: number; rating: string };
const samplesOf = async (request: Parameters<typeof admin>[0], metric: string) => {
  const { rows } = (await admin(request, '/vitals')) as { rows: Row[] };
  return rows.find((r) => r.page === 'policy' && r.metric === metric)?.samples ?? 0;
};

test('a sampled visit reports its vitals and the dashboard shows them', async ({ page, request, consolePage }) => {
  test.setTimeout(90_000);
  const before = await Promise.all(['LCP', 'INP', 'CLS'].map((m) => samplesOf(request, m)));
  // Whatever share the build samples, this visit is in it (the coin toss is Math.random() < the share).
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/vitals')) beacons.push(r.method());
  });
  await page.goto('/privacy');
  await page.waitForFunction(() => document.readyState === 'complete');
  // The reporter loads after the load event; a tap gives INP an interaction and ends LCP's observation.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /vitals-report/.test(e.name)));
  await page.getByRole('heading', { level: 1 }).click();
  // The browser times the tap after its next paint; INP counts it once the entry exists.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  // web-vitals takes in the tap's timing in an idle callback, and a page hidden before that reports no INP (seen
  // once in CI). A shopper pauses that long before leaving: wait for two idle periods.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
  // The page goes hidden as when the shopper switches apps (headless Chromium never hides a page by itself):
  // that is when web-vitals reports and the beacon goes.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  // One beacon carries the page's three metrics, each stored under the page's type.
  await expect.poll(() => beacons.length).toBe(1);
  await expect
    .poll(() => Promise.all(['LCP', 'INP', 'CLS'].map((m) => samplesOf(request, m))))
    .toEqual(before.map((n) => n + 1));

  const owner = await account(request, 'vitals', 'owner');
  await consolePage.signInAt('/admin', owner);
  const table = page.getByTestId('vitals-table');
  await expect(page.getByRole('heading', { name: 'Page speed for shoppers (75th percentile, 7 days)' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Policies/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'LCP' })).toBeVisible();
});
