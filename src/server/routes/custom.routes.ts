// /api/custom-box: custom size or special request for a product (linked to the shopper when logged in).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { jsonBody } from '#/server/http/validate.ts';
import { optionalAuth } from '#/server/http/auth.ts';

export function customRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/', optionalAuth, async (c) => {
    const body = await jsonBody(
      c,
      z.object({
        size: z.string().max(200, 'Size must be at most 200 characters').optional().default(''),
        specialRequest: z.string().max(2000, 'Special request must be at most 2000 characters').optional().default(''),
        productId: z.string().trim().max(64).optional(),
      }),
    );
    await c.var.services.custom.create({ ...body, productId: body.productId || undefined, userId: c.var.user?.id });
    return c.json({ success: true, message: 'Your custom request has been saved!' });
  });
  return r;
}
