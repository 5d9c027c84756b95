// /api/admin/staff: who may use the console (owners only).
import { z } from 'zod';
import { requireOwner, staffEmail } from '#/server/http/admin-auth.ts';
import { staffGrant } from '#/lib/admin.ts';
import { createRouter, jsonBody, replies, routesFor, staffOnly } from '#/server/openapi/router.ts';
import { messageReply } from '#/server/openapi/shapes.ts';
import { staffListReply, staffReply } from './admin-shapes.ts';

const emailParams = z.object({ email: z.string().trim().toLowerCase().email('Enter a valid e-mail') });
const route = routesFor({ tags: ['Console: staff (owner only)'], ...staffOnly });
const ownerOnly = { 403: 'A shopper, or a staff member: only owners manage staff' } as const;

const list = route.get('/', {
  summary: 'Who has console access',
  responses: replies(staffListReply, ownerOnly),
});
const grant = route.post('/', {
  summary: 'Give a store account a role',
  request: { body: jsonBody(staffGrant) },
  responses: replies(staffReply, {
    ...ownerOnly,
    404: 'No store account uses this e-mail',
    422: 'It would leave no owner',
  }),
});
const remove = route.delete('/{email}', {
  summary: 'Take console access away',
  request: { params: emailParams },
  responses: replies(messageReply, {
    ...ownerOnly,
    404: 'No staff member uses this e-mail',
    422: 'The last owner stays',
  }),
});

export function adminStaffRoutes() {
  const router = createRouter();
  // Before any of its routes (and their validation): staff are refused the whole of /staff.
  router.use('*', requireOwner);
  return router
    .openapi(list, async (c) => c.json({ success: true as const, staff: await c.var.services.staff.list() }, 200))
    .openapi(grant, async (c) => {
      const { email, role } = c.req.valid('json');
      const staff = await c.var.services.staff.grant(staffEmail(c), email, role);
      return c.json({ success: true as const, staff }, 200);
    })
    .openapi(remove, async (c) => {
      const { email } = c.req.valid('param');
      await c.var.services.staff.remove(staffEmail(c), email);
      return c.json({ success: true as const, message: `${email} no longer has access to the console` }, 200);
    });
}
