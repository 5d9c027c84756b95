// Real SMS through MSG91's Flow API ("Send SMS", https://docs.msg91.com/sms/send-sms; the same call is described
// at https://control.msg91.com/apidoc/textsms/send-sms-flow.php): POST {MSG91_API_URL}/api/v5/flow with the
// `authkey` header and a JSON body
//   { template_id, short_url: '0', sender?, recipients: [{ mobiles: '91XXXXXXXXXX', <variable>: value, … }] }
// where each variable fills the template's ##variable## (India's DLT rules allow registered templates only).
// MSG91 answers {"type":"success","message":"<request id>"}; a refusal is {"type":"error","message":…} and comes
// with HTTP 200 as often as with a 4xx, so the body decides, not the status alone.
// A message that does not go out is a DeliveryError: temporary when MSG91 could not be reached, did not answer in
// time, or answered 408, 429 or 5xx; permanent for any other refusal (a wrong key, template or number).
import type { Logger } from '#/server/logger.ts';
import { DeliveryError, httpFailureIsPermanent, safeAnswer } from '#/server/adapters/delivery-error.ts';
import { answerObject, postJson } from '#/server/adapters/post-json.ts';
import { checkMobile, maskDigitRuns, maskMobile } from './mobile.ts';
import type { SmsSender, SmsTemplate } from './sms.ts';

export type Msg91Config = {
  authKey: string;
  /** The cash-on-delivery code's template (MSG91_TEMPLATE_ID). */
  templateId: string;
  /** The other templates' ids (MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID); a template without one is not sent. */
  templateIds?: Partial<Record<Exclude<SmsTemplate, 'cod_code'>, string>>;
  /** DLT header; unset = the one saved with the template at MSG91. */
  senderId?: string;
  /** https://control.msg91.com, or a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
};

export const FLOW_PATH = '/api/v5/flow';
/** What the shopper reads; the reason (MSG91's own words, the status) goes to the log for the owner. */
export const SMS_UNREACHABLE = 'The SMS service is not reachable. Please try again in a minute.';
export const SMS_NO_ANSWER = 'The SMS service did not answer in time. Please try again in a minute.';
export const SMS_REFUSED = 'The SMS could not be sent. Please try again in a minute.';

const VARIABLE = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

type Answer = { type?: unknown; message?: unknown; code?: unknown };

/** MSG91's reason, short and with any phone number masked: safe for a log line. */
const reasonOf = (answer: Answer, text: string): string =>
  maskDigitRuns(typeof answer.message === 'string' ? answer.message : text).slice(0, 200);

export function createMsg91Sender(config: Msg91Config, log: Logger): SmsSender {
  const url = `${config.apiUrl.replace(/\/+$/, '')}${FLOW_PATH}`;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const templateIdOf = (template: SmsTemplate = 'cod_code') =>
    template === 'cod_code' ? config.templateId : config.templateIds?.[template];
  return {
    carries: (template) => templateIdOf(template) !== undefined,
    async send(sms) {
      checkMobile(sms.to);
      const templateId = templateIdOf(sms.template);
      // Never queued (carries() says no), so only a hand-built call gets here: no retry can help it.
      if (!templateId)
        throw new DeliveryError(SMS_REFUSED, {
          permanent: true,
          answer: `No MSG91 template id is configured for ${sms.template} messages`,
        });
      const vars = sms.vars ?? {};
      for (const name of Object.keys(vars))
        if (!VARIABLE.test(name) || name === 'mobiles') throw new Error(`unusable MSG91 template variable ${name}`);
      const body = {
        template_id: templateId,
        short_url: '0', // our messages carry no link to shorten
        ...(config.senderId ? { sender: config.senderId } : {}),
        recipients: [{ ...vars, mobiles: `91${sms.to}` }],
      };
      const to = maskMobile(sms.to);
      const posted = await postJson(url, { authkey: config.authKey }, body, timeoutMs);
      if (!posted.answered) {
        log.warn('sms not sent: MSG91 unavailable', { to, reason: posted.reason });
        throw new DeliveryError(posted.timedOut ? SMS_NO_ANSWER : SMS_UNREACHABLE, {
          permanent: httpFailureIsPermanent(undefined),
          answer: safeAnswer(`MSG91 ${posted.reason}`),
        });
      }
      const { res, text } = posted;
      const answer = answerObject<Answer>(text);
      if (res.ok && answer.type === 'success') {
        const requestId = typeof answer.message === 'string' && REQUEST_ID.test(answer.message) ? answer.message : '';
        log.info('sms sent through MSG91', { to, requestId });
        return;
      }
      const code =
        typeof answer.code === 'string' || typeof answer.code === 'number'
          ? String(answer.code).slice(0, 16)
          : undefined;
      const reason = reasonOf(answer, text);
      log.warn('sms refused by MSG91', { to, status: res.status, code, reason });
      throw new DeliveryError(SMS_REFUSED, {
        permanent: httpFailureIsPermanent(res.status),
        answer: safeAnswer(`${res.status}${code ? ` code ${code}` : ''}: ${reason}`, [config.authKey]),
      });
    },
  };
}
