// Provider webhooks: a shopper who closed the tab still gets the order. Signatures are checked over the
// raw body; each event is handled once (its id is recorded in the same database every instance uses).
import { z } from 'zod';
import type { Db } from '#/server/db/client.ts';
import { webhookEvents } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import type { Payments } from '#/server/adapters/payments/index.ts';
import type { OrderService } from './order.service.ts';

const razorpayEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string() }) }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});
const stripeEvent = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.object({ id: z.string(), payment_status: z.string().optional() }) }),
});

export function createWebhookService(deps: { db: Db; payments: Payments; orders: OrderService }) {
  const { db, payments, orders } = deps;

  /** True the first time an event id is seen. */
  async function firstTime(provider: string, id: string): Promise<boolean> {
    const inserted = await db
      .insert(webhookEvents)
      .values({ id: `${provider}:${id}`, provider })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    return inserted.length > 0;
  }

  function parse<T>(schema: z.ZodType<T>, raw: string): T {
    try {
      return schema.parse(JSON.parse(raw));
    } catch {
      throw new AppError('bad_input', 'Unrecognised webhook payload');
    }
  }

  return {
    async razorpay(raw: string, signature: string, eventId: string): Promise<void> {
      if (!payments.razorpay?.verifyWebhook(raw, signature))
        throw new AppError('unauthorized', 'Invalid webhook signature');
      const event = parse(razorpayEvent, raw);
      if (eventId && !(await firstTime('razorpay', eventId))) return;
      const payment = event.payload.payment?.entity;
      const providerOrderId = payment?.order_id ?? event.payload.order?.entity.id;
      if (!providerOrderId) return;
      const orderId = await orders.orderIdByProviderOrder(providerOrderId);
      if (!orderId) return; // not ours (another integration on the same account)
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment)
        await orders.confirmPaid(orderId, payment.id);
      if (event.event === 'payment.failed') await orders.release(orderId, 'failed');
    },

    async stripe(raw: string, header: string): Promise<void> {
      if (!payments.card?.verifyWebhook(raw, header)) throw new AppError('unauthorized', 'Invalid webhook signature');
      const event = parse(stripeEvent, raw);
      if (!(await firstTime('stripe', event.id))) return;
      const session = event.data.object;
      const orderId = await orders.orderIdByProviderOrder(session.id);
      if (!orderId) return;
      if (event.type === 'checkout.session.completed' && session.payment_status === 'paid')
        await orders.confirmPaid(orderId, session.id);
      if (event.type === 'checkout.session.expired') await orders.release(orderId, 'failed');
    },
  };
}
