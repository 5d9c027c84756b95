// GET /api/admin/vitals: the shoppers' field data, p75 per kind of page over the last 7 days (the dashboard's
// card and `npm run shop -- vitals`).
import { SUMMARY_DAYS } from '#/server/modules/engagement/index.ts';
import { createRouter, routesFor, staffOnly, success } from '#/server/openapi/router.ts';
import { vitalsReply } from './admin-shapes.ts';

const vitals = routesFor({ tags: ['Console: store'], ...staffOnly }).get('/vitals', {
  summary: 'Core Web Vitals from shoppers: p75 per page type over the last 7 days',
  responses: success(vitalsReply),
});

export function adminVitalsRoutes() {
  return createRouter().openapi(vitals, async (c) => {
    const { since, rows } = await c.var.services.vitals.summary();
    return c.json({ success: true as const, days: SUMMARY_DAYS, since: since.toISOString(), rows }, 200);
  });
}
