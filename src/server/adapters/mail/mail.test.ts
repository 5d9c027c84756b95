import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer, toEml } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { createLogger } from '#/server/logger.ts';

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
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const logged: string[] = [];
    const log = createLogger('info', {}, (line) => logged.push(line));
    await createOutboxMailer(dir, 'Saanjh <orders@saanjh.example>', log).sendMail({
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
  it('cannot be tricked into extra headers', () => {
    expect(
      toEml({ to: 'a@example.com\r\nBcc: evil@example.com', subject: 'x', text: 'y' }, 'f@example.com'),
    ).not.toMatch(/\r\nBcc:/);
  });
});

describe('SMTP mailer', () => {
  it('delivers through a real SMTP conversation', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (c) => (data += c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.server.address() as AddressInfo).port;
    try {
      await createSmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Saanjh <orders@saanjh.example>').sendMail({
        to: 'asha@example.com',
        subject: 'Your Saanjh code',
        text: 'Your code is 654321',
      });
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('orders@saanjh.example');
      expect(received[0]!.to).toEqual(['asha@example.com']);
      expect(received[0]!.data).toContain('Subject: Your Saanjh code');
      expect(received[0]!.data).toContain('Your code is 654321');

      await createSmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Saanjh <orders@saanjh.example>').sendMail({
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
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
