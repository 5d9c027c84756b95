// The Return and Exchange forms (docs/product/returns-and-exchanges.md#requests): a reason textarea or a new-size
// input, Submit and Cancel, one at a time in a native modal dialog (the page behind is inert and dimmed: the overlay).
import { useState, type FormEvent } from 'react';
import { useModalDialog } from '#/lib/browser/use-modal-dialog.ts';
import { toast } from '#/lib/toast.ts';
import { api } from '#/lib/api.ts';
import { formatINR } from '#/lib/money.ts';
import { $token } from '#/features/session/index.ts';
import type { Order, OrderItem } from './orders.ts';

export type OpenRequest = { kind: 'return' | 'exchange'; order: Order; item: OrderItem };

export function RequestForm({
  open,
  onClose,
  onDone,
}: {
  open: OpenRequest;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const isReturn = open.kind === 'return';
  // Escape closes it, and focus goes back to the Return/Exchange button that opened it.
  const { props: modal } = useModalDialog({ open: true, onBackdrop: onClose, returnFocus: true });

  async function submit(e: FormEvent) {
    e.preventDefault();
    // docs/product/returns-and-exchanges.md#requests: nothing happens without a reason / new size
    if (!value.trim()) return;
    if (!$token.get())
      return void toast.error(isReturn ? 'Please login to return an order' : 'Please login to exchange an order');
    setBusy(true);
    const ids = { orderId: open.order._id, productId: open.item.productId, itemId: open.item._id };
    try {
      const r = isReturn
        ? await api('/api/order/return-order', { body: { ...ids, reason: value.trim() } })
        : await api('/api/order/exchange-order', { body: { ...ids, newSize: value.trim() } });
      if (!r.success)
        return void toast.error(
          r.message ||
            (isReturn
              ? 'Failed to return the order. Please try again.'
              : 'Failed to exchange the order. Please try again.'),
        );
      toast.success(
        r.message ||
          (isReturn
            ? 'Order return request submitted successfully.'
            : 'Order exchange request submitted successfully.'),
      );
      onClose();
      await onDone();
    } catch {
      toast.error(
        isReturn ? 'An error occurred while returning the order.' : 'An error occurred while exchanging the order.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      {...modal}
      aria-labelledby="request-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card bg-ivory p-0 text-ink shadow-2xl"
    >
      <form onSubmit={submit} className="p-6">
        <h2 id="request-title" className="text-xl">
          {isReturn ? 'Return' : 'Exchange'} {open.item.name}
        </h2>
        <label htmlFor="request-value" className="mt-4 block text-sm font-medium">
          {isReturn ? 'Reason for return' : 'New size'}
        </label>
        {isReturn ? (
          <textarea
            id="request-value"
            autoFocus
            rows={4}
            maxLength={1000}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="field mt-1 py-2"
          />
        ) : (
          <input
            id="request-value"
            autoFocus
            maxLength={10}
            value={value}
            onChange={(e) => setValue(e.target.value.toUpperCase())}
            placeholder={`e.g. ${open.item.size === 'M' ? 'L' : 'M'}`}
            className="field mt-1"
          />
        )}
        <p className="mt-2 text-xs text-muted">
          {isReturn
            ? `What you paid for it comes back as store credit, less a ${formatINR(open.item.returnFee)} return fee.`
            : open.item.exchangeFee > 0
              ? `A second exchange costs ${formatINR(open.item.exchangeFee)}, paid from your store credit.`
              : `Your first size exchange is free. You have size ${open.item.size}.`}
        </p>
        <div className="mt-5 flex gap-3">
          <button type="submit" className="btn-primary flex-1" disabled={busy}>
            Submit
          </button>
          <button type="button" className="btn-outline flex-1" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
