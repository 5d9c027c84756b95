// /api/admin/notifications: the messages the store sent after a sale (newest first; the failed ones with the
// provider's answer), and sending failed ones again. An order's own messages are in its detail (orders.routes.ts).
// The owner may also run the daily job now (`npm run shop -- daily`): what its schedule runs at 09:00 India time.
import { z } from 'zod';
import { statusPageQuery } from '#/server/http/page-query.ts';
import { ownersOnly, staffEmail } from '#/server/http/admin-auth.ts';
import { createRouter, jsonBody, pagedList, replies, routesFor, staffOnly, success } from '#/server/openapi/router.ts';
import { dailyReply, notificationsReply, retryReply } from './admin-order-shapes.ts';
import { listedMessage } from './notification-view.ts';

const route = routesFor({ tags: ['Console: messages'], ...staffOnly });
const listQuery = statusPageQuery(
  ['failed', 'all'],
  'failed (the default): only those that need attention; all: every message',
  50,
  200,
);
const retryBody = z.object({
  ids: z
    .array(z.string().trim().min(1, 'A message id is empty').max(64, 'A message id is too long'), {
      error: 'ids must be a list of message ids',
    })
    .min(1, 'Choose at least one message, or leave ids out to send every failed one again')
    .max(200, 'At most 200 messages at a time')
    .optional()
    .describe('The failed messages to send again; without it, every failed message'),
});

const list = route.get('/notifications', {
  summary: 'Messages sent after a sale, newest first (paged): the failed ones, or all',
  ...pagedList(listQuery, notificationsReply),
});
const retry = route.post('/notifications/retry', {
  summary: 'Send failed messages again (the given ones, or every failed one); answers how many were queued',
  description: 'Messages that are not failed (sent meanwhile, or unknown ids) are left as they are and not counted.',
  request: { body: jsonBody(retryBody) },
  responses: success(retryReply),
});

const daily = route.post('/notifications/daily', {
  summary:
    "Run the daily job now: tell store credit expiring within 7 days (each lot once) and queue the store's digest " +
    '(once a day); answers what it queued',
  description:
    'The same job its schedule runs each morning, so running it again (or after the schedule) queues nothing twice.',
  middleware: [ownersOnly('Only the owner can run the daily job')],
  responses: replies(dailyReply, { 403: 'A shopper, or a staff member: only owners run it' }),
});

export function adminNotificationRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const { rows, nextCursor } = await c.var.services.notifications.list(c.req.valid('query'));
      return c.json({ success: true as const, notifications: rows.map(listedMessage), nextCursor }, 200);
    })
    .openapi(retry, async (c) => {
      const { ids } = c.req.valid('json');
      const unique = ids && [...new Set(ids)];
      const retried = await c.var.services.notifications.retry(unique);
      await c.var.services.audit.record({
        actor: staffEmail(c),
        action: 'notification.retry',
        target: unique?.length === 1 ? unique[0]! : unique ? `${unique.length} messages` : 'every failed message',
        detail: { ids: unique ?? 'all failed', retried },
      });
      return c.json({ success: true as const, retried }, 200);
    })
    .openapi(daily, async (c) => {
      const { notifications, audit } = c.var.services;
      const ran = await notifications.daily.run();
      const schedule = await notifications.daily.schedule();
      await audit.record({
        actor: staffEmail(c),
        action: 'notification.daily',
        target: ran.day,
        detail: { credits: ran.credits, digest: ran.digest },
      });
      return c.json({ success: true as const, ...ran, schedule }, 200);
    });
}
