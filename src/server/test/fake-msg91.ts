// A local stand-in for MSG91's Flow API (POST /api/v5/flow) that checks requests the way MSG91 does: the
// `authkey` header first, then a JSON body naming one of the account's registered DLT templates, an approved
// sender id, and recipients whose `mobiles` is an Indian number with its 91 prefix and who carry every variable
// the template has. It answers as MSG91 does: {"type":"success","message":"<request id>"}, and refusals as
// {"type":"error","message":…}, an authentication failure with 401 and a bad template or number inside a 200.
// Stricter than MSG91 in one place: a missing template variable is refused here rather than sent unfilled.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, isRecord, readRequest, startFakeApi } from './local-server.ts';

export type FakeMsg91Request = { method: string; path: string; authkey: string | undefined; body: unknown };
export type FakeMsg91Message = { mobiles: string; sender: string | undefined; vars: Record<string, string> };
/** The messages of one template: `sent` keeps its shape, these name the template too. */
export type FakeMsg91Delivery = FakeMsg91Message & { templateId: string };
/** `answer` as MSG91 would; `fail` as an outage (502 from a proxy, HTML); `hang` accepts and never answers. */
export type FakeMsg91Behaviour = 'answer' | 'fail' | 'hang';

export type FakeMsg91 = {
  /** The MSG91_API_URL to use. */
  apiUrl: string;
  authKey: string;
  /** The first template's id (the one `variables` fill). */
  templateId: string;
  /** The ids of the further templates asked for by name (`templates`). */
  templateIds: Record<string, string>;
  senderId: string;
  /** The template's variables (its ##name## placeholders). */
  variables: string[];
  /** Every request that reached the server, refused ones included. */
  requests: FakeMsg91Request[];
  /** The messages MSG91 would have sent. */
  sent: FakeMsg91Message[];
  /** The same messages, each with its template's id. */
  deliveries: FakeMsg91Delivery[];
  behaviour: FakeMsg91Behaviour;
  close(): Promise<void>;
};

const INDIAN_MOBILE = /^91[6-9]\d{9}$/;

const refuse = (res: ServerResponse, message: string, status = 200) =>
  answerJson(res, status, { type: 'error', message });

/** `templates`: further registered templates by name, each with its variables. */
export async function startFakeMsg91({
  variables = ['otp'],
  templates = {},
}: {
  variables?: string[];
  templates?: Record<string, string[]>;
} = {}): Promise<FakeMsg91> {
  const authKey = `${randomBytes(3).toString('hex')}A${randomBytes(9).toString('hex')}P1`;
  const templateId = randomBytes(12).toString('hex');
  const templateIds = Object.fromEntries(Object.keys(templates).map((name) => [name, randomBytes(12).toString('hex')]));
  /** Each registered template's variables, by id. */
  const registered = new Map<string, string[]>([
    [templateId, variables],
    ...Object.entries(templates).map(([name, vars]) => [templateIds[name]!, vars] as [string, string[]]),
  ]);
  const deliveries: FakeMsg91Delivery[] = [];
  const senderId = 'SAANJH';
  const requests: FakeMsg91Request[] = [];
  const sent: FakeMsg91Message[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { method, path, caller: authkey, json: body, body: recorded } = await readRequest(req, 'authkey');
    requests.push({ method, path, authkey, body: recorded });

    if (fake.behaviour === 'hang') return; // the socket stays open until close()
    if (fake.behaviour === 'fail') {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    if (path !== '/api/v5/flow' && path !== '/api/v5/flow/') return refuse(res, 'Not Found', 404);
    if (req.method !== 'POST') return refuse(res, 'Method Not Allowed', 405);
    if (authkey !== authKey)
      return answerJson(res, 401, { message: 'AuthenticationFailure', type: 'error', code: '401' });
    if (!String(req.headers['content-type']).startsWith('application/json') || !isRecord(body))
      return refuse(res, 'Invalid JSON', 400);

    const template = typeof body.template_id === 'string' ? registered.get(body.template_id) : undefined;
    if (!template) return refuse(res, 'Invalid template');
    if (body.short_url !== undefined && !['0', '1', 0, 1].includes(body.short_url as string | number))
      return refuse(res, 'short_url must be 0 or 1');
    if (body.sender !== undefined && body.sender !== senderId) return refuse(res, 'Sender ID not approved');
    const recipients = body.recipients;
    if (!Array.isArray(recipients) || recipients.length === 0) return refuse(res, 'Recipients are required');
    const messages: FakeMsg91Message[] = [];
    for (const recipient of recipients) {
      if (!isRecord(recipient) || typeof recipient.mobiles !== 'string' || !INDIAN_MOBILE.test(recipient.mobiles))
        return refuse(res, 'Mobile number is invalid');
      const { mobiles, ...rest } = recipient;
      const missing = template.filter((name) => typeof rest[name] !== 'string' || rest[name] === '');
      if (missing.length > 0) return refuse(res, `Template variable ${missing.join(', ')} is missing`);
      const vars = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)]));
      messages.push({ mobiles, sender: typeof body.sender === 'string' ? body.sender : undefined, vars });
    }
    sent.push(...messages);
    deliveries.push(...messages.map((m) => ({ ...m, templateId: String(body.template_id) })));
    answerJson(res, 200, { type: 'success', message: randomBytes(12).toString('hex') });
  }

  const server = await startFakeApi(handle, (_req, res) => refuse(res, 'Internal Server Error', 500));

  const fake: FakeMsg91 = {
    apiUrl: server.url,
    authKey,
    templateId,
    templateIds,
    senderId,
    variables,
    requests,
    sent,
    deliveries,
    behaviour: 'answer',
    close: server.close,
  };
  return fake;
}
