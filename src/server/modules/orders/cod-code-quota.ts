// Codes texted in the last hour, per delivery phone, per account and per client network (an IPv6 /64): each SMS
// costs money and may reach a stranger's phone, and the per-order cap (COD_MAX_SENDS) starts again with each
// checkout. Counts live in rate_limits in one-minute buckets (pruned with the other counters). Every bucket that
// may hold a send of the last 60 minutes counts, so no 60 minutes ever see more than the cap; the oldest one
// stops counting 61 minutes after it began, which is the time the shopper is told.
// Concurrency: a send locks one row per key ('cod-codes:…', in a fixed order: phone, account, network) for
// the rest of its transaction, so parallel sends, on any instance, take turns between counting and adding.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { rateLimits } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import type { CodRules } from '#/lib/cod.ts';
import type { Tx } from '#/server/db/client.ts';
import { lockRow } from '#/server/db/locks.ts';

const BUCKET_MS = 60_000;
/** A bucket may hold a send of the last hour until 61 minutes after it began. */
const COUNTS_FOR_MS = 3_600_000 + BUCKET_MS;

/** Who a code goes to and who asks for it. */
export type CodeTarget = { phone: string; userId: string; network: string };

const clock = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

const tooMany = (who: string, until: Date) =>
  new AppError(
    'rate_limited',
    `Too many codes were sent ${who} in the last hour. Please try again after ${clock.format(until)} or pay online.`,
  );

export function createCodCodeQuota(deps: { db: Db; now: () => Date; perHour: CodRules['codesPerHour'] }) {
  const { db, now, perHour } = deps;

  const limitsFor = (t: CodeTarget) =>
    [
      { key: `cod-codes:phone:${t.phone}`, max: perHour.phone, who: 'to this phone' },
      { key: `cod-codes:account:${t.userId}`, max: perHour.account, who: 'for your account' },
      { key: `cod-codes:network:${t.network}`, max: perHour.network, who: 'from your network' },
    ] as const;

  return {
    /**
     * Counts one code against each of the target's limits inside the caller's transaction, or throws 429
     * naming the first limit reached and when it frees. Rolling back the transaction takes the count back.
     * Returns the time it counted at, for giveBack.
     */
    async take(tx: Tx, target: CodeTarget): Promise<Date> {
      const at = now().getTime();
      const bucket = Math.floor(at / BUCKET_MS) * BUCKET_MS;
      for (const limit of limitsFor(target)) {
        await lockRow(tx, limit.key);
        const [sent] = await tx
          .select({
            n: sql<number>`coalesce(sum(${rateLimits.count}), 0)::int`,
            oldest: sql<string>`min(${rateLimits.windowStart})`,
          })
          .from(rateLimits)
          .where(
            and(
              eq(rateLimits.key, limit.key),
              gt(rateLimits.windowStart, at - COUNTS_FOR_MS),
              gt(rateLimits.count, 0), // a bucket given back entirely frees nothing later
            ),
          );
        if ((sent?.n ?? 0) >= limit.max) throw tooMany(limit.who, new Date(Number(sent?.oldest) + COUNTS_FOR_MS));
        await tx
          .insert(rateLimits)
          .values({ key: limit.key, windowStart: bucket, count: 1 })
          .onConflictDoUpdate({
            target: [rateLimits.key, rateLimits.windowStart],
            set: { count: sql`${rateLimits.count} + 1` },
          });
      }
      return new Date(at);
    },

    /** Gives back a count taken at `at` whose code was never sent (the checkout could not be placed). */
    async giveBack(target: CodeTarget, at: Date): Promise<void> {
      const bucket = Math.floor(at.getTime() / BUCKET_MS) * BUCKET_MS;
      for (const limit of limitsFor(target))
        await db
          .update(rateLimits)
          .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
          .where(and(eq(rateLimits.key, limit.key), eq(rateLimits.windowStart, bucket)));
    },
  };
}

export type CodCodeQuota = ReturnType<typeof createCodCodeQuota>;
