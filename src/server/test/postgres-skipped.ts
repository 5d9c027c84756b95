// Vitest globalSetup of the PGlite project: without TEST_DATABASE_URL the PostgreSQL suites (the API suites a second
// time, the scale-out test) are not run at all, which a reader of the summary cannot see. One line says so, and how
// to run them. (CI's .ci/run starts a PostgreSQL and sets it.)
export const POSTGRES_SKIPPED =
  'PostgreSQL suites skipped: TEST_DATABASE_URL is not set, so the API suites ran on PGlite only. To run them on ' +
  'PostgreSQL too: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test';

export default function setup(): void {
  if (!process.env.TEST_DATABASE_URL) console.log(`\n${POSTGRES_SKIPPED}\n`);
}
