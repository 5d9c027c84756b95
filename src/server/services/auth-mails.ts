// The one-time-code mail: plain, branded, the code prominent, its validity stated.
import type { Mail } from '#/server/adapters/mail/mailer.ts';
import { escapeHtml } from './mail-html.ts';

export function otpMail({
  to,
  code,
  purpose,
  storeName,
}: {
  to: string;
  code: string;
  purpose: 'register' | 'reset';
  storeName: string;
}): Mail {
  const action = purpose === 'register' ? 'finish creating your account' : 'reset your password';
  const subject =
    purpose === 'register'
      ? `${code} is your ${storeName} sign-up code`
      : `${code} is your ${storeName} password reset code`;
  const text = [
    `Your ${storeName} code is: ${code}`,
    '',
    `Enter it to ${action}. It is valid for 10 minutes and works once.`,
    '',
    `If you did not ask for it, ignore this e-mail: nothing changes without the code.`,
    '',
    `— ${storeName}`,
  ].join('\n');
  const html = `<div style="font-family:Georgia,serif;max-width:480px;margin:auto;padding:24px;color:#201a17;background:#fbf7f1">
<p style="font-size:22px;margin:0 0 16px">${escapeHtml(storeName)}</p>
<p style="font-family:Arial,sans-serif">Enter this code to ${action}:</p>
<p style="font-family:Arial,sans-serif;font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${escapeHtml(code)}</p>
<p style="font-family:Arial,sans-serif;color:#6b5f57">It is valid for 10 minutes and works once. If you did not ask for it, ignore this e-mail.</p></div>`;
  return { to, subject, text, html };
}
