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
  withinQuantityCap,
} from '#/lib/cart-rules.ts';
import { SHIPPING_CHOICES } from '#/lib/delivery.ts';
import { COLOUR_NAME_MAX } from '#/lib/custom-colour.ts';

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const checkout = z.object({
  address: addressSchema,
  items: z
    .array(
      z
        .object({
          _id: text(64),
          size: text(MAX_SIZE_LENGTH),
          quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_SIZE),
          // A customised colour the product offers (checked by the quote); empty: as pictured.
          colour: z
            .string()
            .trim()
            .max(COLOUR_NAME_MAX, `must be at most ${COLOUR_NAME_MAX} characters`)
            .optional()
            .transform((v) => v || undefined),
        })
        .loose(),
    )
    .min(1, 'Your cart is empty')
    .max(MAX_LINES, `must have at most ${MAX_LINES} lines`)
    .refine(withinQuantityCap, QUANTITY_CAP_MESSAGE),
  // Zero when store credit pays it all (POST /wallet).
  amount: z.number().nonnegative().max(10_000_000),
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
  productId: z.string().trim().max(64).optional(),
  itemId: z.string().trim().max(64).optional(),
};

export function orderRoutes(requireAuth: MiddlewareHandler<AppEnv>, methods: readonly PaymentMethod[]) {
  const razorpay = methods.find((m) => m.id === 'razorpay');
  const card = methods.find((m) => m.id === 'card');
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
      .post('/estimated-delivery', json(z.object({ pincode: pincodeSchema })), async (c) => {
        const estimate = await c.var.services.delivery.estimate(c.req.valid('json').pincode);
        if (!estimate)
          return c.json({ success: false as const, message: 'Delivery unavailable for this PIN code.' }, 422);
        return c.json({ success: true as const, ...estimate });
      })
      // What checkout may offer; the static checkout page asks at run time, so it never offers a method we lack.
      .get('/payment-methods', (c) => c.json({ success: true as const, methods }))
      .post('/razorpay', only(razorpay), requireAuth, json(checkout), async (c) => {
        const order = await c.var.services.orders.createRazorpayOrder(user(c), c.req.valid('json'), clientIp(c));
        return c.json({ success: true as const, ...order });
      })
      // Store credit covers the whole order: placed and paid at once, no payment window.
      .post('/wallet', requireAuth, json(checkout), async (c) => {
        const { orderId } = await c.var.services.orders.placeWithCredit(user(c), c.req.valid('json'), clientIp(c));
        return c.json({ success: true as const, paid: true as const, message: 'Order placed successfully!', orderId });
      })
      // Cash on delivery: the order is held, then confirmed with the code sent to the delivery phone.
      .post('/cod', requireAuth, json(checkout), async (c) => {
        const placed = await c.var.services.cod.start(user(c), c.req.valid('json'), clientIp(c));
        return c.json({ success: true as const, ...placed });
      })
      .post('/cod/resend', requireAuth, json(orderRef), async (c) => {
        const sent = await c.var.services.cod.resend(user(c), c.req.valid('json').orderId);
        return c.json({ success: true as const, ...sent });
      })
      .post('/cod/confirm', requireAuth, json(z.object({ orderId: text(64), otp: codeSchema })), async (c) => {
        const { orderId, otp } = c.req.valid('json');
        await c.var.services.cod.confirm(user(c), orderId, otp);
        return c.json({ success: true as const, message: 'Order placed successfully!', orderId });
      })
      .post('/verifyrazorpay', only(razorpay), requireAuth, json(razorpayResult), async (c) => {
        const { orderId } = await c.var.services.orders.verifyRazorpay(user(c), c.req.valid('json'));
        return c.json({ success: true as const, message: 'Order placed successfully!', orderId });
      })
      .post(
        '/sandbox/pay',
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
      .post('/stripe', only(card), requireAuth, json(checkout), async (c) => {
        const session = await c.var.services.orders.createCardSession(user(c), c.req.valid('json'), clientIp(c));
        return c.json({ success: true as const, ...session });
      })
      .post('/verifyStripe', only(card), requireAuth, json(cardResult), async (c) => {
        const { orderId, success } = c.req.valid('json');
        await c.var.services.orders.verifyCard(user(c), orderId, success);
        return c.json({ success: true as const, message: 'Order placed successfully!' });
      })
      .post('/sandbox/card-pay', only(card?.sandbox), requireAuth, json(orderRef), async (c) => {
        await c.var.services.orders.sandboxCardPay(user(c), c.req.valid('json').orderId);
        return c.json({ success: true as const });
      })
      .post('/userorders', requireAuth, json(z.object({}).loose()), async (c) =>
        c.json({ success: true as const, orders: await c.var.services.orders.userOrders(user(c)) }),
      )
      .post('/track-order', requireAuth, json(orderRef), async (c) => {
        const trackingInfo = await c.var.services.orders.trackOrder(user(c), c.req.valid('json').orderId);
        return c.json({ success: true as const, trackingInfo });
      })
      .post('/return-order', requireAuth, json(z.object({ ...itemRef, reason: text(1000) })), async (c) => {
        await c.var.services.returns.requestReturn(user(c), c.req.valid('json'));
        return c.json({ success: true as const, message: 'Order return request submitted successfully.' });
      })
      .post('/exchange-order', requireAuth, json(z.object({ ...itemRef, newSize: text(10) })), async (c) => {
        const { feePaise } = await c.var.services.returns.requestExchange(user(c), c.req.valid('json'));
        return c.json({
          success: true as const,
          message: feePaise
            ? `Order exchange request submitted successfully. A fee of ₹${feePaise / 100} applies to this ` +
              'second exchange.'
            : 'Order exchange request submitted successfully.',
        });
      })
      // The tax invoice of the shopper's own paid order, as a PDF (numbered on first download if the mail did not).
      .get('/:orderId/invoice', requireAuth, async (c) => {
        const orderId = parseWith(text(64), c.req.param('orderId'));
        const invoice = await c.var.services.invoices.forShopper(user(c), orderId);
        return c.body(invoice.pdf, 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${invoice.filename}"`,
        });
      })
      // Provider webhooks: no login; the signature over the raw body is the authentication.
      .post('/razorpay/webhook', only(razorpay), async (c) => {
        const raw = await c.req.text();
        const signature = c.req.header('X-Razorpay-Signature') ?? '';
        const eventId = c.req.header('X-Razorpay-Event-Id') ?? '';
        await c.var.services.webhooks.razorpay(raw, signature, eventId);
        return c.json({ success: true as const });
      })
      .post('/stripe/webhook', only(card), async (c) => {
        const raw = await c.req.text();
        await c.var.services.webhooks.stripe(raw, c.req.header('Stripe-Signature') ?? '');
        return c.json({ success: true as const });
      })
  );
}
