// One order (/admin/orders/view?id=): its lines and address, its shipment, the next steps the server offers
// (nextSteps) as its only actions (Shipped asks for the AWB and the courier, a cash parcel ends delivered, the cash
// taken, or returned to origin, and an order not yet shipped can be cancelled with a reason, in a dialog), a cancelled
// paid order's refund (Mark refund paid, with the payment's reference), its documents (the packing slip to print, the
// tax invoice and any credit notes), staff's internal notes, and the messages its shopper was sent (a failed one sent
// again).
import { useEffect, useState, type FormEvent } from 'react';
import type { OrderStatus } from '#/domain/order-status.ts';
import { formatINR } from '#/lib/money.ts';
import { toast } from '#/lib/toast.ts';
import { accepted, api } from '#/lib/api.ts';
import { Console } from '#/features/admin/Console.tsx';
import { TextField } from '#/components/ui/Field.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { BackLink, Card, LoadState, when } from '#/features/admin/ui.tsx';
import { idFromAddress } from '#/features/admin/products/fetch-product.ts';
import { hasPackingSlip, itemLine, shipmentProblem, stepLabel, type OrderDetail } from './order.ts';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';
import { OrderDocuments } from './OrderDocuments.tsx';
import { OrderNotes } from './OrderNotes.tsx';
import { ShopperMessages } from './ShopperMessages.tsx';
import { RefundCard } from './RefundCard.tsx';

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
        {o.courier && <Item label="Courier" value={o.courier} />}
        {o.awb && <Item label="AWB" value={o.awb} />}
        {o.shippedAt && <Item label="Shipped" value={when(o.shippedAt)} />}
        {o.deliveredAt && <Item label="Delivered" value={when(o.deliveredAt)} />}
        {o.invoiceNumber && <Item label="Invoice" value={o.invoiceNumber} />}
        {o.cancellation && <Item label="Cancelled" value={when(o.cancellation.at)} />}
        {o.refundDue > 0 && <Item label="Refund due" value={formatINR(o.refundDue)} />}
        {o.refundPaid && <Item label="Refunded" value={formatINR(o.refundPaid.amount)} />}
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
      <NextSteps order={o} onDone={reload} />
      <RefundCard order={o} onDone={reload} />
      <OrderDocuments orderId={o._id} documents={o.documents} packingSlip={hasPackingSlip(o)} />
      <OrderNotes orderId={o._id} notes={data.notes} onAdded={reload} />
      <ShopperMessages messages={data.messages} onDone={reload} />
    </div>
  );
}

const PAYMENT_STATE: Record<string, string> = { paid: 'paid', cod: 'to collect', refund_due: 'refund due' };

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

/** The order's next steps (from the server) as its only actions; Shipped is a small form for the AWB and courier. */
function NextSteps({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [awb, setAwb] = useState('');
  const [courier, setCourier] = useState('');
  const { busy, run } = useAction();
  const [cancelling, setCancelling] = useState(false);
  const cod = order.paymentState === 'cod';
  const buttons = order.nextSteps.filter((s) => s !== 'Shipped' && s !== 'Cancelled');

  const send = (next: OrderStatus, shipment: { awb?: string; courier?: string; reason?: string } = {}) =>
    run(async () => {
      const body = { status: next, ...shipment };
      accepted(await api('/api/admin/orders/:orderId/status', { params: { orderId: order._id }, body }));
      toast.success(`Order ${order._id} is now ${next}.`);
      onDone();
    });
  const ship = (e: FormEvent) => {
    e.preventDefault();
    const problem = shipmentProblem(awb, courier);
    if (problem) return toast.error(problem);
    void send('Shipped', { awb: awb.trim(), courier: courier.trim() });
  };

  if (order.cancellation)
    return (
      <Card title="Cancelled">
        <p className="text-sm">
          Reason given to the shopper: <span className="break-words">{order.cancellation.reason}</span>
        </p>
        <p className="mt-2 text-sm text-muted">
          Its stock is back on sale and any store credit it used is back in the wallet.
        </p>
      </Card>
    );
  if (order.nextSteps.length === 0)
    return (
      <Card title="Next step">
        <p className="text-sm text-muted">
          {order.paymentState === 'refund_due'
            ? `${order.refundPaid ? 'Refunded' : 'Owed a refund'}: this order is not sent.`
            : order.status === 'Returned to Origin'
              ? 'Returned to origin: its stock is back on sale. It moves no further.'
              : `${order.status}: this order moves no further.`}
        </p>
      </Card>
    );
  return (
    <Card title="Next step">
      {buttons.length > 0 && (
        <fieldset>
          <legend className="mb-3 text-sm text-muted">Now {order.status}. Move it to:</legend>
          <div className="flex flex-wrap gap-3">
            {buttons.map((step, i) => (
              <button
                key={step}
                type="button"
                className={i === 0 ? 'btn-primary' : 'btn-outline'}
                disabled={busy}
                onClick={() => send(step)}
              >
                {stepLabel(step, cod)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {order.nextSteps.includes('Shipped') && (
        <form onSubmit={ship} aria-label="Ship this order" className="grid gap-4 sm:grid-cols-2">
          <p className="text-sm text-muted sm:col-span-2">Now {order.status}. Ship it with the courier's AWB:</p>
          <TextField label="AWB" value={awb} onChange={setAwb} maxLength={40} hint="From the courier's label" />
          <TextField label="Courier" value={courier} onChange={setCourier} maxLength={40} hint="e.g. Delhivery" />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              Mark shipped
            </button>
          </div>
        </form>
      )}
      {order.nextSteps.includes('Cancelled') && (
        <div className="mt-5 border-t border-line pt-4">
          <p className="mb-3 text-sm text-muted">Not shipped yet: staff may still cancel it, with a reason.</p>
          <button type="button" className="btn-outline" disabled={busy} onClick={() => setCancelling(true)}>
            Cancel order
          </button>
        </div>
      )}
      {cancelling && (
        <CancelOrderDialog
          order={order}
          busy={busy}
          onClose={() => setCancelling(false)}
          onCancel={async (reason) => {
            if (await send('Cancelled', { reason })) setCancelling(false);
          }}
        />
      )}
    </Card>
  );
}
