// /login (docs/product/accounts.md#sign-up): Login ↔ Sign Up; sign-up asks for an e-mailed OTP first.
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '#/lib/toast.ts';
import { api } from '#/lib/api.ts';
import { flashToast } from '#/lib/browser/flash.ts';
import { $token, completeLogin } from '#/features/session/index.ts';
// The cart merges the guest's cart when the login happens (it follows the session): it must be listening by then,
// whichever of this island and the header's script loaded first.
import '#/features/cart/index.ts';
import { Field, LinkButton, NewPasswordField, OtpField, SubmitButton } from './fields.tsx';
import { safeFrom } from './redirect.ts';
import { DataUseLink } from '#/components/ui/DataUseLink.tsx';

type Mode = 'login' | 'signup' | 'otp';

const from = () => safeFrom(new URLSearchParams(window.location.search).get('from'));
const failure = (error: unknown) =>
  toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong');

export function LoginForm() {
  const [mode, setMode] = useState<Mode>('login');
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [otp, setOtp] = useState('');

  useEffect(() => {
    if ($token.get()) window.location.replace(from());
  }, []);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  }

  const finish = async (token: string, message: string) => {
    await completeLogin(token);
    flashToast('success', message);
    window.location.assign(from());
  };

  function onLogin(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      const r = await api('/api/user/login', { body: { email, password }, auth: false });
      if (!r.success) return void toast.error(r.message);
      await finish(r.token, 'Login successful!');
    });
  }

  function onSignup(e: FormEvent) {
    e.preventDefault();
    if (password !== confirm) return void toast.error('Passwords do not match!');
    void run(async () => {
      const r = await api('/api/user/register/otp', { body: { email, name, password }, auth: false });
      if (!r.success) return void toast.error(r.message);
      setMode('otp');
      toast.success('OTP sent to your email!');
    });
  }

  function onVerify(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      const r = await api('/api/user/register', {
        body: { name, email, password, otp: otp.trim() },
        auth: false,
      });
      if (!r.success) return void toast.error(r.message);
      await finish(r.token, 'Registration successful!');
    });
  }

  async function resend() {
    try {
      const r = await api('/api/user/register/otp', { body: { email }, auth: false });
      if (r.success) toast.success('OTP Resent!');
      else toast.error(r.message);
    } catch {
      toast.error('Failed to resend OTP');
    }
  }

  const title = mode === 'login' ? 'Login' : 'Sign Up';
  const loginHere = <LinkButton onClick={() => setMode('login')}>Login Here</LinkButton>;
  return (
    <div className="mx-auto w-full max-w-md py-12">
      <h1 className="text-center text-display">{title}</h1>
      {mode === 'login' && (
        <form onSubmit={onLogin} className="mt-8 space-y-4">
          <Field id="login-email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
          <Field
            id="login-password"
            label="Password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <div className="flex justify-between text-sm">
            <a href="/forgot-password" className="link-underline">
              Forgot your password?
            </a>
            <LinkButton onClick={() => setMode('signup')}>Create account</LinkButton>
          </div>
          <SubmitButton busy={busy}>Sign In</SubmitButton>
        </form>
      )}
      {mode === 'signup' && (
        <form onSubmit={onSignup} className="mt-8 space-y-4">
          <Field id="signup-name" label="Name" value={name} onChange={setName} autoComplete="name" />
          <Field id="signup-email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
          <NewPasswordField id="signup-password" label="Password" value={password} onChange={setPassword} />
          <NewPasswordField id="signup-confirm" label="Re-enter Password" value={confirm} onChange={setConfirm} />
          <div className="flex justify-end text-sm">{loginHere}</div>
          <SubmitButton busy={busy}>Sign Up</SubmitButton>
          <DataUseLink className="text-center" />
        </form>
      )}
      {mode === 'otp' && (
        <form onSubmit={onVerify} className="mt-8 space-y-4">
          <p className="text-sm text-muted">
            We sent a 6-digit code to <strong className="text-ink">{email}</strong>. It is valid for 10 minutes.
          </p>
          <OtpField id="signup-otp" value={otp} onChange={setOtp} />
          <div className="flex justify-between text-sm">
            <LinkButton onClick={() => void resend()}>Resend OTP</LinkButton>
            {loginHere}
          </div>
          <SubmitButton busy={busy}>Verify OTP</SubmitButton>
        </form>
      )}
    </div>
  );
}
