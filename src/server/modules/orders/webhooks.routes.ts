// /api/order/*/webhook: the payment providers' own calls. No login: the signature over the raw body is the
// authentication, checked before anything in the body is read (webhook.service.ts).
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { PaymentMethod } from '#/server/adapters/payments/index.ts';
import { createRouter, jsonBody, refusals, success, readsItsOwnBody } from '#/server/openapi/router.ts';
import { okReply } from '#/server/openapi/shapes.ts';
import { NOT_OFFERED, only } from './order-routing.ts';

const tags = ['Webhooks'];
const hookRefusals = refusals({ 401: 'Invalid webhook signature', 404: NOT_OFFERED });

export function webhookRoutes(methods: readonly PaymentMethod[]) {
  const razorpay = methods.find((m) => m.id === 'razorpay');
  const card = methods.find((m) => m.id === 'card');
  const router = createRouter();

  return router
    .openapi(
      readsItsOwnBody(
        createRoute({
          method: 'post',
          path: '/razorpay/webhook',
          tags,
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
        createRoute({
          method: 'post',
          path: '/stripe/webhook',
          tags,
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
