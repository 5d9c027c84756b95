// Outgoing mail: one interface; an .eml outbox on disk offline (default) or real SMTP when SMTP_URL is set.
import type { Env } from '#/server/env.ts';
import type { Logger } from '#/server/logger.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** A file sent with a mail (e.g. the tax invoice PDF). */
export type Attachment = { filename: string; contentType: string; content: Uint8Array };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Attachment[];
  /**
   * A stable id for this message (e.g. the notification's id): sent as its Message-ID, so a mail sent again
   * after a crash carries the same one and mail clients fold the two. Letters, digits and `.-_`; unset = a new
   * id each time. See messageIdHeader.
   */
  messageId?: string;
};
export type Mailer = { sendMail(mail: Mail): Promise<void> };

export function createMailer(env: Env, log: Logger): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, log)
    : createOutboxMailer(`${env.DATA_DIR}/outbox`, env.MAIL_FROM, log);
}
