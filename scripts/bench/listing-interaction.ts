// The listing island with a big catalog, in Chromium: how long each filter, sort and page change takes
// from the shopper's input to the next paint (Event Timing, the measure behind INP), without and with
// Lighthouse's mobile CPU slowdown (4x). Used by `npm run bench`; needs a server whose catalog is big.
import { chromium, type Page } from '@playwright/test';

type Row = Record<string, string | number>;
const ACTIONS: { label: string; run: (page: Page) => Promise<void> }[] = [
  {
    label: 'category filter',
    run: (p) => p.getByRole('group', { name: 'Category' }).getByRole('checkbox').first().check(),
  },
  { label: 'size filter', run: (p) => p.getByRole('group', { name: 'Size' }).getByRole('checkbox').nth(2).check() },
  { label: 'price filter', run: (p) => p.getByRole('group', { name: 'Price' }).getByRole('checkbox').nth(1).check() },
  // A trusted key press (selectOption's synthetic events are not timed by the browser).
  {
    label: 'sort: next option',
    run: async (p) => {
      await p.getByLabel('Sort by').focus();
      await p.keyboard.press('ArrowDown');
    },
  },
  { label: 'next page', run: (p) => p.getByRole('button', { name: 'Next' }).click() },
  { label: 'clear filters', run: (p) => p.getByRole('button', { name: 'Clear filters' }).first().click() },
];

/** Longest event duration (input → next paint) recorded since the last call. */
async function takeLongestEvent(page: Page): Promise<number> {
  await page.waitForTimeout(300); // let the paint after the input land in the observer
  return page.evaluate(() => {
    const w = window as unknown as { __events: number[] };
    const max = Math.max(0, ...w.__events);
    w.__events = [];
    return max;
  });
}

export async function measureListingInteractions(
  base: string,
  chromiumPath: string,
  catalogSize: number,
): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  const rows: Row[] = [];
  try {
    for (const slowdown of [1, 4]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript(() => {
        const w = window as unknown as { __events: number[] };
        w.__events = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__events.push(e.duration);
        }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await page.goto(`${base}/products`);
      // The prerendered first page shows the build's count; wait for the live catalog.
      await page.getByText(`${catalogSize} products`, { exact: true }).waitFor({ timeout: 60_000 });
      await takeLongestEvent(page);
      for (const action of ACTIONS) {
        await action.run(page);
        rows.push({
          CPU: slowdown === 1 ? 'desktop' : '4x slower',
          catalog: catalogSize,
          interaction: action.label,
          'input → paint ms': Math.round(await takeLongestEvent(page)),
          budget: '≤ 100',
        });
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
