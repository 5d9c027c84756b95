// What the order routes share besides their bodies (order-requests.ts): the gate that hides a payment method this
// server does not take, the shopper's id, and the replies and refusals of more than one route.
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { AppError } from '#/server/errors.ts';
import { ok } from '#/server/openapi/shapes.ts';

/** A method this server does not take has no routes: they answer 404 exactly as an unknown path does. */
export const only =
  (offered: unknown): MiddlewareHandler<AppEnv> =>
  async (_c, next) => {
    if (!offered) throw new AppError('not_found', 'Not found');
    await next();
  };

/** The logged-in shopper's id (the route's login middleware has set it). */
export function shopperId(c: { var: AppEnv['Variables'] }): string {
  if (!c.var.user) throw new AppError('unauthorized', 'Please login first');
  return c.var.user.id;
}

/** Why a payment method's route may answer 404. */
export const NOT_OFFERED = 'This server does not take this payment method (the route answers as an unknown path)';

/** What a checkout may be refused for, whichever way it is paid. */
export const CHECKOUT_REFUSALS = {
  409:
    'The total is now higher than the `amount` sent (the message gives it), or stock, the coupon or store credit ' +
    'changed: the message says what is left',
  422: 'A coupon rule says no',
  429: 'Too many checkouts open from your network',
} as const;

/** A placed (and paid, or confirmed cash-on-delivery) order. */
export const placed = z.object({ success: ok, message: z.string(), orderId: z.string() });
