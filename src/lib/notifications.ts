// The messages the store sends after a sale, in the words the console shows them (the Messages screen, an order's
// "Messages to the shopper", `npm run shop -- notifications`). The events themselves are the notifications
// module's (server/modules/notifications/events.ts); a new one fails the type check here until it has its words.
import type { StoreEvent } from '#/server/modules/notifications/index.ts';

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

const EVENT_WORDS = {
  'order.placed': 'Order confirmed',
  'order.shipped': 'Order shipped',
  'order.out_for_delivery': 'Out for delivery',
  'order.delivered': 'Order delivered',
  'order.returned_to_origin': 'Returned to us undelivered',
  'order.cancelled': 'Order cancelled',
  'order.refund_paid': 'Refund paid',
  'return.requested': 'Return or exchange requested',
  'return.approved': 'Return approved',
  'return.received': 'Returned parcel received',
  'return.refused': 'Return refused',
  'return.completed': 'Return completed',
  'exchange.replacement_shipped': 'Replacement shipped',
  'grievance.received': 'Complaint acknowledged',
  'grievance.replied': 'Reply to a complaint',
  'stock.back_in_stock': 'Back in stock',
  'credit.expiring': 'Store credit expiring',
  'inbox.replied': 'Reply to a custom request or message',
  'contact.received': 'Thank-you for a contact message',
  'newsletter.confirmed': 'Newsletter welcome letter',
  'account.password_changed': 'Password changed (security notice)',
  'checkout.bag_waiting': 'Your bag is waiting (reminder)',
  'store.daily_digest': 'Daily digest (the store’s)',
  'store.new_order': 'New order (the store’s copy)',
  'store.new_grievance': 'New complaint (the Grievance Officer’s copy)',
  'store.new_message': 'New contact message (the store’s copy)',
} as const satisfies Record<
  StoreEvent['name'] | 'store.new_order' | 'store.new_grievance' | 'store.new_message',
  string
>;

/** `order.shipped` → "Order shipped"; an event without words (a newer one) shows as it is recorded. */
export const eventWords = (event: string): string => (EVENT_WORDS as Record<string, string>)[event] ?? event;

/** Messages to the store itself (its copy of a new order or complaint), not to the shopper. */
export const isStoreCopy = (event: string): boolean => event.startsWith('store.');

const CHANNEL_WORDS: Record<MessageChannel, string> = { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' };
export const channelWords = (channel: MessageChannel): string => CHANNEL_WORDS[channel];

const STATUS_WORDS: Record<MessageStatus, string> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};
export const statusWords = (status: MessageStatus): string => STATUS_WORDS[status];
