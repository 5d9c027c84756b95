// /api/order/*: checkout with Razorpay or card, verification, webhooks, My Orders, tracking, returns.
// A payment method's routes exist only when the method is configured (sandbox routes only for a sandbox).
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { json, parseWith } from '#/server/http/validate.ts';
import { AppError } from '#/server/errors.ts';
import type { PaymentMethod } from '#/server/adapters/payments/index.ts';
import { clientIp } from '#/server/http/auth.ts';
import { addressSchema, pincodeSchema } from '#/server/http/address-schema.ts';
import {
  MAX_LINES,
  MAX_QUANTITY_PER_SIZE,
  MAX_SIZE_LENGTH,
  QUANTITY_CAP_MESSAGE,
  SIZE_CHOICE_MESSAGE,
  withinQuantityCap,
} from '#/lib/cart-rules.ts';
import { SHIPPING_CHOICES } from '#/lib/delivery.ts';
import { COLOUR_NAME_MAX } from '#/lib/custom-colour.ts';
import { doc, type RouteDoc } from '#/server/openapi/route-docs.ts';
import {
  deliveryEstimate,
  messageReply,
  myOrder,
  ok,
  okReply,
  paymentMethod,
  razorpayResult as razorpayResultShape,
} from '#/server/openapi/shapes.ts';

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const checkout = z.object({
  address: addressSchema,
  items: z
    .array(
      z
        .object({
          _id: text(64),
          size: z.string().trim().min(1, 'Please select a size').max(MAX_SIZE_LENGTH, SIZE_CHOICE_MESSAGE),
          quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_SIZE),
          customColour: z
            .string()
            .trim()
            .max(COLOUR_NAME_MAX, `must be at most ${COLOUR_NAME_MAX} characters`)
            .optional()
            .transform((v) => v || undefined)
            .describe(
              'A colour the product offers to be made in (`customColours`), at the customised-colour charge; ' +
                'empty: as pictured',
            ),
        })
        // A spec client sends copies of listed products: their other fields (`colour`, `image`, `sizes`, `price`,
        // `description`, …) are ignored, and a line's `colour` is the product's own, never a customisation.
        .loose()
        .describe(
          'A product copy with the chosen size and quantity; only `_id`, `size`, `quantity` and ' +
            '`customColour` are read',
        ),
    )
    .min(1, 'Your cart is empty')
    .max(MAX_LINES, `must have at most ${MAX_LINES} lines`)
    .refine(withinQuantityCap, QUANTITY_CAP_MESSAGE),
  // Zero when store credit pays it all (POST /wallet).
  amount: z
    .number()
    .nonnegative()
    .max(10_000_000)
    .describe(
      'Rupees: the total the shopper was shown, the most she agreed to pay. A server total at or below it is ' +
        "charged (the payment order's `amount` says how much); a higher one is a 409 giving the new total.",
    ),
  couponCode: z.string().trim().max(40).optional(),
  shipping: z.enum(SHIPPING_CHOICES, 'must be standard or express').default('standard'),
  useWallet: z.boolean().default(false),
});
const razorpayResult = z.object({
  razorpay_order_id: text(64),
  razorpay_payment_id: text(64),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i, 'is not a valid signature'),
});
const orderRef = z.object({ orderId: text(64) });
const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code');
const itemRef = {
  orderId: text(64),
  productId: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("The product's id or its name (the cart's key); an order of one item needs neither this nor itemId"),
  itemId: z.string().trim().max(64).optional().describe('The order item (`_id` of an item in My Orders)'),
};

const tag = 'Checkout';
const notOffered = 'This server does not take this payment method (the route answers as an unknown path)';
const checkoutRefusals: RouteDoc['refusals'] = {
  409:
    'The total is now higher than the `amount` sent (the message gives it), or stock, the coupon or store credit ' +
    'changed: the message says what is left',
  422: 'A coupon rule says no',
  429: 'Too many checkouts open from your network',
};
const placed = z.object({ success: ok, message: z.string(), orderId: z.string() });
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
const codStarted = z.object({ success: ok, orderId: z.string(), message: z.string() });
const orderParams = z.object({ orderId: text(64) });
const returnsTag = 'Orders';
const itemRefusals = {
  400: 'Bad input, or an order of several items without `itemId`/`productId` saying which',
  404: 'Order not found, or the item is not part of it',
  422: 'The policy says no (not delivered, past 7 days, customised, sale item, already returned or open …)',
} satisfies RouteDoc['refusals'];

