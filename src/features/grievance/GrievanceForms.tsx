// /grievance (docs/product/legal.md#grievances-and-seller-details): the complaint form (its ticket shown once filed)
// and the status look-up by ticket and e-mail (filled in from the acknowledgement mail's link).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
// A signed-in shopper's token goes with the complaint, so an order of theirs is accepted under any e-mail.
import '#/features/session/index.ts';
import { COMPLAINT_MAX, NAME_MAX, ORDER_ID_MAX } from '#/lib/grievance.ts';
import { EMAIL_MAX } from '#/lib/address.ts';
import { formatDueDate, GRIEVANCE_STATUS_WORDS } from '#/domain/grievance.ts';
import { FormField } from './FormField.tsx';
import {
  type ComplaintFields,
  type ComplaintStatus,
  EMPTY_COMPLAINT,
  type Errors,
  fileComplaint,
  firstInvalid,
  type LookupFields,
  lookUpComplaint,
  orderFromSearch,
  ticketFromSearch,
} from './grievance-forms.ts';

const COMPLAINT_ORDER = ['name', 'email', 'orderId', 'message'] as const;
const LOOKUP_ORDER = ['ticket', 'email'] as const;
const focus = (id: string) => document.getElementById(id)?.focus();

export function GrievanceForms() {
  const [lookup, setLookup] = useState<LookupFields>({ ticket: '', email: '' });
  useEffect(() => {
    const ticket = ticketFromSearch(window.location.search);
    if (ticket) setLookup((l) => ({ ...l, ticket }));
  }, []);
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <ComplaintForm onFiled={(ticket, email) => setLookup({ ticket, email })} />
      <StatusLookup fields={lookup} onChange={setLookup} />
    </div>
  );
}

function ComplaintForm({ onFiled }: { onFiled: (ticket: string, email: string) => void }) {
  const [fields, setFields] = useState<ComplaintFields>(EMPTY_COMPLAINT);
  const [errors, setErrors] = useState<Errors<ComplaintFields>>({});
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<{ ticket: string; email: string }>();
  const done = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const orderId = orderFromSearch(window.location.search);
    if (orderId) setFields((f) => ({ ...f, orderId }));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ticket's heading takes the focus once it shows
  useEffect(() => done.current?.focus(), [filed]);

  const set = (key: keyof ComplaintFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const result = await fileComplaint(fields);
    setBusy(false);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = firstInvalid(COMPLAINT_ORDER, result.errors);
      if (first) focus(`grievance-${first}`);
      return;
    }
    setErrors({});
    setFiled({ ticket: result.ticket, email: fields.email.trim().toLowerCase() });
    onFiled(result.ticket, fields.email.trim().toLowerCase());
    setFields(EMPTY_COMPLAINT);
  }

  return (
    <section aria-labelledby="complaint-title" className="min-w-0 self-start rounded-card bg-sand/70 p-5 sm:p-8">
      <h2 id="complaint-title" className="text-title">
        File a complaint
      </h2>
      {filed ? (
        <div role="status" className="mt-6 flex gap-3 rounded-card border border-sage/60 bg-white p-4 sm:p-5">
          <CircleCheck className="mt-0.5 shrink-0 text-sage" size={22} aria-hidden="true" />
          <div>
            <h3 ref={done} tabIndex={-1} className="font-sans text-base font-semibold">
              Your complaint is registered as <span data-ticket>{filed.ticket}</span>
            </h3>
            <p className="mt-2 text-sm leading-relaxed">
              We have sent an acknowledgement to <span className="break-all">{filed.email}</span>. Keep the ticket
              number: with your e-mail address it shows where your complaint stands, and our answer once we have written
              it.
            </p>
            <button type="button" className="link-underline mt-3 text-sm" onClick={() => setFiled(undefined)}>
              File another complaint
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-describedby="complaint-note">
          <p id="complaint-note" className="text-sm text-muted">
            Tell us what went wrong. Every field is needed except the order number.
          </p>
          <FormField
            id="grievance-name"
            label="Name"
            value={fields.name}
            onChange={set('name')}
            error={errors.name}
            autoComplete="name"
            maxLength={NAME_MAX}
          />
          <FormField
            id="grievance-email"
            label="Email"
            type="email"
            value={fields.email}
            onChange={set('email')}
            error={errors.email}
            autoComplete="email"
            maxLength={EMAIL_MAX}
          />
          <FormField
            id="grievance-orderId"
            label="Order number"
            optional
            hint="As My Orders shows it, if your complaint is about an order."
            value={fields.orderId}
            onChange={set('orderId')}
            error={errors.orderId}
            maxLength={ORDER_ID_MAX}
          />
          <FormField
            id="grievance-message"
            label="Your complaint"
            rows={6}
            value={fields.message}
            onChange={set('message')}
            error={errors.message}
            maxLength={COMPLAINT_MAX}
          />
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-rose-dark">
              {errors.form}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Sending…' : 'Send complaint'}
          </button>
        </form>
      )}
    </section>
  );
}

function StatusLookup({ fields, onChange }: { fields: LookupFields; onChange: (fields: LookupFields) => void }) {
  const [errors, setErrors] = useState<Errors<LookupFields>>({});
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<ComplaintStatus>();
  const set = (key: keyof LookupFields) => (value: string) => onChange({ ...fields, [key]: value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const result = await lookUpComplaint(fields);
    setBusy(false);
    if ('errors' in result) {
      setErrors(result.errors);
      setFound(undefined);
      const first = firstInvalid(LOOKUP_ORDER, result.errors);
      if (first) focus(`status-${first}`);
      return;
    }
    setErrors({});
    setFound(result.grievance);
  }

  return (
    <section id="status" aria-labelledby="status-title" className="min-w-0 scroll-mt-24">
      <h2 id="status-title" className="text-title">
        Check a complaint
      </h2>
      <p className="mt-2 text-sm text-muted">The ticket number is in our acknowledgement mail.</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <FormField
          id="status-ticket"
          label="Ticket number"
          value={fields.ticket}
          onChange={set('ticket')}
          error={errors.ticket}
          maxLength={20}
        />
        <FormField
          id="status-email"
          label="Email"
          type="email"
          value={fields.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="email"
          maxLength={EMAIL_MAX}
        />
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-rose-dark">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn-outline" disabled={busy} aria-busy={busy}>
          {busy ? 'Looking…' : 'Check status'}
        </button>
      </form>
      <div aria-live="polite">{found && <StatusCard grievance={found} />}</div>
    </section>
  );
}

function StatusCard({ grievance: g }: { grievance: ComplaintStatus }) {
  const date = (iso: string) => formatDueDate(new Date(iso));
  return (
    <div className="mt-6 rounded-card border border-line bg-white p-4 text-sm sm:p-5" data-grievance-status>
      <p className="font-semibold">
        {g.ticket}: <span data-status>{GRIEVANCE_STATUS_WORDS[g.status]}</span>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-muted">
        <dt>Received</dt>
        <dd>{date(g.receivedAt)}</dd>
        {g.status !== 'resolved' && (
          <>
            <dt>Answer due by</dt>
            <dd>{date(g.dueAt)}</dd>
          </>
        )}
        {g.repliedAt && (
          <>
            <dt>Our reply</dt>
            <dd>{date(g.repliedAt)}</dd>
          </>
        )}
      </dl>
      {g.reply ? (
        <blockquote className="mt-3 border-l-2 border-rose pl-3 whitespace-pre-line" data-reply>
          {g.reply}
        </blockquote>
      ) : (
        <p className="mt-3">We have not written our answer yet; it will come by e-mail as well.</p>
      )}
    </div>
  );
}
