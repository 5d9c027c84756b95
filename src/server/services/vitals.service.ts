// Field data (issue #20): the pages' LCP, INP and CLS as sampled visits report them, and the owner's summary:
// the 75th percentile per kind of page over the last 7 days, the figure Google's Core Web Vitals are judged by.
import { gte, lt, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { webVitals } from '#/server/db/schema/index.ts';
import { METRICS, PAGE_TYPES, rate, type Metric, type PageType, type Rating } from '#/lib/vitals.ts';
import type { RateLimiter } from './rate-limit.service.ts';

const DAY = 86_400_000;
/** What the summary covers. */
export const SUMMARY_DAYS = 7;
/** Rows older than this are deleted; the summary never reads them. */
const KEEP_DAYS = 30;
/** How often a write also deletes the expired rows (one indexed range delete). */
const PRUNE_EVERY_MS = 3_600_000;

export type VitalsReport = {
  page: PageType;
  navigation?: string;
  metrics: { name: Metric; value: number }[];
};
export type VitalsRow = { page: PageType; metric: Metric; p75: number; samples: number; rating: Rating };

export function createVitalsService(deps: { db: Db; limiter: RateLimiter; now: () => Date }) {
  const { db, limiter, now } = deps;
  let prunedAt = 0;

  async function pruneIfDue(): Promise<void> {
    const at = now().getTime();
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    await db.delete(webVitals).where(lt(webVitals.createdAt, new Date(at - KEEP_DAYS * DAY)));
  }

  return {
    /** Stores one page view's metrics; 429 past 60 reports in 10 minutes from one address (the rest is noise). */
    async record(report: VitalsReport, ip: string): Promise<void> {
      await limiter.hit({
        key: `vitals:ip:${ip}`,
        max: 60,
        windowMs: 600_000,
        message: 'Too many reports. Please try again later.',
      });
      const createdAt = now();
      await db.insert(webVitals).values(
        report.metrics.map((m) => ({
          metric: m.name,
          pageType: report.page,
          value: m.value,
          navigationType: report.navigation ?? null,
          createdAt,
        })),
      );
      await pruneIfDue();
    },

    /** p75 and sample count per page type and metric over the last 7 days, in PAGE_TYPES then METRICS order. */
    async summary(): Promise<{ since: Date; rows: VitalsRow[] }> {
      const since = new Date(now().getTime() - SUMMARY_DAYS * DAY);
      const found = await db
        .select({
          page: webVitals.pageType,
          metric: webVitals.metric,
          p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`,
          samples: sql<number>`count(*)::int`,
        })
        .from(webVitals)
        .where(gte(webVitals.createdAt, since))
        .groupBy(webVitals.pageType, webVitals.metric);
      const order = (r: { page: string; metric: string }) =>
        PAGE_TYPES.indexOf(r.page as PageType) * METRICS.length + METRICS.indexOf(r.metric as Metric);
      const rows = found
        .filter((r) => PAGE_TYPES.includes(r.page as PageType) && METRICS.includes(r.metric as Metric))
        .sort((a, b) => order(a) - order(b))
        .map((r) => {
          const metric = r.metric as Metric;
          const p75 = Number(r.p75);
          return { page: r.page as PageType, metric, p75, samples: Number(r.samples), rating: rate(metric, p75) };
        });
      return { since, rows };
    },
  };
}

export type VitalsService = ReturnType<typeof createVitalsService>;
