// The mails about a complaint to the Grievance Officer, in the store's voice: the acknowledgement (at once; the
// rules ask within 48 hours) with the ticket, the officer and the 30-day promise; each reply staff write; and the
// officer's own copy of a new complaint. Read from the complaint's row when sent. The complainant's mails repeat
// nothing they typed (no name, no message): anyone can type any address into the form, so the store's mail must
// not carry a stranger's text to it.
import { eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { grievances } from '#/server/db/schema/index.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import { DeliveryError } from '#/server/adapters/channel/interface.ts';
import { formatDueDate, GRIEVANCE_STATUS_WORDS, RESOLUTION_DAYS, type GrievanceStatus } from '#/domain/grievance.ts';
import type { GrievanceEvent } from './events.ts';
import { asMail, type Site } from './render.ts';
import type { Message } from './templates.ts';

type Grievance = typeof grievances.$inferSelect;
type Context = { grievance: Grievance; data: Record<string, unknown>; site: Site };
type GrievanceMessage = GrievanceEvent | 'store.new_grievance';

export const isGrievanceMessage = (event: string): event is GrievanceMessage =>
  event.startsWith('grievance.') || event === 'store.new_grievance';

/** Where the complainant follows the complaint: /grievance with the ticket filled in. */
const statusUrl = (c: Context) => `${c.site.siteUrl}/grievance?ticket=${encodeURIComponent(c.grievance.ticket)}#status`;
const statusLink = (c: Context) => ({ label: 'Follow your complaint', url: statusUrl(c) });
const officerLine = ({ site: { officer } }: Context) =>
  `To reach our ${officer.designation}, ${officer.name}, directly: ${officer.email} or ${officer.phone}.`;

const templates: Record<GrievanceMessage, (c: Context) => Message> = {
  'grievance.received': (c) => {
    const { grievance: g, site } = c;
    return {
      subject: `we have your complaint ${g.ticket}`,
      paragraphs: [
        `Thank you for telling us. Your complaint is registered as ${g.ticket}` +
          `${g.orderId ? `, about order ${g.orderId}` : ''}.`,
        `${site.officer.name}, our ${site.officer.designation}, reads every complaint and will write to you with ` +
          `our answer within ${RESOLUTION_DAYS} days, by ${formatDueDate(g.dueAt)} at the latest, and sooner ` +
          'whenever we can.',
        'You can see where it stands at any time with your ticket number and this e-mail address.',
        `${officerLine(c)} Please quote ${g.ticket}.`,
      ],
      links: [statusLink(c)],
    };
  },
  'grievance.replied': (c) => {
    const { grievance: g, site } = c;
    const reply = typeof c.data.reply === 'string' ? c.data.reply : (g.reply ?? '');
    const status = (typeof c.data.status === 'string' ? c.data.status : g.status) as GrievanceStatus;
    return {
      subject: `about your complaint ${g.ticket}`,
      paragraphs: [
        `${site.officer.name}, our ${site.officer.designation}, writes about your complaint ${g.ticket}:`,
        reply,
        status === 'resolved'
          ? 'We consider your complaint resolved. If you do not, reply to this mail and we will look at it again.'
          : `Its status: ${GRIEVANCE_STATUS_WORDS[status]}. We will write again by ${formatDueDate(g.dueAt)} ` +
            'at the latest.',
        officerLine(c),
      ],
      links: [statusLink(c)],
    };
  },
  'store.new_grievance': ({ grievance: g, site }) => ({
    subject: `new complaint ${g.ticket}, due ${formatDueDate(g.dueAt)}`,
    paragraphs: [
      `${g.name} <${g.email}>${g.orderId ? `, about order ${g.orderId}` : ''}:`,
      g.message,
      `It must be resolved by ${formatDueDate(g.dueAt)}; the complainant has been sent the acknowledgement.`,
    ],
    links: [{ label: 'Answer it in the console', url: `${site.siteUrl}/admin/grievances` }],
  }),
};

/** Sends one recorded complaint mail; a complaint that no longer exists fails for good. */
export function createGrievanceMail(deps: { db: Db; mailer: Mailer; site: Site }) {
  return async function send(row: { id: string; event: string; recipient: string; data: Record<string, unknown> }) {
    const id = typeof row.data.grievanceId === 'string' ? row.data.grievanceId : '';
    const [grievance] = await deps.db.select().from(grievances).where(eq(grievances.id, id));
    if (!grievance)
      throw new DeliveryError('The complaint no longer exists', { permanent: true, answer: 'No such complaint' });
    const template = templates[row.event as GrievanceMessage];
    const message = template({ grievance, data: row.data, site: deps.site });
    await deps.mailer.sendMail(asMail(message, { address: row.recipient }, deps.site, { messageId: row.id }));
  };
}
