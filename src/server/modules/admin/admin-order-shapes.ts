// The console API's reply shapes for orders, their messages and return requests (admin-shapes.ts has the rest).
import { z } from 'zod';
import { RETURN_STATES } from '#/domain/return-flow.ts';
import { ORDER_STATUSES } from '#/domain/order-status.ts';
import { address, cancellation, imageUrl, isoDate, ok, orderDocument } from '#/server/openapi/shapes.ts';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '#/lib/notifications.ts';
import { nextCursor, rupees } from './admin-shapes.ts';
import { RETURN_REASON_CODES } from '#/domain/return-reasons.ts';

const orderSummaryShape = {
  _id: z.string(),
  placedAt: isoDate,
  status: z.enum(ORDER_STATUSES),
  paymentState: z.enum(['paid', 'cod', 'refund_due']),
  paymentMethod: z.string(),
  amount: rupees,
  awb: z.string().nullable(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    city: z.string(),
    zipcode: z.string(),
  }),
  items: z.array(
    z.object({
      _id: z.string(),
      productId: z.string(),
      name: z.string(),
      size: z.string(),
      quantity: z.int(),
      price: rupees,
      image: z.array(imageUrl),
      status: z.enum(ORDER_STATUSES),
    }),
  ),
};
export const adminOrder = z.object(orderSummaryShape).meta({ id: 'AdminOrder' });
export const ordersReply = z.object({ success: ok, orders: z.array(adminOrder), nextCursor });

const messageShape = {
  id: z.string(),
  event: z
    .string()
    .describe('What it tells: order.placed, order.shipped, return.approved…; store.new_order is the store’s copy'),
  channel: z.enum(MESSAGE_CHANNELS),
  status: z
    .enum(MESSAGE_STATUSES)
    .describe('queued (waiting, or between retries), sending, sent, or failed (a permanent refusal or every retry)'),
  attempts: z.int().min(0).describe('Tries since it was queued (a retry from the console starts again at 0)'),
  lastError: z.string().nullable().describe('The provider’s answer to the last failed try (e.g. "550 5.1.1 …")'),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
};
export const notificationsReply = z.object({
  success: ok,
  notifications: z.array(
    z
      .object({
        ...messageShape,
        recipient: z
          .string()
          .describe('Masked: a***@example.com, 98******10 (the order’s detail shows it whole); also in lastError'),
        orderId: z.string().nullable(),
      })
      .meta({ id: 'AdminNotification' }),
  ),
  nextCursor,
});
export const retryReply = z.object({
  success: ok,
  retried: z.int().min(0).describe('Failed messages queued again (0: none of them had failed)'),
});

export const orderNote = z
  .object({
    id: z.string(),
    text: z.string(),
    at: isoDate,
    author: z.string().describe('The staff member’s e-mail, or "automation"'),
    authorName: z.string().nullable().describe('The store account’s name (null for automation)'),
  })
  .meta({ id: 'OrderNote' });
export const noteReply = z.object({ success: ok, note: orderNote });
export const refundPaidShape = z
  .object({
    amount: rupees,
    reference: z.string().describe('The payment’s reference at the bank or provider (UTR, refund id)'),
    at: isoDate,
    by: z.string().describe('Who marked it paid: a staff e-mail, or "automation"'),
  })
  .meta({ id: 'OrderRefundPaid' });
export const refundPaidReply = z.object({ success: ok, message: z.string(), refund: refundPaidShape });
const refundPaidDetail = refundPaidShape.extend({
  byName: z.string().nullable().describe('The store account’s name (null for automation)'),
});
export const dailyReply = z.object({
  success: ok,
  day: z.string().describe('The India date (YYYY-MM-DD) the run counts as: the digest is once per such day'),
  credits: z
    .int()
    .min(0)
    .describe('Lots of store credit expiring within 7 days whose shopper this run told (0: each was told already)'),
  digest: z
    .enum(['queued', 'already_queued', 'no_store_email'])
    .describe("The store's digest: queued by this run, queued earlier today, or not sent (no STORE_EMAIL)"),
  digestTo: z.string().nullable().describe('Where the digest goes (STORE_EMAIL)'),
  schedule: z
    .object({ cron: z.string(), timezone: z.string() })
    .nullable()
    .describe('When the job also runs by itself (a worker registers it at start); null: none has yet'),
});

