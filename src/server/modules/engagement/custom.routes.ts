// /api/custom-box: custom size or special request for a product (linked to the shopper when logged in).
import { z } from 'zod';
import { optionalMobile } from '#/server/http/address-schema.ts';
import { createRouter, jsonBody, loginOptionalForm, replies, routesFor } from '#/server/openapi/router.ts';
import { messageReply } from '#/server/openapi/shapes.ts';

const customRequest = z.object({
  size: z.string().max(200, 'Size must be at most 200 characters').optional().default(''),
  specialRequest: z.string().max(2000, 'Special request must be at most 2000 characters').optional().default(''),
  productId: z.string().trim().max(64).optional(),
  phone: optionalMobile,
});

const send = routesFor({ tags: ['Custom requests'], ...loginOptionalForm }).post('/', {
  summary: 'A custom size or special request for a product (linked to you when logged in)',
  request: { body: jsonBody(customRequest) },
  responses: replies(messageReply, {
    400: 'Neither a size nor a special request, or a phone that is not a mobile number',
    404: 'Product not found',
    429: 'Too many forms from this address or network',
  }),
});

export function customRoutes() {
  return createRouter().openapi(send, async (c) => {
    const body = c.req.valid('json');
    await c.var.services.custom.create({ ...body, productId: body.productId || undefined, userId: c.var.user?.id });
    return c.json({ success: true as const, message: 'Your custom request has been saved!' }, 200);
  });
}
