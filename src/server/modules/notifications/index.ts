// The notifications module: what the store tells shoppers (and itself) after a sale, recorded with the change that
// causes it and delivered by a worker from the job queue (pg-boss, db/job-queue.ts) with retries and backoff.
// Services get `notify` (record.ts); main.ts starts the worker; tests drain the queue through the same functions,
// and the console (/admin/notifications, the order's detail) and `npm run shop -- notifications` read and retry it.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { inTransaction, openJobQueue, type QueueConnection } from '#/server/db/job-queue.ts';
import { notifications } from '#/server/db/schema/index.ts';
import { newestFirst, type PageRequest } from '#/server/db/page.ts';
import { createDelivery, SEND_EXPIRY_SECONDS, type DeliveryDeps } from './deliver.ts';
import { createNotify, QUEUE } from './record.ts';
import { createDailyNotices, istDay } from './daily.ts';

/** Messages one worker wakeup sends back to back at most (seconds of sending, far inside a job's expiry). */
const BURST = 50;
/** The daily job's queue and when it runs: 09:00 in India, every day (pg-boss sends it once, to one instance). */
const DAILY = 'daily-notices';
const DAILY_CRON = '0 9 * * *';
const DAILY_TIMEZONE = 'Asia/Kolkata';

export type {
  ContactEvent,
  GrievanceEvent,
  InboxEvent,
  NewsletterEvent,
  Notify,
  OrderEvent,
  ReturnEvent,
  StockEvent,
  StoreEvent,
} from './events.ts';
/** One message as recorded: event, channel, recipient, status, attempts, the provider's last answer, times. */
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Retries `retrySeconds` (30 s by default), then twice as long each time up to an hour apart: about 13 hours of a
 * mail server's outage before a row fails. Given with every job, so a changed setting applies to new jobs at once.
 */
const jobPolicy = (retrySeconds: number) =>
  ({
    retryLimit: 16,
    retryDelay: retrySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: SEND_EXPIRY_SECONDS,
  }) as const;

type Job = { id: string; data: { id: string }; retryCount: number; retryLimit: number };

