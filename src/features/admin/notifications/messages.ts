// Messages as the console tells them (GET /api/admin/notifications, an order's `messages`): where each stands, in
// words, and what "Send again" did.
import type { ApiSuccess } from '#/lib/api.ts';

/** A row of the Messages list (recipient masked). */
export type Message = ApiSuccess<'/api/admin/notifications', 'GET'>['notifications'][number];
/** One of an order's messages (recipient whole). */
export type OrderMessage = ApiSuccess<'/api/admin/orders/:orderId', 'GET'>['messages'][number];

type Standing = Pick<Message, 'status' | 'attempts' | 'sentAt'>;

/** "Sent 20 Nov 2026, 3:30 pm", "Failed", "Trying again (2 tries so far)", "Waiting to send", "Sending". */
export function statusLine(m: Standing, when: (iso: string | null) => string): string {
  switch (m.status) {
    case 'sent':
      return m.sentAt ? `Sent ${when(m.sentAt)}` : 'Sent';
    case 'failed':
      return 'Failed';
    case 'sending':
      return 'Sending';
    case 'queued':
      return m.attempts > 0
        ? `Trying again (${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'} so far)`
        : 'Waiting to send';
  }
}

/** The toast after "Send again" / "Send all again". */
export function retriedToast(retried: number): string {
  if (retried === 0) return 'Nothing to send again: no longer failed.';
  return retried === 1
    ? 'Sending it again: it goes out within a minute.'
    : `Sending ${retried} messages again: they go out within a minute.`;
}
