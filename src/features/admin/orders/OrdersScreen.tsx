// Orders: filter by status, payment method or a search, and open one.
import { useEffect, useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '#/domain/order-status.ts';
import { formatINR } from '#/lib/money.ts';
import { Console } from '#/features/admin/Console.tsx';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { ChoiceFilter, Labelled } from '#/features/admin/Field.tsx';
import { oneOf, PagedRows, when } from '#/features/admin/ui.tsx';
import { itemLine, orderHref, type OrderRow, PAYMENT_METHODS, type PaymentMethod } from './order.ts';

export function OrdersScreen() {
  return <Console section="orders">{() => <Orders />}</Console>;
}

function Orders() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [q, setQ] = useState('');
  // The dashboard links here with ?method=COD (orders awaiting dispatch).
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('method');
    if (wanted) setMethod(PAYMENT_METHODS.find((m) => m.toLowerCase() === wanted.toLowerCase()) ?? '');
  }, []);
  const list = useAdminPages(
    '/api/admin/orders',
    { query: { status: status || undefined, method: method || undefined, q, limit: 100 } },
    (page) => page.orders,
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <ChoiceFilter
          label="Status"
          value={status}
          choices={ORDER_STATUSES}
          onChange={(v) => setStatus(oneOf(ORDER_STATUSES, v))}
        />
        <ChoiceFilter
          label="Payment"
          value={method}
          choices={PAYMENT_METHODS}
          onChange={(v) => setMethod(oneOf(PAYMENT_METHODS, v))}
        />
        <Labelled label="Search" className="col-span-2 sm:col-span-1">
          <input
            className="field"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Order number, name, PIN"
          />
        </Labelled>
      </div>
      <PagedRows
        list={list}
        empty="No orders match."
        noun="orders"
        row={(o) => <OrderListItem key={o._id} order={o} />}
      />
    </div>
  );
}

/** One order of the list: its number (a link to its page), when and for whom, what, its status and amount. */
function OrderListItem({ order: o }: { order: OrderRow }) {
  return (
    <li className="grid gap-x-4 gap-y-1 p-4 text-sm sm:grid-cols-[1fr_auto]">
      <div className="min-w-0">
        <a className="link-underline font-mono text-xs font-semibold" href={orderHref(o._id)}>
          {o._id}
        </a>
        <p className="text-xs text-muted">
          {when(o.placedAt)} · {o.customer.name}, {o.customer.city} {o.customer.zipcode}
        </p>
        <p className="mt-1">{o.items.map(itemLine).join(', ')}</p>
      </div>
      <div className="flex items-baseline justify-between gap-3 sm:flex-col sm:items-end">
        <span className="rounded-pill bg-sand px-3 py-0.5 text-xs font-medium">{o.status}</span>
        <span className="tabular-nums">
          {formatINR(o.amount)} <span className="text-xs text-muted">· {o.paymentMethod}</span>
        </span>
      </div>
    </li>
  );
}
