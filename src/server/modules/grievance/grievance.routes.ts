// POST /api/grievance (file a complaint with the Grievance Officer) and POST /api/grievance/status (its status, by
// ticket and e-mail). The console's side is /api/admin/grievances (modules/admin/grievances.routes.ts).
import { z } from 'zod';
import { clientIp } from '#/server/http/auth.ts';
import { createRouter, jsonBody, loginOptionalForm, replies, routesFor } from '#/server/openapi/router.ts';
import { isoDate } from '#/server/openapi/shapes.ts';
import { complaintInput, statusLookupInput } from './grievance-input.ts';
import { GRIEVANCE_STATUSES, TICKET_RE } from '#/domain/grievance.ts';

const ticket = z.string().regex(TICKET_RE).describe('GRV-<year>-<six digits>; with the e-mail, it finds the complaint');
export const grievanceStatus = z
  .object({
    ticket,
    status: z.enum(GRIEVANCE_STATUSES),
    receivedAt: isoDate,
    dueAt: isoDate.describe('Resolved by then: 30 days after receipt'),
    reply: z.string().nullable().describe("The store's answer, as last mailed"),
    repliedAt: isoDate.nullable(),
  })
  .meta({ id: 'GrievanceStatus' });

const tags = ['Grievances'];

// The login is read (an order of the signed-in shopper's may be named).
const file = routesFor({ tags, ...loginOptionalForm }).post('/', {
  summary: 'File a complaint with the Grievance Officer; the acknowledgement is mailed at once',
  request: { body: jsonBody(complaintInput) },
  responses: replies(z.object({ success: z.literal(true), ticket }), {
    422: 'The order is not one placed with this e-mail address',
    429: 'Too many complaints or forms from this address, network or e-mail',
  }),
});

const status = routesFor({ tags }).post('/status', {
  summary: "A complaint's status and the store's reply, by its ticket and the e-mail it was filed with",
  description: 'A ticket with another e-mail is answered exactly as an unknown ticket is.',
  request: { body: jsonBody(statusLookupInput) },
  responses: replies(z.object({ success: z.literal(true), grievance: grievanceStatus }), {
    404: 'No complaint with this ticket and e-mail',
    429: 'Too many look-ups from this address',
  }),
});

export function grievanceRoutes() {
  return createRouter()
    .openapi(file, async (c) => {
      const who = { ip: clientIp(c), userId: c.var.user?.id };
      const { ticket } = await c.var.services.grievances.file(c.req.valid('json'), who);
      return c.json({ success: true as const, ticket }, 200);
    })
    .openapi(status, async (c) => {
      const grievance = await c.var.services.grievances.lookUp(c.req.valid('json'), clientIp(c));
      return c.json({ success: true as const, grievance }, 200);
    });
}
