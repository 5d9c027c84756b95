// Newsletter sign-ups (confirmed once the address followed its mailed link), with the confirmed ones as a CSV
// file for a mailing tool.
import { FileDown } from 'lucide-react';
import { toast } from '#/lib/toast.ts';
import { Console } from '#/features/admin/Console.tsx';
import { adminDownload, messageOf } from '#/features/admin/admin-api.ts';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { Empty, LoadMore, LoadState, TableFrame, td, th, when } from '#/features/admin/ui.tsx';

type Subscriber = { email: string; at: string; confirmed: boolean };

export function NewsletterScreen() {
  return <Console section="newsletter">{() => <Newsletter />}</Console>;
}

function Newsletter() {
  const list = useAdminPages<Subscriber>('/newsletter?limit=100', 'subscribers');
  const download = () =>
    adminDownload('/newsletter?format=csv', 'newsletter.csv').catch((e: unknown) => toast.error(messageOf(e)));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          The CSV file has every confirmed sign-up: an address is subscribed once it follows its link.
        </p>
        <button type="button" className="btn-outline" onClick={download}>
          <FileDown size={18} aria-hidden="true" />
          Download CSV
        </button>
      </div>
      <LoadState loading={list.loading && !list.items} error={list.error} onRetry={list.reload} />
      {list.items &&
        (list.items.length === 0 ? (
          <Empty>No sign-ups yet.</Empty>
        ) : (
          <>
            <TableFrame label="Newsletter sign-ups">
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    E-mail
                  </th>
                  <th scope="col" className={th}>
                    Signed up
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((s) => (
                  <tr key={s.email}>
                    <td className={`${td} break-all`}>{s.email}</td>
                    <td className={td}>{when(s.at)}</td>
                    <td className={td}>{s.confirmed ? 'Subscribed' : 'Waiting for the link'}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <LoadMore shown={list.items.length} noun="sign-ups" list={list} />
          </>
        ))}
    </div>
  );
}
