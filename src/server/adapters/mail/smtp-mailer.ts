// Real mail over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example:465) through nodemailer. A mail that does not
// go out is a DeliveryError: permanent for a 5xx refusal (550 no such mailbox, 535 bad credentials) or a message
// nodemailer cannot build, temporary for a 4xx one (451 try later) and for a connection that fails, breaks or
// times out. The server's reply goes to the log for the owner, with the address masked by the logger.
import nodemailer from 'nodemailer';
import type { Logger } from '#/server/logger.ts';
import { DeliveryError, smtpAnswer, smtpFailureIsPermanent } from '#/server/adapters/delivery-error.ts';
import { safeFilename } from './filename.ts';
import type { Mailer } from './mailer.ts';
import { messageIdHeader } from './message-id.ts';

/** What the shopper reads when a mail they wait for (a code) cannot go out. */
export const MAIL_NOT_SENT = 'The e-mail could not be sent. Please try again in a minute.';

/** The URL's user name and password, so an answer that repeats them never keeps them. */
function credentialsOf(url: string): string[] {
  try {
    const { username, password } = new URL(url);
    return [decodeURIComponent(password), decodeURIComponent(username)].filter(Boolean);
  } catch {
    return [];
  }
}

export function createSmtpMailer(url: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport(url);
  const secrets = credentialsOf(url);
  return {
    async sendMail(mail) {
      const messageId = messageIdHeader(mail.messageId, from);
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId,
          attachments: mail.attachments?.map((a) => ({
            filename: safeFilename(a.filename),
            contentType: a.contentType,
            content: Buffer.from(a.content),
          })),
        });
      } catch (error) {
        const permanent = smtpFailureIsPermanent(error);
        const answer = smtpAnswer(error, secrets);
        const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
        log.warn('mail not sent over SMTP', {
          to: mail.to,
          permanent,
          responseCode: typeof responseCode === 'number' ? responseCode : undefined,
          code: typeof code === 'string' ? code.slice(0, 16) : undefined,
          reason: answer,
        });
        throw new DeliveryError(MAIL_NOT_SENT, { permanent, answer });
      }
    },
  };
}
