// /api/order/*: checkout with Razorpay or card, verification, webhooks, My Orders, tracking, returns.
// A payment method's routes exist only when the method is configured (sandbox routes only for a sandbox).
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { jsonBody, parseWith } from '#/server/http/validate.ts';
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
        })
        .loose(),
    )
    .min(1, 'Your cart is empty')
    .max(MAX_LINES, `must have at most ${MAX_LINES} lines`)
    .refine(withinQuantityCap, QUANTITY_CAP_MESSAGE),
  amount: z.number().positive().max(10_000_000),
  couponCode: z.string().trim().max(40).optional(),
  shipping: z.enum(SHIPPING_CHOICES, 'must be standard or express').default('standard'),
});
const razorpayResult = z.object({
  razorpay_order_id: text(64),
  razorpay_payment_id: text(64),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i, 'is not a valid signature'),
});
const orderRef = z.object({ orderId: text(64) });
const itemRef = {
  orderId: text(64),
  productId: z.string().trim().max(64).optional(),
  itemId: z.string().trim().max(64).optional(),
};

export function orderRoutes(requireAuth: MiddlewareHandler<AppEnv>, methods: readonly PaymentMethod[]) {
  const r = new Hono<AppEnv>();
  const razorpay = methods.find((m) => m.id === 'razorpay');
  const card = methods.find((m) => m.id === 'card');
  const user = (c: { var: AppEnv['Variables'] }) => {
    if (!c.var.user) throw new AppError('unauthorized', 'Please login first');
    return c.var.user.id;
  };

  r.post('/estimated-delivery', async (c) => {
    const { pincode } = await jsonBody(c, z.object({ pincode: pincodeSchema }));
    const estimate = await c.var.services.delivery.estimate(pincode);
    if (!estimate) return c.json({ success: false, message: 'Delivery unavailable for this PIN code.' }, 422);
    return c.json({ success: true, ...estimate });
  });

  // What checkout may offer; the static checkout page asks at run time, so it never offers a method we lack.
  r.get('/payment-methods', (c) => c.json({ success: true, methods }));
  if (razorpay) {
    r.post('/razorpay', requireAuth, async (c) => {
      const input = await jsonBody(c, checkout);
      return c.json({
        success: true,
        ...(await c.var.services.orders.createRazorpayOrder(user(c), input, clientIp(c))),
      });
    });
    r.post('/verifyrazorpay', requireAuth, async (c) => {
      const result = await jsonBody(c, razorpayResult);
      const { orderId } = await c.var.services.orders.verifyRazorpay(user(c), result);
      return c.json({ success: true, message: 'Order placed successfully!', orderId });
    });
  }
  if (razorpay?.sandbox) {
    r.post('/sandbox/pay', requireAuth, async (c) => {
      const { razorpay_order_id } = await jsonBody(c, z.object({ razorpay_order_id: text(64) }));
      return c.json({
        success: true,
        response: await c.var.services.orders.sandboxRazorpayPay(user(c), razorpay_order_id),
      });
    });
  }
  if (card) {
    r.post('/stripe', requireAuth, async (c) => {
      const input = await jsonBody(c, checkout);
      return c.json({ success: true, ...(await c.var.services.orders.createCardSession(user(c), input, clientIp(c))) });
    });
    r.post('/verifyStripe', requireAuth, async (c) => {
      const { orderId, success } = await jsonBody(
        c,
        z.object({
          orderId: text(64),
          success: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
        }),
      );
      await c.var.services.orders.verifyCard(user(c), orderId, success);
      return c.json({ success: true, message: 'Order placed successfully!' });
    });
  }
  if (card?.sandbox) {
    r.post('/sandbox/card-pay', requireAuth, async (c) => {
      const { orderId } = await jsonBody(c, orderRef);
      await c.var.services.orders.sandboxCardPay(user(c), orderId);
      return c.json({ success: true });
    });
  }
  r.post('/userorders', requireAuth, async (c) => {
    await jsonBody(c, z.object({}).loose());
    return c.json({ success: true, orders: await c.var.services.orders.userOrders(user(c)) });
  });
  r.post('/track-order', requireAuth, async (c) => {
    const { orderId } = await jsonBody(c, orderRef);
    return c.json({ success: true, trackingInfo: await c.var.services.orders.trackOrder(user(c), orderId) });
  });
  r.post('/return-order', requireAuth, async (c) => {
    const input = await jsonBody(c, z.object({ ...itemRef, reason: text(1000) }));
    await c.var.services.returns.requestReturn(user(c), input);
    return c.json({ success: true, message: 'Order return request submitted successfully.' });
  });
  r.post('/exchange-order', requireAuth, async (c) => {
    const input = await jsonBody(c, z.object({ ...itemRef, newSize: text(10) }));
    const { feePaise } = await c.var.services.returns.requestExchange(user(c), input);
    return c.json({
      success: true,
      message: feePaise
        ? `Order exchange request submitted successfully. A fee of ₹${feePaise / 100} applies to this second exchange.`
        : 'Order exchange request submitted successfully.',
    });
  });

  // The tax invoice of the shopper's own paid order, as a PDF (numbered on first download if the mail did not).
  r.get('/:orderId/invoice', requireAuth, async (c) => {
    const orderId = parseWith(text(64), c.req.param('orderId'));
    const invoice = await c.var.services.invoices.forShopper(user(c), orderId);
    return c.body(invoice.pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.filename}"`,
    });
  });

  // Provider webhooks: no login; the signature over the raw body is the authentication.
  if (razorpay) {
    r.post('/razorpay/webhook', async (c) => {
      const raw = await c.req.text();
      const signature = c.req.header('X-Razorpay-Signature') ?? '';
      const eventId = c.req.header('X-Razorpay-Event-Id') ?? '';
      await c.var.services.webhooks.razorpay(raw, signature, eventId);
      return c.json({ success: true });
    });
  }
  if (card) {
    r.post('/stripe/webhook', async (c) => {
      const raw = await c.req.text();
      await c.var.services.webhooks.stripe(raw, c.req.header('Stripe-Signature') ?? '');
      return c.json({ success: true });
    });
  }
  return r;
}
