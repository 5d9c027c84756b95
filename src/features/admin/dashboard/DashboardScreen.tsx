// Dashboard: today at a glance, the last 30 days, best sellers, sizes running low, what waits for someone, and how
// often size brings items back.
import { formatINR } from '#/lib/money.ts';
import { Console } from '#/features/admin/Console.tsx';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { Card, Empty, LoadState } from '#/features/admin/ui.tsx';
import { DayChart } from './DayChart.tsx';
import { VitalsCard } from './VitalsCard.tsx';
import { FitCard } from './FitCard.tsx';

export function DashboardScreen() {
  return <Console section="dashboard">{() => <DashboardBody />}</Console>;
}

function DashboardBody() {
  const { data, error, loading, reload } = useAdminData('/api/admin/dashboard');
  if (!data) return <LoadState loading={loading} error={error} onRetry={reload} />;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label="Orders today" value={String(data.today.orders)} />
        <Figure label="Revenue today" value={formatINR(Math.round(data.today.revenue))} />
        <Figure label="Open returns & exchanges" value={String(data.openRequests)} href="/admin/returns" />
        <Figure
          label="COD awaiting dispatch"
          value={String(data.codAwaitingDispatch)}
          href="/admin/orders?method=cod"
        />
        <Figure label="Open grievances" value={String(data.grievances.open)} href="/admin/grievances" />
      </dl>
      {data.grievances.overdue > 0 && (
        <p role="alert" className="rounded-card border border-rose bg-rose/5 p-4 text-sm" data-overdue-grievances>
          <strong>
            {data.grievances.overdue} {data.grievances.overdue === 1 ? 'complaint is' : 'complaints are'} past the
            30-day deadline.
          </strong>{' '}
          <a className="link-underline" href="/admin/grievances">
            Answer them in Grievances
          </a>
        </p>
      )}
      <DayChart days={data.days} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Best sellers">
          {data.bestSellers.length === 0 ? (
            <Empty>Nothing sold yet.</Empty>
          ) : (
            <ol className="divide-y divide-line text-sm">
              {data.bestSellers.map((p) => (
                <li key={p.productId} className="flex justify-between gap-3 py-2">
                  <a className="link-underline" href={`/admin/products/edit?id=${encodeURIComponent(p.productId)}`}>
                    {p.name}
                  </a>
                  <span className="shrink-0 tabular-nums">{p.sold} sold</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card title="Sizes low in stock">
          {data.lowStock.length === 0 ? (
            <Empty>Every size is well stocked.</Empty>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {data.lowStock.slice(0, LOW_STOCK_SHOWN).map((s) => (
                <li key={`${s.productId}-${s.size}`} className="flex justify-between gap-3 py-2">
                  <a className="link-underline" href={`/admin/stock?id=${encodeURIComponent(s.productId)}`}>
                    {s.name} · {s.size}
                  </a>
                  <span className={`shrink-0 tabular-nums ${s.stock === 0 ? 'font-semibold text-rose-dark' : ''}`}>
                    {s.stock === 0 ? 'Sold out' : `${s.stock} left`}
                  </span>
                </li>
              ))}
              {data.lowStock.length > LOW_STOCK_SHOWN && (
                <li className="pt-2 text-muted">
                  and {data.lowStock.length - LOW_STOCK_SHOWN} more:{' '}
                  <a className="link-underline" href="/admin/products">
                    see the products
                  </a>
                </li>
              )}
            </ul>
          )}
        </Card>
      </div>
      <FitCard fit={data.fit} />
      <VitalsCard />
    </div>
  );
}

/** The dashboard lists the first few; the stock screen has every product. */
const LOW_STOCK_SHOWN = 8;

function Figure({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <div className="rounded-card border border-line bg-white p-4">
      <dt className="text-xs text-muted">
        {href ? (
          <a className="link-underline" href={href}>
            {label}
          </a>
        ) : (
          label
        )}
      </dt>
      <dd className="mt-1 font-serif text-2xl tabular-nums">{value}</dd>
    </div>
  );
}
