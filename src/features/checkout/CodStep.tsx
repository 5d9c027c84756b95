// Cash on delivery's second step: the order is held and a code went to the delivery phone; the shopper types it
// to place the order, asks for another (the server says when that is too soon, or when this order has sent all
// it may), or starts again (another method, another address: the next checkout replaces the held one).
import { useState, type FormEvent } from 'react';
import { Field } from '#/components/ui/Field.tsx';

/** The step's actions are the checkout store's (confirmCod, resendCod, restartCod); the code typed is the form's. */
export function CodStep(props: {
  note: string;
  busy: boolean;
  onConfirm: (code: string) => void;
  onResend: () => void;
  onRestart: () => void;
}) {
  const { note, busy } = props;
  const [code, setCode] = useState('');
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    props.onConfirm(code);
  };

  return (
    <section aria-labelledby="cod-title" className="mt-4 border-t border-line pt-4" data-cod-step>
      <h3 id="cod-title" className="font-serif text-lg">
        Confirm cash on delivery
      </h3>
      <p className="mt-1 text-sm text-muted" role="status">
        {note}
      </p>
      <Field label="Code sent to your phone" className="mt-3">
        <input
          id="cod-code"
          className="field"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') confirm(e);
          }}
        />
      </Field>
      <div className="mt-3 flex gap-3">
        <button type="button" className="btn-primary flex-1" disabled={busy || code.length !== 6} onClick={confirm}>
          Confirm
        </button>
        <button type="button" className="btn-outline flex-1" disabled={busy} onClick={props.onResend}>
          Resend
        </button>
      </div>
      <button type="button" className="mt-3 text-sm link-underline" disabled={busy} onClick={props.onRestart}>
        Start again
      </button>
    </section>
  );
}
