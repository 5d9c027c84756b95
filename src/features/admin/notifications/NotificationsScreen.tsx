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
import { orderHref } from '#/features/admin/orders/order.ts';
import { channelWords, eventWords } from '#/lib/notifications.ts';
import { type Message, retriedToast, statusLine } from './messages.ts';

type Show = 'failed' | 'all';
const SHOW: readonly { value: Show; label: string }[] = [
  { value: 'failed', label: 'Failed' },
  { value: 'all', label: 'All' },
];
const COLUMNS = ['Message', 'Channel', 'Recipient', 'Status', 'Tries', 'Provider’s answer', 'Created'] as const;

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
        <fieldset className="flex flex-wrap items-center gap-1">
          <legend className="sr-only">Show</legend>
          {SHOW.map((s) => (
            <button
              key={s.value}
              type="button"
              className="size-pill min-h-11"
              aria-pressed={show === s.value}
              onClick={() => setShow(s.value)}
            >
              {s.label}
            </button>
          ))}
        </fieldset>
        {failed.length > 0 && (
          <button type="button" className="btn-primary min-h-11" disabled={busy} onClick={() => sendAgain()}>
            Send all again
          </button>
        )}
      </div>
      <PagedList
        list={list}
        empty={show === 'failed' ? 'No failed messages: everything sent went out.' : 'No messages sent yet.'}
        noun="messages"
      >
        {(messages) => (
          <TableFrame label={show === 'failed' ? 'Failed messages' : 'Messages'}>
            <TableHead columns={COLUMNS} actions />
            <tbody>
              {messages.map((m) => (
                <Row key={m.id} message={m} busy={busy} onSendAgain={() => sendAgain([m.id])} />
              ))}
            </tbody>
          </TableFrame>
        )}
      </PagedList>
    </div>
  );
}

function Row({ message: m, busy, onSendAgain }: { message: Message; busy: boolean; onSendAgain: () => void }) {
  const what = eventWords(m.event);
  return (
    <tr data-message={m.id}>
      <td className={td}>
        <span className="font-medium">{what}</span>
        {m.orderId && (
          <a className="link-underline block text-xs text-muted" href={orderHref(m.orderId)}>
            Order {m.orderId}
          </a>
        )}
      </td>
      <td className={td}>{channelWords(m.channel)}</td>
      <td className={`${td} break-all`}>{m.recipient}</td>
      <td className={td}>
        <span className={m.status === 'failed' ? 'font-medium text-rose-dark' : ''}>{statusLine(m, when)}</span>
      </td>
      <td className={`${td} tabular-nums`}>{m.attempts}</td>
      <td className={`${td} max-w-64 font-mono text-xs break-words`}>{m.lastError ?? '–'}</td>
      <td className={`${td} whitespace-nowrap`}>
        <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
      </td>
      <td className={td}>
        {m.status === 'failed' && (
          <RowAction of={`${what} to ${m.recipient}`} onClick={onSendAgain} disabled={busy}>
            Send again
          </RowAction>
        )}
      </td>
    </tr>
  );
}
