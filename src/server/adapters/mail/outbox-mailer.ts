// Offline mail: each message is written as an RFC 5322 .eml file (readable in any mail client, and by the
// tests and a developer looking for a sign-up code) and logged in one line: that it was written and where,
// never its subject or body (a sign-up code is in both); the logger masks the address.
import { randomBytes } from 'node:crypto';
import type { Logger } from '#/server/logger.ts';
import { writeOutboxFile } from '#/server/adapters/outbox-file.ts';
import { safeFilename } from './filename.ts';
import type { Attachment, Mail, Mailer } from './mailer.ts';
import { messageIdHeader } from './message-id.ts';

const header = (value: string) => value.replace(/[\r\n]+/g, ' ');

const textPart = (type: 'plain' | 'html', body: string) => [
  `Content-Type: text/${type}; charset=utf-8`,
  'Content-Transfer-Encoding: 8bit',
  '',
  body,
];
const boundaryOf = (kind: string) => `${kind}_${randomBytes(8).toString('hex')}`;

/** The message body: plain text, or text and HTML as alternatives. */
function bodyPart(mail: Mail): string[] {
  if (!mail.html) return textPart('plain', mail.text);
  const boundary = boundaryOf('alt');
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...textPart('plain', mail.text),
    `--${boundary}`,
    ...textPart('html', mail.html),
    `--${boundary}--`,
  ];
}

/** An attachment as a base64 MIME part (lines of 76 characters, RFC 2045). */
function attachmentPart(a: Attachment): string[] {
  const name = safeFilename(a.filename);
  const base64 = Buffer.from(a.content).toString('base64');
  return [
    `Content-Type: ${header(a.contentType)}; name="${name}"`,
    `Content-Disposition: attachment; filename="${name}"`,
    'Content-Transfer-Encoding: base64',
    '',
    ...(base64.match(/.{1,76}/g) ?? []),
  ];
}

export function toEml(mail: Mail, from: string, date = new Date()): string {
  const lines = [
    `From: ${header(from)}`,
    `To: ${header(mail.to)}`,
    `Subject: ${header(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: ${messageIdHeader(mail.messageId, from)}`,
    'MIME-Version: 1.0',
  ];
  const attachments = mail.attachments ?? [];
  if (attachments.length === 0) return [...lines, ...bodyPart(mail), ''].join('\r\n');
  // With files: multipart/mixed, the body first and each file after it.
  const boundary = boundaryOf('mix');
  return [
    ...lines,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...bodyPart(mail),
    ...attachments.flatMap((a) => [`--${boundary}`, ...attachmentPart(a)]),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export function createOutboxMailer(dir: string, from: string, log: Logger): Mailer {
  return {
    async sendMail(mail) {
      const file = writeOutboxFile(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`, toEml(mail, from));
      log.info('mail written to outbox', { to: mail.to, file });
    },
  };
}
