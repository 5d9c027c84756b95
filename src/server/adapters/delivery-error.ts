// Why a message (mail, SMS, WhatsApp) did not go out, and whether sending it again later can help: the small pure
// rules the channel adapters classify their failures with. DeliveryError itself (and isRetryable) is the channels'
// contract in channel/interface.ts, re-exported here; modules import it from there.
//
// A DeliveryError's `answer` is the provider's own words made safe by safeAnswer: whitespace folded, known secrets
// and URL credentials removed, long digit runs (phone numbers) masked, at most ANSWER_MAX characters.
import { maskDigitRuns } from './sms/mobile.ts';

export { DeliveryError, isRetryable } from './channel/interface.ts';

export const ANSWER_MAX = 500;

/**
 * A provider's answer made safe to keep: each secret (a key, a token, a password) replaced, credentials in
 * URLs (`//user:pass@`) removed, runs of 10 or more digits masked, whitespace folded, cut to ANSWER_MAX.
 */
export function safeAnswer(text: string, secrets: readonly (string | undefined)[] = []): string {
  let safe = text;
  for (const secret of secrets) if (secret && secret.length >= 4) safe = safe.split(secret).join('•••');
  safe = safe.replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//•••@');
  safe = maskDigitRuns(safe).replace(/\s+/g, ' ').trim();
  return safe.length > ANSWER_MAX ? `${safe.slice(0, ANSWER_MAX - 1)}…` : safe;
}

/** What nodemailer puts on its errors: the SMTP reply's code and text, and its own error code. */
type SmtpErrorFields = { responseCode?: unknown; code?: unknown; response?: unknown; message?: unknown };

/** nodemailer's codes for a connection that failed or broke (or a name that did not resolve): try again later. */
const SMTP_CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EPROXY',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** nodemailer's codes for something a retry sends again unchanged: a bad envelope or message, no credentials. */
const SMTP_PERMANENT_CODES = new Set(['EAUTH', 'ENOAUTH', 'EENVELOPE', 'EMESSAGE', 'ECONFIG', 'EMAXRECIPIENTS']);

/**
 * Whether an SMTP failure (a nodemailer error) is permanent. The server's reply code decides when there is one
 * (RFC 5321): 5yz is a permanent refusal (550 no such mailbox, 554, and 535 bad credentials, which staff must
 * fix), 4yz a transient one (421 closing, 451 try later, 452 full, 454 auth unavailable). 503 (bad sequence of
 * commands) is the one 5yz a new connection clears, as nodemailer's own isPermanentResponseCode says. Without a
 * reply: a connection that failed, broke or timed out, or a name that did not resolve, is temporary; an auth
 * failure or a message nodemailer could not build is permanent; anything else unknown is worth one more try.
 */
export function smtpFailureIsPermanent(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as SmtpErrorFields;
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 600)
    return responseCode >= 500 && responseCode !== 503;
  if (typeof code === 'string') {
    if (SMTP_CONNECTION_CODES.has(code)) return false;
    if (SMTP_PERMANENT_CODES.has(code)) return true;
  }
  return false;
}

/** The SMTP server's own reply when there was one, otherwise the error's message (with nodemailer's code). */
export function smtpAnswer(error: unknown, secrets: readonly (string | undefined)[] = []): string {
  const { response, message, code } = (error ?? {}) as SmtpErrorFields;
  if (typeof response === 'string' && response) return safeAnswer(response, secrets);
  const text = typeof message === 'string' && message ? message : String(error);
  return safeAnswer(typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text, secrets);
}

/**
 * Whether an HTTP provider's refusal is permanent, by status: no answer at all (`undefined`: unreachable, reset,
 * timed out), 408, 429 and any 5xx are temporary; every other status that is not a success (401, 403, 404, other
 * 4xx, and a 200 whose body refuses) asks again for the same refusal.
 */
export function httpFailureIsPermanent(status: number | undefined): boolean {
  if (status === undefined) return false;
  if (status === 408 || status === 429 || status >= 500) return false;
  return true;
}
