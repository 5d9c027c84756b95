// Fixed-window rate limits counted in the database, so they hold however many API instances run.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { rateLimits } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';

export type Limit = { key: string; max: number; windowMs: number; message: string };

export function createRateLimiter(db: Db, now: () => Date) {
  const windowOf = (windowMs: number) => Math.floor(now().getTime() / windowMs) * windowMs;

  /** Adds one to the key's counter in the current window, atomically, and returns the new count. */
  async function take(key: string, windowMs: number): Promise<number> {
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: windowOf(windowMs), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    return row?.count ?? 0;
  }

  return {
    take,

    /** Counts one hit on every limit; throws 429 with the limit's message when any is exceeded. */
    async hit(...limits: Limit[]): Promise<void> {
      for (const limit of limits)
        if ((await take(limit.key, limit.windowMs)) > limit.max) throw new AppError('rate_limited', limit.message);
    },

    /**
     * Gives back one count taken in this window. A failure-only counter takes before the outcome is known
     * (so parallel attempts cannot all slip under the limit) and gives back when the attempt succeeds.
     */
    async release(key: string, windowMs: number): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowOf(windowMs))));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
