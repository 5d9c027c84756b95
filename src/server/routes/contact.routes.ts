// /api/contact and /api/newsletter.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { jsonBody } from '#/server/http/validate.ts';
import { clientIp } from '#/server/http/auth.ts';

const email = z.string().trim().toLowerCase().max(254).email('Please enter a valid e-mail address');

export function contactRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/contact', async (c) => {
    const body = await jsonBody(
      c,
      z.object({
        name: z.string().trim().min(1, 'Name is required').max(80),
        email,
        message: z.string().trim().min(1, 'Message is required').max(3000),
      }),
    );
    await c.var.services.contact.message(body, clientIp(c));
    return c.json({ success: true, message: 'Thank you! We will reply within one working day.' });
  });
  r.post('/newsletter', async (c) => {
    const body = await jsonBody(c, z.object({ email }));
    await c.var.services.contact.subscribe(body.email, clientIp(c));
    return c.json({ success: true, message: 'You are subscribed. Welcome!' });
  });
  return r;
}
