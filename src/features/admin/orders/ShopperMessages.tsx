// What the shopper of one order was told, on the console's order page: each message's event, channel and address
// (whole: staff need it to help her), when it went or the provider's answer, and Send again for a failed one.
import { accepted, api } from '#/lib/api.ts';
import { toast } from '#/lib/toast.ts';
import { channelWords, eventWords } from '#/lib/notifications.ts';
import { type OrderMessage, retriedToast, statusLine } from '#/features/admin/notifications/messages.ts';
import { useAction } from '#/features/admin/use-action.ts';
import { Card, RowAction, when } from '#/features/admin/ui.tsx';

/** What the shopper was told, newest first: each message's event, channel and address, when it went or why not. */
export function ShopperMessages({ messages, onDone }: { messages: OrderMessage[]; onDone: () => void }) {
  const { busy, run } = useAction();
  const sendAgain = (id: string) =>
    run(async () => {
      const { retried } = accepted(await api('/api/admin/notifications/retry', { body: { ids: [id] } }));
      toast.success(retriedToast(retried));
      onDone();
    });
  return (
    <Card title="Messages to the shopper">
      {messages.length === 0 ? (
        <p className="text-sm text-muted">Nothing sent yet.</p>
      ) : (
        <ul className="divide-y divide-line text-sm" aria-label="Messages to the shopper">
          {messages.map((m) => {
            const what = eventWords(m.event);
            const failed = m.status === 'failed';
            return (
              <li key={m.id} className="py-2" data-message>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p>
                    <span className="font-medium">{what}</span> · {channelWords(m.channel)}
                  </p>
                  <p className={failed ? 'font-medium text-rose-dark' : 'text-muted'}>{statusLine(m, when)}</p>
                </div>
                <p className="text-xs break-all text-muted">{m.recipient}</p>
                {m.lastError && m.status !== 'sent' && (
                  <p className="mt-1 font-mono text-xs break-words text-rose-dark">{m.lastError}</p>
                )}
                {failed && (
                  <RowAction of={`${what} to ${m.recipient}`} onClick={() => sendAgain(m.id)} disabled={busy}>
                    Send again
                  </RowAction>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
