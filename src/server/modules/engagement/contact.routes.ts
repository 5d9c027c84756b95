// POST /api/contact (the newsletter: newsletter.routes.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { json } from '#/server/http/validate.ts';
import { email } from '#/server/http/email-schema.ts';
import { clientIp } from '#/server/http/auth.ts';
import { limitAnonymousWrites } from '#/server/http/anonymous-writes.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import { messageReply } from '#/server/openapi/shapes.ts';

const message = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  email,
  message: z.string().trim().min(1, 'Message is required').max(3000),
});

export function contactRoutes() {
  return new Hono<AppEnv>().post(
    '/contact',
    doc({
      tag: 'Contact',
      summary: 'Send the store a message',
      reply: messageReply,
      refusals: { 429: 'Too many messages from this address or network' },
    }),
    json(message),
    limitAnonymousWrites,
    async (c) => {
      await c.var.services.contact.message(c.req.valid('json'), clientIp(c));
      return c.json({ success: true as const, message: 'Thank you! We will reply within one working day.' });
    },
  );
}
