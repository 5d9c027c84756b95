// Fixed-window rate limits counted in the database, so they hold however many API instances run.
import { sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { rateLimits } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';

export type Limit = { key: string; max: number; windowMs: number; message: string };

export function createRateLimiter(db: Db, now: () => Date) {
  return {
    /** Counts one hit on every limit; throws 429 with the limit's message when any is exceeded. */
    async hit(...limits: Limit[]): Promise<void> {
      for (const limit of limits) {
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
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
