import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { parseEnv } from '#/server/env.ts';
import { AppError } from '#/server/errors.ts';
import { type FakeWhatsApp, startFakeWhatsApp } from '#/server/test/fake-whatsapp.ts';
import { answerJson, startLocalServer } from '#/server/test/local-server.ts';
import { closedPort, deliveryRefusal, NOT_MOBILES, postJsonTo, freshFolderAndLog } from '#/server/test/channel-test.ts';
import {
  type CloudApiConfig,
  cloudApiFailureIsPermanent,
  createCloudApiWhatsApp,
  WHATSAPP_NO_ANSWER,
  WHATSAPP_REFUSED,
  WHATSAPP_UNREACHABLE,
} from './cloud-api.ts';
import { createOutboxWhatsApp } from './outbox-whatsapp.ts';
import { createWhatsAppSender, type WhatsAppMessage } from './whatsapp.ts';

const MESSAGE: WhatsAppMessage = {
  to: '9876543210',
  template: 'order_shipped',
  params: ['Asha', 'SJ-1042'],
  text: 'Hi Asha, your Saanjh order SJ-1042 has shipped.',
};
/** Anything a log line or an answer must never carry: the text, a parameter, the whole number (with or without 91). */
const SECRET = /Asha|SJ-1042|has shipped|9876543210/;

const { logged, log, folder: tmp } = freshFolderAndLog('whatsapp-test-');

/** The DeliveryError a send ends in, which it must: a plain sentence for the shopper, the verdict and answer. */
const refusal = (promise: Promise<unknown>, message = WHATSAPP_REFUSED) => deliveryRefusal(promise, message, SECRET);

describe('outbox WhatsApp', () => {
  it('writes one readable file naming the number, template, language, params and text; logs without them', async () => {
    const { id } = await createOutboxWhatsApp(join(tmp(), 'outbox'), log()).send(MESSAGE);
    const files = readdirSync(join(tmp(), 'outbox'));
    expect(files).toEqual([expect.stringMatching(/^\d+-[0-9a-f]{8}-whatsapp-9876543210\.txt$/)]);
    expect(id).toBe(`outbox-${files[0]!.replace(/-whatsapp-.*$/, '')}`);
    expect(readFileSync(join(tmp(), 'outbox', files[0]!), 'utf8')).toMatch(
      new RegExp(
        '^To: 9876543210\\nDate: .+ GMT\\nTemplate: order_shipped\\nLanguage: en\\n' +
          'Param 1: Asha\\nParam 2: SJ-1042\\n\\nHi Asha, your Saanjh order SJ-1042 has shipped\\.\\n$',
      ),
    );
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({
      msg: 'whatsapp written to outbox',
      to: '98•••••210',
      template: 'order_shipped',
    });
    expect(logged[0]).not.toMatch(SECRET);
  });

  it('shows the message’s own language, and parameters on one line each as Meta would take them', async () => {
    const outbox = createOutboxWhatsApp(join(tmp(), 'outbox'), log(), 'en_US');
    await outbox.send({ ...MESSAGE, language: 'hi', params: ['Asha\nRao', 'SJ-1042'] });
    const file = readFileSync(join(tmp(), 'outbox', readdirSync(join(tmp(), 'outbox'))[0]!), 'utf8');
    expect(file).toContain('\nLanguage: hi\nParam 1: Asha Rao\nParam 2: SJ-1042\n');
  });

  it('refuses anything but a 10-digit Indian mobile number, and writes nothing', async () => {
    const outbox = createOutboxWhatsApp(join(tmp(), 'outbox'), log());
    for (const to of NOT_MOBILES)
      await expect(outbox.send({ ...MESSAGE, to })).rejects.toThrow('Enter a 10-digit mobile number');
    await expect(outbox.send({ ...MESSAGE, template: 'Order Shipped' })).rejects.toThrow(/template name/);
    expect(readdirSync(tmp())).toEqual([]);
  });
});

