// /api/user/measurements: the signed-in shopper's body measurements for "Find my size" (docs/product/size-finder.md),
// so her size follows her to another device. Mounted beside the account's routes under /api/user. POST saves (as
// /api/user/preferences does: the API has no PUT), replacing what was saved; DELETE forgets them.
import { z } from 'zod';
import { userId } from '#/server/http/auth.ts';
import { createRouter, jsonBody, loginRequired, routesFor, success } from '#/server/openapi/router.ts';
import { messageReply, ok } from '#/server/openapi/shapes.ts';
import { type BodyMeasurements, MEASURES, measurementsProblem, UNITS } from '#/domain/size-finder.ts';

const route = routesFor({ tags: ['Account'], ...loginRequired });
const figure = (what: string) =>
  z.number().nullable().optional().describe(`${what}, in the unit; null or absent: none`);

/** The rules are the finder's own (domain/size-finder.ts), so the form and the server refuse the same values. */
const measurementsBody = z
  .object({
    unit: z.enum(UNITS).describe('in (inches) or cm'),
    bust: figure('Bust'),
    waist: figure('Waist'),
    hip: figure('Hip'),
  })
  .transform((b): BodyMeasurements => {
    const body: BodyMeasurements = { unit: b.unit };
    for (const m of MEASURES) if (typeof b[m] === 'number') body[m] = b[m];
    return body;
  })
  .superRefine((body, ctx) => {
    const problem = measurementsProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.field ? [problem.field] : [] });
  });

const measurements = z
  .object({
    unit: z.enum(UNITS),
    bust: z.number().nullable(),
    waist: z.number().nullable(),
    hip: z.number().nullable(),
    updatedAt: z.string().describe('When she last saved them (ISO)'),
  })
  .meta({ id: 'Measurements' });

const getRoute = route.get('/measurements', {
  summary: 'Her saved body measurements for Find my size; `measurements: null` when none',
  responses: success(z.object({ success: ok, measurements: measurements.nullable() })),
});

const saveRoute = route.post('/measurements', {
  summary: 'Save her body measurements (replacing the saved ones): a unit and at least one of bust, waist, hip',
  description: 'Each in range for its unit: inches 20 to 60, cm 50 to 152 (domain/size-finder.ts MEASURE_RANGE).',
  request: { body: jsonBody(measurementsBody) },
  responses: success(z.object({ success: ok, message: z.string(), measurements })),
});

const forgetRoute = route.delete('/measurements', {
  summary: 'Forget her saved body measurements',
  responses: success(messageReply),
});

export function measurementsRoutes() {
  return createRouter()
    .openapi(getRoute, async (c) =>
      c.json({ success: true as const, measurements: await c.var.services.measurements.get(userId(c)) }, 200),
    )
    .openapi(saveRoute, async (c) => {
      const saved = await c.var.services.measurements.save(userId(c), c.req.valid('json'));
      return c.json({ success: true as const, message: 'Your measurements are saved.', measurements: saved }, 200);
    })
    .openapi(forgetRoute, async (c) => {
      await c.var.services.measurements.forget(userId(c));
      return c.json({ success: true as const, message: 'Your measurements are forgotten.' }, 200);
    });
}
