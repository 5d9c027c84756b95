// The figure the fit loop exists to lower (docs/product/fit.md#for-the-owner): size exchanges and size returns per
// 100 orders, month by month, and the sizes whose signals say the size chart is off. A plain table and a list, so
// both read at 360 px.
import { Card, Empty } from '#/features/admin/ui.tsx';
import { monthLabel, perHundredText, sizeCheckText, type SizeCheck } from './fit-figures.ts';

type Month = { month: string; orders: number; sizeRequests: number; perHundred: number | null };
type Checks = (SizeCheck & { productId: string })[];

export function FitCard({ fit }: { fit: { months: Month[]; checks: Checks } }) {
  const latest = fit.months.at(-1);
  return (
    <Card title="Size returns & exchanges">
      {latest && (
        <p className="text-sm" data-fit-rate>
          <span className="font-serif text-2xl tabular-nums">{perHundredText(latest.perHundred)}</span> per 100 orders
          in {monthLabel(latest.month)} ({latest.sizeRequests} of {latest.orders}{' '}
          {latest.orders === 1 ? 'order' : 'orders'})
        </p>
      )}
      <table className="mt-3 w-full text-left text-sm" data-testid="fit-months">
        <caption className="sr-only">Size exchanges and size returns per 100 orders, by month</caption>
        <thead>
          <tr className="text-xs text-muted">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Month
            </th>
            <th scope="col" className="px-1 py-1 text-right font-semibold">
              Orders
            </th>
            <th scope="col" className="px-1 py-1 text-right font-semibold">
              Size requests
            </th>
            <th scope="col" className="py-1 pl-1 text-right font-semibold">
              Per 100
            </th>
          </tr>
        </thead>
        <tbody>
          {fit.months.map((m) => (
            <tr key={m.month} className="border-t border-line/60 tabular-nums">
              <th scope="row" className="py-1.5 pr-2 font-normal">
                {monthLabel(m.month)}
              </th>
              <td className="px-1 py-1.5 text-right">{m.orders}</td>
              <td className="px-1 py-1.5 text-right">{m.sizeRequests}</td>
              <td className="py-1.5 pl-1 text-right font-semibold">{perHundredText(m.perHundred)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted">
        Size requests: exchanges for another size, and returns for Too small or Too large, not refused.
      </p>
      <h3 className="mt-5 font-sans text-sm font-semibold">Check the size chart</h3>
      {fit.checks.length === 0 ? (
        <div className="mt-2">
          <Empty>No size looks off yet: a size is flagged when 60% of at least 5 signals say it runs one way.</Empty>
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm" data-fit-checks>
          {fit.checks.map((c) => (
            <li key={`${c.productId}-${c.size}`} className="py-2">
              <a
                className="link-underline font-semibold"
                href={`/admin/products/edit?id=${encodeURIComponent(c.productId)}`}
              >
                {c.name} · {c.size}
              </a>
              <p className="mt-0.5 text-ink/85">{sizeCheckText(c)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
