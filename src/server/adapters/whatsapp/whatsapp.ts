// Outgoing WhatsApp: one interface; a text-file outbox on disk offline (default) or Meta's WhatsApp Business Cloud
// API when its token and phone-number id are set. A business may open a WhatsApp conversation only with a template
// Meta has approved, so a message names its template and fills the template body's {{1}}, {{2}}, … in order.
import type { Env } from '#/server/env.ts';
import type { Logger } from '#/server/logger.ts';
import { createCloudApiWhatsApp } from './cloud-api.ts';
import { createOutboxWhatsApp } from './outbox-whatsapp.ts';

export type WhatsAppMessage = {
  /** A 10-digit Indian mobile number (MOBILE_RE in src/lib/address.ts), without +91. */
  to: string;
  /** The approved template's name at Meta: lowercase letters, digits and underscores (`order_shipped`). */
  template: string;
  /** The template's language code as approved (`en`, `en_US`, `hi`); unset = WHATSAPP_LANGUAGE. */
  language?: string;
  /** The values of the template body's {{1}}, {{2}}, … in order. */
  params: string[];
  /** The message as the shopper reads it (the template filled in): what the outbox writes. */
  text: string;
};
/** `id`: Meta's message id (`wamid.…`), or the outbox file's. */
export type WhatsAppSender = { send(message: WhatsAppMessage): Promise<{ id: string }> };

export function createWhatsAppSender(env: Env, log: Logger): WhatsAppSender {
  if (!env.WHATSAPP_TOKEN && !env.WHATSAPP_PHONE_NUMBER_ID)
    return createOutboxWhatsApp(`${env.DATA_DIR}/outbox`, log, env.WHATSAPP_LANGUAGE);
  // parseEnv already refuses half a configuration; checked again so a hand-built Env never writes files silently.
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID)
    throw new Error('Invalid configuration: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together');
  return createCloudApiWhatsApp(
    {
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      apiUrl: env.WHATSAPP_API_URL,
      language: env.WHATSAPP_LANGUAGE,
    },
    log,
  );
}
