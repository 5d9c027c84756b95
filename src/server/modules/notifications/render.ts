// A template's message as each channel carries it: a mail with a text and an HTML part in the store's frame, or a
// WhatsApp template message (its readable text is what the offline outbox writes).
import type { Attachment, Mail } from '#/server/adapters/mail/mailer.ts';
import type { WhatsAppMessage } from '#/server/adapters/whatsapp/whatsapp.ts';
import { escapeHtml, mailFrame } from '#/server/shared/mail-html.ts';
import type { Message } from './templates.ts';

export type Site = { storeName: string; siteUrl: string };

export function asMail(
  message: Message,
  to: { address: string; name?: string },
  site: Site,
  extra: { messageId?: string; attachments?: Attachment[] } = {},
): Mail {
  const greeting = to.name ? `Hi ${to.name},` : 'Hello,';
  const ordersLink = `${site.siteUrl}/orders`;
  const text = [greeting, ...message.paragraphs, `Your orders: ${ordersLink}`, `— ${site.storeName}`].join('\n\n');
  const paragraph = (p: string) =>
    `<p style="font-family:Arial,sans-serif">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`;
  const html = mailFrame(
    site.storeName,
    [
      paragraph(greeting),
      ...message.paragraphs.map(paragraph),
      `<p style="font-family:Arial,sans-serif"><a href="${escapeHtml(ordersLink)}">Your orders</a></p>`,
    ].join('\n'),
  );
  return { to: to.address, subject: `${site.storeName}: ${message.subject}`, text, html, ...extra };
}

export function asWhatsApp(message: Message, to: string): WhatsAppMessage | undefined {
  if (!message.whatsapp) return undefined;
  return { to, ...message.whatsapp, text: message.paragraphs.join('\n\n') };
}
