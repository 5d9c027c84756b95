// Offline mail: each message is written as an RFC 5322 .eml file (readable in any mail client, and by the
// tests and a developer looking for a sign-up code) and logged in one line: that it was written and where,
// never its subject or body (a sign-up code is in both); the logger masks the address.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '#/server/logger.ts';
import type { Mail, Mailer } from './mailer.ts';

const header = (value: string) => value.replace(/[\r\n]+/g, ' ');

export function toEml(mail: Mail, from: string, date = new Date()): string {
  const boundary = `b_${randomBytes(8).toString('hex')}`;
  const lines = [
    `From: ${header(from)}`,
    `To: ${header(mail.to)}`,
    `Subject: ${header(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@saanjh.local>`,
    'MIME-Version: 1.0',
  ];
  if (!mail.html)
    return [
      ...lines,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      mail.text,
      '',
    ].join('\r\n');
  return [
    ...lines,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export function createOutboxMailer(dir: string, from: string, log: Logger): Mailer {
  return {
    async sendMail(mail) {
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, toEml(mail, from));
      log.info('mail written to outbox', { to: mail.to, file });
    },
  };
}
