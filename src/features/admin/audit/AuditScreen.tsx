// The audit log: who changed what, and when (newest first). A list rather than a table, so a long e-mail or
// a change's details stay readable on a phone.
import { Console } from '#/features/admin/Console.tsx';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { Empty, LoadState, when } from '#/features/admin/ui.tsx';

type AuditEntry = { at: string; actor: string; action: string; target: string | null; detail: unknown };

export function AuditScreen() {
  return <Console section="audit">{() => <Audit />}</Console>;
}

function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  if (typeof detail === 'string') return detail;
  const text = JSON.stringify(detail);
  return text === '{}' ? '' : text;
}

function Audit() {
  const { data, error, loading, reload } = useAdminData<{ entries: AuditEntry[] }>('/audit?limit=200');
  if (!data) return <LoadState loading={loading} error={error} onRetry={reload} />;
  if (data.entries.length === 0) return <Empty>Nothing recorded yet.</Empty>;
  return (
    <ol className="divide-y divide-line rounded-card border border-line bg-white">
      {data.entries.map((e, i) => {
        const detail = detailText(e.detail);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log is read-only and never reordered
          <li key={i} className="px-4 py-3 text-sm">
            <p className="font-medium">
              <span className="font-mono text-xs">{e.action}</span>
              {e.target && <span className="break-all"> · {e.target}</span>}
            </p>
            <p className="mt-0.5 text-xs text-muted">
              <span className="break-all">{e.actor}</span> · <time dateTime={e.at}>{when(e.at)}</time>
            </p>
            {detail && <p className="mt-1 font-mono text-xs break-all text-ink/80">{detail}</p>}
          </li>
        );
      })}
    </ol>
  );
}
