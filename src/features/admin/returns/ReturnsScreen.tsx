// Returns and exchanges: approve a request, complete it (store credit for a return, the new size for an
// exchange), or refuse it with a reason the shopper reads in My Orders.
import { useState, type FormEvent } from 'react';
import { formatINR } from '#/lib/money.ts';
import { toast } from '#/lib/toast.ts';
import { accepted, api, type ApiAnswer, type ApiSuccess } from '#/lib/api.ts';
import { Console } from '#/features/admin/Console.tsx';
import { Labelled, TextField } from '#/features/admin/Field.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { PagedList, when } from '#/features/admin/ui.tsx';
import { orderHref } from '#/features/admin/orders/order.ts';

/** A request as GET /api/admin/returns lists it (`fee`: an exchange's, ₹250 for a second one, in rupees). */
type ReturnRequest = ApiSuccess<'/api/admin/returns', 'GET'>['requests'][number];

export function ReturnsScreen() {
  return <Console section="returns">{() => <Returns />}</Console>;
}

function Returns() {
  const [state, setState] = useState<'open' | 'all'>('open');
  const list = useAdminPages('/api/admin/returns', { query: { state, limit: 50 } }, (page) => page.requests);
  return (
    <div className="flex flex-col gap-4">
      <Labelled label="Show" className="max-w-xs">
        <select className="field" value={state} onChange={(e) => setState(e.target.value === 'all' ? 'all' : 'open')}>
          <option value="open">Open requests</option>
          <option value="all">All requests</option>
        </select>
      </Labelled>
      <PagedList list={list} empty={`No ${state === 'open' ? 'open ' : ''}returns or exchanges.`} noun="requests">
        {(requests) => (
          <ul className="flex flex-col gap-3">
            {requests.map((r) => (
              <RequestCard key={r.id} request={r} onDone={list.reload} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

function RequestCard({ request: r, onDone }: { request: ReturnRequest; onDone: () => void }) {
  const [refusing, setRefusing] = useState(false);
  const [why, setWhy] = useState('');
  const { busy, run } = useAction();
  const open = r.state === 'requested' || r.state === 'approved';

  const params = { id: r.id };
  const act = (done: 'approved' | 'completed' | 'refused', call: () => Promise<ApiAnswer>) =>
    run(async () => {
      accepted(await call());
      toast.success(`Request ${done}.`);
      onDone();
    });
  const refuse = (e: FormEvent) => {
    e.preventDefault();
    if (why.trim().length < 3) return toast.error('Say why, so the shopper understands.');
    void act('refused', () => api('/api/admin/returns/:id/refuse', { params, body: { reason: why.trim() } }));
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
            <button
              type="button"
              className="btn-outline"
              disabled={busy}
              onClick={() => act('approved', () => api('/api/admin/returns/:id/approve', { params }))}
            >
              Approve
            </button>
          )}
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() => act('completed', () => api('/api/admin/returns/:id/complete', { params }))}
          >
            {r.kind === 'return' ? 'Complete (credit the wallet)' : 'Complete (swap the size)'}
          </button>
          <button type="button" className="btn-outline" aria-expanded={refusing} onClick={() => setRefusing((x) => !x)}>
            Refuse…
          </button>
        </div>
      )}
      {open && refusing && (
        <form onSubmit={refuse} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label="Reason the shopper will see"
            value={why}
            onChange={setWhy}
            maxLength={300}
            className="flex-1"
          />
          <button type="submit" className="btn-primary" disabled={busy}>
            Refuse request
          </button>
        </form>
      )}
    </li>
  );
}