describe('Cloud API against the fake Graph API', () => {
  let meta: FakeWhatsApp;
  beforeEach(async () => {
    meta = await startFakeWhatsApp({ templates: { 'order_shipped:en': 2, 'order_shipped:hi': 2, 'hello:en': 0 } });
  });
  afterEach(() => meta.close());
  const config = (): CloudApiConfig => ({
    token: meta.token,
    phoneNumberId: meta.phoneNumberId,
    apiUrl: meta.apiUrl,
    language: 'en',
  });
  /** A Cloud API sender to the fake, with `changed` settings. */
  const senderWith = (changed: Partial<CloudApiConfig> = {}) =>
    createCloudApiWhatsApp({ ...config(), ...changed }, log());

  it('posts the template to /{phone-number id}/messages with the bearer token and the 91-prefixed number', async () => {
    const { id } = await senderWith().send(MESSAGE);
    expect(meta.requests).toEqual([
      {
        method: 'POST',
        path: `/v26.0/${meta.phoneNumberId}/messages`,
        authorization: `Bearer ${meta.token}`,
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919876543210',
          type: 'template',
          template: {
            name: 'order_shipped',
            language: { code: 'en' },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: 'Asha' },
                  { type: 'text', text: 'SJ-1042' },
                ],
              },
            ],
          },
        },
      },
    ]);
    expect(id).toMatch(/^wamid\./);
    expect(meta.sent).toEqual([
      { to: '919876543210', template: 'order_shipped', language: 'en', params: ['Asha', 'SJ-1042'], id },
    ]);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({
      level: 'info',
      msg: 'whatsapp sent through Cloud API',
      to: '98•••••210',
      template: 'order_shipped',
      id,
    });
    expect(logged[0]).not.toMatch(SECRET);
    expect(logged[0]).not.toContain(meta.token);
  });

  it('takes the message’s own language, leaves out components without params, folds whitespace in params', async () => {
    const sender = senderWith({ apiUrl: `${meta.apiUrl}/` });
    await sender.send({ ...MESSAGE, language: 'hi', params: ['Asha\n\tRao', 'SJ-1042      (2 items)'] });
    await sender.send({ ...MESSAGE, template: 'hello', params: [] });
    expect(meta.sent.map(({ id: _, ...m }) => m)).toEqual([
      { to: '919876543210', template: 'order_shipped', language: 'hi', params: ['Asha Rao', 'SJ-1042 (2 items)'] },
      { to: '919876543210', template: 'hello', language: 'en', params: [] },
    ]);
    expect(meta.requests[1]!.body).toMatchObject({ template: { name: 'hello', language: { code: 'en' } } });
    expect((meta.requests[1]!.body as { template: object }).template).not.toHaveProperty('components');
  });

  it('calls a wrong token (401, code 190) permanent, and never keeps the token', async () => {
    const error = await refusal(senderWith({ token: 'EAAGnot-the-token' }).send(MESSAGE));
    expect(error.permanent).toBe(true);
    expect(error.answer).toMatch(/^401 code 190: Invalid OAuth access token - Cannot parse access token fbtrace_id /);
    expect(meta.sent).toEqual([]);
    expect(JSON.parse(logged[0]!)).toMatchObject({
      level: 'warn',
      msg: 'whatsapp refused by Cloud API',
      to: '98•••••210',
      template: 'order_shipped',
      status: 401,
      code: 190,
      permanent: true,
    });
    expect(logged.join('')).not.toMatch(/EAAGnot-the-token|Asha|9876543210/);
  });

  it('calls a wrong phone-number id (400, code 100/33) permanent', async () => {
    const error = await refusal(senderWith({ phoneNumberId: '123456789' }).send(MESSAGE));
    expect(error.permanent).toBe(true);
    expect(error.answer).toMatch(/^400 code 100\/33: Unsupported post request\. Object with ID '123456789'/);
  });

  it('calls template problems permanent: no such template (132001), a wrong parameter count (132000)', async () => {
    const sender = senderWith();
    const unknown = await refusal(sender.send({ ...MESSAGE, template: 'order_lost' }));
    expect(unknown.permanent).toBe(true);
    expect(unknown.answer).toMatch(/^404 code 132001: \(#132001\) Template name does not exist in the translation \(/);
    const count = await refusal(sender.send({ ...MESSAGE, params: ['Asha'] }));
    expect(count.permanent).toBe(true);
    expect(count.answer).toMatch(/^400 code 132000: .*localizable_params \(1\) .* \(2\)\)/);
    expect(meta.sent).toEqual([]);
  });

  const cases: [string, { status: number; code?: number }, boolean][] = [
    ['throughput reached (429, 130429)', { status: 429, code: 130429 }, false],
    ['app call limit (400, 4)', { status: 400, code: 4 }, false],
    ['account rate limit (400, 80007)', { status: 400, code: 80007 }, false],
    ['spam rate limit (400, 131048)', { status: 400, code: 131048 }, false],
    ['pair rate limit (400, 131056)', { status: 400, code: 131056 }, false],
    ['something went wrong (500, 131000)', { status: 500, code: 131000 }, false],
    ['service down (503, 2)', { status: 503, code: 2 }, false],
    ['an outage page (502, HTML)', { status: 502 }, false],
    ['a code we do not know on a 5xx (500, 999999)', { status: 500, code: 999999 }, false],
    ['undeliverable (400, 131026)', { status: 400, code: 131026 }, true],
    ['re-engagement (400, 131047)', { status: 400, code: 131047 }, true],
    ['template parameter count (400, 132000)', { status: 400, code: 132000 }, true],
    ['template missing (404, 132001)', { status: 404, code: 132001 }, true],
    ['invalid parameter (400, 100)', { status: 400, code: 100 }, true],
    ['token expired (401, 190)', { status: 401, code: 190 }, true],
    ['blocked for a policy violation, on a 5xx (500, 368)', { status: 500, code: 368 }, true],
    ['capability missing, on a 5xx (500, 3)', { status: 500, code: 3 }, true],
    ['undeliverable even on a 5xx (500, 131026)', { status: 500, code: 131026 }, true],
    ['a code we do not know on a 4xx (400, 999999)', { status: 400, code: 999999 }, true],
  ];
  it.each(cases)('classifies %s', async (_name, failure, permanent) => {
    meta.failNext({ ...failure, details: 'Message failed to send to 919876543210' });
    const error = await refusal(senderWith().send(MESSAGE));
    expect(error.permanent).toBe(permanent);
    expect(error.answer).toMatch(
      failure.code === undefined ? `${failure.status}: <html>` : `${failure.status} code ${failure.code}: `,
    );
    const line = JSON.parse(logged[0]!);
    expect(line).toMatchObject({ msg: 'whatsapp refused by Cloud API', status: failure.status, permanent });
    expect(line.code).toBe(failure.code);
  });

  it('answers the next N requests with the error it was told, then as usual: a retry gets through', async () => {
    meta.failNext({ status: 429, code: 130429, message: '(#130429) Rate limit hit' }, 2);
    const sender = senderWith();
    for (let i = 0; i < 2; i++) expect((await refusal(sender.send(MESSAGE))).permanent).toBe(false);
    expect((await sender.send(MESSAGE)).id).toMatch(/^wamid\./);
    expect(meta.requests).toHaveLength(3);
    expect(meta.sent).toHaveLength(1);
  });

  it('calls a success without a message id permanent (nothing to tell it was sent)', async () => {
    const odd = await startLocalServer((_req, res) => answerJson(res, 200, { ok: true }));
    onTestFinished(() => odd.close());
    const error = await refusal(senderWith({ apiUrl: odd.url }).send(MESSAGE));
    expect(error).toMatchObject({ permanent: true, answer: '200: no message id in the answer' });
  });

  it('gives up on an API that never answers after its timeout: temporary', async () => {
    meta.behaviour = 'hang';
    const sender = senderWith({ timeoutMs: 200 });
    const error = await refusal(sender.send(MESSAGE), WHATSAPP_NO_ANSWER);
    expect(error).toMatchObject({ permanent: false, answer: 'Cloud API no answer within 200 ms' });
    expect(meta.requests).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ msg: 'whatsapp not sent: Cloud API unavailable', reason: /200 ms/ });
  });

  it('never sends a number that is not a 10-digit Indian mobile, nor an unusable template name', async () => {
    const sender = senderWith();
    for (const to of NOT_MOBILES) {
      const error = await sender.send({ ...MESSAGE, to }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: 'bad_input', message: 'Enter a 10-digit mobile number' });
    }
    await expect(sender.send({ ...MESSAGE, template: '../order' })).rejects.toThrow(/template name/);
    await expect(sender.send({ ...MESSAGE, language: 'English' })).rejects.toThrow(/template language/);
    expect(meta.requests).toEqual([]);
  });
});

