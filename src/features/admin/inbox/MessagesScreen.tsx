// Contact messages sent through the contact page.
import { Console } from '#/features/admin/Console.tsx';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { Empty, LoadState, when } from '#/features/admin/ui.tsx';

type ContactMessage = { id: string; name: string; email: string; message: string; at: string };

export function MessagesScreen() {
  return <Console section="messages">{() => <Messages />}</Console>;
}

function Messages() {
  const { data, error, loading, reload } = useAdminData<{ messages: ContactMessage[] }>('/contact-messages');
  if (!data) return <LoadState loading={loading} error={error} onRetry={reload} />;
  if (data.messages.length === 0) return <Empty>No messages yet.</Empty>;
  return (
    <ul className="flex flex-col gap-3">
      {data.messages.map((m) => (
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
  );
}
