// What happened, as the services that make it happen tell it: each is written in the same transaction as the change
// (the notifications module turns it into messages on the shopper's channels, delivered by the queue's worker).
import type { Tx } from '#/server/db/client.ts';

export type OrderEvent =
  | 'order.placed'
  | 'order.shipped'
  | 'order.out_for_delivery'
  | 'order.delivered'
  | 'order.returned_to_origin'
  | 'order.cancelled'
  /** Staff paid back what a cancelled order owed, at the provider (`data`: refundPaise, reference). */
  | 'order.refund_paid';
export type ReturnEvent =
  | 'return.requested'
  | 'return.approved'
  | 'return.received'
  | 'return.refused'
  | 'return.completed'
  | 'exchange.replacement_shipped';

/** A complaint to the Grievance Officer: its acknowledgement, and each reply staff write (its text in `data`). */
export type GrievanceEvent = 'grievance.received' | 'grievance.replied';

/**
 * A size back in stock, told once to one address that asked for it: the request `alertId`, claimed at `version` (a
 * request asked again after its mail is armed again, and is told again at the next restock).
 */
export type StockEvent = {
  name: 'stock.back_in_stock';
  alertId: string;
  version: string;
  email: string;
  productId: string;
  size: string;
};

/** A lot of store credit (a wallet entry) expiring within 7 days, told once to its shopper by the daily job. */
export type CreditEvent = { name: 'credit.expiring'; creditId: string };
/**
 * A reply staff wrote in the console to a custom request or a contact message (the `inbox_replies` row `replyId`),
 * mailed once to `email`, the address it was written for.
 */
export type InboxEvent = { name: 'inbox.replied'; replyId: string; email: string };

/**
 * Her password was changed from the account page (`at`: when, which also tells one change from the next): a security
 * notice to her account's address, so a change she did not make does not go unnoticed.
 */
export type AccountEvent = { name: 'account.password_changed'; userId: string; at: string };
/**
 * A message through the contact form (the `contact_messages` row `messageId`): a thank-you to the address it came
 * from (`email`), and the store's copy to STORE_EMAIL.
 */
export type ContactEvent = { name: 'contact.received'; messageId: string; email: string };
/**
 * An address confirmed its newsletter sign-up (`at`: when): the welcome letter, carrying its one-click unsubscribe
 * link (`data.unsubscribeUrl`, signed by the newsletter service, which alone holds the key).
 */
export type NewsletterEvent = { name: 'newsletter.confirmed'; email: string; at: string };
/** The store's daily digest to STORE_EMAIL: low stock, open returns, overdue complaints (`day`: India date). */
export type DigestEvent = { name: 'store.daily_digest'; day: string };
/**
 * A checkout that ended unpaid with her bag's items held (its reservation ran out, or the payment failed): one
 * gentle "your bag is waiting", only with her marketing consent (record.ts), an hour later and only if still true
 * then (bag-waiting.ts). `why`: how the checkout ended.
 */
export type BagEvent = { name: 'checkout.bag_waiting'; orderId: string; why: 'expired' | 'failed' };

/** `data`: what only the change knows and the message tells (the credit a completed return gave, its expiry). */
export type StoreEvent = (
  | { name: OrderEvent; orderId: string }
  | { name: ReturnEvent; orderId: string; requestId: string }
  // `version` tells one reply from the next (each is its own message): the time it was written.
  | { name: GrievanceEvent; grievanceId: string; version?: string }
  | StockEvent
  | CreditEvent
  | DigestEvent
  | InboxEvent
  | ContactEvent
  | NewsletterEvent
  | AccountEvent
  | BagEvent
) & { data?: Record<string, string | number> };

/** Records an event inside the caller's transaction: it is told if, and only if, the transaction commits. */
export type Notify = (tx: Tx, event: StoreEvent) => Promise<void>;
