// Real WhatsApp through Meta's WhatsApp Business Cloud API (https://developers.facebook.com/documentation/
// business-messaging/whatsapp/): POST {WHATSAPP_API_URL}/{phone-number id}/messages, where the URL carries the
// Graph API version (https://graph.facebook.com/v26.0), with `Authorization: Bearer <token>` and a JSON body
//   { messaging_product: 'whatsapp', recipient_type: 'individual', to: '91XXXXXXXXXX', type: 'template',
//     template: { name, language: { code }, components: [{ type: 'body', parameters: [{ type: 'text', text }] }] } }
// Meta answers { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] }. A refusal is
//   { error: { message, type, code, error_subcode?, error_data?: { details }, fbtrace_id } }
// Meta asks for error handling built on `code` and `details`, not on the message text (its "WhatsApp error codes"
// page, https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes/), and Graph
// API errors mostly come as HTTP 400, throttling included. So the code decides when it is one we know, the status
// otherwise (no answer, 408, 429 and 5xx temporary, other 4xx permanent).
import { DeliveryError, httpFailureIsPermanent, safeAnswer } from '#/server/adapters/delivery-error.ts';
import { maskMobile } from '#/server/adapters/sms/mobile.ts';
import { answerObject, postJson } from '#/server/adapters/post-json.ts';
import type { Logger } from '#/server/logger.ts';
import { checkMessage, textParam } from './template.ts';
import type { WhatsAppSender } from './whatsapp.ts';

export type CloudApiConfig = {
  /** A system user's access token with whatsapp_business_messaging. */
  token: string;
  /** Meta's id of the business phone number (not the number). */
  phoneNumberId: string;
  /** https://graph.facebook.com/v26.0, or a local fake in tests. */
  apiUrl: string;
  /** The templates' language when a message names none. */
  language: string;
  timeoutMs?: number;
};

/** What the shopper reads; the reason (Meta's code and words) goes to the log for the owner. */
export const WHATSAPP_UNREACHABLE = 'WhatsApp is not reachable. Please try again in a minute.';
export const WHATSAPP_NO_ANSWER = 'WhatsApp did not answer in time. Please try again in a minute.';
export const WHATSAPP_REFUSED = 'The WhatsApp message could not be sent. Please try again in a minute.';

// Both lists follow Meta's Cloud API error-code reference (developers.facebook.com/documentation/business-messaging/
// whatsapp/support/error-codes), checked on 2026-12-02 against its webhook error reference and partners' copies of
// the table. Meta asks that handling go by `code`, never by the title in `message` (titles will be deprecated).
/**
 * Meta's codes a later try gets past: 1 and 2 (API unknown, service temporarily down), 4 (app call limit), 80007
 * (business account rate limit), 130429 (throughput reached), 131000 (something went wrong: try again), 131016
 * (service unavailable), 131048 (spam rate limit), 131056 (too many messages to one number), 133004 (server
 * temporarily unavailable).
 */
export const TEMPORARY_CODES: ReadonlySet<number> = new Set([
  1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004,
]);
/**
 * Meta's codes the same message gets again: 0 and 190 (the token: expired or invalid), 3 and 10 (capability,
 * permission), 33 (the business number was deleted), 100 (invalid parameter), 368 (the account is blocked for a
 * policy violation: staff resolve it in WhatsApp Manager, then retry from the console), 131008 and 131009 (a
 * parameter missing or invalid), 131026 (undeliverable: not on WhatsApp, old app, terms not accepted), 131047
 * (re-engagement: more than 24 hours since the shopper wrote), 132000 (the template's parameter count differs),
 * 132001 (no such template in this language), 133010 (number not registered).
 */
export const PERMANENT_CODES: ReadonlySet<number> = new Set([
  0, 3, 10, 33, 100, 190, 368, 131008, 131009, 131026, 131047, 132000, 132001, 133010,
]);

/** Whether a Cloud API refusal is permanent: by Meta's code when it is one above, else by the HTTP status. */
export function cloudApiFailureIsPermanent(status: number | undefined, code: number | undefined): boolean {
  if (code !== undefined && TEMPORARY_CODES.has(code)) return false;
  if (code !== undefined && PERMANENT_CODES.has(code)) return true;
  return httpFailureIsPermanent(status);
}

/** Meta's message ids are `wamid.` and base64. */
const MESSAGE_ID = /^[A-Za-z0-9._=+/-]{1,256}$/;

type GraphError = {
  message?: unknown;
  type?: unknown;
  code?: unknown;
  error_subcode?: unknown;
  error_data?: { details?: unknown };
  fbtrace_id?: unknown;
};
type Answer = { messages?: { id?: unknown }[]; error?: GraphError };

const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
};
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Meta's refusal in one line: status, code/subcode, message, details and the trace id Meta support asks for. */
function refusalOf(status: number, error: GraphError | undefined, text: string): string {
  const code = numberOf(error?.code);
  const subcode = numberOf(error?.error_subcode);
  const details = textOf(error?.error_data?.details);
  const trace = textOf(error?.fbtrace_id);
  return [
    `${status}${code === undefined ? '' : ` code ${code}${subcode === undefined ? '' : `/${subcode}`}`}:`,
    textOf(error?.message) ?? (text || 'no answer body'),
    details ? `(${details})` : '',
    trace ? `fbtrace_id ${trace}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function createCloudApiWhatsApp(config: CloudApiConfig, log: Logger): WhatsAppSender {
  const url = `${config.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const refuse = (message: string, permanent: boolean, answer: string) =>
    new DeliveryError(message, { permanent, answer: safeAnswer(answer, [config.token]) });
  return {
    async send(message) {
      const language = message.language ?? config.language;
      checkMessage(message, language);
      const params = message.params.map((text) => ({ type: 'text', text: textParam(text) }));
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${message.to}`,
        type: 'template',
        template: {
          name: message.template,
          language: { code: language },
          ...(params.length > 0 ? { components: [{ type: 'body', parameters: params }] } : {}),
        },
      };
      const to = maskMobile(message.to);
      const template = message.template;
      const posted = await postJson(url, { Authorization: `Bearer ${config.token}` }, body, timeoutMs);
      if (!posted.answered) {
        log.warn('whatsapp not sent: Cloud API unavailable', { to, template, reason: posted.reason });
        throw refuse(posted.timedOut ? WHATSAPP_NO_ANSWER : WHATSAPP_UNREACHABLE, false, `Cloud API ${posted.reason}`);
      }
      const { res, text } = posted;
      const answer = answerObject<Answer>(text);
      const id = answer.messages?.[0]?.id;
      if (res.ok && typeof id === 'string' && MESSAGE_ID.test(id)) {
        log.info('whatsapp sent through Cloud API', { to, template, id });
        return { id };
      }
      // A refusal, or a success without the id Meta always gives: a proxy's page, or not the Cloud API at all.
      const error = answer.error !== null && typeof answer.error === 'object' ? answer.error : undefined;
      const code = numberOf(error?.code);
      const permanent = cloudApiFailureIsPermanent(res.status, code);
      const reason = safeAnswer(
        res.ok && !error ? `${res.status}: no message id in the answer` : refusalOf(res.status, error, text),
        [config.token],
      );
      log.warn('whatsapp refused by Cloud API', {
        to,
        template,
        status: res.status,
        code,
        subcode: numberOf(error?.error_subcode),
        permanent,
        reason,
      });
      throw refuse(WHATSAPP_REFUSED, permanent, reason);
    },
  };
}
