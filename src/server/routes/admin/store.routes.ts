// /api/admin: who am I, the dashboard, coupons, what shoppers sent (requests, messages, sign-ups), the audit
// log and publishing.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { jsonBody, parseWith } from '#/server/http/validate.ts';
import { couponCode, couponInput, couponPatch } from '#/lib/admin.ts';
import { newsletterCsv } from '#/server/services/admin/inbox.service.ts';

export function adminStoreRoutes() {
  const r = new Hono<AppEnv>();
  const actor = (c: { var: AppEnv['Variables'] }) => c.var.staff!.email;

  r.get('/me', (c) => {
    const { email, name, role } = c.var.staff!;
    return c.json({ success: true, staff: { email, name, role } });
  });
  r.get('/dashboard', async (c) => c.json({ success: true, ...(await c.var.services.dashboard()) }));

  r.get('/coupons', async (c) => c.json({ success: true, coupons: await c.var.services.adminCoupons.list() }));
  r.post('/coupons', async (c) => {
    const input = await jsonBody(c, couponInput);
    return c.json({ success: true, coupon: await c.var.services.adminCoupons.create(actor(c), input) }, 201);
  });
  r.patch('/coupons/:code', async (c) => {
    const code = parseWith(couponCode, c.req.param('code'));
    const patch = await jsonBody(c, couponPatch);
    return c.json({ success: true, coupon: await c.var.services.adminCoupons.update(actor(c), code, patch) });
  });

  r.get('/custom-requests', async (c) =>
    c.json({ success: true, requests: await c.var.services.inbox.customRequests() }),
  );
  r.get('/contact-messages', async (c) =>
    c.json({ success: true, messages: await c.var.services.inbox.contactMessages() }),
  );
  r.get('/newsletter', async (c) => {
    const format = parseWith(z.enum(['json', 'csv']).default('json'), c.req.query('format'));
    const subscribers = await c.var.services.inbox.newsletter();
    if (format === 'json') return c.json({ success: true, subscribers });
    return c.body(newsletterCsv(subscribers), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="newsletter.csv"',
    });
  });

  r.get('/audit', async (c) => {
    const limit = parseWith(z.coerce.number().int().min(1).max(500).default(100), c.req.query('limit'));
    return c.json({ success: true, entries: await c.var.services.audit.list(limit) });
  });

  r.get('/publish', (c) => c.json({ success: true, publish: c.var.services.publisher.status() }));
  r.post('/publish', async (c) => {
    const publish = c.var.services.publisher.request();
    await c.var.services.audit.record({ actor: actor(c), action: 'site.publish', target: 'site', detail: {} });
    return c.json({ success: true, publish }, 202);
  });
  return r;
}
