// Keeps the tables anyone can write to bounded (main.ts runs it every hour in each instance; every step is one
// idempotent range delete, so two instances running it at once do no harm):
// - rate-limit counters of windows long over (every counted request writes one);
// - field data past VITALS_KEEP_DAYS (the console reads 7 days; 90 leaves room to compare seasons);
// - newsletter sign-ups never confirmed, once their link has expired (CONFIRM_DAYS);
// - anonymous custom requests and contact messages past INBOX_KEEP_DAYS (with the replies staff mailed to them),
//   whatever their status: age decides, since nobody marks spam done. The store answers within a working day and a
//   grievance within a month, so a half-year-old anonymous row is answered or moot. With ANONYMOUS_WRITES_PER_HOUR
//   this bounds what one network can leave behind. Custom requests of signed-in shoppers are kept: they belong to
//   an account and may be about an order.
// And what has no purpose left (Digital Personal Data Protection Act 2023, docs/product/legal.md#retention):
// - one-time codes (sign-up, reset) past OTP_KEEP_DAYS after they expired: a code works 10 minutes, and its row
//   only serves the resend cooldown and the hour's limits meanwhile;
// - cash-on-delivery confirmation codes, likewise past OTP_KEEP_DAYS after they expired;
// - checkouts never paid (failed, expired, superseded) keep their figures but lose the shopper's name, street, phone
//   and e-mail after UNPAID_CHECKOUT_KEEP_DAYS: a late payment for one is settled within hours, and a month covers
//   the payment provider's disputes about an attempt. Only state and country stay (domain/erasure.ts);
// - back-in-stock requests (anyone's address) ALERT_SENT_KEEP_DAYS after their mail went, or ALERT_WAIT_DAYS after
//   they were made if the size never came back: the address was given for that one mail.
import { and, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { codCodes, contactMessages, customRequests, orders, otpCodes, stockAlerts } from '#/server/db/schema/index.ts';
import { FORMER_CUSTOMER } from '#/domain/erasure.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';
import type { VitalsService } from './vitals.service.ts';
import type { NewsletterService } from './newsletter.service.ts';

export const INBOX_KEEP_DAYS = 180;
/** Days a one-time code's row (sign-up, reset, cash on delivery) is kept after it expired. */
export const OTP_KEEP_DAYS = 1;
/** Days a checkout that was never paid keeps the shopper's contact details. */
export const UNPAID_CHECKOUT_KEEP_DAYS = 30;
/** Days a back-in-stock request is kept after its mail went. */
export const ALERT_SENT_KEEP_DAYS = 30;
/** Days a back-in-stock request waits for its size before it is dropped. */
export const ALERT_WAIT_DAYS = 365;
const DAY = 86_400_000;
const UNPAID = ['failed', 'expired', 'superseded'] as const;

export type RetentionReport = {
  rateLimits: number;
  vitals: number;
  unconfirmedSignUps: number;
  customRequests: number;
  contactMessages: number;
  otpCodes: number;
  codCodes: number;
  unpaidCheckouts: number;
  stockAlerts: number;
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
      const codesBefore = new Date(now().getTime() - OTP_KEEP_DAYS * DAY);
      const otps = await db.delete(otpCodes).where(lt(otpCodes.expiresAt, codesBefore)).returning({ id: otpCodes.id });
      const cod = await db
        .delete(codCodes)
        .where(lt(codCodes.expiresAt, codesBefore))
        .returning({ id: codCodes.orderId });
      const unpaid = await db
        .update(orders)
        .set({
          address: sql`jsonb_build_object('firstName', ${FORMER_CUSTOMER}::text, 'lastName', '', 'email', '',
            'street', '', 'city', '', 'state', ${orders.address}->>'state', 'zipcode', '',
            'country', ${orders.address}->>'country', 'phone', '')`,
          clientIp: null,
          checkoutKey: null,
        })
        .where(
          and(
            inArray(orders.paymentState, [...UNPAID]),
            lt(orders.createdAt, new Date(now().getTime() - UNPAID_CHECKOUT_KEEP_DAYS * DAY)),
            ne(sql`${orders.address}->>'firstName'`, FORMER_CUSTOMER),
          ),
        )
        .returning({ id: orders.id });
      const daysAgo = (days: number) => new Date(now().getTime() - days * DAY);
      const alerts = await db
        .delete(stockAlerts)
        .where(
          or(
            lt(stockAlerts.sentAt, daysAgo(ALERT_SENT_KEEP_DAYS)),
            lt(stockAlerts.createdAt, daysAgo(ALERT_WAIT_DAYS)),
          ),
        )
        .returning({ id: stockAlerts.id });
      return {
        stockAlerts: alerts.length,
        otpCodes: otps.length,
        codCodes: cod.length,
        unpaidCheckouts: unpaid.length,
        rateLimits: await deps.limiter.prune(),
        vitals: await deps.vitals.prune(),
        unconfirmedSignUps: await deps.newsletter.pruneUnconfirmed(),
        customRequests: custom.length,
        contactMessages: messages.length,
      };
    },
  };
}
