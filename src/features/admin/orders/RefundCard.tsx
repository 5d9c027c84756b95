// The refund an order owes on the console's order page (a cancelled paid order, or a payment that came after its
// checkout had ended). While it is owed: how much, where it goes, and "Mark refund paid" with the payment's reference
// (required) once staff have paid it at the provider; the server clears what is owed, keeps the refund and e-mails
// the shopper. Once paid: how much, when, by whom, and the reference.
import { formatINR } from '#/lib/money.ts';
import { accepted, api } from '#/lib/api.ts';
import { toast } from '#/lib/toast.ts';
import { TextField } from '#/components/ui/Field.tsx';
import { useAction, useCheckedText } from '#/features/admin/use-action.ts';
import { Card, when } from '#/features/admin/ui.tsx';
import { refundReferenceProblem, type OrderDetail } from './order.ts';

export function RefundCard({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const reference = useCheckedText(refundReferenceProblem);
  const { busy, run } = useAction();
  const due = order.refundDue;
  const paid = order.refundPaid;
  if (due <= 0 && !paid) return null;

  const markPaid = reference.submit((text) =>
    run(async () => {
      const params = { orderId: order._id };
      const { message } = accepted(
        await api('/api/admin/orders/:orderId/refund-paid', { params, body: { reference: text } }),
      );
      toast.success(`${message}. The shopper is e-mailed.`);
      onDone();
    }),
  );

  if (paid)
    return (
      <Card title="Refund">
        <p className="text-sm">
          <span className="font-medium">Refund of {formatINR(paid.amount)} paid</span> {when(paid.at)} by{' '}
          <span className="break-all">{paid.byName || paid.by}</span>.
        </p>
        <p className="mt-1 text-sm text-muted">
          Payment reference: <span className="font-mono break-all text-ink">{paid.reference}</span>
        </p>
      </Card>
    );
  return (
    <Card title="Refund">
      <form onSubmit={markPaid} noValidate aria-label="Mark refund paid" className="flex flex-col gap-3">
        <p className="text-sm">
          <span className="font-medium">{formatINR(due)} is owed back</span> to the card, UPI or bank account it was
          paid from. Refund it at the payment provider, then record it here: the shopper is e-mailed that it is paid.
        </p>
        <TextField
          label="Payment reference"
          value={reference.text}
          onChange={reference.setText}
          maxLength={64}
          hint="The UTR, or the provider's refund id (rfnd_…, re_…)"
          error={reference.error}
          className="sm:max-w-sm"
        />
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            Mark refund paid
          </button>
        </div>
      </form>
    </Card>
  );
}