describe('Cloud API when nothing listens', () => {
  it('calls an unreachable API temporary', async () => {
    const apiUrl = `http://127.0.0.1:${await closedPort()}/v26.0`;
    const sender = createCloudApiWhatsApp({ token: 'EAAGtoken', phoneNumberId: '1065', apiUrl, language: 'en' }, log());
    const error = await refusal(sender.send(MESSAGE), WHATSAPP_UNREACHABLE);
    expect(error).toMatchObject({ permanent: false, answer: 'Cloud API not reachable' });
    expect(JSON.parse(logged[0]!)).toMatchObject({ to: '98•••••210', reason: 'not reachable' });
  });
});

describe('cloudApiFailureIsPermanent', () => {
  it('lets a known code decide over the status, and the status decide otherwise', () => {
    expect(cloudApiFailureIsPermanent(400, 130429)).toBe(false);
    expect(cloudApiFailureIsPermanent(500, 132001)).toBe(true);
    expect(cloudApiFailureIsPermanent(undefined, undefined)).toBe(false);
    expect(cloudApiFailureIsPermanent(429, undefined)).toBe(false);
    expect(cloudApiFailureIsPermanent(403, 200)).toBe(true);
  });
});

describe('createWhatsAppSender', () => {
  it('writes to DATA_DIR/outbox when the Cloud API is not configured', async () => {
    await createWhatsAppSender(parseEnv({ DATA_DIR: tmp(), WHATSAPP_LANGUAGE: 'en_US' }), log()).send(MESSAGE);
    const files = readdirSync(join(tmp(), 'outbox'));
    expect(files).toEqual([expect.stringMatching(/-whatsapp-9876543210\.txt$/)]);
    expect(readFileSync(join(tmp(), 'outbox', files[0]!), 'utf8')).toContain('\nLanguage: en_US\n');
  });

  it('sends through the Cloud API when its token and phone-number id are set', async () => {
    const meta = await startFakeWhatsApp();
    onTestFinished(() => meta.close());
    const env = parseEnv({
      DATA_DIR: tmp(),
      WHATSAPP_TOKEN: meta.token,
      WHATSAPP_PHONE_NUMBER_ID: meta.phoneNumberId,
      WHATSAPP_API_URL: meta.apiUrl,
      WHATSAPP_LANGUAGE: 'en_US',
    });
    const { id } = await createWhatsAppSender(env, log()).send(MESSAGE);
    expect(meta.sent).toEqual([
      { to: '919876543210', template: 'order_shipped', language: 'en_US', params: ['Asha', 'SJ-1042'], id },
    ]);
    expect(readdirSync(tmp())).toEqual([]);
  });

  it('refuses half a configuration built by hand', () => {
    const env = { ...parseEnv({ DATA_DIR: tmp() }), WHATSAPP_TOKEN: 'EAAGsome-long-token' };
    expect(() => createWhatsAppSender(env, log())).toThrow(
      /WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together/,
    );
  });
});