export function orderRoutes(requireAuth: MiddlewareHandler<AppEnv>, methods: readonly PaymentMethod[]) {
  const razorpay = methods.find((m) => m.id === 'razorpay');
  const card = methods.find((m) => m.id === 'card');
  const cod = methods.find((m) => m.id === 'cod');
  const user = (c: { var: AppEnv['Variables'] }) => {
    if (!c.var.user) throw new AppError('unauthorized', 'Please login first');
    return c.var.user.id;
  };
  /** A method this server does not take has no routes: they answer 404 exactly as an unknown path does. */
  const only =
    (offered: unknown): MiddlewareHandler<AppEnv> =>
    async (_c, next) => {
      if (!offered) throw new AppError('not_found', 'Not found');
      await next();
    };
  const cardResult = z.object({
    orderId: text(64),
    success: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  });

  // One chain, so the routes' types reach the browser's API client.
  return (
    new Hono<AppEnv>()
      .post(
        '/estimated-delivery',
        doc({
          tag: 'Delivery',
          summary: 'Delivery estimate for a PIN code, standard and express',
          reply: deliveryEstimate.extend({ success: ok, express: deliveryEstimate }),
          refusals: { 422: 'Delivery unavailable for this PIN code.' },
        }),
        json(z.object({ pincode: pincodeSchema })),
        async (c) => {
          const estimate = await c.var.services.delivery.estimate(c.req.valid('json').pincode);
          if (!estimate)
            return c.json({ success: false as const, message: 'Delivery unavailable for this PIN code.' }, 422);
          return c.json({ success: true as const, ...estimate });
        },
      )
      // What checkout may offer; the static checkout page asks at run time, so it never offers a method we lack.
      .get(
        '/payment-methods',
        doc({
          tag,
          summary: 'The payment methods this server takes',
          reply: z.object({ success: ok, methods: z.array(paymentMethod) }),
        }),
        (c) => c.json({ success: true as const, methods }),
      )
      .post(
        '/razorpay',
        doc({
          tag,
          summary: 'Create a payment order for the cart (holds its stock and coupon for 15 minutes)',
          description:
            'Open the payment window with `order` and `checkout.keyId`; then POST the result to /verifyrazorpay.',
          reply: paymentOrder,
          refusals: { ...checkoutRefusals, 404: notOffered },
        }),
        only(razorpay),
        requireAuth,
        json(checkout),
        async (c) => {
          const order = await c.var.services.orders.createRazorpayOrder(user(c), c.req.valid('json'), clientIp(c));
          return c.json({ success: true as const, ...order });
        },
      )
      // Store credit covers the whole order: placed and paid at once, no payment window.
      .post(
        '/wallet',
        doc({
          tag,
          summary: 'Place an order that store credit pays in full',
          reply: placed.extend({ paid: z.literal(true) }),
          refusals: checkoutRefusals,
        }),
        requireAuth,
        json(checkout),
        async (c) => {
          const { orderId } = await c.var.services.orders.placeWithCredit(user(c), c.req.valid('json'), clientIp(c));
          return c.json({
            success: true as const,
            paid: true as const,
            message: 'Order placed successfully!',
            orderId,
          });
        },
      )
      // Cash on delivery: the order is held, then confirmed with the code sent to the delivery phone.
      .post(
        '/cod',
        doc({
          tag,
          summary: 'Cash on delivery: hold the order and text a code to the delivery phone',
          reply: codStarted,
          refusals: {
            ...checkoutRefusals,
            404: notOffered,
            422: 'Not for this PIN, account or total; too much unpaid cash on delivery; a coupon rule',
            429: 'Too many checkouts open from your network; too many codes texted in the last hour',
          },
        }),
        only(cod),
        requireAuth,
        json(checkout),
        async (c) => {
          const placed = await c.var.services.cod.start(user(c), c.req.valid('json'), clientIp(c));
          return c.json({ success: true as const, ...placed });
        },
      )
      .post(
        '/cod/resend',
        doc({
          tag,
          summary: 'Text the cash-on-delivery code again',
          reply: codStarted,
          refusals: {
            404: `Order not found. ${notOffered}`,
            422: 'The order no longer waits for a code',
            429: 'Asked again too soon; too many codes texted in the last hour',
          },
        }),
        only(cod),
        requireAuth,
        json(orderRef),
        async (c) => {
          const sent = await c.var.services.cod.resend(user(c), c.req.valid('json').orderId);
          return c.json({ success: true as const, ...sent });
        },
      )
      .post(
        '/cod/confirm',
        doc({
          tag,
          summary: 'Confirm a cash-on-delivery order with the texted code',
          reply: placed,
          refusals: {
            404: `Order not found. ${notOffered}`,
            422: 'Invalid, expired or used code; the checkout ended; too much unpaid cash on delivery',
          },
        }),
        only(cod),
        requireAuth,
        json(z.object({ orderId: text(64), otp: codeSchema })),
        async (c) => {
          const { orderId, otp } = c.req.valid('json');
          await c.var.services.cod.confirm(user(c), orderId, otp);
          return c.json({ success: true as const, message: 'Order placed successfully!', orderId });
        },
      )
      .post(
        '/verifyrazorpay',
        doc({
          tag,
          summary: "Verify the payment window's result; the order is paid and placed",
          reply: placed,
          refusals: {
            404: `Order not found. ${notOffered}`,
            409: 'Paid after the checkout ended and its goods were gone: refunded in full',
            422: 'Payment verification failed',
          },
        }),
        only(razorpay),
        requireAuth,
        json(razorpayResult),
        async (c) => {
          const { orderId } = await c.var.services.orders.verifyRazorpay(user(c), c.req.valid('json'));
          return c.json({ success: true as const, message: 'Order placed successfully!', orderId });
        },
      )
      .post(
        '/sandbox/pay',
        doc({
          tag: 'Sandbox',
          summary: 'Sandbox only: what the payment window hands back after "Pay" (signed by the server)',
          reply: z.object({ success: ok, response: razorpayResultShape }),
          refusals: { 404: `Order not found. Only with the sandbox provider`, 422: 'The order no longer waits' },
        }),
        only(razorpay?.sandbox),
        requireAuth,
        json(z.object({ razorpay_order_id: text(64) })),
        async (c) => {
          const response = await c.var.services.orders.sandboxRazorpayPay(
            user(c),
            c.req.valid('json').razorpay_order_id,
          );
          return c.json({ success: true as const, response });
        },
      )
      .post(
        '/stripe',
        doc({
          tag,
          summary: 'Card payment: create a checkout session to send the shopper to',
          reply: z.object({ success: ok, session_url: z.string(), orderId: z.string() }),
          refusals: { ...checkoutRefusals, 404: notOffered },
        }),
        only(card),
        requireAuth,
        json(checkout),
        async (c) => {
          const session = await c.var.services.orders.createCardSession(user(c), c.req.valid('json'), clientIp(c));
          return c.json({ success: true as const, ...session });
        },
      )
      .post(
        '/verifyStripe',
        doc({
          tag,
          summary: 'The shopper is back from the card page: confirm the payment',
          reply: messageReply,
          refusals: {
            404: `Order not found. ${notOffered}`,
            409: 'Paid too late: refunded',
            422: 'Not paid or cancelled',
          },
        }),
        only(card),
        requireAuth,
        json(cardResult),
        async (c) => {
          const { orderId, success } = c.req.valid('json');
          await c.var.services.orders.verifyCard(user(c), orderId, success);
          return c.json({ success: true as const, message: 'Order placed successfully!' });
        },
      )
      .post(
        '/sandbox/card-pay',
        doc({
          tag: 'Sandbox',
          summary: 'Sandbox only: pay on the test card page',
          reply: okReply,
          refusals: { 404: 'Order not found. Only with the sandbox provider', 422: 'The order no longer waits' },
        }),
        only(card?.sandbox),
        requireAuth,
        json(orderRef),
        async (c) => {
          await c.var.services.orders.sandboxCardPay(user(c), c.req.valid('json').orderId);
          return c.json({ success: true as const });
        },
      )
      .post(
        '/userorders',
        doc({
          tag: returnsTag,
          summary: 'My Orders: your paid orders, newest first, with what each item allows',
          reply: z.object({ success: ok, orders: z.array(myOrder) }),
        }),
        requireAuth,
        json(z.object({}).loose()),
        async (c) => c.json({ success: true as const, orders: await c.var.services.orders.userOrders(user(c)) }),
      )
      .post(
        '/track-order',
        doc({
          tag: returnsTag,
          summary: "The courier's tracking page for an order",
          reply: z.object({ success: ok, trackingInfo: z.object({ track_url: z.url() }) }),
          refusals: { 404: 'Order not found, or Tracking information is not available.' },
        }),
        requireAuth,
        json(orderRef),
        async (c) => {
          const trackingInfo = await c.var.services.orders.trackOrder(user(c), c.req.valid('json').orderId);
          return c.json({ success: true as const, trackingInfo });
        },
      )
      .post(
        '/return-order',
        doc({
          tag: returnsTag,
          summary: 'Ask to return an item for store credit',
          description:
            'Name the item with `itemId` (the order item) or `productId`; an order of one item needs neither.',
          reply: messageReply,
          refusals: itemRefusals,
        }),
        requireAuth,
        json(z.object({ ...itemRef, reason: text(1000) })),
        async (c) => {
          await c.var.services.returns.requestReturn(user(c), c.req.valid('json'));
          return c.json({ success: true as const, message: 'Order return request submitted successfully.' });
        },
      )
      .post(
        '/exchange-order',
        doc({
          tag: returnsTag,
          summary: 'Ask to exchange an item for another size (the first exchange is free)',
          description:
            "Name the item with `itemId`, `productId` or the product's name (`productId` may carry the name, as the " +
            'cart keys products by name); an order of one item needs none.',
          reply: messageReply,
          refusals: { ...itemRefusals, 422: `${itemRefusals[422]}; the size is not made or out of stock` },
        }),
        requireAuth,
        json(z.object({ ...itemRef, newSize: text(10) })),
        async (c) => {
          const { feePaise } = await c.var.services.returns.requestExchange(user(c), c.req.valid('json'));
          return c.json({
            success: true as const,
            message: feePaise
              ? `Order exchange request submitted successfully. A fee of ₹${feePaise / 100} applies to this ` +
                'second exchange.'
              : 'Order exchange request submitted successfully.',
          });
        },
      )
      // The tax invoice of the shopper's own paid order, as a PDF (numbered on first download if the mail did not).
      .get(
        '/:orderId/invoice',
        doc({
          tag: returnsTag,
          summary: 'The tax invoice of your paid order (PDF)',
          params: orderParams,
          replyType: 'application/pdf',
          refusals: { 404: 'Order not found, or not paid yet' },
        }),
        requireAuth,
        async (c) => {
          const { orderId } = parseWith(orderParams, c.req.param());
          const invoice = await c.var.services.invoices.forShopper(user(c), orderId);
          return c.body(invoice.pdf, 200, {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="${invoice.filename}"`,
          });
        },
      )
      // Provider webhooks: no login; the signature over the raw body is the authentication.
      .post(
        '/razorpay/webhook',
        doc({
          tag: 'Webhooks',
          summary: "Razorpay's payment events (signed with the webhook secret)",
          description: 'The body is read raw: its X-Razorpay-Signature HMAC is the authentication.',
          body: z.looseObject({ event: z.string() }),
          reply: okReply,
          refusals: { 401: 'Invalid webhook signature', 404: notOffered },
        }),
        only(razorpay),
        async (c) => {
          const raw = await c.req.text();
          const signature = c.req.header('X-Razorpay-Signature') ?? '';
          const eventId = c.req.header('X-Razorpay-Event-Id') ?? '';
          await c.var.services.webhooks.razorpay(raw, signature, eventId);
          return c.json({ success: true as const });
        },
      )
      .post(
        '/stripe/webhook',
        doc({
          tag: 'Webhooks',
          summary: "The card provider's events (Stripe-Signature)",
          body: z.looseObject({ type: z.string() }),
          reply: okReply,
          refusals: { 401: 'Invalid webhook signature', 404: notOffered },
        }),
        only(card),
        async (c) => {
          const raw = await c.req.text();
          await c.var.services.webhooks.stripe(raw, c.req.header('Stripe-Signature') ?? '');
          return c.json({ success: true as const });
        },
      )
  );
}
