// The shoppers' field data on the dashboard: the 75th percentile of LCP, INP and CLS per kind of page over the
// last 7 days (GET /api/admin/vitals), each figure tinted and named by Google's rating so colour is not the
// only sign. Four narrow columns fit a 360 px phone.
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { Card, Empty, LoadState } from '#/features/admin/ui.tsx';
import type { ApiSuccess } from '#/lib/api.ts';
import { formatMetric, METRICS, PAGE_TYPES, type Metric, type PageType, type Rating } from '#/lib/vitals.ts';

type Row = ApiSuccess<'/api/admin/vitals', 'GET'>['rows'][number];

const TINT: Record<Rating, string> = {
  good: 'bg-green-50 text-green-900',
  'needs-improvement': 'bg-amber-50 text-amber-900',
  poor: 'bg-red-50 text-red-900',
};
const WORD: Record<Rating, string> = { good: 'good', 'needs-improvement': 'needs work', poor: 'poor' };
const PAGE_NAME: Record<PageType, string> = {
  home: 'Home',
  listing: 'Listing',
  product: 'Product',
  cart: 'Cart',
  checkout: 'Checkout',
  account: 'Account',
  policy: 'Policies',
  other: 'Other',
};

export function VitalsCard() {
  const { data, error, loading, reload } = useAdminData('/api/admin/vitals');
  return (
    <Card title="Page speed for shoppers (75th percentile, 7 days)">
      {!data ? (
        <LoadState loading={loading} error={error} onRetry={reload} />
      ) : data.rows.length === 0 ? (
        <Empty>No visits reported yet.</Empty>
      ) : (
        <VitalsTable rows={data.rows} />
      )}
    </Card>
  );
}

function VitalsTable({ rows }: { rows: Row[] }) {
  const pages = PAGE_TYPES.filter((p) => rows.some((r) => r.page === p));
  const cell = (page: PageType, metric: Metric) => rows.find((r) => r.page === page && r.metric === metric);
  return (
    <>
      <table className="w-full text-left text-sm" data-testid="vitals-table">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2 text-xs font-semibold text-muted">
              Page
            </th>
            {METRICS.map((m) => (
              <th key={m} scope="col" className="px-1 py-1 text-right text-xs font-semibold text-muted">
                {m}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page} className="border-t border-line/60">
              <th scope="row" className="py-1.5 pr-2 font-normal">
                {PAGE_NAME[page]}
              </th>
              {METRICS.map((metric) => {
                const r = cell(page, metric);
                return (
                  <td key={metric} className="px-1 py-1.5 text-right">
                    {r ? (
                      <span
                        className={`inline-block rounded px-1.5 py-0.5 tabular-nums ${TINT[r.rating]}`}
                        title={`${WORD[r.rating]}, ${r.samples} ${r.samples === 1 ? 'visit' : 'visits'}`}
                      >
                        {formatMetric(metric, r.p75)}
                        <span className="sr-only">
                          {' '}
                          ({WORD[r.rating]}, {r.samples} {r.samples === 1 ? 'visit' : 'visits'})
                        </span>
                        <span aria-hidden="true" className="block text-[0.7rem] leading-tight opacity-75">
                          {r.samples}×
                        </span>
                      </span>
                    ) : (
                      <span className="text-muted">–</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-muted">
        <span className={`rounded px-1 ${TINT.good}`}>good</span>{' '}
        <span className={`rounded px-1 ${TINT['needs-improvement']}`}>needs work</span>{' '}
        <span className={`rounded px-1 ${TINT.poor}`}>poor</span> by Google’s thresholds: LCP 2.5 / 4 s, INP 200 / 500
        ms, CLS 0.1 / 0.25. Under each figure: the visits it comes from.
      </p>
    </>
  );
}
