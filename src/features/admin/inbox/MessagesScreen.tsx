// Contact messages sent through the contact page.
import { Console } from '#/features/admin/Console.tsx';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { InboxList } from './InboxList.tsx';

export function MessagesScreen() {
  return <Console section="messages">{() => <Messages />}</Console>;
}

function Messages() {
  const list = useAdminPages('/api/admin/contact-messages', { query: { limit: 50 } }, (page) => page.messages);
  return (
    <InboxList
      list={list}
      empty="No messages yet."
      noun="messages"
      card={(m) => ({
        title: (
          <>
            {m.name} ·{' '}
            <a className="link-underline break-all" href={`mailto:${m.email}`}>
              {m.email}
            </a>
          </>
        ),
        at: m.at,
        text: m.message,
      })}
    />
  );
}