export function createNotifications(
  deps: DeliveryDeps & {
    queue: QueueConnection;
    storeEmail?: string;
    /** The Grievance Officer's address: a copy of each new complaint. */
    officerEmail?: string;
    retrySeconds?: number;
    /** This process delivers (the server, `astro dev`); tests and scripts drain with deliverDue() instead. */
    worker?: boolean;
  },
) {
  const { db, log } = deps;
  const policy = jobPolicy(deps.retrySeconds ?? 30);
  const onError = (error: Error) => log.error('job queue error', { error: String(error) });
  const boss = openJobQueue(deps.queue, onError, { supervise: deps.worker === true });
  const deliver = createDelivery(deps);
  let ready: Promise<void> | undefined;
  const notify = createNotify({
    boss,
    storeEmail: deps.storeEmail,
    officerEmail: deps.officerEmail,
    policy,
    sms: deps.sms,
  });
  const daily = createDailyNotices({ db, notify, now: deps.now, storeEmail: deps.storeEmail });
  /**
   * The day's messages: store credit expiring within 7 days (each lot told once), and the store's digest (once a
   * day). Answers what this run queued: `credits` lots told, and the digest's fate.
   */
  const runDaily = async () => {
    const day = istDay(deps.now());
    const credits = await daily.creditExpiring();
    const digest = await daily.storeDigest();
    return { day, credits, digest, digestTo: digest === 'no_store_email' ? null : (deps.storeEmail ?? null) };
  };

  /** One attempt at a job's message; the queue will not retry it once its retries are spent. */
  const attempt = (job: Job) => deliver(job.data.id, job.retryCount >= job.retryLimit);

  async function settle(job: Job) {
    try {
      await attempt(job);
      await boss.complete(QUEUE, job);
    } catch (error) {
      await boss.fail(QUEUE, job, { message: String(error) });
    }
  }

  /** Settles up to `limit` jobs that are due, one at a time; answers how many. */
  async function sendDue(limit: number, ignoreDelay: boolean): Promise<number> {
    let settled = 0;
    while (settled < limit) {
      const [job] = await boss.fetch<{ id: string }>(QUEUE, {
        batchSize: 1,
        includeMetadata: true,
        ignoreStartAfter: ignoreDelay,
      });
      if (!job) break;
      await settle(job);
      settled++;
    }
    return settled;
  }

  return {
    notify,

    /** The daily job by hand (tests, `npm run shop -- daily`): what the schedule runs each morning. */
    daily: {
      ...daily,
      run: runDaily,
      /** The daily job's schedule as the queue keeps it (a worker registers it at start), or null before any did. */
      async schedule(): Promise<{ cron: string; timezone: string } | null> {
        if (!ready) return null; // the queue is not open yet (ready() opens it before the app serves)
        await ready;
        const [row] = await boss.getSchedules(DAILY);
        return row ? { cron: row.cron, timezone: row.timezone ?? 'UTC' } : null;
      },
    },

    /**
     * Opens the queue (its tables exist: db/client.ts migrates them) and, in a worker process, starts taking due
     * jobs as they come, on every instance (SKIP LOCKED gives each job to one). Awaited before the app serves.
     */
    ready: () =>
      (ready ??= (async () => {
        await boss.start();
        await boss.createQueue(QUEUE, policy);
        if (!deps.worker) return;
        type Options = { pollingIntervalSeconds: 2; batchSize: 1; includeMetadata: true };
        const options: Options = { pollingIntervalSeconds: 2, batchSize: 1, includeMetadata: true };
        await boss.work<{ id: string }, void, Options>(QUEUE, options, async ([job]) => {
          // A temporary failure is thrown so pg-boss retries the job after its backoff.
          if (job) await attempt(job);
          // A burst (a sale, a restock, a morning's dispatch) goes out back to back, not one message per poll:
          // seen in e2e, one a poll was 0.5 a second. Bounded, so a handler never nears its job's expiry.
          await sendDue(BURST, false);
        });
        // The daily job: scheduled by every worker (the same schedule, kept once), run by whichever takes it.
        await boss.createQueue(DAILY, { retryLimit: 3, retryDelay: 300 });
        await boss.schedule(DAILY, DAILY_CRON, null, { tz: DAILY_TIMEZONE });
        await boss.work(DAILY, async () => {
          const { day, credits, digest } = await runDaily();
          log.info('daily notices recorded', { day, credits, digest });
        });
      })()),

    /**
     * Sends everything due now, one job at a time, and answers how many jobs it settled. Tests and scripts use it
     * in place of the worker; `ignoreDelay` also takes retries whose backoff has not run out.
     */
    deliverDue: ({ ignoreDelay = false } = {}): Promise<number> => sendDue(Number.POSITIVE_INFINITY, ignoreDelay),

    /** What the shopper of one order was told, newest first (the console's order timeline). */
    forOrder: (orderId: string) =>
      db.select().from(notifications).where(eq(notifications.orderId, orderId)).orderBy(desc(notifications.createdAt)),

    /** Messages newest first, a page at a time (db/page.ts): every one, or those that failed (the console's list). */
    list: ({ status, ...page }: { status: 'failed' | 'all' } & PageRequest) =>
      newestFirst(db, notifications, { at: notifications.createdAt, id: notifications.id }, page, [
        status === 'failed' ? eq(notifications.status, 'failed') : undefined,
      ]),

    /** Messages that failed for good, newest first, with the provider's answer. */
    failures: (limit = 100) =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.status, 'failed'))
        .orderBy(desc(notifications.updatedAt))
        .limit(limit),

    /** Queues failed messages again (all of them without `ids`); answers how many. */
    async retry(ids?: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const again = await tx
          .update(notifications)
          .set({ status: 'queued', attempts: 0, updatedAt: deps.now() })
          .where(and(eq(notifications.status, 'failed'), ids ? inArray(notifications.id, ids) : undefined))
          .returning({ id: notifications.id });
        for (const row of again) await boss.send(QUEUE, { id: row.id }, { ...policy, db: inTransaction(tx) });
        return again.length;
      });
    },

    stop: () => boss.stop({ graceful: true, close: true, timeout: 5000 }),
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
