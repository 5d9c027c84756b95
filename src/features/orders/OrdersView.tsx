// /orders, My Orders (docs/product/orders-and-tracking.md#my-orders): the shopper's orders, one card each (OrderCard),
// the order just paid for first and highlighted under "Order placed successfully!". While loading, a skeleton shaped
// like a card; when the API cannot be reached, a message and a retry, never "You have no orders yet".
import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { toast } from '#/lib/toast.ts';
import { api } from '#/lib/api.ts';
import { ok } from '#/lib/load-state.ts';
import { useLoad } from '#/lib/use-load.ts';
import { bone, Loaded, Skeleton } from '#/components/ui/LoadStates.tsx';
import { useRequireLogin } from '#/features/auth/index.ts';
import { OrderCard } from './OrderCard.tsx';
import { RequestForm, type OpenRequest } from './RequestForm.tsx';
import { downloadCreditNote, downloadInvoice } from './documents.ts';
import { placedFirst, type Order, type OrderDocument } from './orders.ts';
import { placedOrderId } from './placed-order.ts';

const fetchOrders = async () => ok(await api('/api/order/userorders', { body: {} })).orders;

export function OrdersView() {
  const loggedIn = useRequireLogin();
  // A reload after a return or an exchange keeps the list on screen; only the first load shows the skeleton.
  const { state, retry, reload } = useLoad(fetchOrders, { enabled: loggedIn, onError: toast.error });
  const [open, setOpen] = useState<OpenRequest | null>(null);
  const [placedId] = useState(() =>
    typeof window === 'undefined' ? undefined : placedOrderId(window.location.search),
  );

  async function track(order: Order) {
    try {
      const r = await api('/api/order/track-order', {
        body: { orderId: order._id },
      });
      if (!r.success) return void toast.error(r.message || 'Tracking information not available.');
      const url = r.trackingInfo?.track_url;
      if (url) window.open(url, '_blank', 'noopener');
      else toast.error('Tracking information is not available.');
    } catch {
      toast.error('Failed to track the order. Please try again later.');
    }
  }

  async function invoice(order: Order) {
    const failed = await downloadInvoice(order._id);
    if (failed) toast.error(failed);
  }

  async function creditNote(doc: OrderDocument) {
    const failed = await downloadCreditNote(doc);
    if (failed) toast.error(failed);
  }

  const orders = state.status === 'ready' ? placedFirst(state.data, placedId) : [];
  const placed = placedId !== undefined && orders[0]?._id === placedId;
  return (
    <section aria-labelledby="orders-title" className="py-10">
      <h1 id="orders-title" className="text-title">
        My Orders
      </h1>
      {placed && (
        <div
          role="status"
          className="mt-6 flex gap-3 rounded-card border border-sage/60 bg-white p-4 sm:p-5"
          data-placed-banner
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-sage" />
          <div>
            <h2 className="text-xl">Order placed successfully!</h2>
            <p className="mt-1 text-sm text-muted">
              Thank you. A confirmation is on its way to your e-mail; your order is shown first below.
            </p>
          </div>
        </div>
      )}
      <div className="mt-6">
        <Loaded state={state} skeleton={<OrdersSkeleton />} failed="We could not load your orders." onRetry={retry}>
          {() =>
            orders.length === 0 ? (
              <p className="text-muted">
                You have no orders yet.{' '}
                <a href="/products" className="link-underline">
                  Start shopping
                </a>
              </p>
            ) : (
              <ol className="space-y-6" aria-label="Your orders">
                {orders.map((order) => (
                  <li key={order._id}>
                    <OrderCard
                      order={order}
                      placed={placed && order._id === placedId}
                      onRequest={setOpen}
                      onTrack={track}
                      onInvoice={invoice}
                      onCreditNote={creditNote}
                    />
                  </li>
                ))}
              </ol>
            )
          }
        </Loaded>
      </div>
      {open && <RequestForm open={open} onClose={() => setOpen(null)} onDone={reload} />}
    </section>
  );
}

/** The shape of an order card (header, timeline, one item, totals) while the orders load. */
function OrdersSkeleton() {
  return (
    <Skeleton>
      <div className="rounded-card border border-line bg-white" data-orders-loading>
        <div className="space-y-2 border-b border-line p-4 sm:px-6">
          <div className={`h-5 w-56 max-w-full ${bone}`} />
          <div className={`h-4 w-40 ${bone}`} />
        </div>
        <div className="border-b border-line p-4 sm:px-6">
          <div className={`h-4 w-48 max-w-full ${bone}`} />
          <div className="mt-4 grid grid-cols-5 gap-2">
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="flex flex-col items-center gap-2">
                <div className="size-4 rounded-full bg-sand" />
                <div className={`h-3 w-10 ${bone}`} />
              </div>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-[4rem_1fr] gap-4 p-4 sm:px-6">
          <div className="aspect-[3/4] w-16 rounded-lg bg-sand" />
          <div className="space-y-2">
            <div className={`h-4 w-44 max-w-full ${bone}`} />
            <div className={`h-4 w-32 ${bone}`} />
          </div>
        </div>
        <div className="grid gap-6 border-t border-line p-4 sm:grid-cols-2 sm:px-6">
          <div className={`h-20 ${bone}`} />
          <div className={`h-20 ${bone}`} />
        </div>
      </div>
    </Skeleton>
  );
}
