// /api/user/*: sign-up with an e-mailed OTP, login, password reset, account, wishlist, logout, and the shopper's
// answers on messages beyond her orders' e-mails (preferences).
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { email } from '#/server/http/email-schema.ts';
import { clientIp, guestOrUser, userId } from '#/server/http/auth.ts';
import {
  createRouter,
  jsonBody,
  loginOptional,
  loginRequired,
  replies,
  routesFor,
  success,
} from '#/server/openapi/router.ts';
import { account, messageReply, ok, preferences, product } from '#/server/openapi/shapes.ts';
import { password } from './password-rule.ts';

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

const choice = (what: string) => z.boolean({ error: 'must be true or false' }).optional().describe(what);
const preferencesChange = z.object({
  whatsapp: choice('Order updates on WhatsApp; absent: unchanged'),
  marketing: choice('Offers and new arrivals by e-mail; absent: unchanged'),
});

const tags = ['Account'];
const anyone = routesFor({ tags });
const signedIn = routesFor({ tags, ...loginRequired });
const wishlist = routesFor({ tags: ['Wishlist'], ...loginRequired });
const tokenReply = z.object({ success: ok, token: z.string(), message: z.string() });
const wishlistChanged = z.object({ success: ok, message: z.string(), wishlist: z.object({ items: z.array(product) }) });
const codeLimits = {
  429: 'Too many codes asked for this address or from this network, or asked again too soon',
} as const;
const wrongCode = { 422: 'Invalid OTP, an expired code, or too many wrong codes', 429: 'Too many attempts' } as const;

const registerOtpRoute = anyone.post('/register/otp', {
  summary: 'Sign-up step 1: e-mail a 6-digit code',
  description:
    'Answers alike whether or not the address has an account (an existing account gets a mail ' +
    'saying so). `name` and `password` are optional; when sent they are checked here, before any code goes out.',
  request: { body: jsonBody(registerOtp) },
  responses: replies(messageReply, codeLimits),
});

const registerRoute = anyone.post('/register', {
  summary: 'Sign-up step 2: create the account with the code; answers a token',
  request: { body: jsonBody(register) },
  responses: replies(tokenReply, { ...wrongCode, 409: 'An account with this e-mail already exists' }),
});

const loginRoute = anyone.post('/login', {
  summary: 'Log in; answers a token',
  request: { body: jsonBody(login) },
  responses: replies(tokenReply, {
    401: 'Invalid email or password',
    429: 'Too many failed logins for this account or network',
  }),
});

const resetOtpRoute = anyone.post('/forgot-password/otp', {
  summary: 'Password reset step 1: e-mail a code (the same answer whether or not there is an account)',
  request: { body: jsonBody(z.object({ email })) },
  responses: replies(messageReply, codeLimits),
});

const resetRoute = anyone.post('/forgot-password/reset', {
  summary: 'Password reset step 2: set a new password with the code (ends every session)',
  request: { body: jsonBody(reset) },
  responses: replies(messageReply, wrongCode),
});

const logoutRoute = signedIn.post('/logout', {
  summary: 'Log out: revokes the token',
  responses: success(messageReply),
});

// A guest is an answer here, not an error (guestOrUser): only a token that expired or was ended is refused.
const accountRoute = anyone.get('/account', {
  summary: 'Name, e-mail and store credit; `data: null` for a guest',
  description:
    'Clients ask on every page load, guests too (`Bearer null`): a guest is an answer, not an error. ' +
    'Only a token that expired or was ended is refused (401), so the client can log out.',
  middleware: [guestOrUser],
  security: loginOptional.security,
  responses: replies(z.object({ success: ok, data: account.nullable() }), {
    401: 'Your session has expired. Please login again.',
  }),
});

const wishlistRoute = wishlist.get('/wishlist', {
  summary: 'The wishlist',
  responses: success(z.object({ success: ok, wishlist: z.array(product) })),
});

