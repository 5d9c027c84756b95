// Offline WhatsApp: each message is written as a small text file naming the number (readable by the tests and by a
// developer checking what a shopper would get): the number, the template, its language and parameters, and the text
// the shopper reads. Logged in one line: that it was written, to a masked number, never the text or parameters
// (they can carry codes) nor the whole number.
import { randomBytes } from 'node:crypto';
import { maskMobile } from '#/server/adapters/sms/mobile.ts';
import type { Logger } from '#/server/logger.ts';
import { writeOutboxFile } from '#/server/adapters/outbox-file.ts';
import { checkMessage, textParam } from './template.ts';
import type { WhatsAppMessage, WhatsAppSender } from './whatsapp.ts';

export const toWhatsAppFile = (message: WhatsAppMessage, language: string, date = new Date()): string =>
  [
    `To: ${message.to}`,
    `Date: ${date.toUTCString()}`,
    `Template: ${message.template}`,
    `Language: ${language}`,
    ...message.params.map((param, i) => `Param ${i + 1}: ${textParam(param)}`),
    '',
    message.text,
    '',
  ].join('\n');

export function createOutboxWhatsApp(dir: string, log: Logger, defaultLanguage = 'en'): WhatsAppSender {
  return {
    async send(message) {
      const language = message.language ?? defaultLanguage;
      checkMessage(message, language); // the number also keeps the file name a plain one
      const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
      writeOutboxFile(dir, `${id}-whatsapp-${message.to}.txt`, toWhatsAppFile(message, language));
      log.info('whatsapp written to outbox', { to: maskMobile(message.to), template: message.template, dir });
      return { id: `outbox-${id}` };
    },
  };
}
