// /api/user/phone and /api/user/password: the account page's settings (account-settings.service.ts). The new
// password follows sign-up's rule; the phone checkout's (an Indian mobile number), or '' / null for none.
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { clientIp, userId } from '#/server/http/auth.ts';
import { addressSchema } from '#/server/http/address-schema.ts';
import { createRouter, jsonBody, loginRequired, replies, routesFor, success } from '#/server/openapi/router.ts';
import { messageReply, ok } from '#/server/openapi/shapes.ts';
import { password } from './password-rule.ts';

const phoneChange = z.object({
  phone: z
    .union([z.literal(''), z.null(), addressSchema.shape.phone])
    .describe("A 10-digit Indian mobile number; '' or null removes it"),
});
const passwordChange = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(128),
  newPassword: password,
});

const route = routesFor({ tags: ['Account'], ...loginRequired });

const phoneRoute = route.post('/phone', {
  summary: 'Set or remove her mobile number',
  request: { body: jsonBody(phoneChange) },
  responses: success(z.object({ success: ok, message: z.string(), phone: z.string().nullable() })),
});

const passwordRoute = route.post('/password', {
  summary: 'Change the password with the current one; ends every other session',
  description:
    'Limited as login is: every try counts against the network’s login budget, and wrong current passwords ' +
    'against the account’s (10 in 15 minutes).',
  request: { body: jsonBody(passwordChange) },
  responses: replies(messageReply, {
    422: 'The current password is not correct, or the new one is the same',
    429: 'Too many attempts',
  }),
});

export function accountSettingsRoutes() {
  const settings = (c: { var: AppEnv['Variables'] }) => c.var.services.accountSettings;
  return createRouter()
    .openapi(phoneRoute, async (c) => {
      const phone = c.req.valid('json').phone || null;
      await settings(c).setPhone(userId(c), phone);
      const message = phone ? 'Your phone number is saved.' : 'Your phone number is removed.';
      return c.json({ success: true as const, message, phone }, 200);
    })
    .openapi(passwordRoute, async (c) => {
      const user = { id: userId(c), sessionId: c.var.sessionId! };
      await settings(c).changePassword(user, c.req.valid('json'), clientIp(c));
      return c.json({ success: true as const, message: 'Your password is changed.' }, 200);
    });
}
