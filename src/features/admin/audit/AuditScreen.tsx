// The audit log: who changed what, and who was refused, and when (newest first), filtered by who, what and on
// what, a page at a time ("Load more"). Each entry is a sentence in words and rupees (audit-words.ts), its raw
// details a click away. A list rather than a table, so a long e-mail or a change's details stay readable on a phone.
import { type FormEvent, useState } from 'react';
import { Console } from '#/features/admin/Console.tsx';
import { Labelled } from '#/features/admin/Field.tsx';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { PagedList, when } from '#/features/admin/ui.tsx';
import { describeAudit, knowsAction } from './audit-words.ts';

type Filter = { actor: string; action: string; target: string };

const PAGE = 100;
/** Suggestions for the action filter (any action can be typed). */
const ACTIONS = [
  'access.refused',
  'token.wrong',
  'token.locked',
  'coupon.create',
  'coupon.update',
  'product.create',
  'product.update',
  'stock.adjust',
  'stock.restock',
  'order.status',
  'return.approve',
  'return.complete',
  'return.refuse',
  'notification.retry',
  'grievance.answer',
  'staff.grant',
  'staff.remove',
  'site.publish',
];
const NONE: Filter = { actor: '', action: '', target: '' };
/** The filter's text boxes, in order; `list` names a <datalist> of suggestions. */
const INPUTS: readonly {
  key: keyof Filter;
  label: string;
  placeholder: string;
  inputMode?: 'email';
  list?: string;
}[] = [
  { key: 'actor', label: 'Who', placeholder: 'e-mail, automation, anonymous', inputMode: 'email' },
  { key: 'action', label: 'Action', placeholder: 'e.g. coupon.create', list: 'audit-actions' },
  { key: 'target', label: 'On what', placeholder: 'coupon code, product or order id' },
];

export function AuditScreen() {
  return <Console section="audit">{() => <Audit />}</Console>;
}

function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  if (typeof detail === 'string') return detail;
  const text = JSON.stringify(detail);
  return text === '{}' ? '' : text;
}

function Filters({ applied, onApply }: { applied: Filter; onApply: (f: Filter) => void }) {
  const [draft, setDraft] = useState(applied);
  const set = (key: keyof Filter) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ actor: draft.actor.trim(), action: draft.action.trim(), target: draft.target.trim() });
  };
  const filtered = applied.actor || applied.action || applied.target;
  return (
    <form className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]" onSubmit={submit} aria-label="Filter the audit log">
      {INPUTS.map(({ key, label, ...input }) => (
        <Labelled key={key} label={label}>
          <input className="field" type="text" autoComplete="off" value={draft[key]} onChange={set(key)} {...input} />
        </Labelled>
      ))}
      <datalist id="audit-actions">
        {ACTIONS.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn-primary min-h-11">
          Show
        </button>
        {filtered && (
          <button
            type="button"
            className="btn-outline min-h-11"
            onClick={() => {
              setDraft(NONE);
              onApply(NONE);
            }}
          >
            Clear
          </button>
        )}
      </div>
    </form>
  );
}

function Audit() {
  const [filter, setFilter] = useState<Filter>(NONE);
  const list = useAdminPages('/api/admin/audit', { query: { ...filter, limit: PAGE } }, (page) => page.entries);
  const filtered = filter.actor || filter.action || filter.target;
  return (
    <div className="flex flex-col gap-4">
      <Filters applied={filter} onApply={setFilter} />
      <PagedList
        list={list}
        empty={filtered ? 'Nothing matches these filters.' : 'Nothing recorded yet.'}
        noun="entries"
      >
        {(entries) => (
          <ol className="divide-y divide-line rounded-card border border-line bg-white">
            {entries.map((e) => {
              const detail = detailText(e.detail);
              return (
                <li key={e.id} className="px-4 py-3 text-sm">
                  <p className="font-medium break-words">{describeAudit(e)}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    <time dateTime={e.at}>{when(e.at)}</time> · <span className="font-mono">{e.action}</span>
                    {e.actorName && <span className="break-all"> · {e.actor}</span>}
                  </p>
                  {detail && (
                    // Open at once for an action the log cannot yet say in words.
                    <details className="mt-1" open={!knowsAction(e.action)}>
                      <summary className="inline-flex min-h-11 cursor-pointer items-center text-xs text-muted">
                        Details
                      </summary>
                      <p className="font-mono text-xs break-all text-ink/80">{detail}</p>
                    </details>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </PagedList>
    </div>
  );
}
