// Account mails: the one-time code (prominent, its validity stated) and "you already have an account".
import type { Mail } from '#/server/adapters/mail/mailer.ts';
import { escapeHtml, mailFrame as frame } from '#/server/shared/mail-html.ts';

const SANS = 'font-family:Arial,sans-serif';
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
  const big = `${SANS};font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0`;
  const html = frame(
    storeName,
    [
      `<p style="${SANS}">Enter this code to ${action}:</p>`,
      `<p style="${big}">${escapeHtml(code)}</p>`,
      `<p style="${SANS};color:#6b5f57">It is valid for 10 minutes and works once. `,
      'If you did not ask for it, ignore this e-mail.</p>',
    ].join('\n'),
  );
  return { to, subject, text, html };
}

/**
 * Sent instead of a sign-up code when the address already has an account: the sign-up form answers the same
 * either way, so only the mailbox's owner learns that the account exists, with the ways back in.
 */
export function accountExistsMail({
  to,
  storeName,
  siteUrl,
}: {
  to: string;
  storeName: string;
  siteUrl: string;
}): Mail {
  const site = siteUrl.replace(/\/$/, '');
  const login = `${site}/login`;
  const forgot = `${site}/forgot-password`;
  const text = [
    `Someone, probably you, asked to create a ${storeName} account with this e-mail address.`,
    '',
    'You already have an account, so no new one was made. Sign in here:',
    login,
    '',
    'Forgotten your password? Reset it here:',
    forgot,
    '',
    'If it was not you, ignore this e-mail: nothing has changed.',
    '',
    `— ${storeName}`,
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#8a3b2e">${escapeHtml(label)}</a>`;
  const html = frame(
    storeName,
    [
      `<p style="${SANS}">You already have an account with this e-mail address, so no new one was made.</p>`,
      `<p style="${SANS}">${link(login, 'Sign in')} · ${link(forgot, 'Reset your password')}</p>`,
      `<p style="${SANS};color:#6b5f57">If you did not ask to sign up, ignore this e-mail: nothing has changed.</p>`,
    ].join('\n'),
  );
  return { to, subject: `You already have a ${storeName} account`, text, html };
}
