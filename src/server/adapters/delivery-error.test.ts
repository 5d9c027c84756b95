import { describe, expect, it } from 'vitest';
import * as channel from '#/server/adapters/channel/interface.ts';
import { AppError } from '#/server/errors.ts';
import {
  ANSWER_MAX,
  DeliveryError,
  httpFailureIsPermanent,
  isRetryable,
  safeAnswer,
  smtpAnswer,
  smtpFailureIsPermanent,
} from './delivery-error.ts';

/** A nodemailer error as its SMTP connection builds them. */
const smtpError = (fields: { code?: string; responseCode?: number; response?: string }, message = 'failed') =>
  Object.assign(new Error(message), fields);

describe('DeliveryError', () => {
  it('is an AppError the app answers with 422 and the shopper sentence, carrying the verdict and the answer', () => {
    const error = new DeliveryError('The SMS could not be sent.', { permanent: true, answer: 'Invalid template' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      name: 'DeliveryError',
      kind: 'rule',
      message: 'The SMS could not be sent.',
      permanent: true,
      answer: 'Invalid template',
    });
  });
  it('is the one class of the channels’ contract (channel/interface.ts), which modules import', () => {
    expect(DeliveryError).toBe(channel.DeliveryError);
    expect(isRetryable).toBe(channel.isRetryable);
  });
});

describe('safeAnswer', () => {
  it('folds whitespace and cuts a long answer to ANSWER_MAX characters', () => {
    expect(safeAnswer('  550 5.1.1\r\n  mailbox\tunknown ')).toBe('550 5.1.1 mailbox unknown');
    const long = safeAnswer('x'.repeat(2000));
    expect(long).toHaveLength(ANSWER_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
  it('never keeps a secret, URL credentials or a whole phone number', () => {
    const answer = safeAnswer('token EAAG1234secret refused at smtps://orders:hunter22@smtp.example for 919876543210', [
      'EAAG1234secret',
      undefined,
    ]);
    expect(answer).toBe('token ••• refused at smtps://•••@smtp.example for 91•••••••210');
  });
});

describe('smtpFailureIsPermanent', () => {
  it('takes the reply code first: 5xx permanent (535 bad login too), 4xx temporary, 503 temporary', () => {
    expect(smtpFailureIsPermanent(smtpError({ code: 'EENVELOPE', responseCode: 550 }))).toBe(true);
    expect(smtpFailureIsPermanent(smtpError({ code: 'EMESSAGE', responseCode: 554 }))).toBe(true);
    expect(smtpFailureIsPermanent(smtpError({ code: 'EAUTH', responseCode: 535 }))).toBe(true);
    expect(smtpFailureIsPermanent(smtpError({ code: 'EENVELOPE', responseCode: 451 }))).toBe(false);
    expect(smtpFailureIsPermanent(smtpError({ code: 'EMESSAGE', responseCode: 452 }))).toBe(false);
    expect(smtpFailureIsPermanent(smtpError({ code: 'EAUTH', responseCode: 454 }))).toBe(false);
    expect(smtpFailureIsPermanent(smtpError({ code: 'EPROTOCOL', responseCode: 421 }))).toBe(false);
    expect(smtpFailureIsPermanent(smtpError({ code: 'EPROTOCOL', responseCode: 503 }))).toBe(false);
  });
  it('without a reply: a failed or broken connection, a timeout or DNS is temporary', () => {
    for (const code of ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'])
      expect(smtpFailureIsPermanent(smtpError({ code })), code).toBe(false);
  });
  it('without a reply: missing credentials or a message that cannot be built is permanent', () => {
    for (const code of ['EAUTH', 'ENOAUTH', 'EENVELOPE', 'EMESSAGE'])
      expect(smtpFailureIsPermanent(smtpError({ code })), code).toBe(true);
  });
  it('calls anything unknown temporary', () => {
    expect(smtpFailureIsPermanent(new Error('surprise'))).toBe(false);
    expect(smtpFailureIsPermanent(undefined)).toBe(false);
    expect(smtpFailureIsPermanent(smtpError({ responseCode: 250 }))).toBe(false);
  });
});

describe('smtpAnswer', () => {
  it('prefers the server’s reply, and names nodemailer’s code when the text does not', () => {
    const refused = smtpError(
      { code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 <asha@example.com>: Recipient address rejected' },
      'Can’t send mail - all recipients were rejected',
    );
    expect(smtpAnswer(refused)).toBe('550 5.1.1 <asha@example.com>: Recipient address rejected');
    expect(smtpAnswer(smtpError({ code: 'ESOCKET' }, 'connect ECONNREFUSED 127.0.0.1:2525'))).toBe(
      'ESOCKET: connect ECONNREFUSED 127.0.0.1:2525',
    );
    expect(smtpAnswer(smtpError({ code: 'EAUTH' }, 'Invalid login for pw-s3cret'), ['pw-s3cret'])).toBe(
      'EAUTH: Invalid login for •••',
    );
  });
});

describe('httpFailureIsPermanent', () => {
  it('no answer, 408, 429 and 5xx are temporary', () => {
    for (const status of [undefined, 408, 429, 500, 502, 503, 504])
      expect(httpFailureIsPermanent(status), String(status)).toBe(false);
  });
  it('any other 4xx, or a refusal inside a 200, is permanent', () => {
    for (const status of [200, 400, 401, 403, 404, 410, 422]) expect(httpFailureIsPermanent(status)).toBe(true);
  });
});

describe('isRetryable', () => {
  it('follows a DeliveryError, never retries another AppError, retries anything else', () => {
    expect(isRetryable(new DeliveryError('x', { permanent: false, answer: '' }))).toBe(true);
    expect(isRetryable(new DeliveryError('x', { permanent: true, answer: '' }))).toBe(false);
    expect(isRetryable(new AppError('bad_input', 'Enter a 10-digit mobile number'))).toBe(false);
    expect(isRetryable(new TypeError('fetch failed'))).toBe(true);
  });
});
