// /api/admin/custom-requests and /api/admin/contact-messages: what shoppers sent from the custom form and the contact
// page, newest first, those still open by default; a status on each, and a reply mailed to the shopper. Staff and
// owners alike (the console router checks the login for every path).
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { statusPageQuery } from '#/server/http/page-query.ts';
import { createRouter, jsonBody, pagedList, replies, routesFor, sendPage, staffOnly } from '#/server/openapi/router.ts';
import { INBOX_FILTERS, INBOX_STATUSES, REPLY_MAX, REPLY_REQUIRED, REPLY_TOO_LONG } from '#/domain/inbox.ts';
import type { InboxActor } from './inbox-answer.service.ts';
import { contactMessageReply, contactMessagesReply, customRequestReply, customRequestsReply } from './inbox-shapes.ts';

const route = routesFor({ tags: ['Console: inbox'], ...staffOnly });
/** The lists answered the newest 500 before they were paged: still their first page's size. */
const listQuery = statusPageQuery(
  INBOX_FILTERS,
  'open (the default): new and in progress; new, in_progress or done: only those; all: every one',
  500,
);
const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const statusBody = z.object({
  status: z.enum(INBOX_STATUSES, { error: 'Status must be new, in_progress or done' }),
});
const replyBody = z.object({
  text: z
    .string({ error: REPLY_REQUIRED })
    .trim()
    .min(1, REPLY_REQUIRED)
    .max(REPLY_MAX, REPLY_TOO_LONG)
    .describe('Mailed to the shopper with what she asked quoted under it'),
});

const refusedId = (what: string) => ({ 404: `No ${what} with this id` });

const requestStatus = route.patch('/custom-requests/{id}', {
  summary: "Set a custom request's status (new, in progress, done)",
  request: { params: idParams, body: jsonBody(statusBody) },
  responses: replies(customRequestReply, refusedId('custom request')),
});
const requestReply = route.post('/custom-requests/{id}/replies', {
  summary: 'Mail the shopper a reply to her custom request (a new one is in progress from then on)',
  request: { params: idParams, body: jsonBody(replyBody) },
  responses: replies(customRequestReply, {
    ...refusedId('custom request'),
    422: 'A guest’s request: there is no e-mail to reply to',
  }),
});
const messageStatus = route.patch('/contact-messages/{id}', {
  summary: "Set a contact message's status (new, in progress, done)",
  request: { params: idParams, body: jsonBody(statusBody) },
  responses: replies(contactMessageReply, refusedId('contact message')),
});
const messageReply = route.post('/contact-messages/{id}/replies', {
  summary: 'Mail the sender a reply to her contact message (a new one is in progress from then on)',
  request: { params: idParams, body: jsonBody(replyBody) },
  responses: replies(contactMessageReply, refusedId('contact message')),
});

const requestsList = route.get('/custom-requests', {
  summary: 'Custom-size requests, newest first (paged): those still open, one status, or all',
  ...pagedList(listQuery, customRequestsReply),
});
const messagesList = route.get('/contact-messages', {
  summary: 'Contact-form messages, newest first (paged): those still open, one status, or all',
  ...pagedList(listQuery, contactMessagesReply),
});
type Ctx = { var: AppEnv['Variables'] };
const actor = (c: Ctx): InboxActor => ({ email: c.var.staff!.email, name: c.var.staff!.name });
/** The item as the list shows it after the change (the change found it, so it exists). */
const requestNow = async (c: Ctx, id: string) => (await c.var.services.inbox.customRequest(id))!;
const messageNow = async (c: Ctx, id: string) => (await c.var.services.inbox.contactMessage(id))!;

export function adminInboxRoutes() {
  return createRouter()
    .openapi(requestsList, (c) => sendPage(c, c.var.services.inbox.customRequests(c.req.valid('query'))))
    .openapi(messagesList, (c) => sendPage(c, c.var.services.inbox.contactMessages(c.req.valid('query'))))
    .openapi(requestStatus, async (c) => {
      const { id } = c.req.valid('param');
      await c.var.services.inboxAnswers.setStatus('request', id, c.req.valid('json').status, actor(c));
      return c.json({ success: true as const, customRequest: await requestNow(c, id) }, 200);
    })
    .openapi(requestReply, async (c) => {
      const { id } = c.req.valid('param');
      await c.var.services.inboxAnswers.reply('request', id, c.req.valid('json').text, actor(c));
      return c.json({ success: true as const, customRequest: await requestNow(c, id) }, 200);
    })
    .openapi(messageStatus, async (c) => {
      const { id } = c.req.valid('param');
      await c.var.services.inboxAnswers.setStatus('contact', id, c.req.valid('json').status, actor(c));
      return c.json({ success: true as const, contactMessage: await messageNow(c, id) }, 200);
    })
    .openapi(messageReply, async (c) => {
      const { id } = c.req.valid('param');
      await c.var.services.inboxAnswers.reply('contact', id, c.req.valid('json').text, actor(c));
      return c.json({ success: true as const, contactMessage: await messageNow(c, id) }, 200);
    });
}
