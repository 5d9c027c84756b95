// /api/admin/*: the store owner's operator API (no admin screen is in scope; `npm run shop` drives it).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { requireAdmin } from '#/server/http/admin-auth.ts';
import { jsonBody, parseWith } from '#/server/http/validate.ts';
import { ORDER_STATUSES } from '#/server/services/returns.service.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import { isoDate, messageReply, ok } from '#/server/openapi/shapes.ts';

const id = z.string().trim().min(1).max(64);
// The schemas the handlers parse with, named once so the OpenAPI document shows exactly them.
const ordersQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) });
const statusBody = z.object({
  status: z.enum(ORDER_STATUSES),
  awb: z
    .string()
    .trim()
    .min(4)
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and hyphens only')
    .optional(),
});
const tag = 'Operator';
const recentOrder = z.object({
  _id: z.string(),
  date: isoDate,
  payment: z.string(),
  method: z.string(),
  status: z.enum(ORDER_STATUSES),
  amount: z.number(),
  awb: z.string().nullable(),
  customer: z.string(),
  items: z.array(z.string()),
});
const openRequest = z.object({
  id: z.string(),
  orderId: z.string(),
  orderItemId: z.string(),
  userId: z.string(),
  kind: z.enum(['return', 'exchange']),
  reason: z.string().nullable(),
  newSize: z.string().nullable(),
  newSizeId: z.string().nullable(),
  feePaise: z.int(),
  exchangeNo: z.int().nullable(),
  state: z.enum(['requested', 'completed']),
  createdAt: isoDate,
  completedAt: isoDate.nullable(),
});

export function adminRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin);

  r.get(
    '/orders',
    doc({
      tag,
      summary: 'The latest orders of every state',
      query: ordersQuery,
      reply: z.object({ success: ok, orders: z.array(recentOrder) }),
    }),
    async (c) => {
      const { limit } = parseWith(ordersQuery, { limit: c.req.query('limit') });
      return c.json({ success: true, orders: await c.var.services.orders.recentOrders(limit) });
    },
  );
  r.post(
    '/orders/:orderId/status',
    doc({
      tag,
      summary: 'Move an order along (Delivered opens returns; an AWB makes it trackable)',
      params: z.object({ orderId: id }),
      body: statusBody,
      reply: messageReply,
      refusals: { 404: 'No paid order with this id', 422: 'Not allowed from its current state' },
    }),
    async (c) => {
      const orderId = parseWith(id, c.req.param('orderId'));
      const { status, awb } = await jsonBody(c, statusBody);
      await c.var.services.returns.setStatus(orderId, status, awb);
      return c.json({ success: true, message: `Order ${orderId} is now ${status}` });
    },
  );
  r.get(
    '/returns',
    doc({
      tag,
      summary: 'Open return and exchange requests',
      reply: z.object({ success: ok, requests: z.array(openRequest) }),
    }),
    async (c) => c.json({ success: true, requests: await c.var.services.returns.openRequests() }),
  );
  r.post(
    '/returns/:id/complete',
    doc({
      tag,
      summary: 'The returned goods arrived: credit the return, or swap the exchanged size',
      params: z.object({ id }),
      reply: z.object({ success: ok, kind: z.enum(['return', 'exchange']), creditPaise: z.int() }),
      refusals: { 404: 'No open request with this id' },
    }),
    async (c) => {
      const result = await c.var.services.returns.complete(parseWith(id, c.req.param('id')));
      return c.json({ success: true, ...result });
    },
  );
  return r;
}
