// The Return and Exchange forms (docs/product/returns-and-exchanges.md#requests): a reason from the short list (Other
// asks for words; a return keeps its free-text reason), for an exchange the new size as buttons with back-in-stock
// for sold-out sizes, Submit and Cancel; one at a time in a native modal dialog (the page behind is inert).
import { useCallback, useState, type FormEvent } from 'react';
import { useMountedDialog } from '#/lib/browser/use-modal-dialog.ts';
import { toast } from '#/lib/toast.ts';
import { api } from '#/lib/api.ts';
import { formatINR } from '#/lib/money.ts';
import { RETURN_REASON_LABELS } from '#/domain/return-reasons.ts';
import { $token } from '#/features/session/index.ts';
import { BackInStock } from '#/features/product/index.ts';
import { Field, TextField } from '#/components/ui/Field.tsx';
import { Select } from '#/components/ui/Options.tsx';
import { ExchangeSizes } from './ExchangeSizes.tsx';
import type { Order, OrderItem } from './orders.ts';
import { missing, requestBody, type RequestDraft, type SizeChoice } from './request-form.ts';

/** The reasons to choose from, none chosen at first. */
const REASONS: Record<RequestDraft['code'], string> = { '': 'Choose a reason', ...RETURN_REASON_LABELS };

const DIALOG = [
  'm-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))]',
  'rounded-card bg-ivory p-0 text-ink shadow-2xl',
].join(' ');

export type OpenRequest = { kind: 'return' | 'exchange'; order: Order; item: OrderItem };

const FAILED = {
  return: 'Failed to return the order. Please try again.',
  exchange: 'Failed to exchange the order. Please try again.',
};
const DONE = {
  return: 'Order return request submitted successfully.',
  exchange: 'Order exchange request submitted successfully.',
};
const ERROR = {
  return: 'An error occurred while returning the order.',
  exchange: 'An error occurred while exchanging the order.',
};

export function RequestForm({
  open,
  onClose,
  onDone,
}: {
  open: OpenRequest;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { kind, item } = open;
  const isReturn = kind === 'return';
  const [draft, setDraft] = useState<RequestDraft>({ code: '', text: '', newSize: '' });
  const [problem, setProblem] = useState<string>();
  const [soldOut, setSoldOut] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // Escape closes it, and focus goes back to the Return/Exchange button that opened it.
  const { props: modal } = useMountedDialog(onClose);
  const change = (patch: Partial<RequestDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(undefined);
  };
  const onSizes = useCallback(
    (sizes: SizeChoice[]) => setSoldOut(sizes.filter((s) => s.state === 'sold-out').map((s) => s.size)),
    [],
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    const needs = missing(kind, draft);
    if (needs) return setProblem(needs);
    if (!$token.get())
      return void toast.error(isReturn ? 'Please login to return an order' : 'Please login to exchange an order');
    setBusy(true);
    const ids = { orderId: open.order._id, productId: item.productId, itemId: item._id };
    try {
      const body = requestBody(kind, ids, draft);
      const r = isReturn
        ? await api('/api/order/return-order', { body: body as { reason: string } & typeof ids })
        : await api('/api/order/exchange-order', { body: body as { newSize: string } & typeof ids });
      if (!r.success) return void toast.error(r.message || FAILED[kind]);
      toast.success(r.message || DONE[kind]);
      onClose();
      await onDone();
    } catch {
      toast.error(ERROR[kind]);
    } finally {
      setBusy(false);
    }
  }

  const other = draft.code === 'other';
  return (
    <dialog {...modal} aria-labelledby="request-title" className={DIALOG}>
      <div className="p-6">
        <form id="request-form" onSubmit={submit} noValidate>
          <h2 id="request-title" className="text-xl">
            {isReturn ? 'Return' : 'Exchange'} {item.name}
          </h2>
          <Field label={isReturn ? 'Reason for return' : 'Reason for exchange'} className="mt-4">
            <Select
              id="request-reason"
              words={REASONS}
              value={draft.code}
              onChange={(code) => change({ code })}
              aria-describedby={problem ? 'request-problem' : undefined}
              aria-invalid={problem === 'Please choose a reason' || undefined}
            />
          </Field>
          {(isReturn || other) && (
            <TextField
              id="request-text"
              label={other ? 'Tell us the reason' : 'Tell us more (optional)'}
              rows={3}
              maxLength={1000}
              value={draft.text}
              onChange={(text) => change({ text })}
              className="mt-4"
            />
          )}
          {!isReturn && (
            <ExchangeSizes
              productId={item.productId}
              current={item.size}
              value={draft.newSize}
              onChange={(newSize) => change({ newSize })}
              onSizes={onSizes}
            />
          )}
          {problem && (
            <p id="request-problem" className="mt-3 text-sm font-medium text-rose-dark" role="alert">
              {problem}
            </p>
          )}
          <p className="mt-3 text-xs text-muted">
            {isReturn
              ? `What you paid for it comes back as store credit, less a ${formatINR(item.returnFee)} return fee.`
              : item.exchangeFee > 0
                ? `A second exchange costs ${formatINR(item.exchangeFee)}, paid from your store credit.`
                : `Your first size exchange is free. You have size ${item.size}.`}
          </p>
        </form>
        {/* Its own form, so it sits beside the request's, never inside it. */}
        {!isReturn && soldOut.length > 0 && <BackInStock productId={item.productId} soldOut={soldOut} />}
        <div className="mt-5 flex gap-3">
          <button type="submit" form="request-form" className="btn-primary flex-1" disabled={busy}>
            Submit
          </button>
          <button type="button" className="btn-outline flex-1" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}
