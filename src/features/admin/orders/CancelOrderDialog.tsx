// "Cancel order" (an order not yet shipped): a modal dialog that says what cancelling does and asks for the reason the
// shopper will read (3 to 300 characters, required). Keyboard: the reason has the focus when it opens, Tab stays
// inside, Escape or "Keep the order" closes it and the focus goes back to the button that opened it.
import { formatINR } from '#/lib/money.ts';
import { useMountedDialog } from '#/lib/browser/use-modal-dialog.ts';
import { Field } from '#/components/ui/Field.tsx';
import { useCheckedText } from '#/features/admin/use-action.ts';
import { cancelReasonProblem, type OrderDetail } from './order.ts';

export function CancelOrderDialog({
  order,
  busy,
  onCancel,
  onClose,
}: {
  order: OrderDetail;
  busy: boolean;
  /** Sends the cancellation; resolves once it is done (or refused: a toast says why, and the dialog stays). */
  onCancel: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const reason = useCheckedText(cancelReasonProblem);
  const { props: modal } = useMountedDialog(onClose);
  const paid = order.paymentState === 'paid' && order.amount > 0;
  const submit = reason.submit((text) => void onCancel(text));

  return (
    <dialog
      {...modal}
      aria-labelledby="cancel-title"
      aria-describedby="cancel-what"
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-card bg-white p-0 text-ink shadow-2xl"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-6">
        <h2 id="cancel-title" className="text-xl">
          Cancel order <span className="inline-block font-sans text-base font-semibold">{order._id}?</span>
        </h2>
        <div id="cancel-what" className="text-sm text-muted">
          <p>This cannot be undone. At once:</p>
          <ul className="mt-1 list-disc pl-5">
            <li>its stock goes back on sale;</li>
            {order.charges.storeCredit > 0 && (
              <li>the {formatINR(order.charges.storeCredit)} of store credit it used goes back to the wallet;</li>
            )}
            {order.charges.couponCode && <li>its use of coupon {order.charges.couponCode} is given back;</li>}
            {paid && (
              <li>
                a GST credit note reverses its invoice, and the {formatINR(order.amount)} paid is marked as owed back:
                refund it at the payment provider, to the account it was paid from;
              </li>
            )}
            <li>the shopper is told by e-mail (and WhatsApp if she opted in), with your reason.</li>
          </ul>
        </div>
        <Field label="Reason for the shopper" hint="She reads it in the e-mail and in My Orders." error={reason.error}>
          <textarea
            autoFocus
            rows={3}
            maxLength={300}
            required
            value={reason.text}
            onChange={(e) => reason.setText(e.target.value)}
            className="field py-2"
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary flex-1 bg-rose-dark" disabled={busy}>
            Cancel the order
          </button>
          <button type="button" className="btn-outline flex-1" onClick={onClose}>
            Keep the order
          </button>
        </div>
      </form>
    </dialog>
  );
}
