// Who may call /api/admin/*. A signed-in store account whose role is staff or owner (the console signs in with
// the store's normal login), or ADMIN_TOKEN (automation, `npm run shop`), which acts as an owner. No token: 401;
// a shopper's token: 403; staff on an owner-only route: 403.
// ADMIN_TOKEN is compared in constant time. A session token this server signed that is no longer live (expired,
// logged out) is a stale login, answered 401 and never counted; any other token that is not a live session counts
// as a guess against ADMIN_TOKEN before the comparison, per (client address group, the token's first 8
// characters hashed); a correct token takes its count back. So 10 wrong tokens in 15 minutes lock that pair
// (429) whatever it sends next, while strangers behind the same shared address, whose guesses do not start like
// the real token, never lock the operator out. (A guesser may change the first 8 characters to get 10 more
// tries; against a token of 32+ random characters that buys nothing.)
// Refusals are audited with the client address: a 403, a wrong token, and a lock (once per pair and window);
// at most REFUSALS_AUDITED per address group in 15 minutes, so nobody can fill the log by being refused.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '#/server/errors.ts';
import { clientAddress, clientIp, SESSION_EXPIRED, tokenFrom } from './auth.ts';
import type { AppEnv, StaffActor } from './context.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

const ADMIN_TOKEN_FAILURES = 10;
const ADMIN_TOKEN_WINDOW_MS = 15 * 60_000;
const TOKEN_PREFIX_LENGTH = 8;
export const REFUSALS_AUDITED = 100;
/** The audit log's name for changes made with ADMIN_TOKEN. */
export const AUTOMATION: StaffActor = { email: 'automation', name: 'Automation', role: 'owner' };
/** The audit log's actor for a caller with no account (a wrong ADMIN_TOKEN). */
export const ANONYMOUS = 'anonymous';
export const STAFF_ONLY = 'This page is for store staff only';
export const OWNER_ONLY = 'Only the owner can manage staff';

/** Who a console change is audited as: the staff member's e-mail, or `automation` for ADMIN_TOKEN. */
export const staffEmail = (c: { var: AppEnv['Variables'] }): string => c.var.staff!.email;

/** The audit actions of refused calls (the console's audit screen filters on them). */
export const REFUSED = { forbidden: 'access.refused', wrongToken: 'token.wrong', locked: 'token.locked' } as const;

/** The lockout's key: the address group (clientIp) and a hash of the token's first characters (never the text). */
function tokenGuessKey(group: string, token: string): string {
  const prefix = createHash('sha256').update(token.slice(0, TOKEN_PREFIX_LENGTH)).digest('hex').slice(0, 16);
  return `admin-token:${group}:${prefix}`;
}

/** Writes a refused call to the audit log, unless this address group already had its share this window. */
async function auditRefusal(c: Context<AppEnv>, actor: string, action: string, detail: Record<string, unknown>) {
  const { limiter, audit } = c.var.services;
  if ((await limiter.take(`audit-refusal:${clientIp(c)}`, ADMIN_TOKEN_WINDOW_MS)) > REFUSALS_AUDITED) return;
  // The path as sent (still percent-encoded, so a NUL in it stays text the database takes), at most 200 characters.
  const target = `${c.req.method} ${new URL(c.req.url).pathname.slice(0, 200)}`;
  await audit.record({ actor, action, target, detail: { address: clientAddress(c), ...detail } });
}

async function refuseAccount(c: Context<AppEnv>, email: string, message: string, reason: string): Promise<never> {
  await auditRefusal(c, email, REFUSED.forbidden, { reason });
  throw new AppError('forbidden', message);
}

/** Counts a guess against ADMIN_TOKEN: 429 when this pair is locked, 401 unless the token is right. */
async function checkAdminToken(c: Context<AppEnv>, token: string, expected: string): Promise<void> {
  const key = tokenGuessKey(clientIp(c), token);
  const { limiter } = c.var.services;
  const message = 'Too many wrong operator tokens from your address. Please try again in 15 minutes.';
  let attempt: { forgive: () => Promise<void> };
  try {
    attempt = await limiter.attempt({ key, max: ADMIN_TOKEN_FAILURES, windowMs: ADMIN_TOKEN_WINDOW_MS, message });
  } catch (error) {
    // The first refusal of a locked pair in this window is the lockout worth recording; the rest repeat it.
    if (error instanceof AppError && (await limiter.take(`${key}:audited`, ADMIN_TOKEN_WINDOW_MS)) === 1)
      await auditRefusal(c, ANONYMOUS, REFUSED.locked, { failures: ADMIN_TOKEN_FAILURES });
    throw error;
  }
  if (!timingSafeEqual(digest(token), digest(expected))) {
    await auditRefusal(c, ANONYMOUS, REFUSED.wrongToken, {});
    throw new AppError('unauthorized', 'Invalid admin token');
  }
  await attempt.forgive();
}

export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = tokenFrom(c);
  if (!token) throw new AppError('unauthorized', 'Please login to continue');
  const user = await c.var.services.auth.authenticate(token);
  if (user) {
    const role = await c.var.services.staff.roleOf(user.id);
    if (role !== 'staff' && role !== 'owner') return refuseAccount(c, user.email, STAFF_ONLY, 'not staff');
    c.set('user', { id: user.id, name: user.name, email: user.email });
    c.set('staff', { email: user.email, name: user.name, role });
    return next();
  }
  // A signed-in staff member whose session ran out is not guessing the operator token: no lockout for them.
  if (c.var.services.auth.issuedHere(token)) throw new AppError('unauthorized', SESSION_EXPIRED);
  const expected = c.var.config.ADMIN_TOKEN;
  if (!expected) throw new AppError('unauthorized', SESSION_EXPIRED);
  await checkAdminToken(c, token, expected);
  c.set('staff', AUTOMATION);
  await next();
};

/** After requireStaff: owners only, refused in `message`'s words (staff management, running the daily job). */
export const ownersOnly =
  (message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const staff = c.var.staff;
    if (staff?.role !== 'owner') return refuseAccount(c, staff?.email ?? ANONYMOUS, message, 'owner only');
    await next();
  };
export const requireOwner = ownersOnly(OWNER_ONLY);
