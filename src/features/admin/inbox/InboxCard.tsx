// One custom request or contact message in the console: what it is about, when and from whom, the phone she gave (a
// link that dials it), what she wrote, the replies mailed to her, its status as three buttons (New, In progress,
// Done) and "Reply", which opens the text that is mailed to her with her words quoted under it.
import type { ReactNode } from 'react';
import { Phone } from 'lucide-react';
import { mobileHref, mobileWords } from '#/lib/address.ts';
import { INBOX_STATUS_WORDS, INBOX_STATUSES, type InboxStatus } from '#/domain/inbox.ts';
import { useAction } from '#/features/admin/use-action.ts';
import { when } from '#/features/admin/ui.tsx';
import { CardHeading } from '#/features/admin/CardList.tsx';
import { PillChoice } from '#/features/admin/PillChoice.tsx';
import { ReplyForm } from './ReplyForm.tsx';

const STATUS_CHOICES = INBOX_STATUSES.map((s) => ({ value: s, label: INBOX_STATUS_WORDS[s] }));

export type InboxReply = { id: string; text: string; at: string; sentTo: string; by: { email: string; name: string } };
export type InboxItem = { id: string; status: InboxStatus; phone: string | null; replies: InboxReply[] };

/** How a screen shows its items (a request, a message) in the card. */
export type InboxCardView = {
  title: ReactNode;
  at: string;
  from?: ReactNode;
  text: string;
  /** The address a reply is mailed to; null: there is none (a guest's request), and no reply form. */
  replyTo: string | null;
  /** The item in words for screen readers, after a button's own word ("Reply" to "the message from Meera"). */
  label: string;
};

export type InboxActions = {
  setStatus: (id: string, status: InboxStatus) => Promise<unknown>;
  reply: (id: string, text: string) => Promise<unknown>;
};

export function InboxCard({ item, view, actions }: { item: InboxItem; view: InboxCardView; actions: InboxActions }) {
  const { busy, run } = useAction();
  const setStatus = (status: InboxStatus) => {
    if (status !== item.status) void run(() => actions.setStatus(item.id, status));
  };

  return (
    <li className="rounded-card border border-line bg-white p-4 text-sm" data-inbox-item={item.id}>
      <CardHeading title={view.title} status={INBOX_STATUS_WORDS[item.status]} mark="inbox-status" />
      <p className="mt-1 text-muted">
        {when(view.at)}
        {view.from && <> · {view.from}</>}
      </p>
      {item.phone && (
        <p className="mt-1">
          <a className="link-underline inline-flex min-h-11 items-center gap-1.5" href={mobileHref(item.phone)}>
            <Phone size={14} aria-hidden="true" />
            <span className="sr-only">Phone: </span>
            {mobileWords(item.phone)}
          </a>
        </p>
      )}
      <p className="mt-2 whitespace-pre-line break-words">{view.text}</p>

      {item.replies.length > 0 && (
        <ul aria-label={`Replies to ${view.label}`} className="mt-3 flex flex-col gap-2">
          {item.replies.map((r) => (
            <li key={r.id} className="rounded-lg bg-sand/60 p-3" data-inbox-reply>
              <p className="text-xs text-muted">
                {r.by.name || r.by.email} · {when(r.at)} · mailed to <span className="break-all">{r.sentTo}</span>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{r.text}</p>
            </li>
          ))}
        </ul>
      )}

      <PillChoice
        legend="Status"
        showLegend
        choices={STATUS_CHOICES}
        value={item.status}
        onChange={setStatus}
        what={view.label}
        disabled={busy}
        className="mt-3"
      />

      {view.replyTo ? (
        <ReplyForm id={item.id} to={view.replyTo} label={view.label} send={(text) => actions.reply(item.id, text)} />
      ) : (
        <p className="mt-3 text-muted">
          A guest sent this: there is no e-mail address to reply to{item.phone ? ', so call the number above' : ''}.
        </p>
      )}
    </li>
  );
}
