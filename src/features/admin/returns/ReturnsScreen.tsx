// Returns and exchanges: approve a request, complete it (store credit for a return, the new size for an
// exchange), or refuse it with a reason the shopper reads in My Orders.
import { useState, type FormEvent } from 'react';
import { formatINR } from '#/lib/money.ts';
import { toast } from '#/lib/toast.ts';
import { Console } from '#/features/admin/Console.tsx';
import { adminApi, messageOf } from '#/features/admin/admin-api.ts';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { Empty, LoadMore, LoadState, when } from '#/features/admin/ui.tsx';
import { orderHref } from '#/features/admin/orders/order.ts';

type ReturnRequest = {
  id: string;
  orderId: string;
  kind: 'return' | 'exchange';
  state: string;
  reason: string | null;
  newSize: string | null;
  /** An exchange's fee (₹250 for a second one), rupees. */
  fee: number;
  refusalReason: string | null;
  requestedAt: string;
  item: { name: string; size: string; quantity: number };
  customer: { name: string; email: string };
};

export function ReturnsScreen() {
  return <Console section="returns">{() => <Returns />}</Console>;
}

function Returns() {
  const [state, setState] = useState<'open' | 'all'>('open');
  const list = useAdminPages<ReturnRequest>(`/returns?state=${state}&limit=50`, 'requests');
  return (
    <div className="flex flex-col gap-4">
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium">
        Show
        <select className="field" value={state} onChange={(e) => setState(e.target.value === 'all' ? 'all' : 'open')}>
          <option value="open">Open requests</option>
          <option value="all">All requests</option>
        </select>
      </label>
      <LoadState loading={list.loading && !list.items} error={list.error} onRetry={list.reload} />
      {list.items &&
        (list.items.length === 0 ? (
          <Empty>No {state === 'open' ? 'open ' : ''}returns or exchanges.</Empty>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {list.items.map((r) => (
                <RequestCard key={r.id} request={r} onDone={list.reload} />
              ))}
            </ul>
            <LoadMore shown={list.items.length} noun="requests" list={list} />
          </>
        ))}
    </div>
  );
}

function RequestCard({ request: r, onDone }: { request: ReturnRequest; onDone: () => void }) {
  const [refusing, setRefusing] = useState(false);
  const [why, setWhy] = useState('');
  const [busy, setBusy] = useState(false);
  const open = r.state === 'requested' || r.state === 'approved';

  async function act(action: 'approve' | 'complete' | 'refuse', body?: object) {
    setBusy(true);
    try {
      await adminApi(`/returns/${encodeURIComponent(r.id)}/${action}`, { method: 'POST', body: body ?? {} });
      toast.success(`Request ${action === 'refuse' ? 'refused' : `${action}d`}.`);
      onDone();
    } catch (e) {
      toast.error(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  const refuse = (e: FormEvent) => {
    e.preventDefault();
    if (why.trim().length < 3) return toast.error('Say why, so the shopper understands.');
    void act('refuse', { reason: why.trim() });
  };
  const label = r.kind === 'return' ? 'Return' : `Exchange${r.newSize ? ` for size ${r.newSize}` : ''}`;

  return (
    <li className="rounded-card border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-sans text-base font-semibold">
          {label} · {r.item.name} ({r.item.size})
        </h2>
        <span className="rounded-pill bg-sand px-3 py-1 text-xs font-medium capitalize">{r.state}</span>
      </div>
      <p className="mt-1 text-sm text-muted">
        <a className="link-underline" href={orderHref(r.orderId)}>
          Order {r.orderId}
        </a>{' '}
        · {r.customer.name} · {when(r.requestedAt)}
        {r.fee > 0 && ` · fee ${formatINR(r.fee)}`}
      </p>
      {r.reason && <p className="mt-2 text-sm">“{r.reason}”</p>}
      {r.refusalReason && <p className="mt-2 text-sm text-rose-dark">Refused: {r.refusalReason}</p>}
      {open && (
        <div className="mt-3 flex flex-wrap gap-3">
          {r.state === 'requested' && (
            <button type="button" className="btn-outline" disabled={busy} onClick={() => act('approve')}>
              Approve
            </button>
          )}
          <button type="button" className="btn-primary" disabled={busy} onClick={() => act('complete')}>
            {r.kind === 'return' ? 'Complete (credit the wallet)' : 'Complete (swap the size)'}
          </button>
          <button type="button" className="btn-outline" aria-expanded={refusing} onClick={() => setRefusing((x) => !x)}>
            Refuse…
          </button>
        </div>
      )}
      {open && refusing && (
        <form onSubmit={refuse} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
            Reason the shopper will see
            <input className="field" value={why} onChange={(e) => setWhy(e.target.value)} maxLength={300} />
          </label>
          <button type="submit" className="btn-primary" disabled={busy}>
            Refuse request
          </button>
        </form>
      )}
    </li>
  );
}
