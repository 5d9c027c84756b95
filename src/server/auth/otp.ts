// One-time codes: 6 digits from the CSPRNG, stored only as an HMAC (keyed with JWT_SECRET), so a leaked
// table reveals no usable code.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30_000;

export const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** When a code sent at `sentAt` stops working. */
export const otpExpiry = (sentAt: Date) => new Date(sentAt.getTime() + OTP_TTL_MS);

/** Whether another code must wait: the last one was sent at `sentAt`, less than the cooldown before `at`. */
export const coolingDown = (sentAt: Date, at: Date) => at.getTime() - sentAt.getTime() < OTP_RESEND_COOLDOWN_MS;

/** The refusal of a code asked for during the cooldown: the whole seconds left (at least 1). */
export function resendWait(sentAt: Date, at: Date): string {
  const seconds = Math.max(1, Math.ceil((OTP_RESEND_COOLDOWN_MS - (at.getTime() - sentAt.getTime())) / 1000));
  return `Please wait ${seconds} seconds before requesting another code`;
}

export function hashOtp(code: string, email: string, purpose: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');
}

export function otpMatches(code: string, stored: string, email: string, purpose: string, secret: string): boolean {
  const a = Buffer.from(hashOtp(code, email, purpose, secret));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
