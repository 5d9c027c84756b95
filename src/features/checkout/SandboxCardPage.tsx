// /checkout/card: the sandbox card provider's hosted page (used when STRIPE_SECRET_KEY is unset).
// Clearly a test: no card details, no money. "Pay" tells the server; the return page then verifies.
import { useState } from 'react';
import { api, errorMessage } from '#/lib/api.ts';
import { useRequireLogin } from '#/features/auth/index.ts';

export function SandboxCardPage() {
  useRequireLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const orderId =
    typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('orderId') ?? '');
  const back = (success: boolean) => `/checkout/verify?orderId=${encodeURIComponent(orderId)}&success=${success}`;

  async function pay() {
    setBusy(true);
    try {
      const r = await api('/api/order/sandbox/card-pay', { body: { orderId } });
      if (!r.success) return setError(r.message);
      window.location.assign(back(true));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md py-16">
      <p className="eyebrow">Test payment</p>
      <h1 className="mt-2 text-title">Sandbox card payment</h1>
      <p className="mt-3 text-muted">
        No card provider keys are configured, so this store runs in sandbox mode. No card is charged and no money moves.
      </p>
      {error && (
        <p className="mt-4 text-sm text-rose-dark" role="alert">
          {error}
        </p>
      )}
      <div className="mt-8 flex gap-3">
        <button type="button" className="btn-primary flex-1" onClick={() => void pay()} disabled={busy}>
          Pay
        </button>
        <a href={back(false)} className="btn-outline flex-1">
          Cancel
        </a>
      </div>
    </div>
  );
}
