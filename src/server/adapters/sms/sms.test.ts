import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { parseEnv } from '#/server/env.ts';
import { AppError } from '#/server/errors.ts';
import { startFakeMsg91, type FakeMsg91 } from '#/server/test/fake-msg91.ts';
import { answerJson, startLocalServer } from '#/server/test/local-server.ts';
import {
  closedPort,
  deliveryRefusal,
  NOT_MOBILES,
  postJsonTo,
  rejection,
  freshFolderAndLog,
} from '#/server/test/channel-test.ts';
import { createMsg91Sender, SMS_NO_ANSWER, SMS_REFUSED, SMS_UNREACHABLE } from './msg91-sms.ts';
import { maskMobile } from './mobile.ts';
import { createOutboxSms } from './outbox-sms.ts';
import { createSmsSender, type Sms } from './sms.ts';

const SMS: Sms = { to: '9876543210', text: 'Your Saanjh delivery code is 482913', vars: { otp: '482913' } };
/** Anything a log line must never carry: the code, the text, the whole number (with or without 91). */
const SECRET = /482913|Your Saanjh|9876543210/;

const { logged, log, folder: tmp } = freshFolderAndLog('sms-test-');

/** A plain sentence for the shopper: an AppError the app answers with 422, no stack, no markup, no number. */
async function expectPlainRefusal(promise: Promise<unknown>, message: string) {
  const error = await deliveryRefusal(promise, message, SECRET);
  expect(error).toBeInstanceOf(AppError);
  expect(error.message).not.toMatch(/[<>{}\n]|\bat |9876543210|482913/);
  return error;
}

describe('outbox sms', () => {
  it('writes one readable file naming the number, and logs that it did without the text', async () => {
    await createOutboxSms(join(tmp(), 'outbox'), log()).send(SMS);
    const files = readdirSync(join(tmp(), 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-[0-9a-f]{8}-sms-9876543210\.txt$/);
    const text = readFileSync(join(tmp(), 'outbox', files[0]!), 'utf8');
    expect(text).toMatch(/^To: 9876543210\nDate: .+ GMT\n\nYour Saanjh delivery code is 482913\n$/);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ msg: 'sms written to outbox', to: '98•••••210' });
    expect(logged[0]).not.toMatch(SECRET);
  });

  it('refuses anything but a 10-digit Indian mobile number, and writes nothing', async () => {
    const outbox = createOutboxSms(join(tmp(), 'outbox'), log());
    for (const to of NOT_MOBILES)
      await expect(outbox.send({ ...SMS, to })).rejects.toThrow('Enter a 10-digit mobile number');
    expect(readdirSync(tmp())).toEqual([]);
  });

  it('masks numbers as 98•••••210', () => {
    expect(maskMobile('9876543210')).toBe('98•••••210');
  });
});

