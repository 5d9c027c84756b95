// An SmsSender that keeps what it was asked to send, so API tests read the codes a shopper would receive.
import type { Sms, SmsSender } from '#/server/adapters/sms/sms.ts';
import { outbox } from './outbox.ts';

export type CapturingSms = SmsSender & {
  sent: Sms[];
  /** The 6-digit code in the latest message to this number. */
  lastCode(to: string): string;
};

export function createCapturingSms(): CapturingSms {
  const { sent, keep, lastCode } = outbox<Sms>();
  return { sent, send: keep, lastCode };
}
