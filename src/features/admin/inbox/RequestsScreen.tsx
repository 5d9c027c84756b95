// Custom requests: what shoppers asked to have made to measure, newest first.
import { Console } from '#/features/admin/Console.tsx';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { Empty, LoadMore, LoadState, when } from '#/features/admin/ui.tsx';

export function RequestsScreen() {
  return <Console section="requests">{() => <Requests />}</Console>;
}

function Requests() {
  const list = useAdminPages('/api/admin/custom-requests', { query: { limit: 50 } }, (page) => page.requests);
  if (!list.items) return <LoadState loading={list.loading} error={list.error} onRetry={list.reload} />;
  if (list.items.length === 0) return <Empty>No custom requests yet.</Empty>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {list.items.map((r) => (
          <li key={r.id} className="rounded-card border border-line bg-white p-4 text-sm">
            <p className="font-medium">
              {r.productName ?? 'A product no longer listed'}
              {r.size && ` · size ${r.size}`}
            </p>
            <p className="mt-1 text-xs text-muted">
              {when(r.at)}
              {r.shopper ? ` · ${r.shopper.name} <${r.shopper.email}>` : ' · a guest'}
            </p>
            <p className="mt-2 whitespace-pre-line">{r.specialRequest || 'No special request.'}</p>
          </li>
        ))}
      </ul>
      <LoadMore shown={list.items.length} noun="requests" list={list} />
    </div>
  );
}