/** Adding or removing a product by id: either answers the wishlist after the change. */
const wishlistChange = <P extends string>(path: P, summary: string) =>
  wishlist.post(path, {
    summary,
    request: { body: jsonBody(itemId) },
    responses: replies(wishlistChanged, { 404: 'Product not found' }),
  });
const wishlistAddRoute = wishlistChange('/wishlist/add', 'Add a product by id');
const wishlistRemoveRoute = wishlistChange('/wishlist/remove', 'Remove a product by id');

const preferencesRoute = signedIn.get('/preferences', {
  summary: 'Messages beyond the order e-mails the shopper agreed to (none given: false)',
  responses: success(z.object({ success: ok, preferences })),
});

const savePreferencesRoute = signedIn.post('/preferences', {
  summary: 'Give or withdraw consent: each value sent that changed is recorded (time, source, notice version)',
  description:
    'Answers are only added, never overwritten: each changed value is a new consent record with source ' +
    '`account`; an unchanged or absent one records nothing. Answers the preferences after the change.',
  request: { body: jsonBody(preferencesChange) },
  responses: success(z.object({ success: ok, message: z.string(), preferences })),
});

export function userRoutes() {
  const auth = (c: { var: AppEnv['Variables'] }) => c.var.services.auth;

  // One chain, so the routes' types (paths, bodies, replies) reach the browser's API client.
  return createRouter()
    .openapi(registerOtpRoute, async (c) => {
      await auth(c).requestRegisterOtp(c.req.valid('json').email, clientIp(c));
      return c.json({ success: true as const, message: 'OTP sent to your email!' }, 200);
    })
    .openapi(registerRoute, async (c) => {
      const token = await auth(c).register(c.req.valid('json'), clientIp(c));
      return c.json({ success: true as const, token, message: 'Registration successful!' }, 200);
    })
    .openapi(loginRoute, async (c) => {
      const body = c.req.valid('json');
      const token = await auth(c).login(body.email, body.password, clientIp(c));
      return c.json({ success: true as const, token, message: 'Login successful!' }, 200);
    })
    .openapi(resetOtpRoute, async (c) => {
      await auth(c).requestResetOtp(c.req.valid('json').email, clientIp(c));
      return c.json({ success: true as const, message: 'OTP sent to your email!' }, 200);
    })
    .openapi(resetRoute, async (c) => {
      await auth(c).resetPassword(c.req.valid('json'), clientIp(c));
      return c.json({ success: true as const, message: 'Password reset successful! Please login.' }, 200);
    })
    .openapi(logoutRoute, async (c) => {
      await auth(c).logout(c.var.sessionId!);
      return c.json({ success: true as const, message: 'Logged out' }, 200);
    })
    .openapi(accountRoute, async (c) => {
      const user = c.var.user;
      return c.json({ success: true as const, data: user ? await auth(c).account(user.id) : null }, 200);
    })
    .openapi(wishlistRoute, async (c) =>
      c.json({ success: true as const, wishlist: await c.var.services.wishlist.list(userId(c)) }, 200),
    )
    .openapi(wishlistAddRoute, async (c) => {
      const items = await c.var.services.wishlist.add(userId(c), c.req.valid('json').itemId);
      return c.json({ success: true as const, message: 'Item added to wishlist', wishlist: { items } }, 200);
    })
    .openapi(wishlistRemoveRoute, async (c) => {
      const items = await c.var.services.wishlist.remove(userId(c), c.req.valid('json').itemId);
      return c.json({ success: true as const, message: 'Item removed from wishlist', wishlist: { items } }, 200);
    })
    .openapi(preferencesRoute, async (c) =>
      c.json({ success: true as const, preferences: await c.var.services.consents.current(userId(c)) }, 200),
    )
    .openapi(savePreferencesRoute, async (c) => {
      const saved = await c.var.services.consents.update(userId(c), c.req.valid('json'));
      return c.json({ success: true as const, message: 'Your preferences are saved.', preferences: saved }, 200);
    });
}