describe('fake Graph API', () => {
  let meta: FakeWhatsApp;
  beforeEach(async () => {
    meta = await startFakeWhatsApp();
  });
  afterEach(() => meta.close());
  const bearer = () => ({ Authorization: `Bearer ${meta.token}` });
  const post = (body: unknown, headers: Record<string, string> = bearer()) =>
    postJsonTo(`${meta.apiUrl}/${meta.phoneNumberId}/messages`, body, headers);
  const valid = () => ({
    messaging_product: 'whatsapp',
    to: '919876543210',
    type: 'template',
    template: { name: 'hello_world', language: { code: 'en_US' } },
  });

  it('refuses a request without the bearer token as Meta does', async () => {
    const res = await post(valid(), {});
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { type: 'OAuthException', code: 190 } });
  });

  it('refuses a body of the wrong shape with code 100, naming the problem', async () => {
    const bare = await post({ ...valid(), to: '9876543210' });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ error: { code: 100, error_data: { details: 'Invalid parameter: to' } } });
    const product = await post({ ...valid(), messaging_product: undefined });
    expect(await product.json()).toMatchObject({ error: { code: 100 } });
    const tab = await post({
      ...valid(),
      template: { ...valid().template, components: [{ type: 'body', parameters: [{ type: 'text', text: 'a\tb' }] }] },
    });
    expect(await tab.json()).toMatchObject({ error: { error_data: { details: /new-line\/tab/ } } });
    expect(meta.sent).toEqual([]);
    const ok = await post(valid());
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      messaging_product: 'whatsapp',
      contacts: [{ input: '919876543210', wa_id: '919876543210' }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
  });

  it('answers only POST on its own phone-number id under the version', async () => {
    const get = await fetch(`${meta.apiUrl}/${meta.phoneNumberId}/messages`, { headers: bearer() });
    expect(await get.json()).toMatchObject({ error: { code: 100, message: 'Unsupported get request.' } });
    const unversioned = `${meta.apiUrl.replace('/v26.0', '')}/${meta.phoneNumberId}/messages`;
    expect((await postJsonTo(unversioned, valid(), bearer())).status).toBe(400);
    const other = await postJsonTo(`${meta.apiUrl}/1234567/messages`, valid(), bearer());
    expect(await other.json()).toMatchObject({ error: { code: 100, error_subcode: 33 } });
    expect(meta.sent).toEqual([]);
  });
});