describe('MSG91 against the fake MSG91', () => {
  let msg91: FakeMsg91;
  beforeEach(async () => {
    msg91 = await startFakeMsg91({ variables: ['otp'] });
  });
  afterEach(() => msg91.close());
  const config = () => ({ authKey: msg91.authKey, templateId: msg91.templateId, apiUrl: msg91.apiUrl });

  it('sends the template with its variables to the 91-prefixed number', async () => {
    await createMsg91Sender({ ...config(), senderId: msg91.senderId }, log()).send(SMS);
    expect(msg91.requests).toEqual([
      {
        method: 'POST',
        path: '/api/v5/flow',
        authkey: msg91.authKey,
        body: {
          template_id: msg91.templateId,
          short_url: '0',
          sender: 'SAANJH',
          recipients: [{ mobiles: '919876543210', otp: '482913' }],
        },
      },
    ]);
    expect(msg91.sent).toEqual([{ mobiles: '919876543210', sender: 'SAANJH', vars: { otp: '482913' } }]);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ msg: 'sms sent through MSG91', to: '98•••••210' });
    expect(JSON.parse(logged[0]!).requestId).toMatch(/^[0-9a-f]{24}$/);
    expect(logged[0]).not.toMatch(SECRET);
  });

  it('sends each message under its own DLT template, and carries only the templates it has an id for', async () => {
    const both = await startFakeMsg91({ variables: ['otp'], templates: { ofd: ['order', 'courier', 'awb'] } });
    onTestFinished(() => both.close());
    const ids = { authKey: both.authKey, apiUrl: both.apiUrl, templateId: both.templateId };
    const sender = createMsg91Sender({ ...ids, templateIds: { out_for_delivery: both.templateIds.ofd } }, log());
    const vars = { order: 'ord_abc123', courier: 'Blue Dart', awb: 'BD1234' };
    await sender.send({ to: '9876543210', text: 'out for delivery', template: 'out_for_delivery', vars });
    await sender.send(SMS);
    expect(both.deliveries).toEqual([
      { mobiles: '919876543210', sender: undefined, vars, templateId: both.templateIds.ofd },
      { mobiles: '919876543210', sender: undefined, vars: { otp: '482913' }, templateId: both.templateId },
    ]);
    expect([sender.carries?.('cod_code'), sender.carries?.('out_for_delivery')]).toEqual([true, true]);

    // Without the out-for-delivery template's id: the code still goes, that notice is never sent.
    const codeOnly = createMsg91Sender(ids, log());
    expect([codeOnly.carries?.('cod_code'), codeOnly.carries?.('out_for_delivery')]).toEqual([true, false]);
    const error = await rejection(
      codeOnly.send({ to: '9876543210', text: 'out for delivery', template: 'out_for_delivery', vars }),
    );
    expect(error).toMatchObject({ permanent: true, answer: expect.stringMatching(/No MSG91 template id/) });
    expect(both.requests).toHaveLength(2);
  });

  it('leaves the sender to the template when no sender id is configured', async () => {
    await createMsg91Sender(config(), log()).send(SMS);
    expect(msg91.requests[0]!.body).not.toHaveProperty('sender');
    expect(msg91.sent).toHaveLength(1);
  });

  it('reports a wrong auth key plainly, and logs MSG91’s reason for the owner', async () => {
    const error = await expectPlainRefusal(
      createMsg91Sender({ ...config(), authKey: 'not-the-key' }, log()).send(SMS),
      SMS_REFUSED,
    );
    expect(error).toMatchObject({ permanent: true, answer: '401 code 401: AuthenticationFailure' });
    expect(msg91.sent).toEqual([]);
    expect(JSON.parse(logged[0]!)).toMatchObject({
      level: 'warn',
      msg: 'sms refused by MSG91',
      to: '98•••••210',
      status: 401,
      code: '401',
      reason: 'AuthenticationFailure',
    });
    expect(logged[0]).not.toMatch(SECRET);
  });

  it('reads a refusal inside a 200: a wrong template, a missing variable', async () => {
    const template = await expectPlainRefusal(
      createMsg91Sender({ ...config(), templateId: 'abc123' }, log()).send(SMS),
      SMS_REFUSED,
    );
    const missing = await expectPlainRefusal(
      createMsg91Sender(config(), log()).send({ ...SMS, vars: {} }),
      SMS_REFUSED,
    );
    expect(template).toMatchObject({ permanent: true, answer: '200: Invalid template' });
    expect(missing).toMatchObject({ permanent: true, answer: '200: Template variable otp is missing' });
    expect(msg91.sent).toEqual([]);
    expect(logged.map((line) => JSON.parse(line))).toMatchObject([
      { msg: 'sms refused by MSG91', status: 200, reason: 'Invalid template' },
      { msg: 'sms refused by MSG91', status: 200, reason: 'Template variable otp is missing' },
    ]);
  });

  it('reports an outage answer (502, HTML) plainly', async () => {
    msg91.behaviour = 'fail';
    const error = await expectPlainRefusal(createMsg91Sender(config(), log()).send(SMS), SMS_REFUSED);
    expect(error.permanent).toBe(false);
    expect(error.answer).toMatch(/^502: <html>/);
    expect(JSON.parse(logged[0]!)).toMatchObject({ msg: 'sms refused by MSG91', status: 502 });
  });

  it('never sends a number that is not a 10-digit Indian mobile', async () => {
    const sender = createMsg91Sender(config(), log());
    for (const to of NOT_MOBILES)
      await expect(sender.send({ ...SMS, to })).rejects.toThrow('Enter a 10-digit mobile number');
    expect(msg91.requests).toEqual([]);
  });

  it('gives up on a gateway that never answers after its timeout, with a plain message', async () => {
    msg91.behaviour = 'hang';
    const error = await expectPlainRefusal(
      createMsg91Sender({ ...config(), timeoutMs: 200 }, log()).send(SMS),
      SMS_NO_ANSWER,
    );
    expect(error).toMatchObject({ permanent: false, answer: 'MSG91 no answer within 200 ms' });
    expect(msg91.requests).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ msg: 'sms not sent: MSG91 unavailable', reason: /200 ms/ });
  });
});

describe('MSG91 when nothing listens', () => {
  it('reports an unreachable gateway plainly', async () => {
    const apiUrl = `http://127.0.0.1:${await closedPort()}`;
    const sender = createMsg91Sender({ authKey: 'k', templateId: 't', apiUrl }, log());
    const error = await expectPlainRefusal(sender.send(SMS), SMS_UNREACHABLE);
    expect(error).toMatchObject({ permanent: false, answer: 'MSG91 not reachable' });
    expect(JSON.parse(logged[0]!)).toMatchObject({ to: '98•••••210', reason: 'not reachable' });
  });
});

