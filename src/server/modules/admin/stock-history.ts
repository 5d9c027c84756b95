// A product's stock history for the Stock screen: every movement (sales, holds released, cancellations, returns,
// exchanges, staff's adjustments and restocks), newest first in the order they were written, a page at a time,
// optionally of one kind; staff's moves carry the account's name, so the screen can say "Asha: new batch".
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { stockMovements, users } from '#/server/db/schema/index.ts';
import { pageOf, sequenceKeyset, type PageRequest } from '#/server/db/page.ts';
import type { MovementKind } from '#/domain/stock-movement.ts';

export type HistoryQuery = PageRequest & { kind?: MovementKind };

export async function stockHistory(db: Db, productId: string, query: HistoryQuery) {
  const page = sequenceKeyset(stockMovements.at, stockMovements.seq, query.cursor);
  const rows = await db
    .select({ row: stockMovements, key: page.key })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.productId, productId),
        query.kind ? eq(stockMovements.kind, query.kind) : undefined,
        page.after,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const { rows: kept, nextCursor } = pageOf(rows, query.limit, (r) => [r.key, String(r.row.seq)]);
  const emails = [...new Set(kept.flatMap((r) => (r.row.actor ? [r.row.actor] : [])))];
  const named = emails.length
    ? await db.select({ email: users.email, name: users.name }).from(users).where(inArray(users.email, emails))
    : [];
  const nameOf = new Map(named.map((u) => [u.email, u.name]));
  const history = kept.map(({ row: r }) => ({
    id: r.id,
    at: r.at.toISOString(),
    size: r.size,
    delta: r.delta,
    stockAfter: r.stockAfter,
    kind: r.kind,
    ref: r.ref,
    reason: r.reason,
    actor: r.actor,
    actorName: (r.actor && nameOf.get(r.actor)) || null,
  }));
  return { history, nextCursor };
}
