// A local stand-in for Meta's Graph API as the WhatsApp Business Cloud API uses it to send a message: POST
// /{version}/{phone-number id}/messages. It checks requests the way Meta does: the bearer token first (401, code
// 190), then the path's phone-number id (400, code 100, subcode 33: no such object), then the body's shape
// (400, code 100) for a template message: messaging_product 'whatsapp', an individual recipient `to` as an Indian
// number with its 91 prefix, a template name and language code, and body parameters of type text. With
// `templates` it also knows the account's approved templates, answering 132001 for an unknown name or language and
// 132000 for a wrong parameter count. A success is Meta's { messaging_product, contacts, messages: [{ id }] };
// a refusal is Meta's { error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }.
// Stricter than Meta in two places: `to` must be 91 and a mobile (Meta also takes other formats and countries), and
// a parameter holding a new line, a tab or a run of spaces is refused outright.
import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, isRecord, readRequest, startFakeApi } from './local-server.ts';

export type FakeWhatsAppRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
};
export type FakeWhatsAppMessage = { to: string; template: string; language: string; params: string[]; id: string };
/** What the next requests get instead of the usual answer: Meta's error with this status and code. */
export type FakeWhatsAppFailure = {
  status: number;
  /** Meta's error code; unset = an outage page (HTML) with the status, as a proxy in front of Meta gives. */
  code?: number;
  subcode?: number;
  message?: string;
  details?: string;
};
/** `answer` as Meta would; `hang` accepts and never answers. */
export type FakeWhatsAppBehaviour = 'answer' | 'hang';

export type FakeWhatsApp = {
  /** The WHATSAPP_API_URL to use (with its version segment, as Meta's). */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** Every request that reached the server, refused ones included. */
  requests: FakeWhatsAppRequest[];
  /** The messages Meta would have accepted. */
  sent: FakeWhatsAppMessage[];
  behaviour: FakeWhatsAppBehaviour;
  /** The next `times` requests (default 1) are answered with this error, whatever they hold. */
  failNext(failure: FakeWhatsAppFailure, times?: number): void;
  close(): Promise<void>;
};

export const FAKE_GRAPH_VERSION = 'v26.0';
const INDIAN_MOBILE = /^91[6-9]\d{9}$/;

const traceId = () => randomBytes(9).toString('base64url');

function graphError(res: ServerResponse, status: number, failure: Omit<FakeWhatsAppFailure, 'status'>): void {
  const code = failure.code ?? 100;
  answerJson(res, status, {
    error: {
      message: failure.message ?? `(#${code}) Invalid parameter`,
      type: failure.subcode === 33 ? 'GraphMethodException' : 'OAuthException',
      code,
      ...(failure.subcode === undefined ? {} : { error_subcode: failure.subcode }),
      ...(failure.details === undefined
        ? {}
        : { error_data: { messaging_product: 'whatsapp', details: failure.details } }),
      fbtrace_id: traceId(),
    },
  });
}

/** The body's params, or the reason Meta would give for refusing its shape. */
function templateOf(body: unknown): { to: string; name: string; language: string; params: string[] } | string {
  if (!isRecord(body)) return 'Invalid JSON body';
  if (body.messaging_product !== 'whatsapp') return 'The parameter messaging_product is required.';
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual') return 'Invalid recipient_type';
  if (typeof body.to !== 'string' || !INDIAN_MOBILE.test(body.to)) return 'Invalid parameter: to';
  if (body.type !== 'template') return 'Invalid parameter: type';
  const template = body.template;
  if (!isRecord(template) || typeof template.name !== 'string' || !template.name) return 'template.name is required';
  const language = template.language;
  if (!isRecord(language) || typeof language.code !== 'string' || !language.code)
    return 'template.language.code is required';
  const params: string[] = [];
  const components = template.components ?? [];
  if (!Array.isArray(components)) return 'template.components must be an array';
  for (const component of components) {
    if (!isRecord(component) || component.type !== 'body' || !Array.isArray(component.parameters))
      return 'Invalid component: only a body with parameters';
    for (const parameter of component.parameters) {
      if (!isRecord(parameter) || parameter.type !== 'text' || typeof parameter.text !== 'string' || !parameter.text)
        return 'Invalid parameter: a text parameter needs its text';
      if (/[\n\t]| {5,}/.test(parameter.text))
        return 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces';
      params.push(parameter.text);
    }
  }
  return { to: body.to, name: template.name, language: language.code, params };
}

