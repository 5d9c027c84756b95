// The recipient rules both senders share: a real Indian mobile number only (it becomes part of a file name
// offline), and never the whole number in a log line.
import { MOBILE_MESSAGE, MOBILE_RE } from '#/lib/address.ts';
import { AppError } from '#/server/errors.ts';

/** `9876543210` → `98•••••210`: enough to tell messages apart, not enough to call anyone. */
export const maskMobile = (mobile: string): string =>
  mobile.length < 6 ? '•••' : `${mobile.slice(0, 2)}${'•'.repeat(mobile.length - 5)}${mobile.slice(-3)}`;

/** Masks every run of 10 or more digits, for text that came from elsewhere (a gateway's error message). */
export const maskDigitRuns = (text: string): string => text.replace(/\d{10,}/g, (run) => maskMobile(run));

export function checkMobile(to: string): void {
  if (!MOBILE_RE.test(to)) throw new AppError('bad_input', MOBILE_MESSAGE);
}
