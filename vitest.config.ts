import { defineConfig } from 'vitest/config';

// Three projects: the server, scripts and shared code on in-memory PGlite; the islands' stores (isolated: they
// mock modules and globals); and the API suites again on PostgreSQL when TEST_DATABASE_URL points at a server (CI
// sets it). Each database project's globalSetup prepares one migrated database per run that every API test app
// copies (src/server/test/test-database.ts).
//
// Speed (docs/architecture.md#tests): Vitest's default in a run is one worker per core less one, which is a single
// worker on a 2-core machine, and an API file spends much of its time waiting on the database; three workers keep
// both cores busy. The server's files share their workers' module cache (isolate: false): nothing in src/server
// holds module state a file could leak into the next (dependencies are injected per app), and loading the app's
// module graph once per worker instead of once per file saves about 2.5 s a file.
const base = { testTimeout: 30_000, hookTimeout: 60_000 };
const api = ['src/server/**/*.api.test.ts'];
const islands = ['src/features/**/*.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          ...base,
          name: 'unit+api (pglite)',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: islands,
          isolate: false,
          env: { TEST_DB: 'pglite' },
          // The second one says, once, when the PostgreSQL suites are skipped and how to run them.
          globalSetup: ['src/server/test/pglite-setup.ts', 'src/server/test/postgres-skipped.ts'],
        },
      },
      { extends: true, test: { ...base, name: 'islands', include: islands } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: {
                ...base,
                name: 'api (postgres)',
                include: api,
                isolate: false,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['src/server/test/postgres-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
