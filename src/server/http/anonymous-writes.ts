// The forms anyone may send without an account (custom requests, contact, newsletter, back-in-stock) share one
// budget per client address group an hour (ANONYMOUS_WRITES_PER_HOUR), counted in the database so it holds
// across instances: a script cannot fill the store's inbox or tables however it spreads its requests over them.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { clientIp } from './auth.ts';
import { afterValidation } from './validate.ts';

const HOUR = 3_600_000;

/** Goes after the body's validation, so a shopper correcting a form's mistakes does not use the budget up. */
export const limitAnonymousWrites = afterValidation<MiddlewareHandler<AppEnv>>(async (c, next) => {
  await c.var.services.limiter.hit({
    key: `anonymous-write:${clientIp(c)}`,
    max: c.var.config.ANONYMOUS_WRITES_PER_HOUR,
    windowMs: HOUR,
    message: 'We have received a lot from your network in the last hour. Please try again later.',
  });
  await next();
});