describe('MSG91 throttling', () => {
  it('calls a 429 temporary, so the worker tries again later', async () => {
    const server = await startLocalServer((_req, res) =>
      answerJson(res, 429, { type: 'error', message: 'Too many requests', code: '429' }),
    );
    onTestFinished(() => server.close());
    const sender = createMsg91Sender({ authKey: 'k', templateId: 't', apiUrl: server.url }, log());
    const error = await expectPlainRefusal(sender.send(SMS), SMS_REFUSED);
    expect(error).toMatchObject({ permanent: false, answer: '429 code 429: Too many requests' });
  });
});

describe('createSmsSender', () => {
  /** The settings that send through this fake MSG91, with the test's folder as DATA_DIR. */
  const settingsFor = (msg91: FakeMsg91) => ({
    DATA_DIR: tmp(),
    MSG91_AUTH_KEY: msg91.authKey,
    MSG91_TEMPLATE_ID: msg91.templateId,
    MSG91_API_URL: msg91.apiUrl,
  });

  it('writes to DATA_DIR/outbox when MSG91 is not configured', async () => {
    await createSmsSender(parseEnv({ DATA_DIR: tmp() }), log()).send(SMS);
    expect(readdirSync(join(tmp(), 'outbox'))).toEqual([expect.stringMatching(/-sms-9876543210\.txt$/)]);
  });

  it('sends through MSG91 when its keys are set', async () => {
    const msg91 = await startFakeMsg91();
    onTestFinished(() => msg91.close());
    const env = parseEnv({ ...settingsFor(msg91), MSG91_SENDER_ID: msg91.senderId });
    await createSmsSender(env, log()).send(SMS);
    expect(msg91.sent).toEqual([{ mobiles: '919876543210', sender: 'SAANJH', vars: { otp: '482913' } }]);
    expect(readdirSync(tmp())).toEqual([]);
  });

  it('gives MSG91 the out-for-delivery template when MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID is set', async () => {
    const msg91 = await startFakeMsg91({ templates: { ofd: ['order', 'courier', 'awb'] } });
    onTestFinished(() => msg91.close());
    const keys = settingsFor(msg91);
    expect(createSmsSender(parseEnv(keys), log()).carries?.('out_for_delivery')).toBe(false);
    const sender = createSmsSender(
      parseEnv({ ...keys, MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID: msg91.templateIds.ofd }),
      log(),
    );
    const vars = { order: 'ord_abc123', courier: 'Delhivery', awb: 'DL1234' };
    await sender.send({ to: '9876543210', text: 'out for delivery', template: 'out_for_delivery', vars });
    expect(msg91.deliveries).toEqual([expect.objectContaining({ templateId: msg91.templateIds.ofd, vars })]);
    // Offline every template goes to the outbox.
    expect(createSmsSender(parseEnv({ DATA_DIR: tmp() }), log()).carries).toBeUndefined();
  });

  it('refuses half a configuration built by hand', () => {
    const env = { ...parseEnv({ DATA_DIR: tmp() }), MSG91_AUTH_KEY: 'key' };
    expect(() => createSmsSender(env, log())).toThrow(/MSG91_AUTH_KEY and MSG91_TEMPLATE_ID must be set together/);
  });
});

describe('fake MSG91', () => {
  let msg91: FakeMsg91;
  beforeEach(async () => {
    msg91 = await startFakeMsg91();
  });
  afterEach(() => msg91.close());
  const post = (body: unknown, headers: Record<string, string> = { authkey: msg91.authKey }) =>
    postJsonTo(`${msg91.apiUrl}/api/v5/flow`, body, headers);
  const valid = () => ({ template_id: msg91.templateId, recipients: [{ mobiles: '919876543210', otp: '1' }] });

  it('refuses a request without the authkey header as MSG91 does', async () => {
    const res = await post(valid(), {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'AuthenticationFailure', type: 'error', code: '401' });
  });

  it('refuses a number without its 91 prefix, and a sender id that is not approved', async () => {
    const bare = await post({ ...valid(), recipients: [{ mobiles: '9876543210', otp: '1' }] });
    expect(await bare.json()).toEqual({ type: 'error', message: 'Mobile number is invalid' });
    const sender = await post({ ...valid(), sender: 'OTHERS' });
    expect(await sender.json()).toEqual({ type: 'error', message: 'Sender ID not approved' });
    expect(msg91.sent).toEqual([]);
    expect((await post(valid())).status).toBe(200);
    expect(msg91.sent).toHaveLength(1);
  });

  it('answers only POST /api/v5/flow', async () => {
    expect((await fetch(`${msg91.apiUrl}/api/v5/flow`)).status).toBe(405);
    expect((await fetch(`${msg91.apiUrl}/api/v5/otp`, { method: 'POST' })).status).toBe(404);
  });
});
