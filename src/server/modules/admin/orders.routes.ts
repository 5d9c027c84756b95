// /api/admin/orders and /api/admin/returns: orders, their status and invoice; return and exchange requests.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { jsonBody, parseWith } from '#/server/http/validate.ts';
import { AppError } from '#/server/errors.ts';
import { ORDER_STATUSES } from '#/lib/order-status.ts';
import { PAYMENT_METHODS } from '#/server/modules/admin/orders.service.ts';
import { pageQuery } from '#/server/http/page-query.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import { messageReply } from '#/server/openapi/shapes.ts';
import { completeReply, orderReply, ordersReply, returnsReply } from './admin-shapes.ts';

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
    .optional(),
});

const orderParams = z.object({ orderId: id });
const requestParams = z.object({ id });
const returnsQuery = z.object({ state: z.enum(['open', 'all']).default('open'), ...pageQuery(500) });
const refusalBody = z.object({
  reason: z.string().trim().min(3, 'Give the shopper a reason').max(300, 'At most 300 characters'),
});
const orders = 'Console: orders';
const returns = 'Console: returns';
const noOrder = { 404: 'No placed order with this id' };
const noRequest = { 404: 'No open request with this id' };

export function adminOrderRoutes() {
  const r = new Hono<AppEnv>();
  const audit = (c: { var: AppEnv['Variables'] }, action: string, target: string, detail: Record<string, unknown>) =>
    c.var.services.audit.record({ actor: c.var.staff!.email, action, target, detail });

  r.get(
    '/orders',
    doc({ tag: orders, auth: 'admin', summary: 'Placed orders, newest first', query: orderQuery, reply: ordersReply }),
    async (c) => {
      const filter = parseWith(orderQuery, c.req.query());
      return c.json({ success: true, ...(await c.var.services.adminOrders.list(filter)) });
    },
  );
  r.get(
    '/orders/:orderId',
    doc({
      tag: orders,
      auth: 'admin',
      summary: 'One order',
      params: orderParams,
      reply: orderReply,
      refusals: noOrder,
    }),
    async (c) => {
      const order = await c.var.services.adminOrders.get(parseWith(id, c.req.param('orderId')));
      return c.json({ success: true, order });
    },
  );
  r.post(
    '/orders/:orderId/status',
    doc({
      tag: orders,
      auth: 'admin',
      summary: 'Move an order along (an AWB makes it trackable)',
      params: orderParams,
      body: statusChange,
      reply: messageReply,
      refusals: { ...noOrder, 422: 'Not possible for this order (e.g. returned to origin)' },
    }),
    async (c) => {
      const orderId = parseWith(id, c.req.param('orderId'));
      const { status, awb } = await jsonBody(c, statusChange);
      await c.var.services.orderStatus.setStatus(orderId, status, awb);
      await audit(c, 'order.status', orderId, { status, ...(awb ? { awb } : {}) });
      return c.json({ success: true, message: `Order ${orderId} is now ${status}` });
    },
  );
  r.get(
    '/orders/:orderId/invoice',
    doc({
      tag: orders,
      auth: 'admin',
      summary: 'The tax invoice (PDF)',
      params: orderParams,
      replyType: 'application/pdf',
      refusals: { 404: 'No such order, or not paid yet' },
    }),
    async (c) => {
      const orderId = parseWith(id, c.req.param('orderId'));
      const invoice = await c.var.services.invoices.forOrder(orderId);
      if (!invoice)
        throw new AppError('not_found', 'This order has no invoice yet: an invoice is issued once it is paid.');
      return c.body(invoice.pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoice.filename}"`,
      });
    },
  );

  r.get(
    '/returns',
    doc({
      tag: returns,
      auth: 'admin',
      summary: 'Return and exchange requests, newest first (paged)',
      query: returnsQuery,
      reply: returnsReply,
    }),
    async (c) => {
      const { state, ...page } = parseWith(returnsQuery, c.req.query());
      return c.json({ success: true, ...(await c.var.services.returns.requests(state, page)) });
    },
  );
  r.post(
    '/returns/:id/approve',
    doc({
      tag: returns,
      auth: 'admin',
      summary: 'Approve a request (the shopper sends the goods)',
      params: requestParams,
      reply: messageReply,
      refusals: { 404: 'No request waiting for approval with this id' },
    }),
    async (c) => {
      const requestId = parseWith(id, c.req.param('id'));
      await c.var.services.returns.approve(requestId);
      await audit(c, 'return.approve', requestId, {});
      return c.json({ success: true, message: 'Request approved' });
    },
  );
  r.post(
    '/returns/:id/complete',
    doc({
      tag: returns,
      auth: 'admin',
      summary: 'Complete: a return credits the wallet, an exchange swaps the size',
      params: requestParams,
      reply: completeReply,
      refusals: noRequest,
    }),
    async (c) => {
      const requestId = parseWith(id, c.req.param('id'));
      const result = await c.var.services.returns.complete(requestId);
      await audit(c, 'return.complete', requestId, { ...result });
      return c.json({ success: true, ...result });
    },
  );
  r.post(
    '/returns/:id/refuse',
    doc({
      tag: returns,
      auth: 'admin',
      summary: 'Refuse, with a reason the shopper reads in My Orders',
      params: requestParams,
      body: refusalBody,
      reply: messageReply,
      refusals: noRequest,
    }),
    async (c) => {
      const requestId = parseWith(id, c.req.param('id'));
      const { reason } = await jsonBody(c, refusalBody);
      await c.var.services.returns.refuse(requestId, reason);
      await audit(c, 'return.refuse', requestId, { reason });
      return c.json({ success: true, message: 'Request refused' });
    },
  );
  return r;
}
