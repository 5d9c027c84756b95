// /orders, My Orders (spec §2 Orders, §4, §8): the shopper's orders, one card each (OrderCard), the order
// just paid for first and highlighted under "Order placed successfully!". While loading, a skeleton shaped
// like a card; when the API cannot be reached, a message and a retry, never "You have no orders yet".
import { useCallback, useEffect, useRef, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { toast } from '#/lib/toast.ts';
import { api, errorMessage } from '#/lib/api.ts';
import { useRequireLogin } from '#/features/session/RequireLogin.ts';
import { OrderCard } from './OrderCard.tsx';
import { RequestForm, type OpenRequest } from './RequestForm.tsx';
import { downloadInvoice } from './invoice.ts';
import { placedFirst, type Order } from './orders.ts';
import { placedOrderId } from './placed-order.ts';

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; orders: Order[] };

export function OrdersView() {
  const loggedIn = useRequireLogin();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [open, setOpen] = useState<OpenRequest | null>(null);
  const [placedId] = useState(() =>
    typeof window === 'undefined' ? undefined : placedOrderId(window.location.search),
  );
  const latest = useRef(0); // only the newest load may set the state

  // A reload after a return or an exchange keeps the list on screen; only the first load shows the skeleton.
  const load = useCallback(async () => {
    const mine = ++latest.current;
    try {
      const r = await api('/api/order/userorders', { body: {} });
      if (!r.success) throw new Error(r.message);
      if (mine === latest.current) setState({ status: 'ready', orders: r.orders });
    } catch (error) {
      const message = errorMessage(error);
      toast.error(message);
      if (mine === latest.current) setState((s) => (s.status === 'ready' ? s : { status: 'failed', message }));
    }
  }, []);

  useEffect(() => {
    if (loggedIn) void load();
  }, [loggedIn, load]);

  function retry() {
    setState({ status: 'loading' });
    void load();
  }

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

  const orders = state.status === 'ready' ? placedFirst(state.orders, placedId) : [];
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
      {state.status === 'loading' && <OrdersSkeleton />}
      {state.status === 'failed' && (
        <div role="alert" className="mt-6 rounded-card border border-line bg-white p-5 sm:p-6">
          <p className="font-medium">We could not load your orders.</p>
          <p className="mt-1 text-sm text-muted">
            {state.message.replace(/\.?$/, '.')} Check your connection and try again.
          </p>
          <button type="button" className="btn-outline mt-4" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && orders.length === 0 && (
        <p className="mt-6 text-muted">
          You have no orders yet.{' '}
          <a href="/products" className="link-underline">
            Start shopping
          </a>
        </p>
      )}
      {orders.length > 0 && (
        <ol className="mt-6 space-y-6" aria-label="Your orders">
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard
                order={order}
                placed={placed && order._id === placedId}
                onRequest={setOpen}
                onTrack={track}
                onInvoice={invoice}
              />
            </li>
          ))}
        </ol>
      )}
      {open && <RequestForm open={open} onClose={() => setOpen(null)} onDone={load} />}
    </section>
  );
}

/** The shape of an order card (header, timeline, one item, totals) while the orders load. */
function OrdersSkeleton() {
  const bar = 'rounded bg-sand';
  return (
    <div className="mt-6" data-orders-loading>
      <p role="status" className="sr-only">
        Loading...
      </p>
      <div aria-hidden="true" className="animate-pulse rounded-card border border-line bg-white">
        <div className="space-y-2 border-b border-line p-4 sm:px-6">
          <div className={`h-5 w-56 max-w-full ${bar}`} />
          <div className={`h-4 w-40 ${bar}`} />
        </div>
        <div className="border-b border-line p-4 sm:px-6">
          <div className={`h-4 w-48 max-w-full ${bar}`} />
          <div className="mt-4 grid grid-cols-5 gap-2">
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="flex flex-col items-center gap-2">
                <div className="size-4 rounded-full bg-sand" />
                <div className={`h-3 w-10 ${bar}`} />
              </div>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-[4rem_1fr] gap-4 p-4 sm:px-6">
          <div className="aspect-[3/4] w-16 rounded-lg bg-sand" />
          <div className="space-y-2">
            <div className={`h-4 w-44 max-w-full ${bar}`} />
            <div className={`h-4 w-32 ${bar}`} />
          </div>
        </div>
        <div className="grid gap-6 border-t border-line p-4 sm:grid-cols-2 sm:px-6">
          <div className={`h-20 ${bar}`} />
          <div className={`h-20 ${bar}`} />
        </div>
      </div>
    </div>
  );
}
