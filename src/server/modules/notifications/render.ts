// A template's message as each channel carries it: a mail with a text and an HTML part in the store's frame, a
// WhatsApp template message, or an SMS under its DLT template (the readable text of either is what the offline
// outbox writes).
import type { Attachment, Mail } from '#/server/adapters/mail/mailer.ts';
import type { WhatsAppMessage } from '#/server/adapters/whatsapp/whatsapp.ts';
import type { Sms } from '#/server/adapters/sms/sms.ts';
import { escapeHtml, mailFrame } from '#/server/shared/mail-html.ts';
import type { StoreIdentity } from '#/lib/site.ts';
import type { Message } from './templates.ts';

/** `officer`: the Grievance Officer the complaint mails name (PUBLIC_GRIEVANCE_*). */
export type Site = { storeName: string; siteUrl: string; officer: StoreIdentity['grievance'] };

/** Under every order and return mail: the shopper's orders, and where to complain (E-Commerce Rules 2020). */
const standardLinks = (site: Site) => [
  { label: 'Your orders', url: `${site.siteUrl}/orders` },
  { label: 'A complaint? Write to our Grievance Officer', url: `${site.siteUrl}/grievance` },
];

export function asMail(
  message: Message,
  to: { address: string; name?: string },
  site: Site,
  extra: { messageId?: string; attachments?: Attachment[] } = {},
): Mail {
  const greeting = to.name ? `Hi ${to.name},` : 'Hello,';
  const links = message.links ?? standardLinks(site);
  const text = [
    greeting,
    ...message.paragraphs,
    ...links.map((l) => `${l.label}: ${l.url}`),
    `— ${site.storeName}`,
  ].join('\n\n');
  const paragraph = (p: string) =>
    `<p style="font-family:Arial,sans-serif">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`;
  const html = mailFrame(
    site.storeName,
    [
      paragraph(greeting),
      ...message.paragraphs.map(paragraph),
      ...links.map(
        (l) => `<p style="font-family:Arial,sans-serif"><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`,
      ),
    ].join('\n'),
  );
  return { to: to.address, subject: `${site.storeName}: ${message.subject}`, text, html, ...extra };
}

export function asWhatsApp(message: Message, to: string): WhatsAppMessage | undefined {
  if (!message.whatsapp) return undefined;
  return { to, ...message.whatsapp, text: message.paragraphs.join('\n\n') };
}

export function asSms(message: Message, to: string): Sms | undefined {
  if (!message.sms) return undefined;
  const { template, vars, text } = message.sms;
  return { to, template, vars, text };
}
