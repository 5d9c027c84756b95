// The job queue's connection: pg-boss (https://pgboss.io) on the same database as everything else, so a job is
// enqueued inside the transaction of the change that causes it (`inTransaction`) and exists only if it commits.
// Chosen over graphile-worker, which needs a node-postgres pool and so cannot run on the embedded PGlite; pg-boss
// has a PGlite backend and a Drizzle transaction adapter, and on PostgreSQL it shares jobs between instances with
// SKIP LOCKED, with retries, exponential backoff and expiry of a worker that died.
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Db as BossDb } from 'pg-boss';
import type { Tx } from './client.ts';

/**
 * How pg-boss reaches the database: PGlite's one in-process connection, or its own small pool. `clock`: a test's
 * pg-boss TestClock, which moves the queue's time (its schedules, retries and polls) by hand.
 */
export type QueueConnection = Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max' | 'clock'>;

export const pgliteQueue = (client: Parameters<typeof fromPglite>[0]): QueueConnection => ({
  db: fromPglite(client),
  backend: 'pglite',
});
export const postgresQueue = (url: string): QueueConnection => ({ connectionString: url, max: 3 });

/**
 * A queue handle. `supervise`: this process also runs pg-boss's maintenance (a job whose worker died mid-send
 * goes back to be retried once it expires; old jobs are deleted) and its schedules: every worker process does; a
 * process that only enqueues (a test, a build) has no timers.
 */
export function openJobQueue(
  connection: QueueConnection,
  onError: (error: Error) => void,
  { supervise = false } = {},
): PgBoss {
  // A worker process also keeps the schedules (the daily notices): pg-boss sends each due job once across them.
  const boss = new PgBoss({ ...connection, schedule: supervise, supervise });
  boss.on('error', onError);
  return boss;
}

/** Creates or upgrades pg-boss's own tables (schema `pgboss`), beside the app's migrations. */
export async function migrateJobQueue(connection: QueueConnection): Promise<void> {
  const boss = openJobQueue(connection, () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

/** Statements pg-boss runs inside the caller's Drizzle transaction. */
export const inTransaction = (tx: Tx): BossDb => fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);
