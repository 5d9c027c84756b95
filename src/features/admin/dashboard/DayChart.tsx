// The last 30 days as bars in plain SVG: one measure at a time (orders, revenue or average order value), so
// each stays readable on a phone; the numbers are also in a table for screen readers and exact reading.
import { useId, useState } from 'react';
import { formatINR } from '#/lib/money.ts';
import { layoutBars, niceCeiling } from './chart.ts';
import { PillChoice } from '#/features/admin/PillChoice.tsx';

export type Day = { date: string; orders: number; revenue: number; averageOrderValue: number };

const MEASURES = [
  { value: 'orders', label: 'Orders', format: (n: number) => String(n) },
  { value: 'revenue', label: 'Revenue', format: (n: number) => formatINR(Math.round(n)) },
  { value: 'averageOrderValue', label: 'Average order', format: (n: number) => formatINR(Math.round(n)) },
] as const;
type MeasureKey = (typeof MEASURES)[number]['value'];

const W = 600;
const H = 220;
const PAD_LEFT = 0;
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (iso: string) => day.format(new Date(iso));

export function DayChart({ days }: { days: Day[] }) {
  const [key, setKey] = useState<MeasureKey>('revenue');
  const titleId = useId();
  const measure = MEASURES.find((m) => m.value === key)!;
  const top = niceCeiling(Math.max(0, ...days.map((d) => d[key])));
  const bars = layoutBars(
    days.map((d) => ({ label: dayLabel(d.date), value: d[key] })),
    { width: W - PAD_LEFT, height: H, gap: 4, top },
  );
  const total = days.reduce((sum, d) => sum + d[key], 0);

  return (
    <section aria-labelledby={titleId} className="rounded-card border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="font-sans text-base font-semibold">
          Last 30 days
        </h2>
        <PillChoice legend="Measure" choices={MEASURES} value={key} onChange={setKey} pillClassName="text-xs" />
      </div>
      <div className="mt-4 flex items-stretch gap-2">
        <div className="flex flex-col justify-between text-right text-xs text-muted" aria-hidden="true">
          <span>{measure.format(top)}</span>
          <span>{measure.format(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="h-48 w-full border-b border-l border-line sm:h-56"
          role="img"
          aria-label={`${measure.label} per day over the last 30 days, ${measure.format(total)} in all${
            key === 'averageOrderValue' ? ' (sum of daily averages)' : ''
          }. Exact figures are in the table below.`}
        >
          <line x1="0" x2={W} y1={H / 2} y2={H / 2} stroke="var(--color-line)" strokeDasharray="4 4" />
          {bars.map((b, i) => (
            <rect
              key={days[i]!.date}
              x={b.x}
              y={b.y}
              width={b.width}
              height={b.height}
              rx="2"
              fill={i === bars.length - 1 ? 'var(--color-rose)' : 'var(--color-ink)'}
            >
              <title>{`${b.label}: ${measure.format(b.value)}`}</title>
            </rect>
          ))}
        </svg>
      </div>
      <div className="mt-1 flex justify-between pl-10 text-xs text-muted" aria-hidden="true">
        <span>{days[0] && dayLabel(days[0].date)}</span>
        <span>{days.at(-1) && `${dayLabel(days.at(-1)!.date)} (today)`}</span>
      </div>
      <details className="mt-4 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium">Show the figures</summary>
        <section
          className="max-h-80 overflow-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe)
          tabIndex={0}
          aria-label="Figures per day"
        >
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3">
                  Day
                </th>
                {MEASURES.map((m) => (
                  <th key={m.value} scope="col" className="py-2 pr-3 text-right">
                    {m.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-b border-line/60">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {dayLabel(d.date)}
                  </th>
                  {MEASURES.map((m) => (
                    <td key={m.value} className="py-1.5 pr-3 text-right tabular-nums">
                      {m.format(d[m.value])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </section>
  );
}
