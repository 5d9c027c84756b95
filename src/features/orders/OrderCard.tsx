// One order in My Orders: number, date, payment method, status timeline and delivery date, its items (each
// with Return and Exchange when the policy allows, or why not), the delivery address and the amount break-up.
import { formatINR } from '#/lib/money.ts';
import { imageAtWidth } from '#/lib/images.ts';
import { OrderTimeline } from './OrderTimeline.tsx';
import type { OpenRequest } from './RequestForm.tsx';
import {
  breakUp,
  currentStep,
  dayDate,
  deliveryNote,
  orderDate,
  paymentLabel,
  type Order,
  type OrderItem,
} from './orders.ts';

const PLACED = 'border-rose shadow-[0_0_0_3px_rgb(158_61_82/0.15)]';
const TOTAL = 'mt-2 border-t border-line pt-2 font-semibold';

type Props = {
  order: Order;
  placed: boolean;
  onRequest: (open: OpenRequest) => void;
  onTrack: (order: Order) => void;
  onInvoice: (order: Order) => void;
};

export function OrderCard({ order, placed, onRequest, onTrack, onInvoice }: Props) {
  const titleId = `order-${order._id}`;
  const step = currentStep(order);
  const when = deliveryNote(order);
  const a = order.address;
  return (
    <article
      aria-labelledby={titleId}
      data-order={order._id}
      data-placed={placed || undefined}
      className={`rounded-card border bg-white ${placed ? PLACED : 'border-line'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-line p-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg leading-snug">
            Order <span className="font-sans text-base font-semibold break-all">{order._id}</span>
          </h2>
          <p className="mt-1 text-sm text-muted">
            Placed on {orderDate(order.date)} · Payment: {paymentLabel(order.paymentMethod)}
          </p>
        </div>
        {placed && (
          <span className="rounded-pill bg-rose px-3 py-1 text-xs font-semibold tracking-wide text-ivory">
            Just placed
          </span>
        )}
      </header>

      <section aria-label="Progress" className="border-b border-line p-4 sm:px-6">
        <p className="text-sm">
          <span className="font-semibold" data-status>
            {order.status}
          </span>
          {when && <span className="text-muted"> · {when}</span>}
        </p>
        {step >= 0 && <OrderTimeline step={step} label={`Progress of order ${order._id}`} />}
      </section>

      <ul className="divide-y divide-line px-4 sm:px-6">
        {order.items.map((item) => (
          <ItemRow key={item._id} item={item} order={order} onRequest={onRequest} />
        ))}
      </ul>

      <div className="grid gap-6 border-t border-line p-4 sm:grid-cols-2 sm:px-6">
        <section aria-labelledby={`${titleId}-address`}>
          <h3 id={`${titleId}-address`} className="text-base">
            Delivery address
          </h3>
          <address className="mt-2 text-sm leading-relaxed not-italic break-words text-muted">
            <span className="font-medium text-ink">
              {a.firstName} {a.lastName}
            </span>
            <br />
            {a.street}
            {a.landmark ? `, ${a.landmark}` : ''}
            <br />
            {a.city}, {a.state} {a.zipcode}
            <br />
            Phone {a.phone}
          </address>
        </section>
        <section aria-labelledby={`${titleId}-amount`}>
          <h3 id={`${titleId}-amount`} className="text-base">
            Amount
          </h3>
          <dl className="mt-2 space-y-1 text-sm" data-break-up>
            {breakUp(order).map((line) => (
              <div key={line.label} className={`flex justify-between gap-4 ${line.total ? TOTAL : ''}`}>
                <dt className={line.total ? '' : 'text-muted'}>{line.label}</dt>
                <dd className="tabular-nums">{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <footer className="flex flex-wrap gap-2 border-t border-line p-4 sm:px-6">
        <button type="button" className="btn-primary grow sm:grow-0" onClick={() => onTrack(order)}>
          Track Order
        </button>
        {order.payment && (
          <button type="button" className="btn-outline grow sm:grow-0" onClick={() => onInvoice(order)}>
            Download invoice
          </button>
        )}
      </footer>
    </article>
  );
}

function ItemRow({ item, order, onRequest }: { item: OrderItem; order: Order; onRequest: Props['onRequest'] }) {
  const ownStatus = item.status !== order.status;
  const offered = item.canReturn || item.canExchange;
  return (
    <li className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-3 py-4 sm:grid-cols-[4rem_1fr_auto]" data-order-item>
      <div className="w-16 overflow-hidden rounded-lg bg-sand">
        {item.image[0] && (
          <img
            src={imageAtWidth(item.image[0], 400)}
            width={64}
            height={85}
            alt=""
            loading="lazy"
            className="aspect-[3/4] w-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 text-sm">
        <p className="text-base font-medium break-words">{item.name}</p>
        <p className="mt-1 text-muted">
          Size {item.size} · Qty {item.quantity} · {formatINR(item.price)}
        </p>
        {ownStatus && (
          <p className="mt-2 inline-block rounded-pill bg-sand px-2.5 py-0.5 text-xs font-semibold" data-item-status>
            {item.status}
          </p>
        )}
      </div>
      <div className="col-span-2 text-sm sm:col-span-1 sm:max-w-72 sm:text-right">
        {offered && (
          <div className="flex flex-wrap gap-2 sm:justify-end">
            {item.canReturn && (
              <button
                type="button"
                className="btn-outline grow sm:grow-0"
                onClick={() => onRequest({ kind: 'return', order, item })}
              >
                Return<span className="sr-only"> {item.name}</span>
              </button>
            )}
            {item.canExchange && (
              <button
                type="button"
                className="btn-outline grow sm:grow-0"
                onClick={() => onRequest({ kind: 'exchange', order, item })}
              >
                Exchange<span className="sr-only"> {item.name}</span>
              </button>
            )}
          </div>
        )}
        {item.reason && (
          <p className={`text-muted ${offered ? 'mt-2' : ''}`} data-return-note>
            {item.reason}
          </p>
        )}
        {offered && item.returnBy && (
          <p className="mt-2 text-xs text-muted">
            {item.canReturn && item.canExchange ? 'Return or exchange' : item.canReturn ? 'Return' : 'Exchange'} by{' '}
            {dayDate(item.returnBy)}
          </p>
        )}
      </div>
    </li>
  );
}
