// /api/custom-box: custom size or special request for a product (linked to the shopper when logged in).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { json } from '#/server/http/validate.ts';
import { optionalAuth } from '#/server/http/auth.ts';
import { limitAnonymousWrites } from '#/server/http/anonymous-writes.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import { messageReply } from '#/server/openapi/shapes.ts';

const customRequest = z.object({
  size: z.string().max(200, 'Size must be at most 200 characters').optional().default(''),
  specialRequest: z.string().max(2000, 'Special request must be at most 2000 characters').optional().default(''),
  productId: z.string().trim().max(64).optional(),
});

export function customRoutes() {
  return new Hono<AppEnv>().post(
    '/',
    doc({
      tag: 'Custom requests',
      summary: 'A custom size or special request for a product (linked to you when logged in)',
      reply: messageReply,
      refusals: {
        400: 'Neither a size nor a special request',
        404: 'Product not found',
        429: 'Too many forms from this address or network',
      },
    }),
    optionalAuth,
    json(customRequest),
    limitAnonymousWrites,
    async (c) => {
      const body = c.req.valid('json');
      await c.var.services.custom.create({ ...body, productId: body.productId || undefined, userId: c.var.user?.id });
      return c.json({ success: true as const, message: 'Your custom request has been saved!' });
    },
  );
}
