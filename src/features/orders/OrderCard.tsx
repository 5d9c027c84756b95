// One order in My Orders: number, date, payment method, status timeline and delivery date, its items (each
// with Return and Exchange, and why not when the policy does not allow them, and where its request stands), the
// delivery address and the amount break-up; its GST documents (the invoice of a paid order, each credit note).
// An order staff cancelled shows why, and what comes back, in place of the timeline.
import { type ReactNode, useState } from 'react';
import { formatINR } from '#/lib/money.ts';
import { toast } from '#/lib/toast.ts';
import { Thumb } from '#/components/ui/Thumb.tsx';
import { Cancellation } from './Cancellation.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import type { OpenRequest } from './RequestForm.tsx';
import {
  breakUp,
  currentStep,
  dayDate,
  deliveryNote,
  orderDate,
  paymentLabel,
  requestStep,
  trackingNote,
  type Order,
  type OrderDocument,
  type OrderItem,
} from './orders.ts';

const PLACED = 'border-rose shadow-[0_0_0_3px_rgb(158_61_82/0.15)]';
const TOTAL = 'mt-2 border-t border-line pt-2 font-semibold';
const UNAVAILABLE = 'border-line text-muted hover:border-ink hover:bg-transparent hover:text-ink';

type Props = {
  order: Order;
  placed: boolean;
  onRequest: (open: OpenRequest) => void;
  onTrack: (order: Order) => void;
  onInvoice: (order: Order) => void;
  onCreditNote: (doc: OrderDocument) => void;
};

export function OrderCard({ order, placed, onRequest, onTrack, onInvoice, onCreditNote }: Props) {
  const titleId = `order-${order._id}`;
  const step = currentStep(order);
  // A cancelled order is expected nowhere: its box says what happened instead.
  const when = order.cancellation ? undefined : deliveryNote(order);
  const a = order.address;
  // Before an AWB exists Track Order says where the order is and when tracking starts, instead of a failed call.
  const [noting, setNoting] = useState(false);
  const note = trackingNote(order);
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
            {/* The id wraps whole onto its own line, never mid-id (it fits any phone: 20 characters). */}
            Order <span className="inline-block font-sans text-base font-semibold whitespace-nowrap">{order._id}</span>
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
        {order.cancellation && <Cancellation order={order} cancellation={order.cancellation} />}
        {step >= 0 && <OrderTimeline step={step} label={`Progress of order ${order._id}`} />}
        {order.awb && (
          <p className="mt-3 text-sm text-muted" data-awb>
            AWB code <span className="font-semibold break-all text-ink">{order.awb}</span>
          </p>
        )}
        {noting && note && (
          <p id={`${titleId}-tracking`} className="mt-3 rounded-card bg-sand/60 p-3 text-sm" data-tracking-note>
            {note}
          </p>
        )}
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
        {!order.cancellation && (
          <button
            type="button"
            className="btn-primary grow sm:grow-0"
            aria-expanded={note ? noting : undefined}
            aria-controls={note && noting ? `${titleId}-tracking` : undefined}
            onClick={() => (note ? setNoting(!noting) : onTrack(order))}
          >
            Track Order
          </button>
        )}
        {order.payment && (
          <button type="button" className="btn-outline grow sm:grow-0" onClick={() => onInvoice(order)}>
            Download invoice
          </button>
        )}
        {order.documents
          .filter((doc) => doc.kind === 'credit-note')
          .map((doc) => (
            <button
              key={doc.number}
              type="button"
              className="btn-outline grow sm:grow-0"
              onClick={() => onCreditNote(doc)}
              data-credit-note={doc.number}
            >
              {/* One flex item, so a narrow screen wraps it as a sentence, never the number apart. */}
              <span>
                Download credit note <span className="whitespace-nowrap tabular-nums">{doc.number}</span>
              </span>
            </button>
          ))}
      </footer>
    </article>
  );
}

function ItemRow({ item, order, onRequest }: { item: OrderItem; order: Order; onRequest: Props['onRequest'] }) {
  const ownStatus = item.status !== order.status;
  const step = requestStep(item);
  return (
    <li className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-3 py-4 sm:grid-cols-[4rem_1fr_auto]" data-order-item>
      <div className="w-16 overflow-hidden rounded-lg bg-sand">
        <Thumb src={item.image[0]} width={64} lazy />
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
        {step && (
          <p className="mt-2 text-ink" data-request-step>
            {step}
          </p>
        )}
      </div>
      {/* A cancelled order was never sent: there is nothing to return or exchange. */}
      {!order.cancellation && <ItemRequests item={item} order={order} onRequest={onRequest} />}
    </li>
  );
}

/** The item's Return and Exchange buttons, with why not when the policy does not allow them, and until when. */
function ItemRequests({ item, order, onRequest }: { item: OrderItem; order: Order; onRequest: Props['onRequest'] }) {
  const offered = item.canReturn || item.canExchange;
  const noteId = item.reason ? `note-${item._id}` : undefined;
  return (
    <div className="col-span-2 text-sm sm:col-span-1 sm:max-w-72 sm:text-right">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {REQUESTS.map(({ kind, label, allowed }) => (
          <RequestButton
            key={kind}
            kind={kind}
            allowed={allowed(item)}
            noteId={noteId}
            refusal={item.reason}
            onClick={() => onRequest({ kind, order, item })}
          >
            {label}
            <span className="sr-only"> {item.name}</span>
          </RequestButton>
        ))}
      </div>
      {item.reason && (
        <p id={noteId} className="mt-2 text-muted" data-return-note>
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
  );
}

const NOT_STARTED = { return: 'Failed to initiate return', exchange: 'Failed to initiate exchange' } as const;
/** An item's two requests, each offered (or explained as not possible) by My Orders' word on the item. */
const REQUESTS = [
  { kind: 'return', label: 'Return', allowed: (item: OrderItem) => item.canReturn },
  { kind: 'exchange', label: 'Exchange', allowed: (item: OrderItem) => item.canExchange },
] as const;

/**
 * Return or Exchange on every item (docs/product/orders-and-tracking.md#my-orders). One the policy does not allow (yet,
 * or any more) looks muted and is described by the note saying why; pressing it says the request cannot be started
 * (docs/product/returns-and-exchanges.md#messages).
 */
function RequestButton({
  kind,
  allowed,
  noteId,
  refusal,
  onClick,
  children,
}: {
  kind: 'return' | 'exchange';
  allowed: boolean;
  noteId: string | undefined;
  /** Why not, said with the spec's "Failed to initiate …" so the toast explains itself. */
  refusal: string | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn-outline grow sm:grow-0 ${allowed ? '' : UNAVAILABLE}`}
      data-unavailable={allowed ? undefined : true}
      aria-describedby={allowed ? undefined : noteId}
      onClick={() =>
        allowed ? onClick() : toast.error(refusal ? `${NOT_STARTED[kind]}. ${refusal}` : NOT_STARTED[kind])
      }
    >
      {children}
    </button>
  );
}
