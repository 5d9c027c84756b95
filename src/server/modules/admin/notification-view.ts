// Recorded messages as the console shows them: the list (GET /api/admin/notifications) masks the recipient, in its
// own field and in the provider's answer, so a glance at failures shows whose message it was without the whole
// address; an order's detail shows the shopper's messages whole (staff see her address there anyway).
import type { NotificationRow } from '#/server/modules/notifications/index.ts';
import { isStoreCopy } from '#/lib/notifications.ts';

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const DIGIT_RUN = /\d{10,}/g;

/** `9876543210` → `98******10`: enough to tell messages apart, not enough to call anyone. */
export const maskPhone = (phone: string): string =>
  phone.length < 6 ? '***' : `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`;

/** `asha.rao@example.com` → `a***@example.com`. */
export const maskEmail = (email: string): string => email.replace(EMAIL, '$1***@$2');

/** A recipient as the list shows it: an e-mail address or a mobile number, masked; anything else, its first letter. */
export function maskRecipient(recipient: string): string {
  if (recipient.includes('@')) return maskEmail(recipient);
  if (/^\+?\d{6,}$/.test(recipient)) return maskPhone(recipient);
  return recipient ? `${recipient.slice(0, 1)}***` : '';
}

/** Free text from a provider (a bounce names the address it refused): every address and long number masked. */
export const maskText = (text: string): string => maskEmail(text).replace(DIGIT_RUN, maskPhone);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function common(row: NotificationRow) {
  return {
    id: row.id,
    event: row.event,
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  };
}

/** A row of the console's list: recipient and answer masked. */
export const listedMessage = (row: NotificationRow) => ({
  ...common(row),
  recipient: maskRecipient(row.recipient),
  orderId: row.orderId,
  lastError: row.lastError === null ? null : maskText(row.lastError),
});

/** What the shopper of an order was told (the store's own copy left out), whole. */
export const shopperMessages = (rows: NotificationRow[]) =>
  rows
    .filter((row) => !isStoreCopy(row.event))
    .map((row) => ({ ...common(row), recipient: row.recipient, lastError: row.lastError }));
