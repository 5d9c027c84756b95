// The operator API exists only when ADMIN_TOKEN is set; its bearer token is compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '#/server/errors.ts';
import type { AppEnv } from './context.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = c.var.config.ADMIN_TOKEN;
  if (!expected) throw new AppError('not_found', 'Not found');
  const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(expected))) throw new AppError('unauthorized', 'Invalid admin token');
  await next();
};
