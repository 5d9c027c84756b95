// The operator API exists only when ADMIN_TOKEN is set; its bearer token is compared in constant time.
// Every attempt is counted per client address before the comparison; a correct token takes its count
// back, so 10 wrong tokens in 15 minutes lock the address (429) whatever it sends next, and an operator
// whose address is not locked is never slowed.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '#/server/errors.ts';
import { clientIp } from './auth.ts';
import type { AppEnv } from './context.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

const ADMIN_TOKEN_FAILURES = 10;
const ADMIN_TOKEN_WINDOW_MS = 15 * 60_000;

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = c.var.config.ADMIN_TOKEN;
  if (!expected) throw new AppError('not_found', 'Not found');
  const attempt = await c.var.services.limiter.attempt({
    key: `admin-token:ip:${clientIp(c)}`,
    max: ADMIN_TOKEN_FAILURES,
    windowMs: ADMIN_TOKEN_WINDOW_MS,
    message: 'Too many wrong operator tokens from your address. Please try again in 15 minutes.',
  });
  const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(expected))) throw new AppError('unauthorized', 'Invalid admin token');
  await attempt.forgive();
  await next();
};
