// The database under each API test app: a copy of one already-migrated database made once per run, never a
// fresh migration. In-memory PGlite loads the run's migrated image (pglite-image.ts); on PostgreSQL
// (TEST_DB=postgres) a throwaway `CREATE DATABASE … TEMPLATE` of the run's migrated template (postgres-setup.ts).
// Without the globalSetup (another config), each app migrates its own database as before.
import { inject } from 'vitest';
import { openDatabase, openPgliteImage, type Database } from '#/server/db/client.ts';
import { pgliteImage } from './pglite-image.ts';
import { adminQuery, databaseUrl, uniqueName } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this run where the migrated PGlite image is shared (pglite-setup.ts). */
    pgliteRunDir?: string;
    /** This run's migrated template database on the TEST_DATABASE_URL server (postgres-setup.ts). */
    postgresTemplate?: string;
  }
}

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && serverUrl) return openPostgresCopy(serverUrl);
  const runDir = inject('pgliteRunDir');
  if (!runDir) return openDatabase('memory://', '.data/test');
  return openPgliteImage(await pgliteImage(runDir));
}

async function openPostgresCopy(serverUrl: string): Promise<Database> {
  const template = inject('postgresTemplate');
  const name = uniqueName('store_test');
  await adminQuery(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  // On a copy of the template the migrator finds every migration applied and only checks.
  const database = await openDatabase(databaseUrl(serverUrl, name), '.data/test');
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
