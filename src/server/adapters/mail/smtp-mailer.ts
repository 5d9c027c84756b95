// Real mail over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example:465) through nodemailer.
import nodemailer from 'nodemailer';
import { safeFilename } from './filename.ts';
import type { Mailer } from './mailer.ts';

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async sendMail(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((a) => ({
          filename: safeFilename(a.filename),
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      });
    },
  };
}
