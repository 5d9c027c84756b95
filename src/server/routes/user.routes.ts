// /api/user/*: sign-up with an e-mailed OTP, login, password reset, account, wishlist, logout.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { json } from '#/server/http/validate.ts';
import { clientIp, requireAuth } from '#/server/http/auth.ts';

const email = z.string().trim().toLowerCase().max(254).email('Please enter a valid e-mail address');
const password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');
const otp = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'OTP must be 6 digits');
const itemId = z.object({ itemId: z.string().trim().min(1, 'itemId is required').max(64) });

export function userRoutes() {
  const auth = (c: { var: AppEnv['Variables'] }) => c.var.services.auth;
  const uid = (c: { var: AppEnv['Variables'] }) => c.var.user!.id;

  // One chain, so the routes' types (paths, bodies, replies) reach the browser's API client.
  return new Hono<AppEnv>()
    .post('/register/otp', json(z.object({ email })), async (c) => {
      await auth(c).requestRegisterOtp(c.req.valid('json').email, clientIp(c));
      return c.json({ success: true as const, message: 'OTP sent to your email!' });
    })
    .post(
      '/register',
      json(z.object({ name: z.string().trim().min(1, 'Name is required').max(80), email, password, otp })),
      async (c) => {
        const token = await auth(c).register(c.req.valid('json'), clientIp(c));
        return c.json({ success: true as const, token, message: 'Registration successful!' });
      },
    )
    .post(
      '/login',
      json(z.object({ email, password: z.string().min(1, 'Password is required').max(128) })),
      async (c) => {
        const body = c.req.valid('json');
        const token = await auth(c).login(body.email, body.password, clientIp(c));
        return c.json({ success: true as const, token, message: 'Login successful!' });
      },
    )
    .post('/forgot-password/otp', json(z.object({ email })), async (c) => {
      await auth(c).requestResetOtp(c.req.valid('json').email, clientIp(c));
      return c.json({ success: true as const, message: 'OTP sent to your email!' });
    })
    .post('/forgot-password/reset', json(z.object({ email, otp, newPassword: password })), async (c) => {
      await auth(c).resetPassword(c.req.valid('json'), clientIp(c));
      return c.json({ success: true as const, message: 'Password reset successful! Please login.' });
    })
    .post('/logout', requireAuth, async (c) => {
      await auth(c).logout(c.var.sessionId!);
      return c.json({ success: true as const, message: 'Logged out' });
    })
    .get('/account', requireAuth, async (c) => c.json({ success: true as const, data: await auth(c).account(uid(c)) }))
    .get('/wishlist', requireAuth, async (c) =>
      c.json({ success: true as const, wishlist: await c.var.services.wishlist.list(uid(c)) }),
    )
    .post('/wishlist/add', requireAuth, json(itemId), async (c) => {
      const items = await c.var.services.wishlist.add(uid(c), c.req.valid('json').itemId);
      return c.json({ success: true as const, message: 'Item added to wishlist', wishlist: { items } });
    })
    .post('/wishlist/remove', requireAuth, json(itemId), async (c) => {
      const items = await c.var.services.wishlist.remove(uid(c), c.req.valid('json').itemId);
      return c.json({ success: true as const, message: 'Item removed from wishlist', wishlist: { items } });
    });
}
