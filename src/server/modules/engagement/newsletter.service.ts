// Newsletter sign-ups, double opt-in: a sign-up only stores the address unconfirmed and mails it a link; the
// welcome letter goes, and the address counts as subscribed, once its owner followed that link. So the form
// cannot make the store mail its letters to strangers, and every sign-up answers the same, whether the address
// was new, waiting for its link or subscribed already (nobody learns who is on the list).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { newsletterSubscribers } from '#/server/db/schema/index.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';
import { PRIVACY_NOTICE_VERSION } from '#/domain/consent.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How long a confirmation link works; an address never confirmed is deleted after it (retention job). */
export const CONFIRM_DAYS = 7;
const TOO_MANY = 'Too many sign-ups. Please try again later.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createNewsletterService(deps: {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The welcome letter goes through the notifications queue, recorded with the confirmation. */
  notify: Notify;
  now: () => Date;
  storeName: string;
  /** Where GET /api/newsletter/confirm is reached: PUBLIC_API_URL, or the site's URL when the API shares it. */
  apiUrl: string;
  /** Signs the unsubscribe links (JWT_SECRET): a link works for its own address only, and needs no stored token. */
  secret: string;
}) {
  const { db, mailer, limiter, notify, now } = deps;
  const api = deps.apiUrl.replace(/\/+$/, '');
  const linkBase = `${api}/api/newsletter/confirm?token=`;
  const signature = (email: string) =>
    createHmac('sha256', deps.secret).update(`newsletter-unsubscribe:${email}`).digest('base64url');
  /** The link every letter carries: it names the address and is signed for it, so it never expires. */
  const unsubscribeLink = (email: string) =>
    `${api}/api/newsletter/unsubscribe?email=${encodeURIComponent(email)}&sig=${signature(email)}`;

  return {
    /**
     * Stores the address unconfirmed with a fresh link's hash (a new address, or one still waiting: its earlier
     * link stops working) and mails the link; an address already confirmed is left alone and mailed nothing.
     * At most 3 links to one address a day, so nobody can fill a stranger's mailbox with them.
     */
    async subscribe(email: string, ip: string): Promise<void> {
      await limiter.hit(
        { key: `newsletter:ip:${ip}`, max: 10, windowMs: HOUR, message: TOO_MANY },
        { key: `newsletter:email:${email}`, max: 3, windowMs: DAY, message: TOO_MANY },
      );
      const token = randomBytes(32).toString('base64url');
      const asked = await db
        .insert(newsletterSubscribers)
        .values({ email, tokenHash: hashOf(token), createdAt: now(), noticeVersion: PRIVACY_NOTICE_VERSION })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { tokenHash: hashOf(token), createdAt: now(), noticeVersion: PRIVACY_NOTICE_VERSION },
          setWhere: isNull(newsletterSubscribers.confirmedAt),
        })
        .returning({ email: newsletterSubscribers.email });
      if (!asked.length) return;
      await mailer.sendMail({
        to: email,
        subject: `${deps.storeName}: please confirm your sign-up`,
        text: [
          `Someone, hopefully you, asked for ${deps.storeName} letters at this address. To start them, open:`,
          `${linkBase}${token}`,
          `The link works for ${CONFIRM_DAYS} days. If it was not you, ignore this mail: we will not write again.`,
          `— ${deps.storeName}`,
        ].join('\n\n'),
      });
    },

    /**
     * Confirms the address whose link this is, once, within CONFIRM_DAYS, and records its welcome letter.
     * False for a link that is unknown, used already or expired.
     */
    async confirm(token: string): Promise<boolean> {
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(newsletterSubscribers)
          .set({ confirmedAt: at, tokenHash: null, noticeVersion: PRIVACY_NOTICE_VERSION })
          .where(
            and(
              eq(newsletterSubscribers.tokenHash, hashOf(token)),
              isNull(newsletterSubscribers.confirmedAt),
              gte(newsletterSubscribers.createdAt, new Date(at.getTime() - CONFIRM_DAYS * DAY)),
            ),
          )
          .returning({ email: newsletterSubscribers.email });
        if (!row) return false;
        const data = { unsubscribeUrl: unsubscribeLink(row.email) };
        await notify(tx, { name: 'newsletter.confirmed', email: row.email, at: at.toISOString(), data });
        return true;
      });
    },

    unsubscribeLink,

    /**
     * The letter's link: removes the address from the list (whether confirmed or waiting). False when the signature
     * is not this address's; true also when it was gone already, so a second click reads the same.
     */
    async unsubscribe(email: string, sig: string): Promise<boolean> {
      const expected = Buffer.from(signature(email));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      return true;
    },

    /** Deletes sign-ups never confirmed whose link has expired (the retention job calls it); returns how many. */
    async pruneUnconfirmed(): Promise<number> {
      const gone = await db
        .delete(newsletterSubscribers)
        .where(
          and(
            isNull(newsletterSubscribers.confirmedAt),
            lt(newsletterSubscribers.createdAt, new Date(now().getTime() - CONFIRM_DAYS * DAY)),
          ),
        )
        .returning({ email: newsletterSubscribers.email });
      return gone.length;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
