// The console's first screen: today's orders and revenue, the last 30 days by day (India time), best sellers,
// sizes running low, open return and exchange requests, cash orders waiting to be dispatched, and how often size
// brings items back (the fit module's figures).
import { OPEN_RETURN_STATES } from '#/domain/return-flow.ts';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { countsAsSale } from '#/server/db/sales.ts';
import { orders, productSizes, products, returnRequests } from '#/server/db/schema/index.ts';
import { toRupees } from '#/domain/money.ts';
import { LOW_STOCK } from '#/lib/admin.ts';
import { createFitDashboard } from '#/server/modules/fit/index.ts';

export const DASHBOARD_DAYS = 30;
const IST_OFFSET_MS = 330 * 60_000;
const DAY = 86_400_000;

/** The India calendar date (YYYY-MM-DD) of an instant. */
export const istDate = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export function createDashboard(db: Db, now: () => Date) {
  const fitFigures = createFitDashboard(db, now);
  return async function dashboard() {
    const today = istDate(now());
    const first = new Date(Date.parse(`${today}T00:00:00Z`) - (DASHBOARD_DAYS - 1) * DAY - IST_OFFSET_MS);
    const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
    const [byDay, bestSellers, lowStock, [open], [cod], fit] = await Promise.all([
      db
        .select({
          date: day,
          orders: sql<number>`count(*)::int`,
          revenuePaise: sql<number>`coalesce(sum(${orders.amountPaise} + ${orders.walletPaise}), 0)::bigint`,
        })
        .from(orders)
        // A cancelled order sold nothing.
        .where(and(countsAsSale(), gte(orders.createdAt, first)))
        .groupBy(day),
      db
        .select({ productId: products.id, name: products.name, sold: products.sold })
        .from(products)
        .where(and(eq(products.archived, false), sql`${products.sold} > 0`))
        .orderBy(desc(products.sold), asc(products.name))
        .limit(5),
      db
        .select({ productId: products.id, name: products.name, size: productSizes.size, stock: productSizes.stock })
        .from(productSizes)
        .innerJoin(products, eq(products.id, productSizes.productId))
        .where(and(eq(products.archived, false), lte(productSizes.stock, LOW_STOCK)))
        .orderBy(asc(productSizes.stock), asc(products.name), asc(productSizes.position))
        .limit(20),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(returnRequests)
        .where(inArray(returnRequests.state, OPEN_RETURN_STATES)),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.paymentState, 'cod'), inArray(orders.status, ['Order Placed', 'Packing']))),
      fitFigures(),
    ]);
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const date = istDate(new Date(first.getTime() + i * DAY + IST_OFFSET_MS / 2));
      const row = byDay.find((r) => r.date === date);
      const count = row?.orders ?? 0;
      const revenue = toRupees(Number(row?.revenuePaise ?? 0));
      return { date, orders: count, revenue, averageOrderValue: count ? Math.round((revenue / count) * 100) / 100 : 0 };
    });
    const last = days[days.length - 1]!;
    return {
      today: { orders: last.orders, revenue: last.revenue },
      days,
      bestSellers,
      lowStock,
      openRequests: open?.n ?? 0,
      codAwaitingDispatch: cod?.n ?? 0,
      fit,
    };
  };
}
