// /api/user/*: sign-up with an e-mailed OTP, login, password reset, account, wishlist, logout.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { jsonBody } from '#/server/http/validate.ts';
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
  const r = new Hono<AppEnv>();
  const auth = (c: { var: AppEnv['Variables'] }) => c.var.services.auth;

  r.post('/register/otp', async (c) => {
    const body = await jsonBody(c, z.object({ email }));
    await auth(c).requestRegisterOtp(body.email, clientIp(c));
    return c.json({ success: true, message: 'OTP sent to your email!' });
  });
  r.post('/register', async (c) => {
    const body = await jsonBody(
      c,
      z.object({ name: z.string().trim().min(1, 'Name is required').max(80), email, password, otp }),
    );
    const token = await auth(c).register(body, clientIp(c));
    return c.json({ success: true, token, message: 'Registration successful!' });
  });
  r.post('/login', async (c) => {
    const body = await jsonBody(c, z.object({ email, password: z.string().min(1, 'Password is required').max(128) }));
    const token = await auth(c).login(body.email, body.password, clientIp(c));
    return c.json({ success: true, token, message: 'Login successful!' });
  });
  r.post('/forgot-password/otp', async (c) => {
    const body = await jsonBody(c, z.object({ email }));
    await auth(c).requestResetOtp(body.email, clientIp(c));
    return c.json({ success: true, message: 'OTP sent to your email!' });
  });
  r.post('/forgot-password/reset', async (c) => {
    const body = await jsonBody(c, z.object({ email, otp, newPassword: password }));
    await auth(c).resetPassword(body, clientIp(c));
    return c.json({ success: true, message: 'Password reset successful! Please login.' });
  });
  r.post('/logout', requireAuth, async (c) => {
    await auth(c).logout(c.var.sessionId!);
    return c.json({ success: true, message: 'Logged out' });
  });
  r.get('/account', requireAuth, async (c) => c.json({ success: true, data: await auth(c).account(c.var.user!.id) }));

  r.get('/wishlist', requireAuth, async (c) =>
    c.json({ success: true, wishlist: await c.var.services.wishlist.list(c.var.user!.id) }),
  );
  r.post('/wishlist/add', requireAuth, async (c) => {
    const { itemId: id } = await jsonBody(c, itemId);
    const items = await c.var.services.wishlist.add(c.var.user!.id, id);
    return c.json({ success: true, message: 'Item added to wishlist', wishlist: { items } });
  });
  r.post('/wishlist/remove', requireAuth, async (c) => {
    const { itemId: id } = await jsonBody(c, itemId);
    const items = await c.var.services.wishlist.remove(c.var.user!.id, id);
    return c.json({ success: true, message: 'Item removed from wishlist', wishlist: { items } });
  });
  return r;
}
