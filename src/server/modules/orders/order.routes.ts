// /api/order/*: checkout with Razorpay or card, verification, webhooks, My Orders, tracking, returns.
// A payment method's routes exist only when the method is configured (sandbox routes only for a sandbox): for
// another, they answer 404 as an unknown path does (`only`, order-routing.ts).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#/server/http/context.ts';
import type { PaymentMethod } from '#/server/adapters/payments/index.ts';
import { createRouter } from '#/server/openapi/router.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { myOrderRoutes } from './my-orders.routes.ts';
import { paymentRoutes } from './payments.routes.ts';
import { webhookRoutes } from './webhooks.routes.ts';

/**
 * `requireAuth` checks the shopper's login on every route that needs one; `methods`, the payment methods this
 * server takes. One chain, so the routes' types reach the browser's API client.
 */
export function orderRoutes(requireAuth: MiddlewareHandler<AppEnv>, methods: readonly PaymentMethod[]) {
  return createRouter()
    .route('/', checkoutRoutes(requireAuth, methods))
    .route('/', paymentRoutes(requireAuth, methods))
    .route('/', myOrderRoutes(requireAuth))
    .route('/', webhookRoutes(methods));
}
