// /api/admin: who am I, the dashboard, coupons, what shoppers sent (requests, messages, sign-ups), the audit
// log and publishing.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { jsonBody, parseWith } from '#/server/http/validate.ts';
import { couponCode, couponInput, couponPatch } from '#/lib/admin.ts';
import { newsletterCsv } from '#/server/modules/admin/inbox.service.ts';
import { pageQuery } from '#/server/http/page-query.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import {
  auditReply,
  contactMessagesReply,
  couponReply,
  couponsReply,
  customRequestsReply,
  dashboardReply,
  meReply,
  newsletterReply,
  publishReply,
} from './admin-shapes.ts';

const codeParams = z.object({ code: couponCode });
const newsletterQuery = z.object({ format: z.enum(['json', 'csv']).default('json'), ...pageQuery(500) });
/** The inbox lists answered the newest 500 before they were paged: still their first page's size. */
const inboxQuery = z.object(pageQuery(500));
const auditQuery = z.object({
  actor: z.string().trim().toLowerCase().max(200).optional().describe('An e-mail, "automation" or "anonymous"'),
  action: z.string().trim().max(60).optional().describe('e.g. coupon.create, access.refused, token.wrong'),
  target: z.string().trim().max(200).optional().describe('A product id, a coupon code, an order id…'),
  ...pageQuery(100),
});
const tag = 'Console: store';

export function adminStoreRoutes() {
  const r = new Hono<AppEnv>();
  const actor = (c: { var: AppEnv['Variables'] }) => c.var.staff!.email;

  r.get('/me', doc({ tag, auth: 'admin', summary: 'Who is signed in, and their role', reply: meReply }), (c) => {
    const { email, name, role } = c.var.staff!;
    return c.json({ success: true, staff: { email, name, role } });
  });
  r.get(
    '/dashboard',
    doc({ tag, auth: 'admin', summary: 'Today, the last 30 days, stock, requests', reply: dashboardReply }),
    async (c) => c.json({ success: true, ...(await c.var.services.dashboard()) }),
  );

  r.get(
    '/coupons',
    doc({ tag, auth: 'admin', summary: 'Every coupon with its uses', reply: couponsReply }),
    async (c) => c.json({ success: true, coupons: await c.var.services.adminCoupons.list() }),
  );
  r.post(
    '/coupons',
    doc({
      tag,
      auth: 'admin',
      summary: 'Create a coupon',
      body: couponInput,
      reply: couponReply,
      refusals: { 409: 'A coupon with this code exists' },
    }),
    async (c) => {
      const input = await jsonBody(c, couponInput);
      return c.json({ success: true, coupon: await c.var.services.adminCoupons.create(actor(c), input) });
    },
  );
  r.patch(
    '/coupons/:code',
    doc({
      tag,
      auth: 'admin',
      summary: 'Edit or disable a coupon',
      params: codeParams,
      body: couponPatch,
      reply: couponReply,
      refusals: { 404: 'No coupon with this code' },
    }),
    async (c) => {
      const code = parseWith(couponCode, c.req.param('code'));
      const patch = await jsonBody(c, couponPatch);
      return c.json({ success: true, coupon: await c.var.services.adminCoupons.update(actor(c), code, patch) });
    },
  );

  r.get(
    '/custom-requests',
    doc({ tag, auth: 'admin', summary: 'Custom-size requests (paged)', query: inboxQuery, reply: customRequestsReply }),
    async (c) => {
      const page = parseWith(inboxQuery, c.req.query());
      return c.json({ success: true, ...(await c.var.services.inbox.customRequests(page)) });
    },
  );
  r.get(
    '/contact-messages',
    doc({
      tag,
      auth: 'admin',
      summary: 'Contact-form messages (paged)',
      query: inboxQuery,
      reply: contactMessagesReply,
    }),
    async (c) => {
      const page = parseWith(inboxQuery, c.req.query());
      return c.json({ success: true, ...(await c.var.services.inbox.contactMessages(page)) });
    },
  );
  r.get(
    '/newsletter',
    doc({
      tag,
      auth: 'admin',
      summary: 'Newsletter sign-ups, paged (?format=csv: a CSV file of every confirmed one)',
      description:
        'With `format=csv` the reply is `text/csv` (email, subscribed_at) of every confirmed sign-up instead of JSON.',
      query: newsletterQuery,
      reply: newsletterReply,
    }),
    async (c) => {
      const { format, ...page } = parseWith(newsletterQuery, c.req.query());
      if (format === 'json') return c.json({ success: true, ...(await c.var.services.inbox.newsletter(page)) });
      const { subscribers } = await c.var.services.inbox.newsletter();
      return c.body(newsletterCsv(subscribers), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="newsletter.csv"',
      });
    },
  );

  r.get(
    '/audit',
    doc({
      tag,
      auth: 'admin',
      summary: 'Who changed what, and who was refused, newest first (paged; filters match exactly)',
      query: auditQuery,
      reply: auditReply,
    }),
    async (c) => {
      const filter = parseWith(auditQuery, c.req.query());
      return c.json({ success: true, ...(await c.var.services.audit.list(filter)) });
    },
  );

  r.get('/publish', doc({ tag, auth: 'admin', summary: 'The state of publishing', reply: publishReply }), (c) =>
    c.json({ success: true, publish: c.var.services.publisher.status() }),
  );
  r.post(
    '/publish',
    doc({
      tag,
      auth: 'admin',
      summary: 'Rebuild the static site (one build at a time; one more queues)',
      reply: publishReply,
      refusals: { 422: 'This instance does not build (PUBLISH_ENABLED=false)' },
    }),
    async (c) => {
      const publish = c.var.services.publisher.request();
      await c.var.services.audit.record({ actor: actor(c), action: 'site.publish', target: 'site', detail: {} });
      return c.json({ success: true, publish });
    },
  );
  return r;
}
