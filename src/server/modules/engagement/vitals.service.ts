// Field data (issue #20): the pages' LCP, INP and CLS as sampled visits report them, and the owner's summary:
// the 75th percentile per kind of page over the last 7 days, the figure Google's Core Web Vitals are judged by.
import { gte, lt, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { webVitals } from '#/server/db/schema/index.ts';
import { METRIC_CAP, METRICS, PAGE_TYPES, rate, type Metric, type PageType, type Rating } from '#/lib/vitals.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';

const DAY = 86_400_000;
/** What the summary covers. */
export const SUMMARY_DAYS = 7;
/** Rows older than this are deleted by the retention job (retention.service.ts); the summary reads 7 days. */
export const VITALS_KEEP_DAYS = 90;
/**
 * Reports one address group may send per kind of page in an hour. Even a shopper sampled on every visit opens
 * few pages of one kind in an hour; past this the reports only let one network outweigh everyone else's p75.
 */
export const VITALS_PER_PAGE_TYPE_PER_HOUR = 12;
const HOUR = 3_600_000;

export type VitalsReport = {
  page: PageType;
  navigation?: string;
  metrics: { name: Metric; value: number }[];
};
export type VitalsRow = { page: PageType; metric: Metric; p75: number; samples: number; rating: Rating };

export function createVitalsService(deps: { db: Db; limiter: RateLimiter; now: () => Date }) {
  const { db, limiter, now } = deps;

  return {
    /**
     * Stores one page view's metrics, each clamped to METRIC_CAP; 429 past VITALS_PER_PAGE_TYPE_PER_HOUR reports
     * of one kind of page from one address group (`ip`, see clientIp) in an hour.
     */
    async record(report: VitalsReport, ip: string): Promise<void> {
      await limiter.hit({
        key: `vitals:${report.page}:${ip}`,
        max: VITALS_PER_PAGE_TYPE_PER_HOUR,
        windowMs: HOUR,
        message: 'Too many reports. Please try again later.',
      });
      const createdAt = now();
      await db.insert(webVitals).values(
        report.metrics.map((m) => ({
          metric: m.name,
          pageType: report.page,
          value: Math.min(m.value, METRIC_CAP[m.name]),
          navigationType: report.navigation ?? null,
          createdAt,
        })),
      );
    },

    /** Deletes the rows past VITALS_KEEP_DAYS (the retention job calls it); returns how many. */
    async prune(): Promise<number> {
      const before = new Date(now().getTime() - VITALS_KEEP_DAYS * DAY);
      const gone = await db.delete(webVitals).where(lt(webVitals.createdAt, before)).returning({ id: webVitals.id });
      return gone.length;
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
