// /api/admin/orders: orders, their status, GST documents (invoice, credit notes), packing slip, staff's internal
// notes, a refund owed marked paid, and the messages their shopper was sent. Return and exchange requests are
// returns.routes.ts.
import { z } from 'zod';
import { AppError } from '#/server/errors.ts';
import { ORDER_STATUSES } from '#/domain/order-status.ts';
import { PAYMENT_METHODS } from '#/server/modules/admin/orders.service.ts';
import { formatINR, toRupees } from '#/domain/money.ts';
import { pageQuery } from '#/server/http/page-query.ts';
import { staffEmail } from '#/server/http/admin-auth.ts';
import {
  createRouter,
  jsonBody,
  pagedList,
  pdfAttachment,
  refusals,
  replies,
  routesFor,
  sendPage,
  staffOnly,
  successOf,
} from '#/server/openapi/router.ts';
import { messageReply } from '#/server/openapi/shapes.ts';
import { noteReply, orderReply, ordersReply, refundPaidReply } from './admin-order-shapes.ts';
import { shopperMessages } from './notification-view.ts';

const id = z.string().trim().min(1).max(64);
const orderQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  q: z.string().trim().max(80).optional(),
  ...pageQuery(50, 200),
});
const statusChange = z.object({
  status: z.enum(ORDER_STATUSES),
  awb: z
    .string()
    .trim()
    .min(4)
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and hyphens only')
    .optional()
    .describe("The courier's AWB: Shipped needs it (it makes the order trackable); other steps ignore it"),
  courier: z
    .string()
    .trim()
    .min(2, "The courier's name must be 2 to 40 characters")
    .max(40, "The courier's name must be 2 to 40 characters")
    .optional()
    .describe('The courier carrying the parcel (e.g. Delhivery): Shipped needs it; other steps ignore it'),
  reason: z
    .string()
    .trim()
    .min(3, 'Give the shopper a reason (3 to 300 characters)')
    .max(300, 'Give the shopper a reason (3 to 300 characters)')
    .optional()
    .describe('Why staff cancel it: Cancelled needs it, and the shopper is told it; other steps ignore it'),
});

const orderParams = z.object({ orderId: id });
const noteBody = z.object({
  text: z
    .string({ error: 'Write the note first' })
    .trim()
    .min(1, 'Write the note first')
    .max(500, 'A note is at most 500 characters')
    .describe('What staff want each other to know (at most 500 characters); never shown to the shopper'),
});
const refundBody = z.object({
  reference: z
    .string({ error: 'Enter the refund’s payment reference (the UTR or the provider’s refund id)' })
    .trim()
    .min(4, 'The payment reference must be 4 to 64 characters')
    .max(64, 'The payment reference must be 4 to 64 characters')
    .regex(/^[A-Za-z0-9_./-]+$/, 'The payment reference may hold letters, digits and - _ / . only')
    .describe('The refund’s reference at the bank or provider: a UTR, Razorpay’s rfnd_…, Stripe’s re_…'),
});
const route = routesFor({ tags: ['Console: orders'], ...staffOnly });
const noOrder = { 404: 'No placed order with this id' } as const;

const orders = route.get('/orders', { summary: 'Placed orders, newest first', ...pagedList(orderQuery, ordersReply) });
const order = route.get('/orders/{orderId}', {
  summary: 'One order, with what its shopper was told (messages)',
  request: { params: orderParams },
  responses: replies(orderReply, noOrder),
});
const setStatus = route.post('/orders/{orderId}/status', {
  summary:
    'Move an order one step along (its nextSteps); Shipped takes the AWB and the courier; Cancelled (before ' +
    'Shipped) takes a reason, gives back its stock, store credit and coupon, and reverses a paid invoice',
  request: { params: orderParams, body: jsonBody(statusChange) },
  responses: replies(messageReply, {
    ...noOrder,
    422:
      'Not one of its next steps (a jump, a step back, anything after Delivered, Returned to Origin or Cancelled, ' +
      'Returned to Origin for a paid order, Cancelled once shipped), Shipped without the AWB and the courier, or ' +
      'Cancelled without a reason; the message says which',
  }),
});
const invoice = route.get('/orders/{orderId}/invoice', {
  summary: 'The tax invoice (PDF)',
  request: { params: orderParams },
  responses: {
    ...successOf('application/pdf', 'The invoice, as an attachment'),
    ...refusals({ 404: 'No such order, or not paid yet' }),
  },
});
const creditNote = route.get('/orders/{orderId}/credit-note/{creditNoteId}', {
  summary: 'A GST credit note of the order (PDF)',
  request: { params: orderParams.extend({ creditNoteId: id }) },
  responses: {
    ...successOf('application/pdf', 'The credit note, as an attachment'),
    ...refusals({ 404: 'No such credit note of this order' }),
  },
});
const packingSlip = route.get('/orders/{orderId}/packing-slip', {
  summary: 'The packing slip to print and put in the parcel (PDF): ship-to, items, sizes, what to collect; no prices',
  request: { params: orderParams },
  responses: {
    ...successOf('application/pdf', 'The packing slip, as an attachment'),
    ...refusals({ ...noOrder, 422: 'A cancelled order, or one owed a refund: it is not sent' }),
  },
});
const addNote = route.post('/orders/{orderId}/notes', {
  summary: 'Add an internal note (staff only; never shown to the shopper); the order lists them newest first',
  request: { params: orderParams, body: jsonBody(noteBody) },
  responses: replies(noteReply, noOrder),
});
const refundPaid = route.post('/orders/{orderId}/refund-paid', {
  summary:
    'Mark the refund it owes (cancellation.refundDue) paid at the provider, with its reference: clears what is ' +
    'owed, keeps the refund, audits it and tells the shopper, in one transaction',
  request: { params: orderParams, body: jsonBody(refundBody) },
  responses: replies(refundPaidReply, {
    ...noOrder,
    409: 'No refund is due on it (paid back already, or nothing was paid)',
  }),
});