export const orderReply = z.object({
  success: ok,
  notes: z.array(orderNote).describe('Staff’s internal notes on the order, newest first (never shown to the shopper)'),
  messages: z
    .array(z.object({ ...messageShape, recipient: z.string().describe('The e-mail address or mobile number') }))
    .describe('What the shopper of this order was told, newest first (the store’s own copy left out)'),
  order: z.object({
    ...orderSummaryShape,
    address,
    shippingMethod: z.string(),
    paidAt: isoDate.nullable(),
    courier: z.string().nullable().describe('The courier carrying the AWB, from Shipped on'),
    shippedAt: isoDate.nullable(),
    deliveredAt: isoDate.nullable(),
    nextSteps: z
      .array(z.enum(ORDER_STATUSES))
      .describe(
        'The statuses it may move to now (POST …/status; Cancelled, before Shipped, needs a reason); empty once ' +
          'delivered, returned to origin or cancelled',
      ),
    invoiceNumber: z.string().nullable(),
    cancellation: cancellation.nullable().describe('Set when staff cancelled it before it shipped'),
    refundDue: rupees.describe(
      'What it owes back until staff mark it refunded: a cancelled paid order, or a payment that came after its ' +
        'checkout had ended (paymentState refund_due); 0 otherwise',
    ),
    refundPaid: refundPaidDetail
      .nullable()
      .describe('The refund staff paid at the provider of what it owed back (refundDue is 0 since)'),
    documents: z
      .array(orderDocument)
      .describe('Its tax invoice and credit notes, oldest first; each `url` is the console’s download'),
    charges: z.object({
      subtotal: rupees,
      discount: rupees,
      couponCode: z.string().nullable(),
      delivery: rupees,
      extra: rupees,
      codFee: rupees,
      storeCredit: rupees,
      total: rupees,
    }),
    requests: z.array(
      z.object({
        id: z.string(),
        orderItemId: z.string(),
        kind: z.enum(['return', 'exchange']),
        state: z.enum(RETURN_STATES),
        reason: z.string().nullable(),
        newSize: z.string().nullable(),
        refusalReason: z.string().nullable(),
        requestedAt: isoDate,
      }),
    ),
  }),
});

export const returnRequest = z
  .object({
    id: z.string(),
    orderId: z.string(),
    orderItemId: z.string(),
    kind: z.enum(['return', 'exchange']),
    state: z.enum(RETURN_STATES),
    nextSteps: z
      .array(z.enum(RETURN_STATES))
      .describe('The steps it may take now (approved, received, replacement_shipped, completed, refused)'),
    reason: z.string().nullable(),
    reasonCode: z
      .enum(RETURN_REASON_CODES)
      .nullable()
      .describe('The reason picked from the short list (Too small, Too large, …); null when the client sent none'),
    newSize: z.string().nullable(),
    fee: rupees,
    refusalReason: z.string().nullable(),
    requestedAt: isoDate,
    approvedAt: isoDate.nullable(),
    pickupAwb: z.string().nullable().describe('The pickup’s AWB, when the store arranged one'),
    receivedAt: isoDate.nullable().describe('When the parcel came back and was checked'),
    replacementAwb: z.string().nullable().describe('An exchange’s replacement parcel'),
    replacementShippedAt: isoDate.nullable(),
    completedAt: isoDate.nullable(),
    refusedAt: isoDate.nullable(),
    item: z.object({
      productId: z.string(),
      name: z.string(),
      size: z.string(),
      quantity: z.int(),
      image: z.array(z.string()),
    }),
    customer: z.object({ name: z.string(), email: z.string() }),
  })
  .meta({ id: 'ReturnRequest' });
export const returnsReply = z.object({ success: ok, requests: z.array(returnRequest), nextCursor });
export const completeReply = z.object({
  success: ok,
  kind: z.enum(['return', 'exchange']),
  creditPaise: z.int().describe('Store credit given, in paise'),
});
