// Custom requests: what shoppers asked to have made to measure, the open ones newest first; each with its status,
// the shopper's phone when there is one, and a reply mailed to the account that sent it (a guest has no address).
import { Console } from '#/features/admin/Console.tsx';
import { InboxList } from './InboxList.tsx';

export function RequestsScreen() {
  return (
    <Console section="requests">
      {() => (
        <InboxList
          path="/api/admin/custom-requests"
          rows={(page) => page.requests}
          noun="requests"
          intro={
            'What shoppers asked for on the custom form. A reply is mailed to the account that sent the request, ' +
            'with the request quoted under it; a guest can only be called, when they gave a number.'
          }
          card={(r) => {
            // A request made on /custom-form without a product, or about one since deleted, names none.
            const product = r.productName ?? 'No product named';
            return {
              title: `${product}${r.size ? ` · size ${r.size}` : ''}`,
              at: r.at,
              from: r.shopper ? (
                <>
                  {r.shopper.name} ·{' '}
                  <a className="link-underline break-all" href={`mailto:${r.shopper.email}`}>
                    {r.shopper.email}
                  </a>
                </>
              ) : (
                'a guest'
              ),
              text: r.specialRequest || 'No special request.',
              replyTo: r.shopper?.email ?? null,
              label: `the request for ${product} from ${r.shopper?.name || 'a guest'}`,
            };
          }}
        />
      )}
    </Console>
  );
}
