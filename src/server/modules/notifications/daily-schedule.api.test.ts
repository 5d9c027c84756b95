// The daily job seen firing on its schedule: a worker process registers the pg-boss schedule (09:00 India time) at
// start, and when the queue's clock passes 09:00 the schedule sends the day's job, a worker takes it, and the day's
// messages are recorded and delivered by the same worker: the credit reminder and the store's digest, once; the next
// morning, that day's digest. The queue's time is pg-boss's TestClock, moved by hand (its cron pass, job polls and
// the database's job_now() all read it), so nothing here waits on a wall clock. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { createApp, type StoreApp } from '#/server/app.ts';
import { notifications, users } from '#/server/db/schema/index.ts';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { testEnv } from '#/server/test/test-app.ts';
import { openTestDatabase } from '#/server/test/test-database.ts';
import { newId } from '#/domain/ids.ts';

const DAY = 86_400_000;
const STORE = 'owner@store.example';
const IST = 330 * 60_000;
/** 08:59 in India on the first morning after the wall clock: jobs the app enqueues on real time are due at once. */
function nextMorning(): Date {
  const ist = new Date(Date.now() + IST);
  const morning = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + 1, 8, 59) - IST;
  return new Date(morning);
}
const istDay = (at: number) => new Date(at + IST).toISOString().slice(0, 10);

const clock = new TestClock(nextMorning());
const mailer = captureMailer();
let store: StoreApp;

beforeAll(async () => {
  const database = await openTestDatabase();
  store = await createApp({
    env: testEnv({ STORE_EMAIL: STORE }),
    database: { ...database, queue: { ...database.queue, clock } },
    mailer,
    now: () => new Date(clock.now()),
    worker: true, // as the server runs it: the queue's worker, its schedules and their jobs
  });
});
afterAll(() => store?.close());

/** The daily job's runs as the queue keeps them: when the schedule sent each (queue time), and how it ended. */
async function dailyJobs(): Promise<{ createdOn: number; state: string }[]> {
  const result = await store.database.db.execute(
    sql`select created_on, state from pgboss.job where name = 'daily-notices' order by created_on`,
  );
  const rows = (result as unknown as { rows: { created_on: Date | string; state: string }[] }).rows;
  return rows.map((r) => ({ createdOn: new Date(r.created_on).getTime(), state: r.state }));
}
const digests = () =>
  store.database.db.select().from(notifications).where(eq(notifications.event, 'store.daily_digest'));
/** Moves the queue's clock a second at a time until `check` passes (each tick lets what it fired finish). */
const tickUntil = (check: () => Promise<void>) =>
  vi.waitFor(
    async () => {
      await clock.tick(1000);
      await check();
    },
    { timeout: 60_000, interval: 0 },
  );

describe('the daily job on its schedule', () => {
  it('is registered by the worker: 09:00, India time', async () => {
    expect(await store.services.notifications.daily.schedule()).toEqual({
      cron: '0 9 * * *',
      timezone: 'Asia/Kolkata',
    });
  });

  it('fires when the clock passes 09:00, once, and again the next morning', async () => {
    // A shopper with store credit ending in 3 days: the job tells her.
    const userId = newId('usr');
    await store.database.db
      .insert(users)
      .values({ id: userId, name: 'Asha Rao', email: `${userId}@example.com`, passwordHash: 'unused' });
    const expiresAt = new Date(clock.now() + 3 * DAY);
    await store.database.db.transaction((tx) =>
      store.services.wallet.credit(tx, { userId, amountPaise: 300_00, reason: 'Return', expiresAt }),
    );

    // Just before 09:00: nothing yet.
    await clock.tick(50_000);
    expect(await digests()).toEqual([]);

    expect(await dailyJobs()).toEqual([]);
    const nine = clock.now() + 10_000;
    const today = istDay(nine);
    await tickUntil(async () => {
      expect(mailer.sent.filter((m) => m.to === STORE)).toHaveLength(1);
      expect(mailer.sent.filter((m) => m.to === `${userId}@example.com`)).toHaveLength(1);
    });
    // The schedule sent the job in 09:00's minute (its occurrence's window), and the worker completed it.
    const [job] = await dailyJobs();
    expect(job?.createdOn).toBeGreaterThanOrEqual(nine);
    expect(job?.createdOn).toBeLessThan(nine + 60_000);
    expect(mailer.sent.find((m) => m.to === STORE)?.subject).toContain(`your day, ${today}:`);
    expect(mailer.sent.find((m) => m.to === `${userId}@example.com`)?.text).toContain('₹300 of your store credit');

    // The rest of the morning: the schedule sends nothing more.
    await clock.tick(10 * 60_000);
    expect((await digests()).map((r) => [r.recipient, r.status])).toEqual([[STORE, 'sent']]);
    expect((await dailyJobs()).map((j) => j.state)).toEqual(['completed']);

    // The next morning at 09:00: that day's digest (the credit was told already).
    const nextNine = nextMorningAfter(clock.now()) + 10_000;
    await clock.setTime(nextNine - 10_000);
    await tickUntil(async () => expect(mailer.sent.filter((m) => m.to === STORE)).toHaveLength(2));
    expect(mailer.sent.filter((m) => m.to === STORE).at(-1)?.subject).toContain(`your day, ${istDay(nextNine)}:`);
    const runs = await dailyJobs();
    expect(runs).toHaveLength(2);
    expect(runs[1]!.createdOn).toBeGreaterThanOrEqual(nextNine);
    expect(runs[1]!.createdOn).toBeLessThan(nextNine + 60_000);
    expect(mailer.sent.filter((m) => m.to === `${userId}@example.com`)).toHaveLength(1);
  });
});

/** 08:59:50 in India on the day after `at`'s India date. */
function nextMorningAfter(at: number): number {
  const ist = new Date(at + IST);
  return Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + 1, 8, 59, 50) - IST;
}
