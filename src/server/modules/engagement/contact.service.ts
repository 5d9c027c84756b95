// The contact form: stored, the store told, the shopper thanked; rate-limited per e-mail address and per client
// address so it does not become a way to send mail to strangers in bulk. (The newsletter: newsletter.service.ts.)
import type { Db } from '#/server/db/client.ts';
import { contactMessages } from '#/server/db/schema/index.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';
import { newId } from '#/domain/ids.ts';

const HOUR = 3_600_000;

/**
 * The only part of the sender's text the automatic reply repeats: the first word of the name, letters only, at
 * most 40. The reply goes to whatever address was typed in, so anything more (a link, a phone number,
 * "Win ₹10,000") would let anyone send their own text to a stranger from the store's address.
 */
export function greetingName(name: string): string {
  const word = name.normalize('NFC').trim().split(/\s+/)[0] ?? '';
  const letters = /^[\p{L}\p{M}]*/u.exec(word)?.[0] ?? '';
  // A word that goes on past its letters with more letters or digits (evil.example, https://…) is not a name.
  if (/[\p{L}\p{N}]/u.test(word.slice(letters.length))) return '';
  return letters.slice(0, 40);
}

export function createContactService(deps: {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  storeEmail: string;
  storeName: string;
}) {
  const { db, mailer, limiter } = deps;
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
      await db.insert(contactMessages).values({ id: newId('msg'), ...input, phone: input.phone ?? null });
      await mailer.sendMail({
        to: deps.storeEmail,
        subject: `Contact form: ${input.name}`,
        text: `From: ${input.name} <${input.email}>${input.phone ? `\nPhone: ${input.phone}` : ''}\n\n${input.message}`,
      });
      const first = greetingName(input.name);
      await mailer.sendMail({
        to: input.email,
        subject: `${deps.storeName}: we have your message`,
        text: [
          `${first ? `Hi ${first}` : 'Hello'},`,
          'Thank you for writing to us. A real person will reply within one working day (9AM-8PM, Monday to Saturday).',
          `— ${deps.storeName}`,
        ].join('\n\n'),
      });
    },
  };
}
