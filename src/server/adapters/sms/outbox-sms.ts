// Offline SMS: each message is written as a small text file naming the number (readable by the tests and by a
// developer looking for a code) and logged in one line: that it was written, to a masked number, never the
// text (it carries codes) nor the whole number.
import { randomBytes } from 'node:crypto';
import type { Logger } from '#/server/logger.ts';
import { writeOutboxFile } from '#/server/adapters/outbox-file.ts';
import { checkMobile, maskMobile } from './mobile.ts';
import type { Sms, SmsSender } from './sms.ts';

export const toSmsFile = (sms: Sms, date = new Date()): string =>
  [`To: ${sms.to}`, `Date: ${date.toUTCString()}`, '', sms.text, ''].join('\n');

export function createOutboxSms(dir: string, log: Logger): SmsSender {
  return {
    async send(sms) {
      checkMobile(sms.to); // also keeps the file name a plain one
      writeOutboxFile(dir, `${Date.now()}-${randomBytes(4).toString('hex')}-sms-${sms.to}.txt`, toSmsFile(sms));
      log.info('sms written to outbox', { to: maskMobile(sms.to), dir });
    },
  };
}
