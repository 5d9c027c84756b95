// The owner's fit figures (docs/product/fit.md#for-the-owner): size-related returns and exchanges per 100 orders,
// month by month (India time), and the sizes whose signals say the size chart is off.
import { and, gte, inArray, ne, or, eq, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { countsAsSale } from '#/server/db/sales.ts';
import { orders, products, returnRequests } from '#/server/db/schema/index.ts';
import { chartCheck, type ChartCheck } from '#/domain/fit.ts';
import { countPicks, readSignals, type FitSignal, type FitSource } from './fit-signals.ts';

export const FIT_MONTHS = 6;
/** Sizes to check shown at most (the worst first). */
const CHECKS_SHOWN = 20;

/** The India calendar month (YYYY-MM) of an instant, and the months before it. */
function istMonths(at: Date, count: number): string[] {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

export type SizeCheck = ChartCheck & {
  productId: string;
  name: string;
  size: string;
  /** Where the signals that say it is off came from. */
  sources: Record<FitSource, number>;
};

export function createFitDashboard(db: Db, now: () => Date) {
  return async function fitDashboard() {
    const months = istMonths(now(), FIT_MONTHS);
    const first = new Date(`${months[0]}-01T00:00:00+05:30`);
    const month = (column: typeof orders.createdAt | typeof returnRequests.createdAt) =>
      sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
    const [orderRows, requestRows, signals, names] = await Promise.all([
      db
        .select({ month: month(orders.createdAt), n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(countsAsSale(), gte(orders.createdAt, first)))
        .groupBy(month(orders.createdAt)),
      db
        .select({ month: month(returnRequests.createdAt), n: sql<number>`count(*)::int` })
        .from(returnRequests)
        .where(
          and(
            ne(returnRequests.state, 'refused'),
            gte(returnRequests.createdAt, first),
            or(eq(returnRequests.kind, 'exchange'), inArray(returnRequests.reasonCode, ['too_small', 'too_large'])),
          ),
        )
        .groupBy(month(returnRequests.createdAt)),
      readSignals(db),
      db.select({ id: products.id, name: products.name }).from(products),
    ]);
    const byMonth = months.map((m) => {
      const ordered = orderRows.find((r) => r.month === m)?.n ?? 0;
      const sizeRequests = requestRows.find((r) => r.month === m)?.n ?? 0;
      const perHundred = ordered ? Math.round((sizeRequests * 1000) / ordered) / 10 : null;
      return { month: m, orders: ordered, sizeRequests, perHundred };
    });
    return { months: byMonth, checks: sizeChecks(signals, new Map(names.map((p) => [p.id, p.name]))) };
  };
}

/** Per product and size bought, the sizes whose signals say the chart is off, the most one-sided first. */
export function sizeChecks(signals: FitSignal[], names: Map<string, string>): SizeCheck[] {
  const groups = new Map<string, FitSignal[]>();
  for (const s of signals) {
    if (!s.size) continue;
    const key = `${s.productId}\u0000${s.size}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const checks: SizeCheck[] = [];
  for (const group of groups.values()) {
    const check = chartCheck(countPicks(group));
    const { productId, size } = group[0]!;
    if (!check || !size) continue;
    const sources: Record<FitSource, number> = { review: 0, exchange: 0, return: 0 };
    for (const s of group) if (s.pick === check.direction) sources[s.source] += 1;
    checks.push({ ...check, productId, size, name: names.get(productId) ?? productId, sources });
  }
  return checks
    .sort((a, b) => b.share - a.share || b.signals - a.signals || a.name.localeCompare(b.name))
    .slice(0, CHECKS_SHOWN);
}
