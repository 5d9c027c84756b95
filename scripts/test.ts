// `npm test`: everything CI runs, in order: lint (Biome, the import-boundary check), type check, unit + API
// tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), a build of the site on a fresh e2e database into
// its own folder (E2E_DIST_DIR: a store running from dist/ keeps its pages), then the Playwright journeys, whose
// server serves that folder on E2E_PORT.
// Ends with one line "N passed, N failed" (totals of both runners).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';

const REPORTS = '.data/reports';
const E2E_PORT = process.env.E2E_PORT ?? '4400';
const E2E_DATA_DIR = '.data/e2e';
const E2E_DIST_DIR = '.data/e2e-dist';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

function run(label: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`◀ ${label}: ${r.status === 0 ? 'ok' : `failed (exit ${r.status})`} in ${seconds} s`);
  return r.status === 0;
}

function readJson(path: string): Record<string, unknown> | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const steps: boolean[] = [];
steps.push(run('lint: Biome, layer rules, line length', process.execPath, ['scripts/check/lint.ts']));
steps.push(run('type check', 'npx', ['astro', 'check', '--minimumSeverity', 'error']));
steps.push(
  run('unit and API tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORTS}/vitest.json`,
  ]),
);

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
const e2eEnv = {
  DATA_DIR: E2E_DATA_DIR,
  PORT: E2E_PORT,
  PUBLIC_SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
  DIST_DIR: E2E_DIST_DIR,
  // Journeys come from one IP: at the default 10% their field-data beacons could reach the per-IP limit before
  // e2e/vitals.spec.ts runs (it forces its own visit into the sample).
  PUBLIC_VITALS_SAMPLE: '0.001',
  LOG_LEVEL: 'warn',
};
const built = run('build for e2e', process.execPath, ['scripts/build.ts'], e2eEnv);
steps.push(built);
if (built)
  steps.push(
    run('end-to-end journeys', 'npx', ['playwright', 'test'], {
      ...e2eEnv,
      E2E_DATA_DIR,
      PW_JSON_REPORT: `${REPORTS}/playwright.json`,
    }),
  );

const vitest = readJson(`${REPORTS}/vitest.json`);
const pw = readJson(`${REPORTS}/playwright.json`)?.stats as Record<string, number> | undefined;
const passed = Number(vitest?.numPassedTests ?? 0) + Number(pw?.expected ?? 0) + Number(pw?.flaky ?? 0);
const failed = Number(vitest?.numFailedTests ?? 0) + Number(pw?.unexpected ?? 0);
const stepFailures = steps.filter((ok) => !ok).length;
console.log('');
if (stepFailures && !failed) console.log(`${stepFailures} step(s) failed outside the test runners (see above)`);
console.log(`${passed} passed, ${failed + (failed ? 0 : stepFailures)} failed`);
process.exit(stepFailures || failed ? 1 : 0);
