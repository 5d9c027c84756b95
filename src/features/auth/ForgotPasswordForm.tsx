// /forgot-password (docs/product/accounts.md#forgot-password): step 1 e-mail → Send OTP; step 2 OTP + new password →
// Reset Password → /login.
import { useState, type FormEvent } from 'react';
import { toast } from '#/lib/toast.ts';
import { api } from '#/lib/api.ts';
import { flashToast } from '#/lib/browser/flash.ts';
import { Field, NewPasswordField, OtpField, SubmitButton } from './fields.tsx';

export function ForgotPasswordForm() {
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function sendOtp(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await api('/api/user/forgot-password/otp', { body: { email }, auth: false });
      if (!r.success) return void toast.error(r.message || 'Failed to send OTP. Please try again.');
      toast.success('OTP sent to your email!');
      setStep(2);
    } catch {
      toast.error('Failed to send OTP. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function reset(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await api('/api/user/forgot-password/reset', {
        body: { email, otp: otp.trim(), newPassword },
        auth: false,
      });
      if (!r.success) return void toast.error(r.message || 'Failed to reset password. Please try again.');
      flashToast('success', 'Password reset successful! Please login.');
      window.location.assign('/login');
    } catch {
      toast.error('Failed to reset password. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md py-12">
      <h1 className="text-center text-display">Reset password</h1>
      {step === 1 ? (
        <form onSubmit={sendOtp} className="mt-8 space-y-4">
          <Field id="reset-email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
          <SubmitButton busy={busy}>Send OTP</SubmitButton>
        </form>
      ) : (
        <form onSubmit={reset} className="mt-8 space-y-4">
          <p className="text-sm text-muted">
            If <strong className="text-ink">{email}</strong> has an account, a 6-digit code is on its way.
          </p>
          <OtpField id="reset-otp" value={otp} onChange={setOtp} />
          <NewPasswordField id="reset-password" label="New Password" value={newPassword} onChange={setNewPassword} />
          <SubmitButton busy={busy}>Reset Password</SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <a href="/login" className="link-underline">
          Back to login
        </a>
      </p>
    </div>
  );
}
