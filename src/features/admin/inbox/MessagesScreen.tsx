// Contact messages sent through the contact page.
import { Console } from '#/features/admin/Console.tsx';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { Empty, LoadMore, LoadState, when } from '#/features/admin/ui.tsx';

export function MessagesScreen() {
  return <Console section="messages">{() => <Messages />}</Console>;
}

function Messages() {
  const list = useAdminPages('/api/admin/contact-messages', { query: { limit: 50 } }, (page) => page.messages);
  if (!list.items) return <LoadState loading={list.loading} error={list.error} onRetry={list.reload} />;
  if (list.items.length === 0) return <Empty>No messages yet.</Empty>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {list.items.map((m) => (
          <li key={m.id} className="rounded-card border border-line bg-white p-4 text-sm">
            <p className="font-medium">
              {m.name} ·{' '}
              <a className="link-underline break-all" href={`mailto:${m.email}`}>
                {m.email}
              </a>
            </p>
            <p className="mt-1 text-xs text-muted">{when(m.at)}</p>
            <p className="mt-2 whitespace-pre-line break-words">{m.message}</p>
          </li>
        ))}
      </ul>
      <LoadMore shown={list.items.length} noun="messages" list={list} />
    </div>
  );
}
