// /api/user/*: sign-up with an e-mailed OTP, login, password reset, account, wishlist, logout.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { json } from '#/server/http/validate.ts';
import { email } from '#/server/http/email-schema.ts';
import { clientIp, guestOrUser, requireAuth } from '#/server/http/auth.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import { account, messageReply, ok, product } from '#/server/openapi/shapes.ts';

const password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');
const otp = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'OTP must be 6 digits');
const itemId = z.object({ itemId: z.string().trim().min(1, 'is required').max(64) });
const name = z.string().trim().min(1, 'Name is required').max(80);
/**
 * A client may collect the name and password before asking for the code: a password that breaks the rules is
 * refused here, before any code is sent, instead of at the last step. Neither is stored; /register takes them.
 */
const registerOtp = z.object({ email, name: name.optional(), password: password.optional() });
const register = z.object({ name, email, password, otp });
const login = z.object({ email, password: z.string().min(1, 'Password is required').max(128) });
const reset = z.object({ email, otp, newPassword: password });

const tag = 'Account';
const tokenReply = z.object({ success: ok, token: z.string(), message: z.string() });
const wishlistChange = z.object({ success: ok, message: z.string(), wishlist: z.object({ items: z.array(product) }) });
const codeLimits = { 429: 'Too many codes asked for this address or from this network, or asked again too soon' };
const wrongCode = { 422: 'Invalid OTP, an expired code, or too many wrong codes', 429: 'Too many attempts' };

export function userRoutes() {
  const auth = (c: { var: AppEnv['Variables'] }) => c.var.services.auth;
  const uid = (c: { var: AppEnv['Variables'] }) => c.var.user!.id;

  // One chain, so the routes' types (paths, bodies, replies) reach the browser's API client.
  return new Hono<AppEnv>()
    .post(
      '/register/otp',
      doc({
        tag,
        summary: 'Sign-up step 1: e-mail a 6-digit code',
        description:
          'Answers alike whether or not the address has an account (an existing account gets a mail ' +
          'saying so). `name` and `password` are optional; when sent they are checked here, before any code goes out.',
        reply: messageReply,
        refusals: codeLimits,
      }),
      json(registerOtp),
      async (c) => {
        await auth(c).requestRegisterOtp(c.req.valid('json').email, clientIp(c));
        return c.json({ success: true as const, message: 'OTP sent to your email!' });
      },
    )
    .post(
      '/register',
      doc({
        tag,
        summary: 'Sign-up step 2: create the account with the code; answers a token',
        reply: tokenReply,
        refusals: { ...wrongCode, 409: 'An account with this e-mail already exists' },
      }),
      json(register),
      async (c) => {
        const token = await auth(c).register(c.req.valid('json'), clientIp(c));
        return c.json({ success: true as const, token, message: 'Registration successful!' });
      },
    )
    .post(
      '/login',
      doc({
        tag,
        summary: 'Log in; answers a token',
        reply: tokenReply,
        refusals: { 401: 'Invalid email or password', 429: 'Too many failed logins for this account or network' },
      }),
      json(login),
      async (c) => {
        const body = c.req.valid('json');
        const token = await auth(c).login(body.email, body.password, clientIp(c));
        return c.json({ success: true as const, token, message: 'Login successful!' });
      },
    )
    .post(
      '/forgot-password/otp',
      doc({
        tag,
        summary: 'Password reset step 1: e-mail a code (the same answer whether or not there is an account)',
        reply: messageReply,
        refusals: codeLimits,
      }),
      json(z.object({ email })),
      async (c) => {
        await auth(c).requestResetOtp(c.req.valid('json').email, clientIp(c));
        return c.json({ success: true as const, message: 'OTP sent to your email!' });
      },
    )
    .post(
      '/forgot-password/reset',
      doc({
        tag,
        summary: 'Password reset step 2: set a new password with the code (ends every session)',
        reply: messageReply,
        refusals: wrongCode,
      }),
      json(reset),
      async (c) => {
        await auth(c).resetPassword(c.req.valid('json'), clientIp(c));
        return c.json({ success: true as const, message: 'Password reset successful! Please login.' });
      },
    )
    .post(
      '/logout',
      doc({ tag, summary: 'Log out: revokes the token', reply: messageReply }),
      requireAuth,
      async (c) => {
        await auth(c).logout(c.var.sessionId!);
        return c.json({ success: true as const, message: 'Logged out' });
      },
    )
    .get(
      '/account',
      doc({
        tag,
        summary: 'Name, e-mail and store credit; `data: null` for a guest',
        description:
          'Clients ask on every page load, guests too (`Bearer null`): a guest is an answer, not an error. ' +
          'Only a token that expired or was ended is refused (401), so the client can log out.',
        reply: z.object({ success: ok, data: account.nullable() }),
        refusals: { 401: 'Your session has expired. Please login again.' },
      }),
      guestOrUser,
      async (c) => {
        const user = c.var.user;
        return c.json({ success: true as const, data: user ? await auth(c).account(user.id) : null });
      },
    )
    .get(
      '/wishlist',
      doc({ tag: 'Wishlist', summary: 'The wishlist', reply: z.object({ success: ok, wishlist: z.array(product) }) }),
      requireAuth,
      async (c) => c.json({ success: true as const, wishlist: await c.var.services.wishlist.list(uid(c)) }),
    )
    .post(
      '/wishlist/add',
      doc({
        tag: 'Wishlist',
        summary: 'Add a product by id',
        reply: wishlistChange,
        refusals: { 404: 'Product not found' },
      }),
      requireAuth,
      json(itemId),
      async (c) => {
        const items = await c.var.services.wishlist.add(uid(c), c.req.valid('json').itemId);
        return c.json({ success: true as const, message: 'Item added to wishlist', wishlist: { items } });
      },
    )
    .post(
      '/wishlist/remove',
      doc({
        tag: 'Wishlist',
        summary: 'Remove a product by id',
        reply: wishlistChange,
        refusals: { 404: 'Product not found' },
      }),
      requireAuth,
      json(itemId),
      async (c) => {
        const items = await c.var.services.wishlist.remove(uid(c), c.req.valid('json').itemId);
        return c.json({ success: true as const, message: 'Item removed from wishlist', wishlist: { items } });
      },
    );
}
