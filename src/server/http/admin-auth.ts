// Who may call /api/admin/*. A signed-in store account whose role is staff or owner (the console signs in with
// the store's normal login), or ADMIN_TOKEN (automation, `npm run shop`), which acts as an owner. No token: 401;
// a shopper's token: 403; staff on an owner-only route: 403.
// ADMIN_TOKEN is compared in constant time. A session token this server signed that is no longer live (expired,
// logged out) is a stale login, answered 401 and never counted; any other token that is not a live session counts
// as a guess against ADMIN_TOKEN, per client address, before the comparison; a correct token takes its count
// back, so 10 wrong tokens in 15 minutes lock the address (429) whatever it sends next, and an operator whose
// address is not locked is never slowed.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '#/server/errors.ts';
import { clientIp, SESSION_EXPIRED, tokenFrom } from './auth.ts';
import type { AppEnv, StaffActor } from './context.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

const ADMIN_TOKEN_FAILURES = 10;
const ADMIN_TOKEN_WINDOW_MS = 15 * 60_000;
/** The audit log's name for changes made with ADMIN_TOKEN. */
export const AUTOMATION: StaffActor = { email: 'automation', name: 'Automation', role: 'owner' };
export const STAFF_ONLY = 'This page is for store staff only';

export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = tokenFrom(c);
  if (!token) throw new AppError('unauthorized', 'Please login to continue');
  const user = await c.var.services.auth.authenticate(token);
  if (user) {
    const role = await c.var.services.staff.roleOf(user.id);
    if (role !== 'staff' && role !== 'owner') throw new AppError('forbidden', STAFF_ONLY);
    c.set('user', { id: user.id, name: user.name, email: user.email });
    c.set('staff', { email: user.email, name: user.name, role });
    return next();
  }
  // A signed-in staff member whose session ran out is not guessing the operator token: no lockout for them.
  if (c.var.services.auth.issuedHere(token)) throw new AppError('unauthorized', SESSION_EXPIRED);
  const expected = c.var.config.ADMIN_TOKEN;
  if (!expected) throw new AppError('unauthorized', SESSION_EXPIRED);
  const attempt = await c.var.services.limiter.attempt({
    key: `admin-token:ip:${clientIp(c)}`,
    max: ADMIN_TOKEN_FAILURES,
    windowMs: ADMIN_TOKEN_WINDOW_MS,
    message: 'Too many wrong operator tokens from your address. Please try again in 15 minutes.',
  });
  if (!timingSafeEqual(digest(token), digest(expected))) throw new AppError('unauthorized', 'Invalid admin token');
  await attempt.forgive();
  c.set('staff', AUTOMATION);
  await next();
};

/** After requireStaff: owners only (staff management). */
export const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.staff?.role !== 'owner') throw new AppError('forbidden', 'Only the owner can manage staff');
  await next();
};
