// The Details tab's phone (an optional Indian mobile number, checkout's rule) and password change (the current
// password, then a new one by sign-up's rule, typed twice).
import { useState, type FormEvent } from 'react';
import { isValidMobile, MOBILE_MESSAGE } from '#/lib/address.ts';
import { savePhone, changePassword } from './account-settings.store.ts';

const CARD = 'rounded-card border border-line bg-white/70 p-5 sm:p-6';

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
    <section aria-labelledby="phone-title" className={CARD} data-chat-avoid>
      <h2 id="phone-title" className="font-serif text-xl">
        Phone
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor="account-phone" className="text-sm font-medium">
            Mobile number (optional)
          </label>
          <input
            id="account-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={10}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'account-phone-error' : undefined}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '');
              setValue(digits);
              if (error && (digits === '' || isValidMobile(digits))) setError('');
            }}
            className="field mt-1"
          />
          {error && (
            <p id="account-phone-error" className="mt-1 text-xs text-rose-dark">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn-outline mt-6" disabled={busy}>
          {busy ? 'Saving...' : 'Save phone'}
        </button>
      </form>
    </section>
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
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        minLength={id === 'current-password' ? undefined : 8}
        maxLength={128}
        aria-describedby={error ? 'password-change-error' : undefined}
        onChange={(e) => {
          set(e.target.value);
          setError('');
        }}
        className="field mt-1"
      />
    </div>
  );

  return (
    <section aria-labelledby="password-title" className={CARD} data-chat-avoid>
      <h2 id="password-title" className="font-serif text-xl">
        Password
      </h2>
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
    </section>
  );
}
