// The shopper's data rights under the Digital Personal Data Protection Act 2023 (docs/product/legal.md#your-data-
// dpdp-act-2023): GET /api/user/data (everything kept about her, to download) and POST /api/user/delete (erase the
// account, confirmed with its password). Mounted beside the account's routes under /api/user.
import { z } from 'zod';
import { userId } from '#/server/http/auth.ts';
import { createRouter, jsonBody, loginRequired, replies, routesFor, success } from '#/server/openapi/router.ts';
import { messageReply } from '#/server/openapi/shapes.ts';

const route = routesFor({ tags: ['Account'], ...loginRequired });
const deleteBody = z.object({
  password: z.string().min(1, 'Password is required').max(128).describe("The account's password, again"),
});

const dataRoute = route.get('/data', {
  summary: 'Everything the store keeps about the signed-in shopper, as JSON (the right to access)',
  description:
    'Account, the addresses her orders went to, orders with items and tax documents, reviews, return and exchange ' +
    'requests, custom requests, contact messages and complaints sent with her e-mail, consents, store credit, ' +
    'wishlist, cart, stock alerts, newsletter, body measurements, messages sent to her and sign-ins. Never a ' +
    'password, code or session secret. Sent as an attachment named with the day.',
  responses: success(
    z.object({
      success: z.literal(true),
      data: z.record(z.string(), z.unknown()).describe('The export (version 1); money in paise, times ISO'),
    }),
  ),
});

const deleteRoute = route.post('/delete', {
  summary: 'Erase the account (the right to erasure); orders and tax documents stay without her contact details',
  description:
    'Confirmed with the password. Refused (422) while an order is on its way, a refund is owed, a payment is in ' +
    'progress or a return is open, and for console accounts. Unspent store credit is forfeited. Her sessions end.',
  request: { body: jsonBody(deleteBody) },
  responses: replies(messageReply, {
    422: 'Wrong password, or something still open (the message says what)',
    429: 'Too many wrong passwords',
  }),
});

export function privacyRoutes() {
  return createRouter()
    .openapi(dataRoute, async (c) => {
      const data = await c.var.services.dataExport.collect(userId(c));
      const day = data.exportedAt.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="my-data-${day}.json"`);
      return c.json({ success: true as const, data: JSON.parse(JSON.stringify(data)) as Record<string, unknown> }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await c.var.services.erasure.deleteAccount(userId(c), c.req.valid('json').password);
      return c.json({ success: true as const, message: 'Your account has been deleted.' }, 200);
    });
}
