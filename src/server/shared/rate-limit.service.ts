// Fixed-window rate limits counted in the database, so they hold however many API instances run.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { rateLimits } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';

export type Limit = { key: string; max: number; windowMs: number; message: string };

/** The longest window any limit uses (reviews: a day). Counters older than two of them count nothing. */
const LONGEST_WINDOW_MS = 24 * 3_600_000;

export function createRateLimiter(db: Db, now: () => Date) {
  const windowOf = (windowMs: number) => Math.floor(now().getTime() / windowMs) * windowMs;

  /** Adds one to the key's counter in the given window, atomically, and returns the new count. */
  async function takeAt(key: string, windowStart: number): Promise<number> {
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    return row?.count ?? 0;
  }

  async function releaseAt(key: string, windowStart: number): Promise<void> {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  }

  return {
    /** Adds one to the key's counter in the current window and returns the new count. */
    take: (key: string, windowMs: number) => takeAt(key, windowOf(windowMs)),

    /**
     * Gives back one count taken in this window. A failure-only counter takes before the outcome is known
     * (so parallel attempts cannot all slip under the limit) and gives back when the attempt succeeds.
     */
    release: (key: string, windowMs: number) => releaseAt(key, windowOf(windowMs)),

    /** Counts one hit on every limit; throws 429 with the limit's message when any is exceeded. */
    async hit(...limits: Limit[]): Promise<void> {
      for (const limit of limits)
        if ((await takeAt(limit.key, windowOf(limit.windowMs))) > limit.max) {
          throw new AppError('rate_limited', limit.message);
        }
    },

    /**
     * Counts an attempt before its outcome is known and returns `forgive`, which takes the hit back (in the
     * window it was counted in) when the attempt succeeded: then only failures add up.
     */
    async attempt(limit: Limit): Promise<{ forgive: () => Promise<void> }> {
      const windowStart = windowOf(limit.windowMs);
      if ((await takeAt(limit.key, windowStart)) > limit.max) throw new AppError('rate_limited', limit.message);
      return { forgive: () => releaseAt(limit.key, windowStart) };
    },

    /** Deletes counters of windows long over (every hit writes a row, so the table would only grow). */
    async prune(): Promise<number> {
      const before = now().getTime() - 2 * LONGEST_WINDOW_MS;
      const gone = await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, before))
        .returning({ key: rateLimits.key });
      return gone.length;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
