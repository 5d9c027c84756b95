// The only module that knows which PostgreSQL driver runs: PGlite (embedded, default) or node-postgres.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import * as schema from '#/server/db/schema/index.ts';
import { acquireDirLock } from './dir-lock.ts';
import { preparedQueries } from './pglite-prepared.ts';
import { migrateJobQueue, pgliteQueue, postgresQueue, type QueueConnection } from './job-queue.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db` (what `db.transaction(fn)` hands to fn). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The job queue's way to the same database (job-queue.ts). */
  queue: QueueConnection;
  close: () => Promise<void>;
};

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
  return openPglite({ dir: url === 'memory://' ? undefined : resolve(dataDir, 'pglite') });
}

/**
 * Tests: the data folder of a freshly migrated in-memory PGlite, as an uncompressed tarball. Loading a copy
 * of it (openPgliteImage) skips initdb and the migrations, which are most of the time an API test app takes
 * to boot.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // Every copy loads the whole image, so it is kept small (42 → 15 MB): 1 MB WAL segments instead of 16, and
  // no template databases (the copies never create a database).
  const client = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
    await migrateJobQueue(pgliteQueue(client));
    for (const name of ['template0', 'template1']) {
      await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await client.exec(`DROP DATABASE ${name}`);
    }
    // A copy zeroes its shared buffers at start; 128 MB of them cost more than a test database ever needs.
    await client.exec(`ALTER SYSTEM SET shared_buffers = '16MB'`);
    await client.exec('CHECKPOINT');
    // Uncompressed: loading a tarball is faster than gunzipping a smaller one.
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Tests: a PGlite holding a copy of a migratedPgliteImage(), in memory or in `dir`; runs no migrations. */
export function openPgliteImage(image: Blob, dir?: string): Promise<Database> {
  return openPglite({ image, dir });
}

async function openPglite({ dir, image }: { dir?: string; image?: Blob }): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    release = acquireDirLock(dir);
  }
  try {
    const client = await PGlite.create(dir, { parsers: DRIZZLE_RAW_TYPES, loadDataDir: image });
    const db = drizzle({ client: withPreparedStatements(client), schema });
    if (!image) {
      await migrate(db, { migrationsFolder: MIGRATIONS });
      await migrateJobQueue(pgliteQueue(client));
    }
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      queue: pgliteQueue(client),
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

/** Types Drizzle maps itself, so it asks PGlite for their raw text (drizzle-orm/pglite/session.js): date,
 * timestamp, timestamptz, interval, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[]. */
const DRIZZLE_RAW_TYPES = Object.fromEntries(
  [1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
);

/** The client Drizzle talks to: PGlite, with query() (also inside transactions) on prepared statements. */
function withPreparedStatements(client: PGlite): PGlite {
  const prepared = preparedQueries(client);
  const passThrough = <T extends object>(target: T, query: unknown, extra: Record<string, unknown> = {}) =>
    new Proxy(target, {
      get(t, key) {
        if (key === 'query') return query;
        if (key in extra) return extra[key as string];
        const value = Reflect.get(t, key, t);
        return typeof value === 'function' ? value.bind(t) : value;
      },
    });
  return passThrough(client, prepared.query, {
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => fn(passThrough(tx, prepared.queryInTransaction))),
  });
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover, admin) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) =>
    process.stderr.write(
      `${JSON.stringify({ level: 'warn', msg: 'idle database connection lost', error: error.message })}\n`,
    ),
  );
  const db = drizzle(pool, { schema });
  await migrateExclusively(pool, (client) => migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS }));
  // pg-boss takes its own advisory lock while it installs or upgrades its tables.
  await migrateJobQueue(postgresQueue(url));
  return { db: db as unknown as Db, kind: 'postgres', queue: postgresQueue(url), close: () => pool.end() };
}

/** Any constant shared by every instance: the key of the advisory lock that serializes migrations. */
const MIGRATION_LOCK_KEY = 7_305_001;

/**
 * Several API instances may start at once against one database. Drizzle's migrator reads the applied
 * migrations and then runs the pending ones without a lock, so two instances starting together on an empty
 * database both try `CREATE TABLE …` and one crashes. A session advisory lock on one connection makes them
 * take turns: the first applies the migrations, the others wait, then find nothing pending. The lock goes
 * with the connection if the process dies.
 */
async function migrateExclusively(pool: Pool, run: (client: PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await run(client);
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch((error: Error) => (broken = error));
    }
  } finally {
    // A connection whose unlock failed is closed rather than reused (closing it drops the lock too).
    client.release(broken);
  }
}
