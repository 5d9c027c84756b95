// Outgoing SMS: one interface; a text-file outbox on disk offline (default) or MSG91 when its keys are set. India's
// DLT rules let a gateway send registered templates only, so each message names which of the store's it is: the
// cash-on-delivery code (MSG91_TEMPLATE_ID) or the out-for-delivery notice (MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID).
import type { Env } from '#/server/env.ts';
import type { Logger } from '#/server/logger.ts';
import { createMsg91Sender } from './msg91-sms.ts';
import { createOutboxSms } from './outbox-sms.ts';

/** The store's SMS templates, each registered on DLT and with MSG91 under its own id. */
export type SmsTemplate = 'cod_code' | 'out_for_delivery';

export type Sms = {
  /** A 10-digit Indian mobile number (MOBILE_RE in src/lib/address.ts), without +91. */
  to: string;
  /** The message as the shopper reads it: what the outbox writes. */
  text: string;
  /**
   * The values of the MSG91 template's variables (`##otp##` → `{ otp: '123456' }`). India's DLT rules let
   * a gateway send only registered templates, so MSG91 builds the message from these, never from `text`.
   */
  vars?: Record<string, string>;
  /** Which registered template the message is; unset = the cash-on-delivery code's. */
  template?: SmsTemplate;
};
export type SmsSender = {
  send(sms: Sms): Promise<void>;
  /**
   * Whether this sender can send the template (MSG91: only those with an id configured); absent = every one (the
   * outbox, a test's capture). Messages it cannot carry are not queued at all.
   */
  carries?(template: SmsTemplate): boolean;
};

export function createSmsSender(env: Env, log: Logger): SmsSender {
  if (!env.MSG91_AUTH_KEY && !env.MSG91_TEMPLATE_ID) return createOutboxSms(`${env.DATA_DIR}/outbox`, log);
  // parseEnv already refuses half a configuration; checked again so a hand-built Env never writes files silently.
  if (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)
    throw new Error('Invalid configuration: MSG91_AUTH_KEY and MSG91_TEMPLATE_ID must be set together');
  return createMsg91Sender(
    {
      authKey: env.MSG91_AUTH_KEY,
      templateId: env.MSG91_TEMPLATE_ID,
      templateIds: { out_for_delivery: env.MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID },
      senderId: env.MSG91_SENDER_ID,
      apiUrl: env.MSG91_API_URL,
    },
    log,
  );
}
