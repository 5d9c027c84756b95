// Contact messages sent through the contact page: the open ones newest first; each with its status, the sender's
// phone when she gave one, and a reply mailed to her address.
import { useState } from 'react';
import { accepted, api } from '#/lib/api.ts';
import type { InboxFilter } from '#/domain/inbox.ts';
import { Console } from '#/features/admin/Console.tsx';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { type InboxActions, InboxList } from './InboxList.tsx';

export function MessagesScreen() {
  return <Console section="messages">{() => <Messages />}</Console>;
}

function Messages() {
  const [status, setStatus] = useState<InboxFilter>('open');
  const list = useAdminPages('/api/admin/contact-messages', { query: { status, limit: 50 } }, (page) => page.messages);
  const actions: InboxActions = {
    setStatus: async (id, to) => {
      accepted(await api('/api/admin/contact-messages/:id', { method: 'PATCH', params: { id }, body: { status: to } }));
      list.reload();
    },
    reply: async (id, text) => {
      accepted(await api('/api/admin/contact-messages/:id/replies', { params: { id }, body: { text } }));
      list.reload();
    },
  };
  return (
    <InboxList
      list={list}
      filter={status}
      onFilter={setStatus}
      noun="messages"
      intro={
        'What shoppers wrote from the contact page. A reply is mailed to the address they gave, with their ' +
        'message quoted under it; mark a message done when nothing is left to do.'
      }
      actions={actions}
      card={(m) => ({
        title: (
          <>
            {m.name} ·{' '}
            <a className="link-underline break-all font-normal" href={`mailto:${m.email}`}>
              {m.email}
            </a>
          </>
        ),
        at: m.at,
        text: m.message,
        replyTo: m.email,
        label: `the message from ${m.name}`,
      })}
    />
  );
}
