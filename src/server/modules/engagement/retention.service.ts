// Keeps the tables anyone can write to bounded (main.ts runs it every hour in each instance; every step is one
// idempotent range delete, so two instances running it at once do no harm):
// - rate-limit counters of windows long over (every counted request writes one);
// - field data past VITALS_KEEP_DAYS (the console reads 7 days; 90 leaves room to compare seasons);
// - newsletter sign-ups never confirmed, once their link has expired (CONFIRM_DAYS);
// - anonymous custom requests and contact messages past INBOX_KEEP_DAYS. There is no "done" or "spam" mark to go
//   by, so age decides: the store answers within a working day and a grievance within a month, and the console
//   lists the newest 500 only, so a half-year-old anonymous row is answered or moot. With ANONYMOUS_WRITES_PER_HOUR
//   this bounds what one network can leave behind. Custom requests of signed-in shoppers are kept: they belong to
//   an account and may be about an order.
import { and, isNull, lt } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { contactMessages, customRequests } from '#/server/db/schema/index.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';
import type { VitalsService } from './vitals.service.ts';
import type { NewsletterService } from './newsletter.service.ts';

export const INBOX_KEEP_DAYS = 180;
const DAY = 86_400_000;

export type RetentionReport = {
  rateLimits: number;
  vitals: number;
  unconfirmedSignUps: number;
  customRequests: number;
  contactMessages: number;
};

export function createRetention(deps: {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  vitals: VitalsService;
  newsletter: NewsletterService;
}) {
  const { db, now } = deps;
  return {
    /** Deletes everything past its time; answers how many rows of each kind went. */
    async run(): Promise<RetentionReport> {
      const before = new Date(now().getTime() - INBOX_KEEP_DAYS * DAY);
      const custom = await db
        .delete(customRequests)
        .where(and(isNull(customRequests.userId), lt(customRequests.createdAt, before)))
        .returning({ id: customRequests.id });
      const messages = await db
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, before))
        .returning({ id: contactMessages.id });
      return {
        rateLimits: await deps.limiter.prune(),
        vitals: await deps.vitals.prune(),
        unconfirmedSignUps: await deps.newsletter.pruneUnconfirmed(),
        customRequests: custom.length,
        contactMessages: messages.length,
      };
    },
  };
}
