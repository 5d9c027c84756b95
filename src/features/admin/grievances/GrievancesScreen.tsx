// Grievances: complaints to the Grievance Officer, the oldest deadline first (30 days from receipt), overdue ones
// flagged. Opening one sets its status and writes the reply the complainant is mailed (and reads at /grievance).
import { useState, type FormEvent } from 'react';
import { AlertTriangle } from 'lucide-react';
import { toast } from '#/lib/toast.ts';
import { accepted, api, type ApiSuccess } from '#/lib/api.ts';
import { COMPLAINT_MAX } from '#/lib/grievance.ts';
import { formatDueDate, GRIEVANCE_STATUS_WORDS, type GrievanceStatus } from '#/domain/grievance.ts';
import { Console } from '#/features/admin/Console.tsx';
import { Field } from '#/components/ui/Field.tsx';
import { Labelled } from '#/features/admin/Field.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { when } from '#/features/admin/ui.tsx';
import { CardHeading, CardList, FormToggle, useCardForm } from '#/features/admin/CardList.tsx';
import { Select } from '#/components/ui/Options.tsx';
import { orderHref } from '#/features/admin/orders/order.ts';

type Grievance = ApiSuccess<'/api/admin/grievances', 'GET'>['grievances'][number];

export function GrievancesScreen() {
  return <Console section="grievances">{() => <Grievances />}</Console>;
}

const SHOW = { open: 'Not resolved', all: 'All complaints' };

function Grievances() {
  const [status, setStatus] = useState<keyof typeof SHOW>('open');
  const list = useAdminPages('/api/admin/grievances', { query: { status, limit: 50 } }, (page) => page.grievances);
  return (
    <CardList
      intro={
        'Each complaint must be answered within 30 days of receipt (Consumer Protection (E-Commerce) Rules, 2020). ' +
        'The oldest deadline comes first; your reply is mailed to the complainant and shown on the grievance page.'
      }
      show={{ words: SHOW, value: status, onChange: setStatus }}
      list={list}
      empty={status === 'open' ? 'No complaints waiting.' : 'No complaints yet.'}
      noun="complaints"
      card={(g) => <GrievanceCard key={g.id} grievance={g} onDone={list.reload} />}
    />
  );
}

function Deadline({ grievance: g }: { grievance: Grievance }) {
  if (g.status === 'resolved') return <>Resolved</>;
  if (!g.overdue) return <>Due {formatDueDate(new Date(g.dueAt))}</>;
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-rose-dark" data-overdue>
      <AlertTriangle size={14} aria-hidden="true" />
      Overdue by {g.daysOverdue} {g.daysOverdue === 1 ? 'day' : 'days'} (due {formatDueDate(new Date(g.dueAt))})
    </span>
  );
}

function GrievanceCard({ grievance: g, onDone }: { grievance: Grievance; onDone: () => void }) {
  const [status, setStatus] = useState<GrievanceStatus>(g.status);
  const [reply, setReply] = useState(g.reply ?? '');
  const { busy, run } = useAction();
  const card = useCardForm(`grievance-${g.id}`);

  const save = (e: FormEvent) => {
    e.preventDefault();
    const text = reply.trim();
    const mails = text !== '' && text !== (g.reply ?? '');
    void run(async () => {
      const body = { status, ...(mails ? { reply: text } : {}) };
      accepted(await api('/api/admin/grievances/:id', { method: 'PATCH', params: { id: g.id }, body }));
      toast.success(mails ? 'Reply saved and mailed to the complainant.' : 'Status saved.');
      card.setOpen(false);
      onDone();
    });
  };

  return (
    <li
      className={`rounded-card border bg-white p-4 text-sm ${g.overdue ? 'border-rose' : 'border-line'}`}
      data-grievance={g.ticket}
    >
      <CardHeading title={g.ticket} status={GRIEVANCE_STATUS_WORDS[g.status]} mark="grievance-status" />
      <p className="mt-1 text-muted">
        <Deadline grievance={g} /> · received {when(g.receivedAt)}
      </p>
      <p className="mt-1">
        {g.name} ·{' '}
        <a className="link-underline break-all" href={`mailto:${g.email}`}>
          {g.email}
        </a>
        {g.orderId && (
          <>
            {' · '}
            <a className="link-underline" href={orderHref(g.orderId)}>
              Order {g.orderId}
            </a>
          </>
        )}
      </p>
      <p className="mt-2 whitespace-pre-line break-words">{g.message}</p>
      {g.reply && (
        <div className="mt-3 rounded-lg bg-sand/60 p-3" data-grievance-reply>
          <p className="text-xs text-muted">Our reply · {when(g.repliedAt)}</p>
          <p className="mt-1 whitespace-pre-line break-words">{g.reply}</p>
        </div>
      )}
      <FormToggle
        form={card}
        label={card.open ? 'Close' : g.reply ? 'Update' : 'Answer'}
        what={g.ticket}
        className="mt-3"
      />
      {card.open && (
        <form id={card.id} onSubmit={save} className="mt-3 flex flex-col gap-3">
          <Labelled label="Status" className="max-w-xs">
            <Select words={GRIEVANCE_STATUS_WORDS} value={status} onChange={setStatus} />
          </Labelled>
          <Field label="Reply the complainant will read" hint="A new or changed reply is mailed to them when saved.">
            <textarea
              className="field py-2"
              rows={5}
              value={reply}
              maxLength={COMPLAINT_MAX}
              onChange={(e) => setReply(e.target.value)}
            />
          </Field>
          <div>
            <button type="submit" className="btn-primary" disabled={busy}>
              Save
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
