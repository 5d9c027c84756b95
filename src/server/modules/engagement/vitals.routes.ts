// POST /api/vitals: field data from the pages' beacon (src/lib/browser/vitals-report.ts). Only known names, page types
// and sane values, and no other field: a body with a URL or anything else about the visitor is refused.
import { z } from 'zod';
import { clientIp } from '#/server/http/auth.ts';
import { createRouter, jsonBody, replies, routesFor } from '#/server/openapi/router.ts';
import { okReply } from '#/server/openapi/shapes.ts';
import { METRIC_MAX, METRICS, NAVIGATION_TYPES, PAGE_TYPES, RATINGS } from '#/lib/vitals.ts';

const measurement = z
  .strictObject({
    name: z.enum(METRICS),
    value: z.number().min(0).describe('Milliseconds for LCP and INP; CLS has no unit'),
    rating: z.enum(RATINGS).optional().describe("The browser's own rating; the server rates by the value"),
  })
  .refine((m) => m.value <= METRIC_MAX[m.name], { message: 'Value out of range', path: ['value'] });

export const vitalsBody = z.strictObject({
  page: z.enum(PAGE_TYPES).describe('The kind of page, never its address'),
  navigation: z.enum(NAVIGATION_TYPES).optional(),
  metrics: z
    .array(measurement)
    .min(1)
    .max(METRICS.length)
    .refine((list) => new Set(list.map((m) => m.name)).size === list.length, 'Each metric at most once'),
});

const report = routesFor({ tags: ['Field data'] }).post('/vitals', {
  summary: "Report a page view's Core Web Vitals (LCP, INP, CLS)",
  // The store's validation reads the body as JSON whatever its Content-Type (router.ts), so a beacon's works.
  description: 'Sent by a sample of visits with navigator.sendBeacon; the body may come as text/plain.',
  request: { body: jsonBody(vitalsBody) },
  responses: replies(okReply, { 429: 'Too many reports from this address' }),
});

export function vitalsRoutes() {
  return createRouter().openapi(report, async (c) => {
    const { page, navigation, metrics } = c.req.valid('json');
    await c.var.services.vitals.record({ page, navigation, metrics }, clientIp(c));
    return c.json({ success: true as const }, 200);
  });
}
