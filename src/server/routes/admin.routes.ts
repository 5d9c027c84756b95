// /api/admin/*: the store owner's operator API (no admin screen is in scope; `npm run shop` drives it).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { requireAdmin } from '#/server/http/admin-auth.ts';
import { jsonBody, parseWith } from '#/server/http/validate.ts';
import { ORDER_STATUSES } from '#/server/services/returns.service.ts';

const id = z.string().trim().min(1).max(64);

export function adminRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin);

  r.get('/orders', async (c) => {
    const limit = parseWith(z.coerce.number().int().min(1).max(200).default(20), c.req.query('limit'));
    return c.json({ success: true, orders: await c.var.services.orders.recentOrders(limit) });
  });
  r.post('/orders/:orderId/status', async (c) => {
    const orderId = parseWith(id, c.req.param('orderId'));
    const { status, awb } = await jsonBody(
      c,
      z.object({
        status: z.enum(ORDER_STATUSES),
        awb: z
          .string()
          .trim()
          .min(4)
          .max(40)
          .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and hyphens only')
          .optional(),
      }),
    );
    await c.var.services.returns.setStatus(orderId, status, awb);
    return c.json({ success: true, message: `Order ${orderId} is now ${status}` });
  });
  r.get('/returns', async (c) => c.json({ success: true, requests: await c.var.services.returns.openRequests() }));
  r.post('/returns/:id/complete', async (c) => {
    const result = await c.var.services.returns.complete(parseWith(id, c.req.param('id')));
    return c.json({ success: true, ...result });
  });
  return r;
}
