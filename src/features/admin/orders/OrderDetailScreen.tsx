// One order (/admin/orders/view?id=): its lines and address, a status change (with the AWB when it ships),
// the tax invoice, and for cash on delivery the two ways a parcel ends: delivered (paid) or returned to origin.
import { useEffect, useState, type FormEvent } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '#/domain/order-status.ts';
import { formatINR } from '#/lib/money.ts';
import { toast } from '#/lib/toast.ts';
import { accepted, api, download } from '#/lib/api.ts';
import { Console } from '#/features/admin/Console.tsx';
import { Field, TextField } from '#/features/admin/Field.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { BackLink, Card, DownloadButton, LoadState, oneOf, when } from '#/features/admin/ui.tsx';
import { idFromAddress } from '#/features/admin/products/fetch-product.ts';
import { isCodInTransit, itemLine, type OrderDetail } from './order.ts';

export function OrderDetailScreen() {
  return <Console section="orders">{() => <OrderView />}</Console>;
}

function OrderView() {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => setId(idFromAddress()), []);
  const { data, error, loading, reload } = useAdminData(id ? '/api/admin/orders/:orderId' : null, {
    params: { orderId: id ?? '' },
  });
  if (!data) return <LoadState loading={loading} error={error} onRetry={reload} />;
  const o = data.order;
  const a = o.address;
  const c = o.charges;
  return (
    <div className="flex flex-col gap-6">
      <BackLink href="/admin/orders">← All orders</BackLink>
      <h2 className="font-mono text-lg font-semibold">Order {o._id}</h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Item label="Placed" value={when(o.placedAt)} />
        <Item label="Status" value={o.status} />
        <Item label="Payment" value={`${o.paymentMethod} · ${PAYMENT_STATE[o.paymentState] ?? o.paymentState}`} />
        <Item label="Total" value={formatINR(o.amount)} />
        <Item label="Delivery" value={o.shippingMethod === 'express' ? 'Express' : 'Standard'} />
        {o.awb && <Item label="AWB" value={o.awb} />}
        {o.invoiceNumber && <Item label="Invoice" value={o.invoiceNumber} />}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Items">
          <ul className="divide-y divide-line text-sm">
            {o.items.map((item) => (
              <li key={item._id} className="flex justify-between gap-3 py-2">
                <span>
                  {itemLine(item)}
                  {item.status !== o.status && <span className="block text-xs text-muted">{item.status}</span>}
                </span>
                <span className="shrink-0 tabular-nums">{formatINR(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 border-t border-line pt-3 text-sm">
            <Charge label="Items" value={c.subtotal} />
            {c.discount > 0 && <Charge label={`Coupon ${c.couponCode ?? ''}`} value={-c.discount} />}
            {c.extra > 0 && <Charge label="Customised colour" value={c.extra} />}
            <Charge label="Delivery" value={c.delivery} />
            {c.codFee > 0 && <Charge label="Cash on delivery fee" value={c.codFee} />}
            {c.storeCredit > 0 && <Charge label="Store credit" value={-c.storeCredit} />}
            <Charge label="Total" value={c.total} strong />
          </dl>
        </Card>
        <Card title="Deliver to">
          <address className="text-sm not-italic">
            {a.firstName} {a.lastName}
            <br />
            {a.street}
            <br />
            {a.city}, {a.state} {a.zipcode}
            <br />
            {a.phone} · <span className="break-all">{a.email}</span>
          </address>
        </Card>
      </div>
      {o.requests.length > 0 && (
        <Card title="Returns and exchanges">
          <ul className="divide-y divide-line text-sm">
            {o.requests.map((r) => (
              <li key={r.id} className="py-2">
                {r.kind === 'return' ? 'Return' : `Exchange for ${r.newSize ?? 'another size'}`} ·{' '}
                {o.items.find((i) => i._id === r.orderItemId)?.name ?? 'an item'} · {r.state}
                {r.refusalReason && <span className="block text-xs text-rose-dark">Refused: {r.refusalReason}</span>}
              </li>
            ))}
          </ul>
          <a className="link-underline mt-2 inline-flex min-h-11 items-center text-sm" href="/admin/returns">
            Open returns and exchanges
          </a>
        </Card>
      )}
      <StatusForm order={o} onDone={reload} />
      {o.invoiceNumber && (
        <div>
          <DownloadButton save={() => invoice(o._id)}>Tax invoice (PDF)</DownloadButton>
        </div>
      )}
    </div>
  );
}

const PAYMENT_STATE: Record<string, string> = { paid: 'paid', cod: 'to collect', refund_due: 'refund due' };

const invoice = (id: string) =>
  download('/api/admin/orders/:orderId/invoice', { params: { orderId: id } }, `invoice-${id}.pdf`);

function Charge({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between py-0.5 ${strong ? 'font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value < 0 ? `− ${formatINR(-value)}` : formatINR(value)}</dd>
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
  const { busy, run } = useAction();

  const send = (next: OrderStatus) =>
    run(async () => {
      const body = next === 'Shipped' && awb.trim() ? { status: next, awb: awb.trim() } : { status: next };
      accepted(await api('/api/admin/orders/:orderId/status', { params: { orderId: order._id }, body }));
      toast.success(`Order ${order._id} is now ${next}.`);
      onDone();
    });
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
          <select
            className="field"
            value={status}
            onChange={(e) => setStatus(oneOf(ORDER_STATUSES, e.target.value) || status)}
          >
            {ORDER_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <TextField label="AWB (when shipped)" value={awb} onChange={setAwb} disabled={status !== 'Shipped'} />
        <button type="submit" className="btn-primary" disabled={busy}>
          Update status
        </button>
      </form>
    </Card>
  );
}
