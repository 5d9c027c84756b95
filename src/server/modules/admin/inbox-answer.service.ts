// Staff working through the inbox: a status on each custom request and contact message (domain/inbox.ts), and a
// reply mailed to the shopper. The reply, the status it moves a new item to, its mail (the notifications queue's
// `inbox.replied`) and its audit entry are written in one transaction: the mail goes if, and only if, the reply is
// kept. A custom request is answered at the e-mail of the account that sent it; a guest's has none to answer.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { contactMessages, customRequests, inboxReplies, users } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';
import { newId } from '#/domain/ids.ts';
import { type InboxStatus, statusAfterReply } from '#/domain/inbox.ts';
import type { AuditService } from './audit.service.ts';

export type InboxKind = 'request' | 'contact';
/** Who acts: the audit log's actor (an e-mail, or "automation") and the name the console shows under a reply. */
export type InboxActor = { email: string; name: string };

export const NO_EMAIL =
  'This request came from a guest, who left no e-mail address to reply to. Call the phone number they gave, if any.';
const MISSING: Record<InboxKind, string> = {
  request: 'No custom request with this id',
  contact: 'No contact message with this id',
};
/** The audit log's actions (features/admin/audit/audit-words.ts says them in words). */
const ACTION: Record<InboxKind, string> = { request: 'request.update', contact: 'contact.update' };

/** The item's status and the address a reply goes to, locked for this transaction; undefined when there is none. */
async function lock(tx: Tx, kind: InboxKind, id: string) {
  if (kind === 'contact') {
    const [m] = await tx
      .select({ status: contactMessages.status, email: contactMessages.email })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    return m && { status: m.status, recipient: m.email };
  }
  const [r] = await tx
    .select({ status: customRequests.status, email: users.email })
    .from(customRequests)
    .leftJoin(users, eq(users.id, customRequests.userId))
    .where(eq(customRequests.id, id))
    .for('update', { of: customRequests });
  return r && { status: r.status, recipient: r.email };
}

async function setStatus(tx: Tx, kind: InboxKind, id: string, status: InboxStatus) {
  if (kind === 'contact') await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
  else await tx.update(customRequests).set({ status }).where(eq(customRequests.id, id));
}

export function createInboxAnswers(deps: { db: Db; notify: Notify; audit: AuditService; now: () => Date }) {
  const { db, notify, audit, now } = deps;

  async function locked(tx: Tx, kind: InboxKind, id: string) {
    const item = await lock(tx, kind, id);
    if (!item) throw notFound(MISSING[kind]);
    return item;
  }

  return {
    /** Sets the status; a change (not a repeat of the status it has) is audited with the one it had. */
    async setStatus(kind: InboxKind, id: string, status: InboxStatus, actor: InboxActor): Promise<void> {
      await db.transaction(async (tx) => {
        const item = await locked(tx, kind, id);
        if (item.status === status) return;
        await setStatus(tx, kind, id, status);
        const detail = { status, from: item.status };
        await audit.record({ actor: actor.email, action: ACTION[kind], target: id, detail }, tx);
      });
    },

    /** Records the reply and its mail to the shopper; a new item is in progress from then on. */
    async reply(kind: InboxKind, id: string, text: string, actor: InboxActor): Promise<void> {
      await db.transaction(async (tx) => {
        const item = await locked(tx, kind, id);
        if (!item.recipient) throw new AppError('rule', NO_EMAIL);
        const replyId = newId('rpl');
        await tx.insert(inboxReplies).values({
          id: replyId,
          ...(kind === 'contact' ? { contactMessageId: id } : { customRequestId: id }),
          text,
          sentTo: item.recipient,
          author: actor.email,
          authorName: actor.name,
          createdAt: now(),
        });
        const status = statusAfterReply(item.status);
        if (status !== item.status) await setStatus(tx, kind, id, status);
        await notify(tx, { name: 'inbox.replied', replyId, email: item.recipient });
        const detail = { reply: text, status };
        await audit.record({ actor: actor.email, action: ACTION[kind], target: id, detail }, tx);
      });
    },
  };
}

export type InboxAnswers = ReturnType<typeof createInboxAnswers>;
