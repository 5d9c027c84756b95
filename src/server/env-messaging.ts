// The SMS (MSG91) and WhatsApp (Meta's Cloud API) configuration keys, as env.ts parses them (env.ts spreads this
// shape into its schema and stays the only reader of the environment; env-checks.ts refuses half a configuration).
// Each bad value is refused at start with a message naming its key.
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
/** An optional key whose value, trimmed, must match `pattern`; `message` says what it should look like. */
const matching = (pattern: RegExp, message: string) =>
  z.preprocess(emptyAsUndefined, z.string().trim().regex(pattern, message).optional());

const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const messagingEnvShape = {
  /** SMS through MSG91 (key and DLT template together); unset = text files in DATA_DIR/outbox. */
  MSG91_AUTH_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().trim().min(1, 'MSG91_AUTH_KEY must not be blank').optional(),
  ),
  MSG91_TEMPLATE_ID: matching(
    TEMPLATE_ID,
    'MSG91_TEMPLATE_ID must be the template id MSG91 shows (letters and digits)',
  ),
  /**
   * The out-for-delivery SMS's DLT template at MSG91 (variables ##order##, ##courier##, ##awb##); unset with MSG91
   * = that SMS is not sent (offline it is written to the outbox like every SMS).
   */
  MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID: matching(
    TEMPLATE_ID,
    'MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID must be the template id MSG91 shows (letters and digits)',
  ),
  MSG91_SENDER_ID: matching(/^[A-Za-z0-9]{6}$/, 'MSG91_SENDER_ID must be a 6-character DLT header like SAANJH'),
  MSG91_API_URL: z.preprocess(emptyAsUndefined, z.string().url().default('https://control.msg91.com')),
  /**
   * WhatsApp through Meta's WhatsApp Business Cloud API (token and phone-number id together); unset = text files in
   * DATA_DIR/outbox. The API URL carries the Graph API version; the language is the templates' default.
   */
  WHATSAPP_TOKEN: matching(/^\S{16,2048}$/, 'WHATSAPP_TOKEN must be the access token Meta shows (no spaces)'),
  WHATSAPP_PHONE_NUMBER_ID: matching(
    /^\d{5,30}$/,
    'WHATSAPP_PHONE_NUMBER_ID must be the phone number ID Meta shows (digits, not the number)',
  ),
  WHATSAPP_API_URL: z.preprocess(emptyAsUndefined, z.string().url().default('https://graph.facebook.com/v26.0')),
  WHATSAPP_LANGUAGE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'WHATSAPP_LANGUAGE must be a template language code like en or en_US')
      .default('en'),
  ),
};
