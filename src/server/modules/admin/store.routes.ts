// /api/admin: who am I, the dashboard, coupons, newsletter sign-ups, the audit log and publishing (custom requests
// and contact messages: inbox.routes.ts).
import { z } from 'zod';
import { couponCode, couponInput, couponPatch } from '#/lib/admin.ts';
import { newsletterCsv } from '#/server/modules/admin/inbox.service.ts';
import { pageQuery } from '#/server/http/page-query.ts';
import { staffEmail } from '#/server/http/admin-auth.ts';
import {
  createRouter,
  jsonBody,
  pagedList,
  replies,
  routesFor,
  sendPage,
  staffOnly,
  success,
} from '#/server/openapi/router.ts';
import {
  auditReply,
  couponReply,
  couponsReply,
  dashboardReply,
  meReply,
  newsletterReply,
  publishReply,
} from './admin-shapes.ts';

const codeParams = z.object({ code: couponCode });
const newsletterQuery = z.object({ format: z.enum(['json', 'csv']).default('json'), ...pageQuery(500) });
const auditQuery = z.object({
  actor: z.string().trim().toLowerCase().max(200).optional().describe('An e-mail, "automation" or "anonymous"'),
  action: z.string().trim().max(60).optional().describe('e.g. coupon.create, access.refused, token.wrong'),
  target: z.string().trim().max(200).optional().describe('A product id, a coupon code, an order id…'),
  ...pageQuery(100),
});
const route = routesFor({ tags: ['Console: store'], ...staffOnly });

const me = route.get('/me', {
  summary: 'Who is signed in, and their role',
  responses: success(meReply),
});
const dashboard = route.get('/dashboard', {
  summary: 'Today, the last 30 days, stock, requests, complaints past their deadline',
  responses: success(dashboardReply),
});
const coupons = route.get('/coupons', {
  summary: 'Every coupon with its uses',
  responses: success(couponsReply),
});
const createCoupon = route.post('/coupons', {
  summary: 'Create a coupon',
  request: { body: jsonBody(couponInput) },
  responses: replies(couponReply, { 409: 'A coupon with this code exists' }),
});
const editCoupon = route.patch('/coupons/{code}', {
  summary: 'Edit or disable a coupon',
  request: { params: codeParams, body: jsonBody(couponPatch) },
  responses: replies(couponReply, { 404: 'No coupon with this code' }),
});
const newsletter = route.get('/newsletter', {
  summary: 'Newsletter sign-ups, paged (?format=csv: a CSV file of every confirmed one)',
  description:
    'With `format=csv` the reply is `text/csv` (email, subscribed_at) of every confirmed sign-up instead of JSON.',
  request: { query: newsletterQuery },
  responses: {
    200: {
      description: 'The page of sign-ups (JSON), or with `format=csv` every confirmed one as a CSV attachment',
      content: {
        'application/json': { schema: newsletterReply },
        'text/csv': { schema: z.string() },
      },
    },
  },
});
const audit = route.get('/audit', {
  summary: 'Who changed what, and who was refused, newest first (paged; filters match exactly)',
  ...pagedList(auditQuery, auditReply),
});
const publishStatus = route.get('/publish', {
  summary: 'The state of publishing',
  responses: success(publishReply),
});
const publish = route.post('/publish', {
  summary: 'Rebuild the static site (one build at a time; one more queues)',
  responses: replies(publishReply, {
    422:
      'This instance does not build (PUBLISH_ENABLED=false), or products on sale lack Legal Metrology ' +
      'declarations (the message names them and what each lacks)',
  }),
});

export function adminStoreRoutes() {
  return createRouter()
    .openapi(me, (c) => {
      const { email, name, role } = c.var.staff!;
      return c.json({ success: true as const, staff: { email, name, role } }, 200);
    })
    .openapi(dashboard, async (c) => {
      const [figures, grievances] = await Promise.all([c.var.services.dashboard(), c.var.services.grievances.counts()]);
      return c.json({ success: true as const, ...figures, grievances }, 200);
    })
    .openapi(coupons, async (c) =>
      c.json({ success: true as const, coupons: await c.var.services.adminCoupons.list() }, 200),
    )
    .openapi(createCoupon, async (c) => {
      const coupon = await c.var.services.adminCoupons.create(staffEmail(c), c.req.valid('json'));
      return c.json({ success: true as const, coupon }, 200);
    })
    .openapi(editCoupon, async (c) => {
      const { code } = c.req.valid('param');
      const coupon = await c.var.services.adminCoupons.update(staffEmail(c), code, c.req.valid('json'));
      return c.json({ success: true as const, coupon }, 200);
    })
    .openapi(newsletter, async (c) => {
      const { format, ...page } = c.req.valid('query');
      if (format === 'json') return sendPage(c, c.var.services.inbox.newsletter(page));
      const { subscribers } = await c.var.services.inbox.newsletter();
      return c.body(newsletterCsv(subscribers), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="newsletter.csv"',
      });
    })
    .openapi(audit, (c) => sendPage(c, c.var.services.audit.list(c.req.valid('query'))))
    .openapi(publishStatus, (c) => c.json({ success: true as const, publish: c.var.services.publisher.status() }, 200))
    .openapi(publish, async (c) => {
      const status = await c.var.services.publisher.request();
      await c.var.services.audit.record({ actor: staffEmail(c), action: 'site.publish', target: 'site', detail: {} });
      return c.json({ success: true as const, publish: status }, 200);
    });
}
