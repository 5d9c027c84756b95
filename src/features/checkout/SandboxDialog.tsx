// The sandbox Razorpay window (development and tests only: the server offers a sandbox only without keys).
import { useRef, useState } from 'react';
import { useModalDialog } from '#/lib/browser/use-modal-dialog.ts';
import { formatINRTotal, toRupees } from '#/lib/money.ts';

/** The sandbox payment window: a dialog that says plainly that no money moves. */
export function useSandboxDialog() {
  const { ref: dialog, props: modal } = useModalDialog();
  const resolver = useRef<(paid: boolean) => void>(() => {});
  const [amount, setAmount] = useState('');
  const finish = (paid: boolean) => {
    dialog.current?.close();
    resolver.current(paid);
  };
  /** Shows the amount of the server's payment order, as Razorpay's window would: what is charged, not the page. */
  const open = (amountPaise: number) =>
    new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setAmount(formatINRTotal(toRupees(amountPaise)));
      dialog.current?.showModal();
    });
  const element = (
    <dialog
      {...modal}
      aria-labelledby="sandbox-title"
      onCancel={(e) => {
        e.preventDefault();
        finish(false);
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-card bg-white p-6 text-ink shadow-2xl"
    >
      <p className="eyebrow">Test payment</p>
      <h2 id="sandbox-title" className="mt-2 text-2xl">
        Sandbox payment window
      </h2>
      <p className="mt-3 text-sm text-muted">
        No payment keys are configured, so this store runs in sandbox mode. No money moves. Pay completes the order
        exactly as a real payment would.
      </p>
      <p className="mt-4 text-lg font-semibold">
        Amount: <span data-sandbox-amount>{amount}</span>
      </p>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-primary flex-1" onClick={() => finish(true)}>
          Pay
        </button>
        <button type="button" className="btn-outline flex-1" onClick={() => finish(false)}>
          Cancel
        </button>
      </div>
    </dialog>
  );
  return { open, element };
}
