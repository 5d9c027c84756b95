// The mails the shop's open forms cause: the contact form's thank-you to its sender and the store's copy, and the
// newsletter's welcome letter once an address confirmed its sign-up. Read when sent: a message deleted meanwhile
// (retention, erasure) has nothing left to tell and fails for good; an address that left the list before its
// welcome went is not welcomed (the message is dropped).
import { eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { contactMessages, newsletterSubscribers } from '#/server/db/schema/index.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import { DeliveryError } from '#/server/adapters/channel/interface.ts';
import { asMail, type Site } from './render.ts';
import type { Message } from './templates.ts';

const EVENTS = new Set(['contact.received', 'store.new_message', 'newsletter.confirmed']);
export const isEngagementMessage = (event: string): boolean => EVENTS.has(event);

/**
 * The only part of the sender's text the automatic thank-you repeats: the first word of the name, letters only, at
 * most 40. It goes to whatever address was typed in, so anything more (a link, a phone number, "Win ₹10,000")
 * would let anyone send their own text to a stranger from the store's address.
 */
export function greetingName(name: string): string {
  const word = name.normalize('NFC').trim().split(/\s+/)[0] ?? '';
  const letters = /^[\p{L}\p{M}]*/u.exec(word)?.[0] ?? '';
  // A word that goes on past its letters with more letters or digits (evil.example, https://…) is not a name.
  if (/[\p{L}\p{N}]/u.test(word.slice(letters.length))) return '';
  return letters.slice(0, 40);
}

export const contactThanks: Message = {
  subject: 'we have your message',
  paragraphs: [
    'Thank you for writing to us. A real person will reply within one working day (9AM-8PM, Monday to Saturday).',
  ],
  links: [],
};

/** The store's copy: who wrote, how to call back, her words, and where to answer (the console's Messages). */
export function contactForStore(
  m: { name: string; email: string; phone: string | null; message: string },
  siteUrl: string,
): Message {
  return {
    subject: `contact form: ${m.name}`,
    paragraphs: [`From: ${m.name} <${m.email}>${m.phone ? `\nPhone: ${m.phone}` : ''}`, m.message],
    links: [{ label: 'Answer it in the console', url: `${siteUrl}/admin/messages` }],
  };
}

export function newsletterWelcome(unsubscribeUrl: string): Message {
  return {
    subject: 'welcome to our letters',
    paragraphs: [
      "You're on the list: new drops and studio notes, a few times a month.",
      `To stop them, one click: ${unsubscribeUrl}`,
    ],
    links: [],
  };
}

type Row = { id: string; event: string; recipient: string; data: Record<string, unknown> };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function createEngagementMail(deps: { db: Db; mailer: Mailer; site: Site }) {
  const { db, site } = deps;

  async function welcome(row: Row): Promise<'dropped' | undefined> {
    const [listed] = await db
      .select({ confirmedAt: newsletterSubscribers.confirmedAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, row.recipient));
    if (!listed?.confirmedAt) return 'dropped';
    const message = newsletterWelcome(text(row.data.unsubscribeUrl));
    await deps.mailer.sendMail(asMail(message, { address: row.recipient }, site, { messageId: row.id }));
  }

  return async function send(row: Row): Promise<'dropped' | undefined> {
    if (row.event === 'newsletter.confirmed') return welcome(row);
    const [m] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, text(row.data.messageId)));
    if (!m) throw new DeliveryError('The message no longer exists', { permanent: true, answer: 'No such message' });
    const [message, name] =
      row.event === 'store.new_message'
        ? [contactForStore(m, site.siteUrl), undefined]
        : [contactThanks, greetingName(m.name) || undefined];
    await deps.mailer.sendMail(asMail(message, { address: row.recipient, name }, site, { messageId: row.id }));
  };
}
