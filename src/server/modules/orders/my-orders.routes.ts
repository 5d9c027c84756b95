// /api/order/*: after checkout, My Orders: the shopper's paid orders, tracking, asking to return or exchange an
// item, and the GST documents (tax invoice, credit notes).
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import {
  createRouter,
  jsonBody,
  loginRequired,
  pdfAttachment,
  refusals,
  replies,
  routesFor,
  success,
  successOf,
} from '#/server/openapi/router.ts';
import { messageReply, myOrder, ok } from '#/server/openapi/shapes.ts';
import { itemRef, orderParams, orderRef, reasonCode, text } from './order-requests.ts';

const creditNoteParams = orderParams.extend({ creditNoteId: text(64) });
import { shopperId } from './order-routing.ts';

const tags = ['Orders'];
const itemRefusals = {
  400: 'Bad input, or an order of several items without `itemId`/`productId` saying which',
  404: 'Order not found, or the item is not part of it',
  422: 'The policy says no (not delivered, past 7 days, customised, sale item, already returned or open …)',
} as const;

export function myOrderRoutes(requireAuth: MiddlewareHandler<AppEnv>) {
  const shopper = routesFor({ tags, middleware: [requireAuth], security: loginRequired.security });

  return (
    createRouter()
      .openapi(
        shopper.post('/userorders', {
          summary: 'My Orders: your paid orders, newest first, with what each item allows',
          request: { body: jsonBody(z.object({}).loose()) },
          responses: success(z.object({ success: ok, orders: z.array(myOrder) })),
        }),
        async (c) => {
          // The service reads `status` as the database's text, which only ever holds one of ORDER_STATUSES: the
          // reply's enum.
          const orders = (await c.var.services.orders.userOrders(shopperId(c))) as z.output<typeof myOrder>[];
          return c.json({ success: true as const, orders }, 200);
        },
      )
      .openapi(
        shopper.post('/track-order', {
          summary: "The courier's tracking page for an order",
          request: { body: jsonBody(orderRef) },
          responses: replies(z.object({ success: ok, trackingInfo: z.object({ track_url: z.url() }) }), {
            404: 'Order not found, or Tracking information is not available.',
          }),
        }),
        async (c) => {
          const trackingInfo = await c.var.services.orders.trackOrder(shopperId(c), c.req.valid('json').orderId);
          return c.json({ success: true as const, trackingInfo }, 200);
        },
      )
      .openapi(
        shopper.post('/return-order', {
          summary: 'Ask to return an item for store credit',
          description:
            'Name the item with `itemId` (the order item) or `productId`; an order of one item needs neither.',
          request: { body: jsonBody(z.object({ ...itemRef, reason: text(1000), reasonCode })) },
          responses: replies(messageReply, itemRefusals),
        }),
        async (c) => {
          await c.var.services.returns.requestReturn(shopperId(c), c.req.valid('json'));
          return c.json({ success: true as const, message: 'Order return request submitted successfully.' }, 200);
        },
      )
      .openapi(
        shopper.post('/exchange-order', {
          summary: 'Ask to exchange an item for another size (the first exchange is free)',
          description:
            "Name the item with `itemId`, `productId` or the product's name (`productId` may carry the name, as the " +
            'cart keys products by name); an order of one item needs none.',
          request: {
            body: jsonBody(
              z.object({
                ...itemRef,
                newSize: text(10),
                reasonCode,
                reason: z
                  .string()
                  .trim()
                  .max(1000, 'must be at most 1000 characters')
                  .optional()
                  .describe('Why, in the shopper’s words (optional)'),
              }),
            ),
          },
          responses: replies(messageReply, {
            ...itemRefusals,
            422: `${itemRefusals[422]}; the size is not made or out of stock`,
          }),
        }),
        async (c) => {
          const { feePaise } = await c.var.services.returns.requestExchange(shopperId(c), c.req.valid('json'));
          const message = feePaise
            ? `Order exchange request submitted successfully. A fee of ₹${feePaise / 100} applies to this ` +
              'second exchange.'
            : 'Order exchange request submitted successfully.';
          return c.json({ success: true as const, message }, 200);
        },
      )
      // The tax invoice of the shopper's own paid order, as a PDF (numbered on first download if the mail did not).
      .openapi(
        shopper.get('/{orderId}/invoice', {
          summary: 'The tax invoice of your paid order (PDF)',
          request: { params: orderParams },
          responses: {
            ...successOf('application/pdf', 'Success'),
            ...refusals({ 404: 'Order not found, or not paid yet' }),
          },
        }),
        async (c): Promise<Response> => {
          const { orderId } = c.req.valid('param');
          return pdfAttachment(c, await c.var.services.invoices.forShopper(shopperId(c), orderId));
        },
      )
      // A credit note of the shopper's own order (its URL is in the order's `documents`).
      .openapi(
        shopper.get('/{orderId}/credit-note/{creditNoteId}', {
          summary: 'A GST credit note of your order (PDF): a return completed, or a paid parcel back at the store',
          request: { params: creditNoteParams },
          responses: {
            ...successOf('application/pdf', 'Success'),
            ...refusals({ 404: 'No such credit note of your order' }),
          },
        }),
        async (c): Promise<Response> => {
          const { orderId, creditNoteId } = c.req.valid('param');
          return pdfAttachment(c, await c.var.services.creditNotes.forShopper(shopperId(c), orderId, creditNoteId));
        },
      )
  );
}
