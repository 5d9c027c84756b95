// /api/order/*/webhook: the payment providers' own calls. No login: the signature over the raw body is the
// authentication, checked before anything in the body is read (webhook.service.ts).
import { z } from 'zod';
import type { PaymentMethod } from '#/server/adapters/payments/index.ts';
import { createRouter, jsonBody, readsItsOwnBody, replies, routesFor } from '#/server/openapi/router.ts';
import { okReply } from '#/server/openapi/shapes.ts';
import { NOT_OFFERED, only } from './order-routing.ts';

const route = routesFor({ tags: ['Webhooks'] });

/**
 * A provider's events: the body documented by its `event` shape but read raw by the handler (the signature is over
 * the exact bytes), and the route answering 404 on a server without the provider.
 */
const webhook = <P extends string>(
  path: P,
  offered: unknown,
  spec: { summary: string; description?: string },
  event: z.ZodType,
) =>
  readsItsOwnBody(
    route.post(path, {
      ...spec,
      request: { body: jsonBody(event) },
      middleware: [only(offered)],
      responses: replies(okReply, { 401: 'Invalid webhook signature', 404: NOT_OFFERED }),
    }),
  );

export function webhookRoutes(methods: readonly PaymentMethod[]) {
  const razorpay = methods.find((m) => m.id === 'razorpay');
  const card = methods.find((m) => m.id === 'card');

  return createRouter()
    .openapi(
      webhook(
        '/razorpay/webhook',
        razorpay,
        {
          summary: "Razorpay's payment events (signed with the webhook secret)",
          description: 'The body is read raw: its X-Razorpay-Signature HMAC is the authentication.',
        },
        z.looseObject({ event: z.string() }),
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
      webhook(
        '/stripe/webhook',
        card,
        { summary: "The card provider's events (Stripe-Signature)" },
        z.looseObject({ type: z.string() }),
      ),
      async (c) => {
        await c.var.services.webhooks.stripe(await c.req.text(), c.req.header('Stripe-Signature') ?? '');
        return c.json({ success: true as const }, 200);
      },
    );
}
