// /api/order/*: paying a checkout with a provider, Razorpay's payment window or a card page, and confirming the
// payment when the shopper comes back; with a sandbox provider, its stand-ins for the provider's pages.
// (Store credit and cash on delivery: checkout.routes.ts; the providers' own calls: webhooks.routes.ts.)
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import type { PaymentMethod } from '#/server/adapters/payments/index.ts';
import { clientIp } from '#/server/http/auth.ts';
import { createRouter, jsonBody, loginRequired, replies, routesFor } from '#/server/openapi/router.ts';
import { messageReply, ok, okReply, razorpayResult as razorpayResultShape } from '#/server/openapi/shapes.ts';
import { cardResult, checkout, orderRef, razorpayResult, text } from './order-requests.ts';
import { CHECKOUT_REFUSALS, NOT_OFFERED, only, placed, shopperId } from './order-routing.ts';

const checkoutTags = ['Checkout'];
const paymentOrder = z.object({
  success: ok,
  order: z.object({
    id: z.string(),
    amount: z.int().describe("Paise: the server's total, which may be below the `amount` sent; charge this"),
    currency: z.literal('INR'),
    receipt: z.string(),
  }),
  checkout: z.object({ provider: z.enum(['razorpay', 'sandbox']), keyId: z.string(), name: z.string() }),
});

export function paymentRoutes(requireAuth: MiddlewareHandler<AppEnv>, methods: readonly PaymentMethod[]) {
  const razorpay = methods.find((m) => m.id === 'razorpay');
  const card = methods.find((m) => m.id === 'card');
  /** The shopper's login behind the method's gate: a method not offered answers 404 before asking for one. */
  const shopperWith = (method: unknown, tags = checkoutTags) =>
    routesFor({ tags, middleware: [only(method), requireAuth], security: loginRequired.security });
  const byRazorpay = shopperWith(razorpay);
  const byCard = shopperWith(card);

  return createRouter()
    .openapi(
      byRazorpay.post('/razorpay', {
        summary: 'Create a payment order for the cart (holds its stock and coupon for 15 minutes)',
        description:
          'Open the payment window with `order` and `checkout.keyId`; then POST the result to /verifyrazorpay.',
        request: { body: jsonBody(checkout) },
        responses: replies(paymentOrder, { ...CHECKOUT_REFUSALS, 404: NOT_OFFERED }),
      }),
      async (c) => {
        const { order, checkout } = await c.var.services.orders.createRazorpayOrder(
          shopperId(c),
          c.req.valid('json'),
          clientIp(c),
        );
        // Payment orders are made in rupees; the provider's answer types its `currency` as any text.
        return c.json(
          { success: true as const, order: { ...order, currency: order.currency as 'INR' }, checkout },
          200,
        );
      },
    )
    .openapi(
      byRazorpay.post('/verifyrazorpay', {
        summary: "Verify the payment window's result; the order is paid and placed",
        request: { body: jsonBody(razorpayResult) },
        responses: replies(placed, {
          404: `Order not found. ${NOT_OFFERED}`,
          409: 'Paid after the checkout ended and its goods were gone: refunded in full',
          422: 'Payment verification failed',
        }),
      }),
      async (c) => {
        const { orderId } = await c.var.services.orders.verifyRazorpay(shopperId(c), c.req.valid('json'));
        return c.json({ success: true as const, message: 'Order placed successfully!', orderId }, 200);
      },
    )
    .openapi(
      shopperWith(razorpay?.sandbox, ['Sandbox']).post('/sandbox/pay', {
        summary: 'Sandbox only: what the payment window hands back after "Pay" (signed by the server)',
        request: { body: jsonBody(z.object({ razorpay_order_id: text(64) })) },
        responses: replies(z.object({ success: ok, response: razorpayResultShape }), {
          404: 'Order not found. Only with the sandbox provider',
          422: 'The order no longer waits',
        }),
      }),
      async (c) => {
        const { razorpay_order_id } = c.req.valid('json');
        const response = await c.var.services.orders.sandboxRazorpayPay(shopperId(c), razorpay_order_id);
        return c.json({ success: true as const, response }, 200);
      },
    )
    .openapi(
      byCard.post('/stripe', {
        summary: 'Card payment: create a checkout session to send the shopper to',
        request: { body: jsonBody(checkout) },
        responses: replies(z.object({ success: ok, session_url: z.string(), orderId: z.string() }), {
          ...CHECKOUT_REFUSALS,
          404: NOT_OFFERED,
        }),
      }),
      async (c) => {
        const session = await c.var.services.orders.createCardSession(shopperId(c), c.req.valid('json'), clientIp(c));
        return c.json({ success: true as const, ...session }, 200);
      },
    )
    .openapi(
      byCard.post('/verifyStripe', {
        summary: 'The shopper is back from the card page: confirm the payment',
        request: { body: jsonBody(cardResult) },
        responses: replies(messageReply, {
          404: `Order not found. ${NOT_OFFERED}`,
          409: 'Paid too late: refunded',
          422: 'Not paid or cancelled',
        }),
      }),
      async (c) => {
        const { orderId, success } = c.req.valid('json');
        await c.var.services.orders.verifyCard(shopperId(c), orderId, success);
        return c.json({ success: true as const, message: 'Order placed successfully!' }, 200);
      },
    )
    .openapi(
      shopperWith(card?.sandbox, ['Sandbox']).post('/sandbox/card-pay', {
        summary: 'Sandbox only: pay on the test card page',
        request: { body: jsonBody(orderRef) },
        responses: replies(okReply, {
          404: 'Order not found. Only with the sandbox provider',
          422: 'The order no longer waits',
        }),
      }),
      async (c) => {
        await c.var.services.orders.sandboxCardPay(shopperId(c), c.req.valid('json').orderId);
        return c.json({ success: true as const }, 200);
      },
    );
}
