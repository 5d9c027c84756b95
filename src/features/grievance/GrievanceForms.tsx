// /grievance (docs/product/legal.md#grievances-and-seller-details): the complaint form (its ticket shown once filed)
// and the status look-up by ticket and e-mail (filled in from the acknowledgement mail's link).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
// A signed-in shopper's token goes with the complaint, so an order of theirs is accepted under any e-mail.
import '#/features/session/index.ts';
import { COMPLAINT_MAX, NAME_MAX, ORDER_ID_MAX } from '#/lib/grievance.ts';
import { EMAIL_MAX } from '#/lib/address.ts';
import { formatDueDate, GRIEVANCE_STATUS_WORDS } from '#/domain/grievance.ts';
import { TextField } from '#/components/ui/Field.tsx';
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
  type Sent,
  ticketFromSearch,
} from './grievance-forms.ts';

/** The e-mail address both forms ask for (the complaint's is where its answer goes). */
const EMAIL = { label: 'Email', type: 'email', required: true, autoComplete: 'email', maxLength: EMAIL_MAX } as const;

/**
 * One of the page's forms: its fields (each's id `${prefix}-${key}`), its errors and whether it is sending. `submit`
 * sends; errors show under their fields, the first taking the focus; the answer comes back when there are none.
 */
function useGrievanceForm<F extends Record<string, string>>(
  prefix: string,
  order: readonly (keyof F & string)[],
  fields: F,
  onChange: (next: F) => void,
) {
  const [errors, setErrors] = useState<Errors<F>>({});
  const [busy, setBusy] = useState(false);
  async function submit<R extends object>(send: () => Promise<Sent<F, R>>): Promise<R | undefined> {
    setBusy(true);
    const result = await send();
    setBusy(false);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = firstInvalid(order, result.errors);
      if (first) document.getElementById(`${prefix}-${String(first)}`)?.focus();
      return undefined;
    }
    setErrors({});
    return result;
  }
  /** A field's id, name, value, change and error. */
  const field = (key: keyof F & string) => ({
    id: `${prefix}-${key}`,
    name: `${prefix}-${key}`,
    value: fields[key],
    onChange: (value: string) => onChange({ ...fields, [key]: value }),
    error: errors[key],
  });
  return { errors, busy, submit, field };
}

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
  const form = useGrievanceForm('grievance', ['name', 'email', 'orderId', 'message'], fields, setFields);
  const [filed, setFiled] = useState<{ ticket: string; email: string }>();
  const done = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const orderId = orderFromSearch(window.location.search);
    if (orderId) setFields((f) => ({ ...f, orderId }));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ticket's heading takes the focus once it shows
  useEffect(() => done.current?.focus(), [filed]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await form.submit(() => fileComplaint(fields));
    if (!result) return;
    const email = fields.email.trim().toLowerCase();
    setFiled({ ticket: result.ticket, email });
    onFiled(result.ticket, email);
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
          <TextField label="Name" required autoComplete="name" maxLength={NAME_MAX} {...form.field('name')} />
          <TextField {...EMAIL} {...form.field('email')} />
          <TextField
            label="Order number"
            optional
            hint="As My Orders shows it, if your complaint is about an order."
            maxLength={ORDER_ID_MAX}
            {...form.field('orderId')}
          />
          <TextField label="Your complaint" rows={6} required maxLength={COMPLAINT_MAX} {...form.field('message')} />
          <FormError error={form.errors.form} />
          <button type="submit" className="btn-primary" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? 'Sending…' : 'Send complaint'}
          </button>
        </form>
      )}
    </section>
  );
}

function StatusLookup({ fields, onChange }: { fields: LookupFields; onChange: (fields: LookupFields) => void }) {
  const form = useGrievanceForm('status', ['ticket', 'email'], fields, onChange);
  const [found, setFound] = useState<ComplaintStatus>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFound((await form.submit(() => lookUpComplaint(fields)))?.grievance);
  }

  return (
    <section id="status" aria-labelledby="status-title" className="min-w-0 scroll-mt-24">
      <h2 id="status-title" className="text-title">
        Check a complaint
      </h2>
      <p className="mt-2 text-sm text-muted">The ticket number is in our acknowledgement mail.</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <TextField label="Ticket number" required maxLength={20} {...form.field('ticket')} />
        <TextField {...EMAIL} {...form.field('email')} />
        <FormError error={form.errors.form} />
        <button type="submit" className="btn-outline" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? 'Looking…' : 'Check status'}
        </button>
      </form>
      <div aria-live="polite">{found && <StatusCard grievance={found} />}</div>
    </section>
  );
}

/** What stopped the form as a whole (the server out of reach, a refusal about no one field). */
function FormError({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-rose-dark">
      {error}
    </p>
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
