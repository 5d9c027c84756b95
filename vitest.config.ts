import { defineConfig } from 'vitest/config';

// Two projects: everything on in-memory PGlite, and the API suites again on PostgreSQL when
// TEST_DATABASE_URL points at a server (CI sets it). Each project's globalSetup prepares one migrated database
// per run that every API test app copies (src/server/test/test-database.ts).
const base = { testTimeout: 30_000, hookTimeout: 60_000 };
const api = ['src/server/**/*.api.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...base,
          name: 'unit+api (pglite)',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['src/server/test/pglite-setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: {
                ...base,
                name: 'api (postgres)',
                include: api,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['src/server/test/postgres-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
