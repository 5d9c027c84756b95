// /api/admin/staff: who may use the console (owners only).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { requireOwner } from '#/server/http/admin-auth.ts';
import { jsonBody, parseWith } from '#/server/http/validate.ts';
import { staffGrant } from '#/lib/admin.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import { messageReply } from '#/server/openapi/shapes.ts';
import { staffListReply, staffReply } from './admin-shapes.ts';

const emailParams = z.object({ email: z.string().trim().toLowerCase().email('Enter a valid e-mail') });
const tag = 'Console: staff (owner only)';
const ownerOnly = { 403: 'A shopper, or a staff member: only owners manage staff' };

export function adminStaffRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireOwner);
  r.get(
    '/',
    doc({ tag, auth: 'admin', summary: 'Who has console access', reply: staffListReply, refusals: ownerOnly }),
    async (c) => c.json({ success: true, staff: await c.var.services.staff.list() }),
  );
  r.post(
    '/',
    doc({
      tag,
      auth: 'admin',
      summary: 'Give a store account a role',
      body: staffGrant,
      reply: staffReply,
      refusals: { ...ownerOnly, 404: 'No store account uses this e-mail', 422: 'It would leave no owner' },
    }),
    async (c) => {
      const { email, role } = await jsonBody(c, staffGrant);
      return c.json({ success: true, staff: await c.var.services.staff.grant(c.var.staff!.email, email, role) });
    },
  );
  r.delete(
    '/:email',
    doc({
      tag,
      auth: 'admin',
      summary: 'Take console access away',
      params: emailParams,
      reply: messageReply,
      refusals: { ...ownerOnly, 404: 'No staff member uses this e-mail', 422: 'The last owner stays' },
    }),
    async (c) => {
      const { email } = parseWith(emailParams, c.req.param());
      await c.var.services.staff.remove(c.var.staff!.email, email);
      return c.json({ success: true, message: `${email} no longer has access to the console` });
    },
  );
  return r;
}
