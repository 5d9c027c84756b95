// /api/admin/returns: return and exchange requests, newest first, each moved one step at a time (approve with an
// optional pickup AWB, receive, ship an exchange's replacement, complete, refuse with a reason), each step audited.
import { z } from 'zod';
import type { HandlerContext } from '#/server/http/context.ts';
import { pageQuery } from '#/server/http/page-query.ts';
import { staffEmail } from '#/server/http/admin-auth.ts';
import { createRouter, jsonBody, pagedList, replies, routesFor, sendPage, staffOnly } from '#/server/openapi/router.ts';
import { messageReply } from '#/server/openapi/shapes.ts';
import { completeReply, returnsReply } from './admin-order-shapes.ts';

const id = z.string().trim().min(1).max(64);
const requestParams = z.object({ id });
const returnsQuery = z.object({ state: z.enum(['open', 'all']).default('open'), ...pageQuery(500) });
const refusalBody = z.object({
  reason: z.string().trim().min(3, 'Give the shopper a reason').max(300, 'At most 300 characters'),
});
/** A courier's AWB code for a return's pickup or an exchange's replacement, refused in words staff read. */
const returnAwb = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be text`) })
    .trim()
    .min(4, `${what} must be at least 4 characters`)
    .max(40, `${what} must be at most 40 characters`)
    .regex(/^[A-Za-z0-9-]+$/, `${what} may hold letters, digits and hyphens only`);
const approval = z.object({
  pickupAwb: returnAwb('The pickup AWB')
    .optional()
    .describe('When the store arranges the pickup: its AWB (leave it out when the shopper sends the parcel)'),
});
const replacement = z.object({ awb: returnAwb('The replacement’s AWB').describe('The replacement parcel’s AWB') });
const route = routesFor({ tags: ['Console: returns'], ...staffOnly });
/** What refuses any step: an unknown request, or one this step is not next for. */
const stepRefusals = {
  404: 'No return or exchange request with this id',
  422: 'Not a step this request can take now (the message says which can)',
} as const;
const stepReplies = replies(messageReply, stepRefusals);

const requests = route.get('/returns', {
  summary: 'Return and exchange requests, newest first (paged)',
  ...pagedList(returnsQuery, returnsReply),
});
const approve = route.post('/returns/{id}/approve', {
  summary: 'Approve a request (the store collects the parcel, with a pickup AWB when it arranged one)',
  request: { params: requestParams, body: jsonBody(approval) },
  responses: stepReplies,
});
const receive = route.post('/returns/{id}/receive', {
  summary: 'The parcel came back and was checked',
  request: { params: requestParams },
  responses: stepReplies,
});
const shipReplacement = route.post('/returns/{id}/ship-replacement', {
  summary: "An exchange's replacement (the new size) is on its way, with its AWB",
  request: { params: requestParams, body: jsonBody(replacement) },
  responses: stepReplies,
});
const complete = route.post('/returns/{id}/complete', {
  summary: 'Complete: a received return credits the wallet; an exchange whose replacement shipped swaps the size',
  request: { params: requestParams },
  responses: replies(completeReply, stepRefusals),
});
const refuse = route.post('/returns/{id}/refuse', {
  summary: 'Refuse (until the parcel was checked), with a reason the shopper reads in My Orders',
  request: { params: requestParams, body: jsonBody(refusalBody) },
  responses: stepReplies,
});

/** A step done: audited (who, which request, what), then answered with `reply` (a message, or what it credited). */
async function stepDone<T extends object>(
  c: HandlerContext,
  action: string,
  requestId: string,
  detail: object,
  reply: T,
) {
  await c.var.services.audit.record({ actor: staffEmail(c), action, target: requestId, detail: { ...detail } });
  return c.json({ success: true as const, ...reply }, 200);
}

export function adminReturnRoutes() {
  return createRouter()
    .openapi(requests, async (c) => {
      const { state, ...page } = c.req.valid('query');
      return sendPage(c, c.var.services.returns.requests(state, page));
    })
    .openapi(approve, async (c) => {
      const requestId = c.req.valid('param').id;
      const { pickupAwb } = c.req.valid('json');
      await c.var.services.returns.approve(requestId, { pickupAwb });
      const message = pickupAwb ? `Request approved; pickup AWB ${pickupAwb}` : 'Request approved';
      return stepDone(c, 'return.approve', requestId, pickupAwb ? { pickupAwb } : {}, { message });
    })
    .openapi(receive, async (c) => {
      const requestId = c.req.valid('param').id;
      await c.var.services.returns.receive(requestId);
      return stepDone(c, 'return.receive', requestId, {}, { message: 'Parcel received' });
    })
    .openapi(shipReplacement, async (c) => {
      const requestId = c.req.valid('param').id;
      const { awb } = c.req.valid('json');
      await c.var.services.returns.shipReplacement(requestId, awb);
      return stepDone(
        c,
        'return.ship_replacement',
        requestId,
        { awb },
        { message: `Replacement shipped with AWB ${awb}` },
      );
    })
    .openapi(complete, async (c) => {
      const requestId = c.req.valid('param').id;
      const result = await c.var.services.returns.complete(requestId);
      return stepDone(c, 'return.complete', requestId, result, result);
    })
    .openapi(refuse, async (c) => {
      const requestId = c.req.valid('param').id;
      const { reason } = c.req.valid('json');
      await c.var.services.returns.refuse(requestId, reason);
      return stepDone(c, 'return.refuse', requestId, { reason }, { message: 'Request refused' });
    });
}
