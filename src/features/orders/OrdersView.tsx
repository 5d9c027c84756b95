// /orders, My Orders (spec §2 Orders, §4, §8): one row per ordered item with Return, Exchange and
// Track Order. Return and Exchange open one small form at a time in a modal dialog.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { trapFocus } from '#/lib/focus-trap.ts';
import { toast } from '#/lib/toast.ts';
import { api, errorMessage } from '#/lib/api.ts';
import { formatINR } from '#/lib/money.ts';
import { imageAtWidth } from '#/lib/images.ts';
import { $token } from '#/features/session/session.store.ts';
import { useRequireLogin } from '#/features/session/RequireLogin.ts';

export type OrderItem = {
  _id: string;
  productId: string;
  name: string;
  price: number;
  quantity: number;
  size: string;
  image: string[];
  status?: string;
};
export type Order = {
  _id: string;
  status: string;
  payment: boolean;
  paymentMethod: string;
  date: number;
  items: OrderItem[];
  amount: number;
};
type Open = { kind: 'return' | 'exchange'; order: Order; item: OrderItem } | null;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function OrdersView() {
  const loggedIn = useRequireLogin();
  const [orders, setOrders] = useState<Order[]>();
  const [open, setOpen] = useState<Open>(null);

  const load = useCallback(async () => {
    try {
      const r = await api<{ orders: Order[] }>('/api/order/userorders', { body: {} });
      if (!r.success) throw new Error(r.message);
      setOrders(r.orders);
    } catch (error) {
      toast.error(errorMessage(error));
      setOrders([]);
    }
  }, []);

  useEffect(() => {
    if (loggedIn) void load();
  }, [loggedIn, load]);

  async function track(order: Order) {
    try {
      const r = await api<{ trackingInfo?: { track_url?: string } }>('/api/order/track-order', {
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

  const rows = (orders ?? []).flatMap((order) => order.items.map((item) => ({ order, item })));
  return (
    <section aria-labelledby="orders-title" className="py-10">
      <h1 id="orders-title" className="text-title">
        My Orders
      </h1>
      {orders === undefined ? (
        <p className="mt-6 text-muted">Loading...</p>
      ) : rows.length === 0 ? (
        <p className="mt-6 text-muted">
          You have no orders yet.{' '}
          <a href="/products" className="link-underline">
            Start shopping
          </a>
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-line border-y border-line">
          {rows.map(({ order, item }) => (
            <li
              key={`${order._id}-${item._id}`}
              className="grid gap-4 py-5 sm:grid-cols-[5rem_1fr_auto]"
              data-order-item
            >
              <div className="w-20 overflow-hidden rounded-lg bg-sand">
                {item.image[0] && (
                  <img
                    src={imageAtWidth(item.image[0], 400)}
                    width={80}
                    height={107}
                    alt=""
                    className="aspect-[3/4] w-full object-cover"
                  />
                )}
              </div>
              <div className="text-sm">
                <p className="font-medium text-base">{item.name}</p>
                <p className="mt-1 text-muted">
                  {formatINR(item.price)} · Quantity: {item.quantity} · Size: {item.size}
                </p>
                <p className="text-muted">
                  Date: {dateFormat.format(order.date)} · Payment: {order.paymentMethod}
                </p>
                <p className="mt-2 inline-flex items-center gap-2 font-medium">
                  <span className="size-2 rounded-full bg-sage" aria-hidden="true" />
                  <span data-status>{item.status ?? order.status}</span>
                </p>
              </div>
              <div className="flex flex-wrap items-start gap-2 sm:flex-col">
                <button
                  type="button"
                  className="btn-outline min-w-32"
                  onClick={() => setOpen({ kind: 'return', order, item })}
                >
                  Return
                </button>
                <button
                  type="button"
                  className="btn-outline min-w-32"
                  onClick={() => setOpen({ kind: 'exchange', order, item })}
                >
                  Exchange
                </button>
                <button type="button" className="btn-primary min-w-32" onClick={() => void track(order)}>
                  Track Order
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open && <RequestForm open={open} onClose={() => setOpen(null)} onDone={load} />}
    </section>
  );
}

function RequestForm({
  open,
  onClose,
  onDone,
}: {
  open: NonNullable<Open>;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const isReturn = open.kind === 'return';
  const dialog = useRef<HTMLDialogElement>(null);

  // A native modal dialog: the page behind is inert, Escape closes it, and focus goes back to the
  // Return/Exchange button that opened it (it is unmounted while open, so the browser cannot restore it).
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    return () => opener?.focus();
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!value.trim()) return; // spec §5: nothing happens without a reason / new size
    if (!$token.get())
      return void toast.error(isReturn ? 'Please login to return an order' : 'Please login to exchange an order');
    setBusy(true);
    const ids = { orderId: open.order._id, productId: open.item.productId, itemId: open.item._id };
    try {
      const r = isReturn
        ? await api('/api/order/return-order', { body: { ...ids, reason: value.trim() } })
        : await api('/api/order/exchange-order', { body: { ...ids, newSize: value.trim() } });
      if (!r.success)
        return void toast.error(
          r.message ||
            (isReturn
              ? 'Failed to return the order. Please try again.'
              : 'Failed to exchange the order. Please try again.'),
        );
      toast.success(
        isReturn ? 'Order return request submitted successfully.' : 'Order exchange request submitted successfully.',
      );
      onClose();
      await onDone();
    } catch {
      toast.error(
        isReturn ? 'An error occurred while returning the order.' : 'An error occurred while exchanging the order.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="request-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => dialog.current && trapFocus(dialog.current, e.nativeEvent)}
      onClick={(e) => e.target === dialog.current && onClose()}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card bg-ivory p-0 text-ink shadow-2xl"
    >
      <form onSubmit={submit} className="p-6">
        <h2 id="request-title" className="text-xl">
          {isReturn ? 'Return' : 'Exchange'} {open.item.name}
        </h2>
        <label htmlFor="request-value" className="mt-4 block text-sm font-medium">
          {isReturn ? 'Reason for return' : 'New size'}
        </label>
        {isReturn ? (
          <textarea
            id="request-value"
            autoFocus
            rows={4}
            maxLength={1000}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="field mt-1 py-2"
          />
        ) : (
          <input
            id="request-value"
            autoFocus
            maxLength={10}
            value={value}
            onChange={(e) => setValue(e.target.value.toUpperCase())}
            placeholder="e.g. M"
            className="field mt-1"
          />
        )}
        <div className="mt-5 flex gap-3">
          <button type="submit" className="btn-primary flex-1" disabled={busy}>
            Submit
          </button>
          <button type="button" className="btn-outline flex-1" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
