// The only module that knows which PostgreSQL driver runs: PGlite (embedded, default) or node-postgres.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { acquireDirLock } from './dir-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const MIGRATIONS = resolve('src/server/db/migrations');

/**
 * Opens the database named by `url` and applies pending migrations.
 * - undefined: PGlite files in `dataDir/pglite` (locked against a second process)
 * - `memory://`: in-memory PGlite (tests)
 * - `postgres://…`: a PostgreSQL server through a connection pool
 */
export async function openDatabase(url: string | undefined, dataDir: string): Promise<Database> {
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url && url !== 'memory://') throw new Error(`Unsupported DATABASE_URL "${url}": use postgres://… or memory://`);
  return openPglite(url === 'memory://' ? undefined : resolve(dataDir, 'pglite'));
}

async function openPglite(dir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    release = acquireDirLock(dir);
  }
  try {
    const client = await PGlite.create(dir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover, admin) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => process.stderr.write(`${JSON.stringify({ level: 'warn', msg: 'idle database connection lost', error: error.message })}\n`));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