export function adminOrderRoutes() {
  return createRouter()
    .openapi(orders, (c) => sendPage(c, c.var.services.adminOrders.list(c.req.valid('query'))))
    .openapi(order, async (c) => {
      const { orderId } = c.req.valid('param');
      const found = await c.var.services.adminOrders.get(orderId);
      const messages = shopperMessages(await c.var.services.notifications.forOrder(orderId));
      const documents = (await c.var.services.creditNotes.documents([orderId], 'staff')).get(orderId) ?? [];
      const notes = await c.var.services.orderNotes.list(orderId);
      return c.json({ success: true as const, order: { ...found, documents }, messages, notes }, 200);
    })
    .openapi(setStatus, async (c) => {
      const { orderId } = c.req.valid('param');
      const { status, awb, courier } = c.req.valid('json');
      // One line: it is a WhatsApp template's parameter too, which may not hold line breaks.
      const reason = c.req.valid('json').reason?.replace(/\s+/g, ' ');
      const detail = {
        status,
        ...(status === 'Shipped' ? { awb, courier } : {}),
        ...(status === 'Cancelled' ? { reason } : {}),
      };
      // Audited in the move's own transaction: the entry exists if, and only if, the move does.
      const entry = { actor: staffEmail(c), action: 'order.status', target: orderId, detail };
      await c.var.services.orderStatus.setStatus(orderId, { to: status, awb, courier, reason }, (tx) =>
        c.var.services.audit.record(entry, tx),
      );
      return c.json({ success: true as const, message: `Order ${orderId} is now ${status}` }, 200);
    })
    .openapi(invoice, async (c) => {
      const { orderId } = c.req.valid('param');
      const invoice = await c.var.services.invoices.forOrder(orderId);
      if (!invoice)
        throw new AppError('not_found', 'This order has no invoice yet: an invoice is issued once it is paid.');
      return pdfAttachment(c, invoice);
    })
    .openapi(creditNote, async (c) => {
      const { orderId, creditNoteId } = c.req.valid('param');
      return pdfAttachment(c, await c.var.services.creditNotes.forOrder(orderId, creditNoteId));
    })
    .openapi(packingSlip, async (c) =>
      pdfAttachment(c, await c.var.services.packingSlips.forOrder(c.req.valid('param').orderId)),
    )
    .openapi(addNote, async (c) => {
      const { orderId } = c.req.valid('param');
      const { text } = c.req.valid('json');
      const note = await c.var.services.orderNotes.add(orderId, { text, author: staffEmail(c) });
      return c.json({ success: true as const, note }, 200);
    })
    .openapi(refundPaid, async (c) => {
      const { orderId } = c.req.valid('param');
      const { reference } = c.req.valid('json');
      const actor = staffEmail(c);
      // Audited in the refund's own transaction: the entry exists if, and only if, the refund is recorded.
      const paid = await c.var.services.refunds.markPaid(orderId, { reference, paidBy: actor }, (tx, refund) =>
        c.var.services.audit.record(
          {
            actor,
            action: 'order.refund_paid',
            target: orderId,
            detail: { amount: toRupees(refund.refundPaise), reference },
          },
          tx,
        ),
      );
      const amount = toRupees(paid.refundPaise);
      const refund = { amount, reference, at: paid.paidAt.toISOString(), by: actor };
      const message = `Refund of ${formatINR(amount)} on order ${orderId} marked paid (${reference})`;
      return c.json({ success: true as const, message, refund }, 200);
    });
}
