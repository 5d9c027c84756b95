// The contact form: stored, and its two mails (the store's copy, the sender's thank-you) recorded in the same
// transaction for the notifications queue, so neither is lost to a refusing mail server or a crash. Rate-limited per
// e-mail address and per client address so it does not become a way to send mail to strangers in bulk. (The
// newsletter: newsletter.service.ts; what the thank-you may repeat of the sender: notifications/engagement-mail.ts.)
import type { Db } from '#/server/db/client.ts';
import { contactMessages } from '#/server/db/schema/index.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';
import { newId } from '#/domain/ids.ts';

const HOUR = 3_600_000;

export function createContactService(deps: { db: Db; limiter: RateLimiter; notify: Notify }) {
  const { db, limiter, notify } = deps;
  return {
    async message(input: { name: string; email: string; message: string; phone?: string }, ip: string) {
      await limiter.hit(
        { key: `contact:ip:${ip}`, max: 5, windowMs: HOUR, message: 'Too many messages. Please try again later.' },
        {
          key: `contact:email:${input.email}`,
          max: 3,
          windowMs: HOUR,
          message: 'Too many messages. Please try again later.',
        },
      );
      const id = newId('msg');
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ id, ...input, phone: input.phone ?? null });
        await notify(tx, { name: 'contact.received', messageId: id, email: input.email });
      });
    },
  };
}
