// POST /api/product/back-in-stock: "Notify me when back in stock" for a sold-out size (or a product without
// sizes), signed in or not.
import { z } from 'zod';
import { email } from '#/server/http/email-schema.ts';
import { clientIp } from '#/server/http/auth.ts';
import { createRouter, jsonBody, loginOptionalForm, replies, routesFor } from '#/server/openapi/router.ts';
import { messageReply } from '#/server/openapi/shapes.ts';

const backInStock = z.object({
  productId: z.string().trim().min(1, 'is required').max(64),
  size: z.string().trim().max(8).optional(),
  email,
});

const subscribe = routesFor({ tags: ['Catalog'], ...loginOptionalForm }).post('/back-in-stock', {
  summary: 'Ask for one e-mail when a sold-out size (or a product without sizes) is back in stock',
  description: 'Signed in or not. Asking again for the same size and address is one request.',
  request: { body: jsonBody(backInStock) },
  responses: replies(messageReply, {
    404: 'Product not found',
    409: 'That size is in stock: add it to the cart instead',
    429: 'Too many requests from this address or network',
  }),
});

export function stockAlertRoutes() {
  return createRouter().openapi(subscribe, async (c) => {
    const body = c.req.valid('json');
    await c.var.services.stockAlerts.subscribe({ ...body, userId: c.var.user?.id }, clientIp(c));
    return c.json({ success: true as const, message: "We'll e-mail you when it is back in stock." }, 200);
  });
}
