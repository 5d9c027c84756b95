// The reply staff write in the console to a custom request or a contact message, mailed in the store's voice with
// what the shopper asked quoted under it, so she knows what it answers. Read from the reply's row when sent: a
// request or message deleted meanwhile (retention, erasure) took its replies with it, and the mail fails for good.
// Unlike the contact form's automatic thank-you (contact.service.ts), this mail does repeat the sender's words: a
// person read them and chose to answer, so it cannot carry a stranger's text to an address typed into the form.
import { eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { contactMessages, customRequests, inboxReplies, products, users } from '#/server/db/schema/index.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import { DeliveryError } from '#/server/adapters/channel/interface.ts';
import { formatDeliveryDate } from '#/domain/delivery-dates.ts';
import { productPath } from '#/lib/product-path.ts';
import { asMail, type Site } from './render.ts';
import type { Message } from './templates.ts';

export const isInboxMessage = (event: string): boolean => event === 'inbox.replied';

/** What a reply answers: her contact message, or her custom request (about a product, when it named one). */
export type Asked =
  | { kind: 'contact'; at: Date; message: string }
  | { kind: 'custom'; at: Date; size: string; specialRequest: string; product?: { name: string; url: string } };

/** Her words, each line quoted as mail clients quote. */
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

function askedText(asked: Asked): string {
  if (asked.kind === 'contact') return asked.message;
  return [asked.size && `Size: ${asked.size}`, asked.specialRequest && `Special request: ${asked.specialRequest}`]
    .filter(Boolean)
    .join('\n');
}

/** The mail: our reply, then what she asked and when, then how to answer. */
export function inboxReply(reply: string, asked: Asked, siteUrl: string): Message {
  const day = formatDeliveryDate(asked.at);
  const contact = { label: 'Write to us', url: `${siteUrl}/contact` };
  const product = asked.kind === 'custom' ? asked.product : undefined;
  return {
    subject:
      asked.kind === 'contact'
        ? 'our reply to your message'
        : `about your custom request${product ? ` for ${product.name}` : ''}`,
    paragraphs: [
      reply,
      asked.kind === 'contact'
        ? `You wrote to us on ${day}:`
        : `You asked us on ${day} for a custom piece${product ? ` of ${product.name}` : ''}:`,
      quoted(askedText(asked)),
      'If there is anything more, simply reply to this mail: it reaches the same people.',
    ],
    links: product ? [{ label: `See ${product.name}`, url: product.url }, contact] : [contact],
  };
}

const gone = () =>
  new DeliveryError('The request or message no longer exists', { permanent: true, answer: 'No such message' });

export function createInboxMail(deps: { db: Db; mailer: Mailer; site: Site }) {
  const { db, site } = deps;

  /** What the reply answers and the name to greet, or undefined when it is gone. */
  async function facts(replyId: string): Promise<{ text: string; asked: Asked; name: string } | undefined> {
    const [reply] = await db.select().from(inboxReplies).where(eq(inboxReplies.id, replyId));
    if (!reply) return undefined;
    if (reply.contactMessageId) {
      const [m] = await db.select().from(contactMessages).where(eq(contactMessages.id, reply.contactMessageId));
      if (!m) return undefined;
      return { text: reply.text, name: m.name, asked: { kind: 'contact', at: m.createdAt, message: m.message } };
    }
    const [r] = await db
      .select({ request: customRequests, productName: products.name, userName: users.name })
      .from(customRequests)
      .leftJoin(products, eq(products.id, customRequests.productId))
      .leftJoin(users, eq(users.id, customRequests.userId))
      .where(eq(customRequests.id, reply.customRequestId ?? ''));
    if (!r) return undefined;
    const { request, productName } = r;
    const product = productName ? { name: productName, url: `${site.siteUrl}${productPath(productName)}` } : undefined;
    const asked: Asked = {
      kind: 'custom',
      at: request.createdAt,
      size: request.size,
      specialRequest: request.specialRequest,
      product,
    };
    return { text: reply.text, name: r.userName ?? '', asked };
  }

  return async function send(row: { id: string; recipient: string; data: Record<string, unknown> }) {
    const found = await facts(typeof row.data.replyId === 'string' ? row.data.replyId : '');
    if (!found) throw gone();
    const message = inboxReply(found.text, found.asked, site.siteUrl);
    const to = { address: row.recipient, name: found.name.trim() || undefined };
    await deps.mailer.sendMail(asMail(message, to, site, { messageId: row.id }));
  };
}
