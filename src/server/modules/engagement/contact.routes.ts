// POST /api/contact (the newsletter: newsletter.routes.ts).
import { z } from 'zod';
import { email } from '#/server/http/email-schema.ts';
import { optionalMobile } from '#/server/http/address-schema.ts';
import { clientIp } from '#/server/http/auth.ts';
import { limitAnonymousWrites } from '#/server/http/anonymous-writes.ts';
import { createRouter, jsonBody, replies, routesFor } from '#/server/openapi/router.ts';
import { messageReply } from '#/server/openapi/shapes.ts';

const message = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  email,
  message: z.string().trim().min(1, 'Message is required').max(3000),
  phone: optionalMobile,
});

const send = routesFor({ tags: ['Contact'] }).post('/contact', {
  summary: 'Send the store a message',
  request: { body: jsonBody(message) },
  middleware: [limitAnonymousWrites],
  responses: replies(messageReply, { 429: 'Too many messages from this address or network' }),
});

export function contactRoutes() {
  return createRouter().openapi(send, async (c) => {
    await c.var.services.contact.message(c.req.valid('json'), clientIp(c));
    return c.json({ success: true as const, message: 'Thank you! We will reply within one working day.' }, 200);
  });
}
