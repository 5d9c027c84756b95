// One order (/admin/orders/view?id=): its lines and address, a status change (with the AWB when it ships),
// the tax invoice, and for cash on delivery the two ways a parcel ends: delivered (paid) or returned to origin.
import { useEffect, useState, type FormEvent } from 'react';
import { FileDown } from 'lucide-react';
import { ORDER_STATUSES } from '#/lib/order-status.ts';
import { formatINR } from '#/lib/money.ts';
import { toast } from '#/lib/toast.ts';
import { Console } from '#/features/admin/Console.tsx';
import { adminApi, adminDownload, messageOf } from '#/features/admin/admin-api.ts';
import { Field } from '#/features/admin/Field.tsx';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { Card, LoadState, when } from '#/features/admin/ui.tsx';
import { idFromAddress } from '#/features/admin/products/fetch-product.ts';
import { isCodInTransit, type OrderDetail } from './order.ts';

export function OrderDetailScreen() {
  return <Console section="orders">{() => <OrderView />}</Console>;
}

function OrderView() {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => setId(idFromAddress()), []);
  const { data, error, loading, reload } = useAdminData<{ order: OrderDetail }>(
    id ? `/orders/${encodeURIComponent(id)}` : null,
  );
  if (!data) return <LoadState loading={loading} error={error} onRetry={reload} />;
  const o = data.order;
  const a = o.address;
  return (
    <div className="flex flex-col gap-6">
      <p>
        <a className="link-underline text-sm" href="/admin/orders">
          ← All orders
        </a>
      </p>
      <h2 className="font-mono text-lg font-semibold">Order {o._id}</h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Item label="Placed" value={when(o.date)} />
        <Item label="Status" value={o.status} />
        <Item label="Payment" value={`${o.method} · ${o.payment}`} />
        <Item label="Total" value={formatINR(o.amount)} />
        {o.awb && <Item label="AWB" value={o.awb} />}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Items">
          <ul className="divide-y divide-line text-sm">
            {o.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
              <li key={i} className="py-2">
                {typeof item === 'string' ? (
                  item
                ) : (
                  <>
                    {item.name} · {item.size} × {item.quantity}
                    <span className="float-right tabular-nums">{formatINR(item.price * item.quantity)}</span>
                    {item.status && <span className="block text-xs text-muted">{item.status}</span>}
                  </>
                )}
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Deliver to">
          {a ? (
            <address className="text-sm not-italic">
              {a.firstName} {a.lastName}
              <br />
              {a.street}
              <br />
              {a.city}, {a.state} {a.zipcode}
              <br />
              {a.phone} · {a.email}
            </address>
          ) : (
            <p className="text-sm">{o.customer}</p>
          )}
        </Card>
      </div>
      <StatusForm order={o} onDone={reload} />
      <div>
        <button
          type="button"
          className="btn-outline"
          onClick={() =>
            adminDownload(`/orders/${encodeURIComponent(o._id)}/invoice`, `invoice-${o._id}.pdf`).catch((e) =>
              toast.error(messageOf(e)),
            )
          }
        >
          <FileDown size={18} aria-hidden="true" />
          Tax invoice (PDF)
        </button>
      </div>
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-card border border-line bg-white p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{value}</dd>
    </div>
  );
}

function StatusForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [status, setStatus] = useState(order.status);
  const [awb, setAwb] = useState(order.awb ?? '');
  const [busy, setBusy] = useState(false);

  async function send(next: string) {
    setBusy(true);
    try {
      const body = next === 'Shipped' && awb.trim() ? { status: next, awb: awb.trim() } : { status: next };
      await adminApi(`/orders/${encodeURIComponent(order._id)}/status`, { body });
      toast.success(`Order ${order._id} is now ${next}.`);
      onDone();
    } catch (e) {
      toast.error(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(status);
  };

  return (
    <Card title="Change status">
      {isCodInTransit(order) && (
        <div className="mb-4 flex flex-wrap gap-3">
          <button type="button" className="btn-primary" disabled={busy} onClick={() => send('Delivered')}>
            Delivered, cash received
          </button>
          <button type="button" className="btn-outline" disabled={busy} onClick={() => send('Returned to Origin')}>
            Returned to origin
          </button>
        </div>
      )}
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field label="Status">
          <select className="field" value={status} onChange={(e) => setStatus(e.target.value)}>
            {ORDER_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field label="AWB (when shipped)">
          <input
            className="field"
            value={awb}
            onChange={(e) => setAwb(e.target.value)}
            disabled={status !== 'Shipped'}
          />
        </Field>
        <button type="submit" className="btn-primary" disabled={busy}>
          Update status
        </button>
      </form>
    </Card>
  );
}
