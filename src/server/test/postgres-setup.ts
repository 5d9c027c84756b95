// Vitest globalSetup of the PostgreSQL project: migrates one template database for the run; each test app then
// gets `CREATE DATABASE … TEMPLATE` of it (see test-database.ts), a file copy instead of 24 migrations.
// Named per run so parallel runs on one server keep apart; dropped when the run ends.
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#/server/db/client.ts';
import { adminQuery, databaseUrl, uniqueName } from './postgres-admin.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The PostgreSQL test project needs TEST_DATABASE_URL');
  const template = uniqueName('store_tpl');
  const drop = async () => {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
  await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
  try {
    const database = await openDatabase(databaseUrl(serverUrl, template), '.data/test');
    await database.close();
    await untilNoSessions(serverUrl, template);
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplate', template);
  return drop;
}

/** CREATE DATABASE … TEMPLATE refuses a template that any session is connected to, and a closed pool's
 * server processes may take a moment to exit. */
async function untilNoSessions(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [row] = await adminQuery<{ n: number }>(
      serverUrl,
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (row?.n === 0) return;
    await sleep(50);
  }
  throw new Error(`Sessions still connected to the template database ${name}`);
}
