import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer, toEml } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { createLogger } from '#/server/logger.ts';

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
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
