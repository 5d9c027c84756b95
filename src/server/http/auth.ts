// Authentication: `Authorization: Bearer <t>` or a `token: <t>` header (the spec gives both readings).
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AppError } from '#/server/errors.ts';
import type { AppEnv } from './context.ts';
import { addressGroup } from './address-group.ts';

export function tokenFrom(c: Context): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  return bearer ?? c.req.header('token')?.trim() ?? undefined;
}

async function resolve(c: Context<AppEnv>) {
  const token = tokenFrom(c);
  if (!token) return undefined;
  const user = await c.var.services.auth.authenticate(token);
  if (user) {
    c.set('user', { id: user.id, name: user.name, email: user.email });
    c.set('sessionId', user.sessionId);
  }
  return user;
}

/**
 * A reply that depends on who asks must not be kept by the browser's cache or a shared one (a proxy, a CDN),
 * where the next person on that computer or network could read it. Set before the route runs, so refusals thrown
 * on the way carry it too (the error reply takes the prepared headers), and again after, over anything the route set.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
  c.header('Cache-Control', 'no-store');
};

/** Every reply to a request that carried a token, whatever the route did with it. */
export const noStoreWithCredentials: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.header('Authorization') !== undefined || c.req.header('token') !== undefined)
    c.header('Cache-Control', 'no-store');
};

export const LOGIN_FIRST = 'Please login to continue';
export const SESSION_EXPIRED = 'Your session has expired. Please login again.';

/**
 * "Your session has expired" only for a token this server issued that has expired or was ended; no token, or one
 * that never was (`Bearer null` from a logged-out client, a mangled or forged one), asks the person to log in.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = (c, next) =>
  noStore(c, async () => {
    const token = tokenFrom(c);
    if (!token || !(await resolve(c)))
      throw new AppError(
        'unauthorized',
        token && c.var.services.auth.issuedHere(token) ? SESSION_EXPIRED : LOGIN_FIRST,
      );
    await next();
  });

/**
 * A question a guest may ask too ("who am I?"): no token, or one that never was (`Bearer null`), goes on as a
 * guest; only a token this server issued that has expired or was ended is refused, so the client can log out.
 */
export const guestOrUser: MiddlewareHandler<AppEnv> = (c, next) =>
  noStore(c, async () => {
    const token = tokenFrom(c);
    if (token && !(await resolve(c)) && c.var.services.auth.issuedHere(token))
      throw new AppError('unauthorized', SESSION_EXPIRED);
    await next();
  });

/** The signed-in shopper's id, in a route behind requireAuth (which has found her). */
export const userId = (c: { var: AppEnv['Variables'] }): string => c.var.user!.id;

/** Links data to the shopper when a valid token is sent; anonymous otherwise. */
export const optionalAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  await resolve(c);
  await next();
};

/** The client's address as it is: the socket's, or X-Forwarded-For's first behind a trusted proxy (audit rows). */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.config.TRUST_PROXY) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request in tests has no socket
  }
}

/**
 * The client's address group for rate limits and per-address holds, with an IPv6 address cut to its /64
 * (address-group.ts), so a sender cannot get a fresh budget for every address of its own network.
 */
export const clientIp = (c: Context<AppEnv>): string => addressGroup(clientAddress(c));
