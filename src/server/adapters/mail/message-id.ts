// A mail's Message-ID (RFC 5322 3.6.4: `<left@right>`): the caller's stable id on the left when it gives one (a
// message sent again after a crash then carries the same id, and mail clients fold the two), a random one
// otherwise; the sender's domain (from MAIL_FROM) on the right.
import { randomBytes } from 'node:crypto';

/** A dot-atom: what the left part may hold without quoting; nothing that could end the header. */
const ID_LEFT = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
const DOMAIN = /@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)>?\s*$/;

export function messageIdHeader(id: string | undefined, from: string): string {
  const domain = DOMAIN.exec(from)?.[1] ?? 'saanjh.local';
  if (id === undefined) return `<${randomBytes(12).toString('hex')}@${domain}>`;
  if (id.length > 200 || !ID_LEFT.test(id)) throw new Error('unusable Message-ID: letters, digits and ._- only');
  return `<${id}@${domain}>`;
}
