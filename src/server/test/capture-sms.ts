// An SmsSender that keeps what it was asked to send, so API tests read the codes a shopper would receive; and a
// WhatsAppSender that keeps its messages, each answered with an id as the Cloud API answers.
import type { Sms, SmsSender } from '#/server/adapters/sms/sms.ts';
import type { WhatsAppMessage, WhatsAppSender } from '#/server/adapters/whatsapp/whatsapp.ts';
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

export type CapturingWhatsApp = WhatsAppSender & { sent: WhatsAppMessage[] };

export function createCapturingWhatsApp(): CapturingWhatsApp {
  const sent: WhatsAppMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return { id: `wamid.${sent.length}` };
    },
  };
}
