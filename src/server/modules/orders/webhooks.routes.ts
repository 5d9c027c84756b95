// /api/order/*/webhook: the payment providers' own calls. No login: the signature over the raw body is the
// authentication, checked before anything in the body is read (webhook.service.ts).
import { z } from 'zod';
import type { PaymentMethod } from '#/server/adapters/payments/index.ts';
import { createRouter, jsonBody, readsItsOwnBody, refusals, routesFor, success } from '#/server/openapi/router.ts';
import { okReply } from '#/server/openapi/shapes.ts';
import { NOT_OFFERED, only } from './order-routing.ts';

const route = routesFor({ tags: ['Webhooks'] });
const hookRefusals = refusals({ 401: 'Invalid webhook signature', 404: NOT_OFFERED });

export function webhookRoutes(methods: readonly PaymentMethod[]) {
  const razorpay = methods.find((m) => m.id === 'razorpay');
  const card = methods.find((m) => m.id === 'card');
  const router = createRouter();

  return router
    .openapi(
      readsItsOwnBody(
        route.post('/razorpay/webhook', {
          summary: "Razorpay's payment events (signed with the webhook secret)",
          description: 'The body is read raw: its X-Razorpay-Signature HMAC is the authentication.',
          request: { body: jsonBody(z.looseObject({ event: z.string() })) },
          middleware: [only(razorpay)],
          responses: { ...success(okReply), ...hookRefusals },
        }),
      ),
      async (c) => {
        const raw = await c.req.text();
        const signature = c.req.header('X-Razorpay-Signature') ?? '';
        const eventId = c.req.header('X-Razorpay-Event-Id') ?? '';
        await c.var.services.webhooks.razorpay(raw, signature, eventId);
        return c.json({ success: true as const }, 200);
      },
    )
    .openapi(
      readsItsOwnBody(
        route.post('/stripe/webhook', {
          summary: "The card provider's events (Stripe-Signature)",
          request: { body: jsonBody(z.looseObject({ type: z.string() })) },
          middleware: [only(card)],
          responses: { ...success(okReply), ...hookRefusals },
        }),
      ),
      async (c) => {
        const raw = await c.req.text();
        await c.var.services.webhooks.stripe(raw, c.req.header('Stripe-Signature') ?? '');
        return c.json({ success: true as const }, 200);
      },
    );
}
