// "Notify me when back in stock": for sold-out sizes, or for a product that has no sizes (then `soldOut` is
// empty and the request is for whichever size arrives). Guests type an address; a signed-in shopper's is filled in.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { BellRing } from 'lucide-react';
import { api, errorMessage } from '#/lib/api.ts';
import { toast } from '#/lib/toast.ts';
import { $account } from '#/features/session/index.ts';

/** `startOpen`: opened by the page's own button (BuyBox.astro), which this replaces. */
type Props = { productId: string; soldOut: string[]; startOpen?: boolean };

export function BackInStock({ productId, soldOut, startOpen = false }: Props) {
  const id = useId();
  const account = useStore($account);
  const [open, setOpen] = useState(startOpen);
  const [size, setSize] = useState(soldOut[0] ?? '');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const field = useRef<HTMLInputElement>(null);

  // Opened by the shopper's click: the field they came to fill takes the focus (the button is gone).
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  useEffect(() => {
    if (account?.email) setEmail((typed) => typed || account.email);
  }, [account]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await api('/api/product/back-in-stock', {
        body: { productId, email: email.trim(), ...(size ? { size } : {}) },
      });
      if (r.success) setDone(r.message);
      else toast.error(r.message);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <p className="mt-4 flex items-center gap-2 text-sm font-medium text-sage" role="status">
        <BellRing size={16} aria-hidden="true" />
        {done}
      </p>
    );
  if (!open)
    return (
      <button
        type="button"
        className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold link-underline"
        onClick={() => setOpen(true)}
        aria-expanded="false"
      >
        <BellRing size={16} aria-hidden="true" />
        Notify me when back in stock
      </button>
    );
  return (
    <form
      onSubmit={submit}
      className="mt-4 rounded-card border border-line p-4"
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-sans text-sm font-semibold">
        <BellRing size={16} aria-hidden="true" />
        Notify me when back in stock
      </h3>
      <p className="mt-1 text-xs text-muted">We send one e-mail when it is restocked.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {soldOut.length > 1 && (
          <label className="flex flex-col text-xs font-medium">
            Size
            <select className="field mt-1 w-24" value={size} onChange={(e) => setSize(e.target.value)}>
              {soldOut.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
        )}
        <label className="flex min-w-48 flex-1 flex-col text-xs font-medium">
          {soldOut.length === 1 ? `E-mail for size ${size}` : 'E-mail'}
          <input
            type="email"
            required
            autoComplete="email"
            ref={field}
            className="field mt-1"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
      </div>
      <button type="submit" className="btn-primary mt-3 w-full" disabled={busy}>
        {busy ? 'Saving...' : 'Notify me'}
      </button>
    </form>
  );
}
