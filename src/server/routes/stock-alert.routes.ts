// POST /api/product/back-in-stock: "Notify me when back in stock" for a sold-out size (or a product without
// sizes), signed in or not.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { json } from '#/server/http/validate.ts';
import { clientIp, optionalAuth } from '#/server/http/auth.ts';

const backInStock = z.object({
  productId: z.string().trim().min(1, 'productId is required').max(64),
  size: z.string().trim().max(8).optional(),
  email: z.string().trim().toLowerCase().max(254).email('Please enter a valid e-mail address'),
});

export function stockAlertRoutes() {
  return new Hono<AppEnv>().post('/back-in-stock', optionalAuth, json(backInStock), async (c) => {
    const body = c.req.valid('json');
    await c.var.services.stockAlerts.subscribe({ ...body, userId: c.var.user?.id }, clientIp(c));
    return c.json({ success: true as const, message: "We'll e-mail you when it is back in stock." });
  });
}
