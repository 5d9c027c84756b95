// Returns and exchanges: each request offers only the steps it may take next (nextSteps, from
// domain/return-flow.ts): approve (with the pickup's AWB when the store collects the parcel), mark the parcel
// received, ship an exchange's replacement with its AWB, complete (store credit for a return, the new size for an
// exchange), or refuse with a reason the shopper reads in My Orders.
import { useState, type FormEvent } from 'react';
import { formatINR } from '#/lib/money.ts';
import { toast } from '#/lib/toast.ts';
import { accepted, api, type ApiAnswer, type ApiSuccess } from '#/lib/api.ts';
import { Console } from '#/features/admin/Console.tsx';
import { TextField, type TextFieldProps } from '#/components/ui/Field.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { when } from '#/features/admin/ui.tsx';
import { CardHeading, CardList } from '#/features/admin/CardList.tsx';
import { orderHref } from '#/features/admin/orders/order.ts';
import { stepWord } from '#/domain/return-flow.ts';

/** A request as GET /api/admin/returns lists it (`fee`: an exchange's, ₹250 for a second one, in rupees). */
type ReturnRequest = ApiSuccess<'/api/admin/returns', 'GET'>['requests'][number];

export function ReturnsScreen() {
  return <Console section="returns">{() => <Returns />}</Console>;
}

const SHOW = { open: 'Open requests', all: 'All requests' };

function Returns() {
  const [state, setState] = useState<keyof typeof SHOW>('open');
  const list = useAdminPages('/api/admin/returns', { query: { state, limit: 50 } }, (page) => page.requests);
  return (
    <CardList
      show={{ words: SHOW, value: state, onChange: setState }}
      list={list}
      empty={`No ${state === 'open' ? 'open ' : ''}returns or exchanges.`}
      noun="requests"
      card={(r) => <RequestCard key={r.id} request={r} onDone={list.reload} />}
    />
  );
}

type Step = ReturnRequest['nextSteps'][number];
const DONE: Record<Step, string> = {
  requested: 'Request saved.',
  approved: 'Request approved.',
  received: 'Parcel marked received.',
  replacement_shipped: 'Replacement shipped.',
  completed: 'Request completed.',
  refused: 'Request refused.',
};

function RequestCard({ request: r, onDone }: { request: ReturnRequest; onDone: () => void }) {
  const [refusing, setRefusing] = useState(false);
  const { busy, run } = useAction();
  const offers = (step: Step) => r.nextSteps.includes(step);

  const params = { id: r.id };
  const act = (done: Step, call: () => Promise<ApiAnswer>) =>
    run(async () => {
      accepted(await call());
      toast.success(DONE[done]);
      onDone();
    });
  /** A step taken with one click, when the request offers it. */
  const oneClick = (step: Step, action: string, call: () => Promise<ApiAnswer>) =>
    offers(step) && (
      <button type="button" className="btn-primary" disabled={busy} onClick={() => act(step, call)}>
        {action}
      </button>
    );
  const approve = (awb: string) =>
    act('approved', () => api('/api/admin/returns/:id/approve', { params, body: awb ? { pickupAwb: awb } : {} }));
  const ship = (awb: string) => {
    if (!awb) return toast.error('Give the replacement parcel’s AWB.');
    void act('replacement_shipped', () => api('/api/admin/returns/:id/ship-replacement', { params, body: { awb } }));
  };
  const refuse = (reason: string) => {
    if (reason.length < 3) return toast.error('Say why, so the shopper understands.');
    void act('refused', () => api('/api/admin/returns/:id/refuse', { params, body: { reason } }));
  };
  const label = r.kind === 'return' ? 'Return' : `Exchange${r.newSize ? ` for size ${r.newSize}` : ''}`;
  const what = `${label} · ${r.item.name} (${r.item.size})`;

  return (
    <li className="rounded-card border border-line bg-white p-4">
      <CardHeading title={what} status={stepWord(r.state)} mark="request-state" statusClassName="capitalize" />
      <p className="mt-1 text-sm text-muted">
        <a className="link-underline" href={orderHref(r.orderId)}>
          Order {r.orderId}
        </a>{' '}
        · {r.customer.name} · {when(r.requestedAt)}
        {r.fee > 0 && ` · fee ${formatINR(r.fee)}`}
      </p>
      {r.reason && <p className="mt-2 text-sm">“{r.reason}”</p>}
      <StepDates request={r} />
      {r.refusalReason && <p className="mt-2 text-sm text-rose-dark">Refused: {r.refusalReason}</p>}
      {r.nextSteps.length > 0 && (
        <fieldset className="mt-3 flex flex-col gap-3">
          <legend className="sr-only">Next step for {what}</legend>
          {offers('approved') && (
            <WordsStep
              label="Pickup AWB (when we collect the parcel)"
              hint="Leave it empty when the shopper sends the parcel."
              maxLength={40}
              action="Approve"
              busy={busy}
              take={approve}
            />
          )}
          {offers('replacement_shipped') && (
            <WordsStep
              label="Replacement AWB"
              maxLength={40}
              required
              action="Ship replacement"
              busy={busy}
              take={ship}
            />
          )}
          <div className="flex flex-wrap gap-3">
            {oneClick('received', 'Mark parcel received', () => api('/api/admin/returns/:id/receive', { params }))}
            {oneClick(
              'completed',
              r.kind === 'return' ? 'Complete (credit the wallet)' : 'Complete (swap the size)',
              () => api('/api/admin/returns/:id/complete', { params }),
            )}
            {offers('refused') && (
              <button
                type="button"
                className="btn-outline"
                aria-expanded={refusing}
                onClick={() => setRefusing((x) => !x)}
              >
                Refuse…
              </button>
            )}
          </div>
          {offers('refused') && refusing && (
            <WordsStep
              label="Reason the shopper will see"
              maxLength={300}
              action="Refuse request"
              busy={busy}
              take={refuse}
            />
          )}
        </fieldset>
      )}
    </li>
  );
}

/** A step that takes words first (an AWB, a reason): its field and its button; `take` gets the words trimmed. */
function WordsStep({
  action,
  busy,
  take,
  ...field
}: Pick<TextFieldProps, 'label' | 'hint' | 'maxLength' | 'required'> & {
  action: string;
  busy: boolean;
  take: (words: string) => void;
}) {
  const [words, setWords] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    take(words.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField {...field} value={words} onChange={setWords} className="flex-1" />
      <button type="submit" className="btn-primary" disabled={busy}>
        {action}
      </button>
    </form>
  );
}

/** The steps taken so far, with their AWBs. */
function StepDates({ request: r }: { request: ReturnRequest }) {
  const lines = [
    r.approvedAt && `Approved ${when(r.approvedAt)}${r.pickupAwb ? ` · pickup AWB ${r.pickupAwb}` : ''}`,
    r.receivedAt && `Parcel received ${when(r.receivedAt)}`,
    r.replacementShippedAt &&
      `Replacement shipped ${when(r.replacementShippedAt)}${r.replacementAwb ? ` · AWB ${r.replacementAwb}` : ''}`,
    r.completedAt && `Completed ${when(r.completedAt)}`,
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <div className="mt-2 text-sm text-muted" data-request-steps>
      {lines.map((line) => (
        <p key={String(line)}>{line}</p>
      ))}
    </div>
  );
}
