// Order confirmations in the mail outboxes of one or more running instances (DATA_DIR/outbox, one .eml per
// message): order id → how many mails confirmed it. Each instance mails into its own outbox, so a confirmation two
// workers both sent would count 2. Used by the scale-out test and the drop bench.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function confirmationsSent(dataDirs: string[]): Map<string, number> {
  const sent = new Map<string, number>();
  for (const dir of dataDirs.map((d) => join(d, 'outbox'))) {
    for (const f of existsSync(dir) ? readdirSync(dir) : []) {
      if (!f.endsWith('.eml')) continue;
      const id = /^Subject: .*order (\S+) confirmed/m.exec(readFileSync(join(dir, f), 'utf8'))?.[1];
      if (id) sent.set(id, (sent.get(id) ?? 0) + 1);
    }
  }
  return sent;
}
