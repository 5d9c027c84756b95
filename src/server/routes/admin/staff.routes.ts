// /api/admin/staff: who may use the console (owners only).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { requireOwner } from '#/server/http/admin-auth.ts';
import { jsonBody, parseWith } from '#/server/http/validate.ts';
import { staffGrant } from '#/lib/admin.ts';

export function adminStaffRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireOwner);
  r.get('/', async (c) => c.json({ success: true, staff: await c.var.services.staff.list() }));
  r.post('/', async (c) => {
    const { email, role } = await jsonBody(c, staffGrant);
    return c.json({ success: true, staff: await c.var.services.staff.grant(c.var.staff!.email, email, role) });
  });
  r.delete('/:email', async (c) => {
    const email = parseWith(z.string().trim().toLowerCase().email('Enter a valid e-mail'), c.req.param('email'));
    await c.var.services.staff.remove(c.var.staff!.email, email);
    return c.json({ success: true, message: `${email} no longer has access to the console` });
  });
  return r;
}
