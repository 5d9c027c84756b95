import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createOutboxMailer, toEml } from './outbox-mailer.ts';
import { createSmtpMailer, MAIL_NOT_SENT } from './smtp-mailer.ts';
import { deliveryRefusal, freshFolderAndLog } from '#/server/test/channel-test.ts';
import { smtpRefusal, startSmtp } from '#/server/test/smtp-server.ts';

const { logged, log, folder } = freshFolderAndLog('mail-test-');

/** Every byte value, so a file that loses or changes one is noticed. */
const FILE = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) % 256);
const attachment = { filename: 'invoice-INV-26-27-000001.pdf', contentType: 'application/pdf', content: FILE };

/** The parts of a MIME message under its top boundary: each part's headers (unfolded) and body. */
function partsOf(message: string) {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(message)?.[1] ?? '';
  return message
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const at = part.indexOf('\r\n\r\n');
      return { headers: part.slice(0, at).replace(/\r\n[ \t]+/g, ' '), body: part.slice(at + 4) };
    });
}
const decoded = (body: string) => Uint8Array.from(Buffer.from(body.replace(/\s+/g, ''), 'base64'));

describe('outbox mailer', () => {
  it('writes one RFC 5322 message per mail with the text readable', async () => {
    const dir = folder();
    await createOutboxMailer(dir, 'Saanjh <orders@saanjh.example>', log()).sendMail({
      to: 'asha@example.com',
      subject: 'Your code 123456',
      text: 'Your code is 123456',
      html: '<p>123456</p>',
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(
      /^From: Saanjh <orders@saanjh.example>\r\nTo: asha@example.com\r\nSubject: Your code 123456\r\n/,
    );
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain('Your code is 123456');
    // The log says that a mail was written and where; the code (in subject and body) stays in the file.
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ msg: 'mail written to outbox', to: 'a•••@example.com' });
    expect(logged[0]).toContain(files[0]!);
    expect(logged[0]).not.toMatch(/Your code|123456|asha@/);
  });
  it('writes attachments as multipart/mixed: the text and the alternatives first, then each file in base64', () => {
    const eml = toEml(
      { to: 'a@example.com', subject: 'Order', text: 'Thanks', html: '<p>Thanks</p>', attachments: [attachment] },
      'f@example.com',
    );
    expect(eml).toMatch(/\r\nContent-Type: multipart\/mixed; boundary="mix_[0-9a-f]+"\r\n/);
    const [body, file, ...rest] = partsOf(eml);
    expect(rest).toEqual([]);
    expect(body!.headers).toContain('Content-Type: multipart/alternative');
    expect(partsOf(body!.headers + body!.body).map((p) => p.body.trim())).toEqual(['Thanks', '<p>Thanks</p>']);
    expect(file!.headers).toContain('Content-Type: application/pdf; name="invoice-INV-26-27-000001.pdf"');
    expect(file!.headers).toContain('Content-Disposition: attachment; filename="invoice-INV-26-27-000001.pdf"');
    expect(file!.headers).toContain('Content-Transfer-Encoding: base64');
    for (const line of file!.body.trim().split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(decoded(file!.body)).toEqual(FILE);
  });
  it('names a file safely: no quotes or line breaks reach the headers', () => {
    const eml = toEml(
      {
        to: 'a@example.com',
        subject: 'x',
        text: 'y',
        attachments: [{ ...attachment, filename: 'a"\r\nBcc: e@x.pdf' }],
      },
      'f@example.com',
    );
    expect(eml).not.toMatch(/\r\nBcc:/);
    expect(partsOf(eml)[1]!.headers).toContain('filename="a___Bcc__e_x.pdf"');
  });
  it('writes the caller’s id as the Message-ID, on the sender’s domain', () => {
    const mail = { to: 'a@example.com', subject: 'x', text: 'y', messageId: 'ntf_0001' };
    expect(toEml(mail, 'Saanjh <orders@saanjh.example>')).toContain('\r\nMessage-ID: <ntf_0001@saanjh.example>\r\n');
    expect(toEml({ ...mail, messageId: undefined }, 'f@example.com')).toMatch(
      /\r\nMessage-ID: <[0-9a-f]{24}@example\.com>/,
    );
    expect(() => toEml({ ...mail, messageId: 'x@y' }, 'f@example.com')).toThrow(/Message-ID/);
  });
  it('cannot be tricked into extra headers', () => {
    expect(
      toEml({ to: 'a@example.com\r\nBcc: evil@example.com', subject: 'x', text: 'y' }, 'f@example.com'),
    ).not.toMatch(/\r\nBcc:/);
  });
});

const FROM = 'Saanjh <orders@saanjh.example>';
const MAIL = { to: 'asha@example.com', subject: 'Your order has shipped', text: 'It is on its way' };

/** An SMTP server (closed after the test) that refuses every recipient with this reply. */
async function refusingRecipients(responseCode: number, message: string) {
  const smtp = await startSmtp({
    onRcptTo: (_address, _session, callback) => callback(smtpRefusal(responseCode, message)),
  });
  onTestFinished(() => smtp.close());
  return smtp;
}

/** The DeliveryError a send ends in, which it must. */
const deliveryError = (promise: Promise<unknown>) => deliveryRefusal(promise, MAIL_NOT_SENT);

describe('SMTP mailer', () => {
  it('delivers through a real SMTP conversation', async () => {
    const smtp = await startSmtp();
    const received = smtp.received;
    onTestFinished(() => smtp.close());
    await createSmtpMailer(smtp.url, FROM, log()).sendMail({
      to: 'asha@example.com',
      subject: 'Your Saanjh code',
      text: 'Your code is 654321',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('orders@saanjh.example');
    expect(received[0]!.to).toEqual(['asha@example.com']);
    expect(received[0]!.data).toContain('Subject: Your Saanjh code');
    expect(received[0]!.data).toContain('Your code is 654321');

    await createSmtpMailer(smtp.url, FROM, log()).sendMail({
      to: 'asha@example.com',
      subject: 'Order confirmed',
      text: 'Your invoice is attached',
      attachments: [attachment],
    });
    expect(received).toHaveLength(2);
    const file = partsOf(received[1]!.data).find((p) => /Content-Disposition: attachment/.test(p.headers));
    expect(file?.headers).toMatch(/Content-Type: application\/pdf; name="?invoice-INV-26-27-000001\.pdf/);
    expect(file?.headers).toMatch(/filename="?invoice-INV-26-27-000001\.pdf/);
    expect(decoded(file!.body)).toEqual(FILE);
    expect(logged).toEqual([]);
  });

  it('sends the caller’s id as the Message-ID, the same each time the message is sent again', async () => {
    const smtp = await startSmtp();
    onTestFinished(() => smtp.close());
    const mailer = createSmtpMailer(smtp.url, FROM, log());
    await mailer.sendMail({ ...MAIL, messageId: 'ntf_0001.shipped' });
    await mailer.sendMail({ ...MAIL, messageId: 'ntf_0001.shipped' });
    await mailer.sendMail(MAIL);
    const ids = smtp.received.map((r) => /^Message-ID: (.*)$/im.exec(r.data)?.[1]?.trim());
    expect(ids[0]).toBe('<ntf_0001.shipped@saanjh.example>');
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(/^<[0-9a-f]{24}@saanjh\.example>$/);
    await expect(mailer.sendMail({ ...MAIL, messageId: 'a>\r\nBcc: e@x' })).rejects.toThrow(/Message-ID/);
    expect(smtp.received).toHaveLength(3);
  });

  it('calls a 451 refusal temporary, and logs the server’s reply with the address masked', async () => {
    const smtp = await refusingRecipients(451, '4.3.0 Mailbox busy, try again later');
    const error = await deliveryError(createSmtpMailer(smtp.url, FROM, log()).sendMail(MAIL));
    expect(error.permanent).toBe(false);
    expect(error.answer).toMatch(/^451 4\.3\.0 Mailbox busy, try again later/);
    expect(smtp.received).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({
      level: 'warn',
      msg: 'mail not sent over SMTP',
      to: 'a•••@example.com',
      permanent: false,
      responseCode: 451,
      code: 'EENVELOPE',
    });
    expect(logged[0]).not.toContain('asha@');
  });

  it('calls a 550 refusal permanent', async () => {
    const smtp = await refusingRecipients(550, '5.1.1 No such user here');
    const error = await deliveryError(createSmtpMailer(smtp.url, FROM, log()).sendMail(MAIL));
    expect(error.permanent).toBe(true);
    expect(error.answer).toMatch(/^550 5\.1\.1 No such user here/);
  });

  it('reads a refusal of the message itself after DATA the same way: 451 temporary, 554 permanent', async () => {
    let reply = 451;
    const smtp = await startSmtp({
      refuse: () => smtpRefusal(reply, reply === 451 ? 'Try later' : 'Message rejected as spam'),
    });
    onTestFinished(() => smtp.close());
    const mailer = createSmtpMailer(smtp.url, FROM, log());
    expect((await deliveryError(mailer.sendMail(MAIL))).permanent).toBe(false);
    reply = 554;
    expect((await deliveryError(mailer.sendMail(MAIL))).permanent).toBe(true);
  });

  it('calls a refused login (535) permanent, so staff see it, and never keeps the password', async () => {
    const smtp = await startSmtp({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth: (_auth, _session, callback) => callback(smtpRefusal(535, '5.7.8 Authentication credentials invalid')),
    });
    onTestFinished(() => smtp.close());
    const url = `smtp://orders:s3cret-Pa55@127.0.0.1:${smtp.port}?ignoreTLS=true`;
    const error = await deliveryError(createSmtpMailer(url, FROM, log()).sendMail(MAIL));
    expect(error.permanent).toBe(true);
    expect(error.answer).toContain('535');
    expect(`${error.answer} ${logged.join('')}`).not.toContain('s3cret-Pa55');
  });

  it('calls a port nobody listens on temporary', async () => {
    const smtp = await startSmtp();
    await smtp.close();
    const error = await deliveryError(createSmtpMailer(smtp.url, FROM, log()).sendMail(MAIL));
    expect(error.permanent).toBe(false);
    expect(error.answer).toMatch(/ECONNREFUSED/);
  });
});
