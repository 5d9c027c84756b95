// The audit log: who changed what, and when (newest first).
import { Console } from '#/features/admin/Console.tsx';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { Empty, LoadState, TableFrame, td, th, when } from '#/features/admin/ui.tsx';

type AuditEntry = { id?: string; at: string; actor: string; action: string; target?: string | null; detail?: unknown };

export function AuditScreen() {
  return <Console section="audit">{() => <Audit />}</Console>;
}

function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  return typeof detail === 'string' ? detail : JSON.stringify(detail);
}

function Audit() {
  const { data, error, loading, reload } = useAdminData<{ entries: AuditEntry[] }>('/audit?limit=200');
  if (!data) return <LoadState loading={loading} error={error} onRetry={reload} />;
  if (data.entries.length === 0) return <Empty>Nothing recorded yet.</Empty>;
  return (
    <TableFrame label="Audit log">
      <thead>
        <tr>
          {['When', 'Who', 'What', 'Details'].map((h) => (
            <th key={h} scope="col" className={th}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.entries.map((e, i) => (
          <tr key={e.id ?? i}>
            <td className={`${td} whitespace-nowrap`}>{when(e.at)}</td>
            <td className={`${td} break-all`}>{e.actor}</td>
            <td className={td}>
              {e.action}
              {e.target ? <span className="block text-xs text-muted">{e.target}</span> : null}
            </td>
            <td className={`${td} max-w-xs text-xs break-words`}>{detailText(e.detail)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
