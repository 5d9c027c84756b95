// Fixed-window rate limits counted in the database, so they hold however many API instances run.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { rateLimits } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';

export type Limit = { key: string; max: number; windowMs: number; message: string };

export function createRateLimiter(db: Db, now: () => Date) {
  /** Counts one hit; throws 429 with the limit's message when it is exceeded. Returns the window counted in. */
  async function count(limit: Limit): Promise<number> {
    const windowStart = Math.floor(now().getTime() / limit.windowMs) * limit.windowMs;
    const [row] = await db
      .insert(rateLimits)
      .values({ key: limit.key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    if ((row?.count ?? 0) > limit.max) throw new AppError('rate_limited', limit.message);
    return windowStart;
  }

  return {
    /** Counts one hit on every limit; throws 429 with the limit's message when any is exceeded. */
    async hit(...limits: Limit[]): Promise<void> {
      for (const limit of limits) await count(limit);
    },

    /**
     * Counts an attempt before its outcome is known (so parallel attempts cannot slip past the limit) and
     * returns `forgive`, which takes the hit back when the attempt succeeded: then only failures add up.
     */
    async attempt(limit: Limit): Promise<{ forgive: () => Promise<void> }> {
      const windowStart = await count(limit);
      return {
        forgive: async () => {
          await db
            .update(rateLimits)
            .set({ count: sql`${rateLimits.count} - 1` })
            .where(and(eq(rateLimits.key, limit.key), eq(rateLimits.windowStart, windowStart)));
        },
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
