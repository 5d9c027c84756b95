// The Details tab's phone (an optional Indian mobile number, checkout's rule) and password change (the current
// password, then a new one by sign-up's rule, typed twice).
import { useState, type FormEvent } from 'react';
import { isValidMobile, MOBILE_MESSAGE } from '#/lib/address.ts';
import { TextField } from '#/components/ui/Field.tsx';
import { AccountCard } from './AccountCard.tsx';
import { savePhone, changePassword } from './account-settings.store.ts';

export function PhoneSetting({ phone }: { phone: string | null | undefined }) {
  const [value, setValue] = useState(phone ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const wrong = value !== '' && !isValidMobile(value);
    setError(wrong ? MOBILE_MESSAGE : '');
    if (wrong) return document.getElementById('account-phone')?.focus();
    setBusy(true);
    await savePhone(value);
    setBusy(false);
  }

  return (
    <AccountCard titleId="phone-title" title="Phone">
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-start gap-3">
        <TextField
          id="account-phone"
          label="Mobile number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={10}
          value={value}
          error={error}
          onChange={(typed) => {
            const digits = typed.replace(/\D/g, '');
            setValue(digits);
            if (error && (digits === '' || isValidMobile(digits))) setError('');
          }}
          className="min-w-0 flex-1 basis-48"
        />
        <button type="submit" className="btn-outline mt-6" disabled={busy}>
          {busy ? 'Saving...' : 'Save phone'}
        </button>
      </form>
    </AccountCard>
  );
}

export function PasswordChange() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = !current
      ? 'Enter your current password'
      : next.length < 8
        ? 'Password must be at least 8 characters'
        : next !== again
          ? 'Passwords do not match!'
          : '';
    setError(problem);
    if (problem) return;
    setBusy(true);
    if (await changePassword(current, next)) {
      setCurrent('');
      setNext('');
      setAgain('');
    }
    setBusy(false);
  }

  const field = (id: string, label: string, value: string, set: (v: string) => void, autoComplete: string) => (
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={value}
      minLength={id === 'current-password' ? undefined : 8}
      maxLength={128}
      aria-describedby={error ? 'password-change-error' : undefined}
      onChange={(typed) => {
        set(typed);
        setError('');
      }}
    />
  );

  return (
    <AccountCard titleId="password-title" title="Password">
      <form onSubmit={submit} noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {field('current-password', 'Current password', current, setCurrent, 'current-password')}
        </div>
        {field('new-password', 'New password', next, setNext, 'new-password')}
        {field('new-password-again', 'Re-enter new password', again, setAgain, 'new-password')}
        {error && (
          <p id="password-change-error" role="alert" className="text-sm text-rose-dark sm:col-span-2">
            {error}
          </p>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-outline" disabled={busy}>
            {busy ? 'Changing...' : 'Change password'}
          </button>
        </div>
      </form>
    </AccountCard>
  );
}
