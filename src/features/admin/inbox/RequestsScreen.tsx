// Custom requests: what shoppers asked to have made to measure, newest first.
import { Console } from '#/features/admin/Console.tsx';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { InboxList } from './InboxList.tsx';

export function RequestsScreen() {
  return <Console section="requests">{() => <Requests />}</Console>;
}

function Requests() {
  const list = useAdminPages('/api/admin/custom-requests', { query: { limit: 50 } }, (page) => page.requests);
  return (
    <InboxList
      list={list}
      empty="No custom requests yet."
      noun="requests"
      card={(r) => ({
        title: `${r.productName ?? 'A product no longer listed'}${r.size ? ` · size ${r.size}` : ''}`,
        at: r.at,
        from: r.shopper ? `${r.shopper.name} <${r.shopper.email}>` : 'a guest',
        text: r.specialRequest || 'No special request.',
      })}
    />
  );
}
