// The cart's and checkout's summary, `className` its padding and what the page adds: a sand card kept in view beside
// the items from `lg`; and its Total, the last row of its figures.
import { Region, type RegionProps } from '#/components/ui/Region.tsx';
import { formatINRTotal, toRupees } from '#/lib/money.ts';

export function SummaryPanel({ className, ...props }: RegionProps & { className: string }) {
  return (
    <Region
      as="aside"
      {...props}
      className={`h-fit min-w-0 rounded-card bg-sand/70 lg:sticky lg:top-24 ${className}`}
      titleClassName="font-serif text-2xl"
    />
  );
}

/** The last row of the summary's <dl>. */
export function TotalRow({ totalPaise }: { totalPaise: number }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-t border-line pt-3 text-base font-semibold">
      <dt>Total</dt>
      <dd data-total>{formatINRTotal(toRupees(totalPaise))}</dd>
    </div>
  );
}
