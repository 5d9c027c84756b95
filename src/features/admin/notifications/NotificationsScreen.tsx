// Messages the store sent after a sale (GET /api/admin/notifications): the failed ones by default, with the
// provider's answer, each sent again on its own or all at once (POST /api/admin/notifications/retry); "All" shows
// every message, newest first. Recipients come masked: an order's detail shows its shopper's messages whole.
import { useState } from 'react';
import { accepted, api } from '#/lib/api.ts';
import { toast } from '#/lib/toast.ts';
import { Console } from '#/features/admin/Console.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { PagedList, RowAction, TableFrame, TableHead, td, when } from '#/features/admin/ui.tsx';
import { PillChoice } from '#/features/admin/PillChoice.tsx';
import { orderHref } from '#/features/admin/orders/order.ts';
import { channelWords, eventWords } from '#/lib/notifications.ts';
import { type Message, retriedToast, statusLine } from './messages.ts';

type Show = 'failed' | 'all';
const SHOW: readonly { value: Show; label: string }[] = [
  { value: 'failed', label: 'Failed' },
  { value: 'all', label: 'All' },
];
const COLUMNS = ['Message', 'Channel', 'Recipient', 'Status', 'Tries', 'Provider’s answer'] as const;

export function NotificationsScreen() {
  return <Console section="notifications">{() => <Notifications />}</Console>;
}

function Notifications() {
  const [show, setShow] = useState<Show>('failed');
  const list = useAdminPages(
    '/api/admin/notifications',
    { query: { status: show, limit: 50 } },
    (p) => p.notifications,
  );
  const { busy, run } = useAction();
  const failed = (list.items ?? []).filter((m) => m.status === 'failed');
  const label = show === 'failed' ? 'Failed messages' : 'Messages';

  const sendAgain = (ids?: string[]) =>
    run(async () => {
      const { retried } = accepted(await api('/api/admin/notifications/retry', { body: ids ? { ids } : {} }));
      toast.success(retriedToast(retried));
      list.reload();
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-2xl text-sm text-muted">
        What the store told shoppers after a sale, by e-mail and WhatsApp. A failed message was refused for good by the
        provider, or ran out of retries; the provider’s answer says why. Send it again once the cause is fixed.
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PillChoice legend="Show" choices={SHOW} value={show} onChange={setShow} />
        {failed.length > 0 && (
          <button type="button" className="btn-primary min-h-11" disabled={busy} onClick={() => sendAgain()}>
            Send all again
          </button>
        )}
      </div>
      <PagedList
        list={list}
        empty={
          show === 'failed' ? 'No failed messages. Those waiting to go (again) are under All.' : 'No messages yet.'
        }
        noun="messages"
      >
        {(messages) => (
          <>
            {/* A phone gets cards (every row's Send again in view); a wider screen the table. */}
            <ul className="flex flex-col gap-3 md:hidden" aria-label={label}>
              {messages.map((m) => (
                <MessageCard key={m.id} message={m} busy={busy} onSendAgain={() => sendAgain([m.id])} />
              ))}
            </ul>
            <div className="hidden md:block">
              <TableFrame label={label}>
                <TableHead columns={COLUMNS} actions />
                <tbody>
                  {messages.map((m) => (
                    <Row key={m.id} message={m} busy={busy} onSendAgain={() => sendAgain([m.id])} />
                  ))}
                </tbody>
              </TableFrame>
            </div>
          </>
        )}
      </PagedList>
    </div>
  );
}

type RowProps = { message: Message; busy: boolean; onSendAgain: () => void };

/** The message's event in words, its order (a link) and when it was recorded. */
function What({ message: m }: { message: Message }) {
  return (
    <>
      <span className="font-medium">{eventWords(m.event)}</span>
      {m.orderId && (
        <a className="link-underline block w-fit text-xs text-muted" href={orderHref(m.orderId)}>
          Order {m.orderId}
        </a>
      )}
      <time className="block text-xs whitespace-nowrap text-muted" dateTime={m.createdAt}>
        {when(m.createdAt)}
      </time>
    </>
  );
}

/** "Failed" in the shop's warning colour; "Sent" with its time under it. */
function Status({ message: m }: { message: Message }) {
  if (m.status === 'failed') return <span className="font-medium text-rose-dark">Failed</span>;
  if (m.status === 'sent')
    return (
      <>
        Sent{' '}
        <time className="block text-xs whitespace-nowrap text-muted" dateTime={m.sentAt ?? undefined}>
          {when(m.sentAt)}
        </time>
      </>
    );
  return <>{statusLine(m, when)}</>;
}

function SendAgain({ message: m, busy, onSendAgain }: RowProps) {
  if (m.status !== 'failed') return null;
  return (
    <RowAction
      of={`${eventWords(m.event)} to ${m.recipient}`}
      onClick={onSendAgain}
      disabled={busy}
      className="whitespace-nowrap"
    >
      Send again
    </RowAction>
  );
}

function Row(props: RowProps) {
  const m = props.message;
  return (
    <tr data-message={m.id}>
      <td className={`${td} min-w-40`}>
        <What message={m} />
      </td>
      <td className={td}>{channelWords(m.channel)}</td>
      <td className={`${td} whitespace-nowrap`}>{m.recipient}</td>
      <td className={td}>
        <Status message={m} />
      </td>
      <td className={`${td} tabular-nums`}>{m.attempts}</td>
      <td className={`${td} min-w-44 font-mono text-xs break-words`}>{m.lastError ?? '–'}</td>
      <td className={td}>
        <SendAgain {...props} />
      </td>
    </tr>
  );
}

function MessageCard(props: RowProps) {
  const m = props.message;
  const sent = m.status === 'sent' && m.sentAt ? ` · sent ${when(m.sentAt)}` : '';
  return (
    <li className="rounded-card border border-line bg-white p-4 text-sm" data-message={m.id}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium">{eventWords(m.event)}</span>
        <span className={`text-right ${m.status === 'failed' ? 'font-medium text-rose-dark' : 'text-muted'}`}>
          {m.status === 'sent' ? 'Sent' : statusLine(m, when)}
        </span>
      </div>
      {m.orderId && (
        <a className="link-underline text-xs text-muted" href={orderHref(m.orderId)}>
          Order {m.orderId}
        </a>
      )}
      <p className="text-xs text-muted">
        Recorded <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
        {sent}
      </p>
      <p className="mt-2 break-words">
        {channelWords(m.channel)} · {m.recipient} · {m.attempts} {m.attempts === 1 ? 'try' : 'tries'}
      </p>
      {m.lastError && <p className="mt-1 font-mono text-xs break-words text-rose-dark">{m.lastError}</p>}
      <SendAgain {...props} />
    </li>
  );
}
