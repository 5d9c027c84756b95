// Lighthouse runs of `npm run bench` (run.ts): each page type several times on the mobile profile, the run with
// the median LCP shown (simulated LCP moves by ±0.3 s between identical runs on this machine).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function lighthouseRun(url: string, out: string) {
  const r = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8' },
  );
  if (r.status !== 0 || !existsSync(out)) return undefined;
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // A run whose trace recording failed (NO_NAVSTART, now and then on a cold Chromium) has no metrics.
  return report.runtimeError ? undefined : report;
}

// Lighthouse's simulated LCP moves by ±0.3 s between identical runs on this machine, so each page runs
// RUNS times and the table shows the run with the median LCP, and every run's LCP beside it.
export function lighthouse(
  paths: Record<string, string>,
  { base, work, runs: runsOption }: { base: string; work: string; runs: number },
) {
  const runs = runsOption;
  const rows = [];
  mkdirSync(join(work, 'lighthouse'), { recursive: true });
  for (const [kind, path] of Object.entries(paths)) {
    const reports = [];
    // A failed run is run again (at most twice per page), so the median is of RUNS good runs.
    for (let i = 0; reports.length < runs && i < runs + 2; i++) {
      const report = lighthouseRun(base + path, join(work, 'lighthouse', `${kind}-${i + 1}.json`));
      if (report) reports.push(report);
    }
    const lcp = (report: { audits: Record<string, { numericValue?: number }> }) =>
      report.audits['largest-contentful-paint']?.numericValue ?? NaN;
    reports.sort((a, b) => lcp(a) - lcp(b));
    const report = reports[Math.floor((reports.length - 1) / 2)];
    if (!report) {
      rows.push({
        page: kind,
        perf: 'error',
        a11y: '',
        'best practices': '',
        seo: '',
        'LCP s': '',
        'LCP runs': '',
        CLS: '',
        'TBT ms': '',
        'TBT runs': '',
      });
      continue;
    }
    const score = (c: string) => Math.round((report.categories[c]?.score ?? 0) * 100);
    const audit = (a: string) => report.audits[a]?.numericValue ?? NaN;
    rows.push({
      page: kind,
      perf: score('performance'),
      a11y: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(2),
      'LCP runs': reports.map((r) => (lcp(r) / 1000).toFixed(2)).join(' '),
      CLS: audit('cumulative-layout-shift').toFixed(3),
      'TBT ms': Math.round(audit('total-blocking-time')),
      // An island's hydration lands in one run's blocking window and not in the next: every run's figure.
      'TBT runs': reports.map((r) => Math.round(r.audits['total-blocking-time']?.numericValue ?? NaN)).join(' '),
    });
  }
  return rows;
}

/**
 * The console's "Publish changes" on a 1,000-product catalog: POST /api/admin/publish to a running server (PGlite,
 * so the build reads the catalog from it), then GET until it is live. Reports the server's own build duration,
 * the time until a shopper's request gets the new site, and the pages built.
 */