/**
 * `templates`: the approved templates, `name:language` → the number of body parameters; unset = any name and
 * any count is accepted.
 */
export async function startFakeWhatsApp({
  templates,
}: {
  templates?: Record<string, number>;
} = {}): Promise<FakeWhatsApp> {
  const token = `EAAG${randomBytes(24).toString('base64url')}`;
  const phoneNumberId = String(100_000_000_000_000 + randomInt(0, 2 ** 47));
  const requests: FakeWhatsAppRequest[] = [];
  const sent: FakeWhatsAppMessage[] = [];
  const failures: FakeWhatsAppFailure[] = [];
  const messagesPath = `/${FAKE_GRAPH_VERSION}/${phoneNumberId}/messages`;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { method, path, caller: authorization, json: body, body: recorded } = await readRequest(req, 'authorization');
    requests.push({ method, path, authorization, body: recorded });

    if (fake.behaviour === 'hang') return; // the socket stays open until close()
    const failure = failures.shift();
    if (failure) {
      if (failure.code !== undefined) return graphError(res, failure.status, failure);
      res.writeHead(failure.status, { 'Content-Type': 'text/html' });
      res.end(`<html><body><h1>${failure.status} Service Unavailable</h1></body></html>`);
      return;
    }
    if (authorization !== `Bearer ${token}`)
      return graphError(res, 401, { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });
    const [, version, objectId, edge, ...rest] = path.split('/');
    if (version !== FAKE_GRAPH_VERSION || edge !== 'messages' || rest.length > 0)
      return graphError(res, 400, { code: 2500, message: `Unknown path components: ${path}` });
    if (path !== messagesPath)
      return graphError(res, 400, {
        code: 100,
        subcode: 33,
        message:
          `Unsupported post request. Object with ID '${objectId}' does not exist, cannot be loaded due to missing ` +
          'permissions, or does not support this operation.',
      });
    if (req.method !== 'POST') return graphError(res, 400, { code: 100, message: 'Unsupported get request.' });
    if (!String(req.headers['content-type']).startsWith('application/json'))
      return graphError(res, 400, { code: 100, message: '(#100) Invalid parameter' });

    const message = templateOf(body);
    if (typeof message === 'string') return graphError(res, 400, { code: 100, details: message });
    if (templates) {
      const count = templates[`${message.name}:${message.language}`];
      if (count === undefined)
        return graphError(res, 404, {
          code: 132001,
          message: '(#132001) Template name does not exist in the translation',
          details: `template name (${message.name}) does not exist in ${message.language}`,
        });
      if (count !== message.params.length)
        return graphError(res, 400, {
          code: 132000,
          message: '(#132000) Number of parameters does not match the expected number of params',
          details:
            `body: number of localizable_params (${message.params.length}) does not match the expected number ` +
            `of params (${count})`,
        });
    }
    const id = `wamid.${Buffer.from(`${message.to}:${randomBytes(12).toString('hex')}`).toString('base64')}`;
    sent.push({ to: message.to, template: message.name, language: message.language, params: message.params, id });
    answerJson(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id, message_status: 'accepted' }],
    });
  }

  const server = await startFakeApi(handle, (_req, res) =>
    graphError(res, 500, { code: 1, message: 'An unknown error occurred' }),
  );

  const fake: FakeWhatsApp = {
    apiUrl: `${server.url}/${FAKE_GRAPH_VERSION}`,
    token,
    phoneNumberId,
    requests,
    sent,
    behaviour: 'answer',
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    close: server.close,
  };
  return fake;
}
