// Contact messages sent through the contact page: the open ones newest first; each with its status, the sender's
// phone when she gave one, and a reply mailed to her address.
import { Console } from '#/features/admin/Console.tsx';
import { InboxList } from './InboxList.tsx';

export function MessagesScreen() {
  return (
    <Console section="messages">
      {() => (
        <InboxList
          path="/api/admin/contact-messages"
          rows={(page) => page.messages}
          noun="messages"
          intro={
            'What shoppers wrote from the contact page. A reply is mailed to the address they gave, with their ' +
            'message quoted under it; mark a message done when nothing is left to do.'
          }
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
      )}
    </Console>
  );
}
