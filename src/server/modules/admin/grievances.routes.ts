// /api/admin/grievances: complaints to the Grievance Officer, the oldest deadline first (overdue ones flagged), and
// answering one: a status, and a reply that is mailed to the complainant. Staff and owners alike, as the inbox.
import { z } from 'zod';
import { statusPageQuery } from '#/server/http/page-query.ts';
import { staffEmail } from '#/server/http/admin-auth.ts';
import { createRouter, jsonBody, pagedList, replies, routesFor, sendPage, staffOnly } from '#/server/openapi/router.ts';
import { grievanceStatus } from '#/server/modules/grievance/index.ts';
import { GRIEVANCE_STATUSES } from '#/domain/grievance.ts';
import { COMPLAINT_MAX } from '#/lib/grievance.ts';

const route = routesFor({ tags: ['Console: grievances'], ...staffOnly });
const consoleGrievance = grievanceStatus
  .extend({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    orderId: z.string().nullable(),
    message: z.string(),
    overdue: z.boolean().describe('Past its deadline and not resolved'),
    daysOverdue: z.int().min(0),
  })
  .meta({ id: 'ConsoleGrievance' });
const nextCursor = z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page');

const listQuery = statusPageQuery(
  ['open', 'all'],
  'open (the default): those not resolved; all: every complaint',
  50,
  200,
);
const answerBody = z
  .object({
    status: z.enum(GRIEVANCE_STATUSES, { error: 'Status must be open, in_progress or resolved' }).optional(),
    reply: z
      .string({ error: 'Reply must be text' })
      .trim()
      .max(COMPLAINT_MAX, `Reply must be at most ${COMPLAINT_MAX} characters`)
      .optional()
      .describe('Mailed to the complainant when it is new'),
  })
  .refine((b) => b.status !== undefined || (b.reply ?? '') !== '', 'Give a status or a reply');

const list = route.get('/grievances', {
  summary: 'Complaints, the oldest deadline first (paged): those not resolved, or all',
  ...pagedList(listQuery, z.object({ success: z.literal(true), grievances: z.array(consoleGrievance), nextCursor })),
});
const answer = route.patch('/grievances/{id}', {
  summary: "Set a complaint's status and write the reply the complainant is mailed",
  request: { params: z.object({ id: z.string().trim().min(1).max(64) }), body: jsonBody(answerBody) },
  responses: replies(z.object({ success: z.literal(true), grievance: consoleGrievance }), {
    404: 'No complaint with this id',
    422: 'Resolved without a reply',
  }),
});

export function adminGrievanceRoutes() {
  return createRouter()
    .openapi(list, (c) => sendPage(c, c.var.services.grievances.list(c.req.valid('query'))))
    .openapi(answer, async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { grievance, replied } = await c.var.services.grievances.answer(id, body);
      await c.var.services.audit.record({
        actor: staffEmail(c),
        action: 'grievance.answer',
        target: grievance.ticket,
        detail: { status: grievance.status, ...(replied ? { reply: grievance.reply } : {}) },
      });
      return c.json({ success: true as const, grievance }, 200);
    });
}
