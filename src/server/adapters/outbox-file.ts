// The offline adapters' outboxes (mail, SMS, WhatsApp): one file per message, written aside under a name no reader
// matches and renamed into place, so whoever reads an outbox (a test, a script, the owner) never sees half a message.
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function writeOutboxFile(dir: string, name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const part = join(dir, `.part-${randomBytes(6).toString('hex')}`);
  writeFileSync(part, text);
  const file = join(dir, name);
  renameSync(part, file);
  return file;
}
