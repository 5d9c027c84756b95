// /api/order/*: the delivery estimate, the payment methods on offer, and the checkouts that need no payment
// provider: store credit that pays it all, and cash on delivery confirmed with a texted code.
// (Razorpay and card payments: payments.routes.ts.)
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import type { PaymentMethod } from '#/server/adapters/payments/index.ts';
import { clientIp } from '#/server/http/auth.ts';
import { pincodeSchema } from '#/server/http/address-schema.ts';
import { createRouter, jsonBody, loginRequired, replies, routesFor, success } from '#/server/openapi/router.ts';
import { deliveryEstimate, ok, paymentMethod } from '#/server/openapi/shapes.ts';
import { checkout, codeSchema, orderRef, text } from './order-requests.ts';
import { CHECKOUT_REFUSALS, NOT_OFFERED, only, placed, shopperId } from './order-routing.ts';

const tags = ['Checkout'];
const codStarted = z.object({ success: ok, orderId: z.string(), message: z.string() });

const estimate = routesFor({ tags: ['Delivery'] }).post('/estimated-delivery', {
  summary: 'Delivery estimate for a PIN code, standard and express',
  request: { body: jsonBody(z.object({ pincode: pincodeSchema })) },
  responses: replies(
    deliveryEstimate.extend({
      success: ok,
      express: deliveryEstimate,
      cod: z.boolean().optional().describe('Whether cash on delivery is taken at this PIN (product page trust cue)'),
    }),
    { 422: 'Delivery unavailable for this PIN code.' },
  ),
});

const offered = routesFor({ tags }).get('/payment-methods', {
  summary: 'The payment methods this server takes',
  responses: success(z.object({ success: ok, methods: z.array(paymentMethod) })),
});

export function checkoutRoutes(requireAuth: MiddlewareHandler<AppEnv>, methods: readonly PaymentMethod[]) {
  const shopper = routesFor({ tags, middleware: [requireAuth], security: loginRequired.security });
  /** Cash on delivery's routes answer 404 on a server that does not take it, before asking for a login. */
  const codShopper = routesFor({
    tags,
    middleware: [only(methods.find((m) => m.id === 'cod')), requireAuth],
    security: loginRequired.security,
  });

  return (
    createRouter()
      .openapi(estimate, async (c) => {
        const { pincode } = c.req.valid('json');
        const estimate = await c.var.services.delivery.estimate(pincode);
        if (!estimate)
          return c.json({ success: false as const, message: 'Delivery unavailable for this PIN code.' }, 422);
        // Only a server that offers cash on delivery says it is available, so the product page never promises it.
        const codTaken = methods.some((m) => m.id === 'cod') && (await c.var.services.cod.serves(pincode));
        return c.json({ success: true as const, ...estimate, cod: codTaken }, 200);
      })
      // What checkout may offer; the static checkout page asks at run time, so it never offers a method we lack.
      .openapi(offered, (c) => c.json({ success: true as const, methods: [...methods] }, 200))
      // Store credit covers the whole order: placed and paid at once, no payment window.
      .openapi(
        shopper.post('/wallet', {
          summary: 'Place an order that store credit pays in full',
          request: { body: jsonBody(checkout) },
          responses: replies(placed.extend({ paid: z.literal(true) }), CHECKOUT_REFUSALS),
        }),
        async (c) => {
          const { orderId } = await c.var.services.orders.placeWithCredit(
            shopperId(c),
            c.req.valid('json'),
            clientIp(c),
          );
          return c.json(
            { success: true as const, paid: true as const, message: 'Order placed successfully!', orderId },
            200,
          );
        },
      )
      // Cash on delivery: the order is held, then confirmed with the code sent to the delivery phone.
      .openapi(
        codShopper.post('/cod', {
          summary: 'Cash on delivery: hold the order and text a code to the delivery phone',
          request: { body: jsonBody(checkout) },
          responses: replies(codStarted, {
            ...CHECKOUT_REFUSALS,
            404: NOT_OFFERED,
            422: 'Not for this PIN, account or total; too much unpaid cash on delivery; a coupon rule',
            429: 'Too many checkouts open from your network; too many codes texted in the last hour',
          }),
        }),
        async (c) => {
          const started = await c.var.services.cod.start(shopperId(c), c.req.valid('json'), clientIp(c));
          return c.json({ success: true as const, ...started }, 200);
        },
      )
      .openapi(
        codShopper.post('/cod/resend', {
          summary: 'Text the cash-on-delivery code again',
          request: { body: jsonBody(orderRef) },
          responses: replies(codStarted, {
            404: `Order not found. ${NOT_OFFERED}`,
            422: 'The order no longer waits for a code',
            429: 'Asked again too soon; too many codes texted in the last hour',
          }),
        }),
        async (c) => {
          const sent = await c.var.services.cod.resend(shopperId(c), c.req.valid('json').orderId);
          return c.json({ success: true as const, ...sent }, 200);
        },
      )
      .openapi(
        codShopper.post('/cod/confirm', {
          summary: 'Confirm a cash-on-delivery order with the texted code',
          request: { body: jsonBody(z.object({ orderId: text(64), otp: codeSchema })) },
          responses: replies(placed, {
            404: `Order not found. ${NOT_OFFERED}`,
            422: 'Invalid, expired or used code; the checkout ended; too much unpaid cash on delivery',
          }),
        }),
        async (c) => {
          const { orderId, otp } = c.req.valid('json');
          await c.var.services.cod.confirm(shopperId(c), orderId, otp);
          return c.json({ success: true as const, message: 'Order placed successfully!', orderId }, 200);
        },
      )
  );
}
