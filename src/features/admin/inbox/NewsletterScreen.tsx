// Newsletter sign-ups (confirmed once the address followed its mailed link), with the confirmed ones as a CSV
// file for a mailing tool.
import { download } from '#/lib/api.ts';
import { Console } from '#/features/admin/Console.tsx';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { DownloadButton, PagedList, TableFrame, TableHead, td, when } from '#/features/admin/ui.tsx';

export function NewsletterScreen() {
  return <Console section="newsletter">{() => <Newsletter />}</Console>;
}

function Newsletter() {
  const list = useAdminPages('/api/admin/newsletter', { query: { limit: 100 } }, (page) => page.subscribers);
  const saveCsv = () => download('/api/admin/newsletter', { query: { format: 'csv' } }, 'newsletter.csv');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          The CSV file has every confirmed sign-up: an address is subscribed once it follows its link.
        </p>
        <DownloadButton save={saveCsv}>Download CSV</DownloadButton>
      </div>
      <PagedList list={list} empty="No sign-ups yet." noun="sign-ups">
        {(subscribers) => (
          <TableFrame label="Newsletter sign-ups">
            <TableHead columns={['E-mail', 'Signed up', 'Status']} />
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.email}>
                  <td className={`${td} break-all`}>{s.email}</td>
                  <td className={td}>{when(s.at)}</td>
                  <td className={td}>{s.confirmed ? 'Subscribed' : 'Waiting for the link'}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </PagedList>
    </div>
  );
}
