// Outgoing SMS: one interface; a text-file outbox on disk offline (default) or MSG91 when its keys are set.
import type { Env } from '#/server/env.ts';
import type { Logger } from '#/server/logger.ts';
import { createMsg91Sender } from './msg91-sms.ts';
import { createOutboxSms } from './outbox-sms.ts';

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
};
export type SmsSender = { send(sms: Sms): Promise<void> };

export function createSmsSender(env: Env, log: Logger): SmsSender {
  if (!env.MSG91_AUTH_KEY && !env.MSG91_TEMPLATE_ID) return createOutboxSms(`${env.DATA_DIR}/outbox`, log);
  // parseEnv already refuses half a configuration; checked again so a hand-built Env never writes files silently.
  if (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)
    throw new Error('Invalid configuration: MSG91_AUTH_KEY and MSG91_TEMPLATE_ID must be set together');
  return createMsg91Sender(
    {
      authKey: env.MSG91_AUTH_KEY,
      templateId: env.MSG91_TEMPLATE_ID,
      senderId: env.MSG91_SENDER_ID,
      apiUrl: env.MSG91_API_URL,
    },
    log,
  );
}
