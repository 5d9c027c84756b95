// The pieces the login, sign-up and password-reset forms are built from: a labelled field, the 6-digit code field, a
// new password, the links between steps and the submit button (disabled while the form is sending).
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '#/components/ui/Field.tsx';

type FieldProps = Pick<TextFieldProps, 'label' | 'value' | 'onChange' | 'type' | 'autoComplete' | 'minLength'> & {
  id: string;
  inputMode?: 'numeric';
};

/** A line every one of these forms needs filled in (named by its id). */
export function Field(props: FieldProps) {
  return <TextField {...props} name={props.id} required />;
}

/** The code mailed for sign-up or a password reset: digits only, at most 6, offered by the phone's keyboard. */
export function OtpField({ id, value, onChange }: { id: string; value: string; onChange: (otp: string) => void }) {
  return (
    <Field
      id={id}
      label="OTP"
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
      autoComplete="one-time-code"
      inputMode="numeric"
    />
  );
}

/** A password being chosen: at least 8 characters (the server's rule), and the password manager may suggest one. */
export function NewPasswordField(props: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return <Field {...props} type="password" autoComplete="new-password" minLength={8} />;
}

/** A link-styled button that moves between the steps of a page (Create account, Login Here, Resend OTP). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="link-underline" onClick={onClick}>
      {children}
    </button>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn-primary w-full" disabled={busy}>
      {children}
    </button>
  );
}
