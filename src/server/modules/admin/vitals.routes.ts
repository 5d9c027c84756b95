// GET /api/admin/vitals: the shoppers' field data, p75 per kind of page over the last 7 days (the dashboard's
// card and `npm run shop -- vitals`).
import { Hono } from 'hono';
import type { AppEnv } from '#/server/http/context.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import { SUMMARY_DAYS } from '#/server/modules/engagement/index.ts';
import { vitalsReply } from './admin-shapes.ts';

export function adminVitalsRoutes() {
  return new Hono<AppEnv>().get(
    '/vitals',
    doc({
      tag: 'Console: store',
      auth: 'admin',
      summary: 'Core Web Vitals from shoppers: p75 per page type over the last 7 days',
      reply: vitalsReply,
    }),
    async (c) => {
      const { since, rows } = await c.var.services.vitals.summary();
      return c.json({ success: true, days: SUMMARY_DAYS, since: since.toISOString(), rows });
    },
  );
}
