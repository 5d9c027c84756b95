// An SmsSender that keeps what it was asked to send, so API tests read the codes a shopper would receive.
import type { Sms, SmsSender } from '#/server/adapters/sms/sms.ts';

export type CapturingSms = SmsSender & {
  sent: Sms[];
  /** The 6-digit code in the latest message to this number. */
  lastCode(to: string): string;
};

export function createCapturingSms(): CapturingSms {
  const sent: Sms[] = [];
  return {
    sent,
    async send(sms) {
      sent.push(sms);
    },
    lastCode(to) {
      const last = sent.filter((s) => s.to === to).at(-1);
      const code = last?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
  };
}
