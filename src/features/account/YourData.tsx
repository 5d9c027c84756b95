// The account page's "Your data": what the store keeps and the shopper's rights over it, in two buttons: download
// everything as a file, and delete the account (a dialog that says what goes, what stays and what credit is lost,
// and asks for the password). The privacy notice explains the rest.
import { type FormEvent, useState } from 'react';
import { useMountedDialog } from '#/lib/browser/use-modal-dialog.ts';
import { formatINRTotal } from '#/lib/money.ts';
import { TextField } from '#/components/ui/Field.tsx';
import { AccountCard } from './AccountCard.tsx';
import { deleteMyAccount, downloadMyData } from './your-data.ts';

export function YourData({ wallet }: { wallet: number }) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <AccountCard titleId="data-title" title="Your data" data-your-data>
      <p className="mt-1 text-sm text-muted">
        Everything we keep about you, as a file you can read, or your account erased.{' '}
        <a className="underline" href="/privacy">
          How we use your data
        </a>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await downloadMyData();
            setBusy(false);
          }}
        >
          {busy ? 'Preparing…' : 'Download my data'}
        </button>
        <button type="button" className="btn-outline" onClick={() => setConfirming(true)}>
          Delete my account
        </button>
      </div>
      {confirming && <DeleteDialog wallet={wallet} onClose={() => setConfirming(false)} />}
    </AccountCard>
  );
}

function DeleteDialog({ wallet, onClose }: { wallet: number; onClose: () => void }) {
  const { props: modal } = useMountedDialog(onClose);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setProblem('Please enter your password');
    setBusy(true);
    const refused = await deleteMyAccount(password);
    setBusy(false);
    if (refused) setProblem(refused);
  }

  return (
    <dialog
      {...modal}
      aria-labelledby="delete-title"
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-card bg-ivory p-0 text-ink shadow-2xl"
      data-delete-dialog
    >
      <form onSubmit={submit} className="p-6" noValidate>
        <h2 id="delete-title" className="text-xl">
          Delete your account?
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          <li>Your name, e-mail, wishlist, reviews, message choices and sign-ups are erased.</li>
          <li>
            Your orders, invoices and credit notes stay, as tax law requires, with the name and address they were issued
            to, but without your e-mail or phone.
          </li>
          {wallet > 0 ? (
            <li className="font-medium">Your store credit of {formatINRTotal(wallet)} will be lost.</li>
          ) : null}
          <li>This cannot be undone. You can sign up again with the same e-mail, as a new customer.</li>
        </ul>
        <TextField
          id="delete-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(typed) => {
            setPassword(typed);
            setProblem('');
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'delete-problem' : undefined}
          className="mt-4"
        />
        {problem && (
          <p id="delete-problem" role="alert" className="mt-2 text-sm text-rose-dark">
            {problem}
          </p>
        )}
        {/* One above the other on a phone, so neither label wraps; side by side from `sm`. */}
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Deleting…' : 'Delete my account'}
          </button>
          <button type="button" className="btn-outline" onClick={onClose}>
            Keep my account
          </button>
        </div>
      </form>
    </dialog>
  );
}
