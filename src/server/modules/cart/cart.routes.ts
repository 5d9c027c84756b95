// /api/cart/*: the logged-in shopper's server cart, and coupons for guests and shoppers alike.
import { z } from 'zod';
import { userId } from '#/server/http/auth.ts';
import {
  createRouter,
  jsonBody,
  loginOptional,
  loginRequired,
  replies,
  routesFor,
  success,
} from '#/server/openapi/router.ts';
import { cartData as cartShape, ok } from '#/server/openapi/shapes.ts';
import { MAX_LINES, MAX_QUANTITY_PER_SIZE, MAX_SIZE_LENGTH, SIZE_CHOICE_MESSAGE } from '#/lib/cart-rules.ts';
import { termsReply } from '#/lib/coupon-discount.ts';

const name = z.string().trim().min(1, 'is required').max(200);
const size = z.string().trim().min(1, 'Please select a size').max(MAX_SIZE_LENGTH, SIZE_CHOICE_MESSAGE);
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);
/** { [productName]: { [size]: quantity } }, bounded, with no prototype-polluting keys. */
const cartData = z
  .record(name, z.record(size, z.number().int().min(0).max(MAX_QUANTITY_PER_SIZE)))
  .refine(
    (c) => Object.values(c).reduce((n, sizes) => n + Object.keys(sizes).length, 0) <= MAX_LINES,
    `A cart holds at most ${MAX_LINES} items`,
  )
  .refine(
    (c) => Object.entries(c).every(([n, s]) => !UNSAFE.has(n) && Object.keys(s).every((k) => !UNSAFE.has(k))),
    'Your cart has an item we cannot read',
  );

const tags = ['Cart'];
const route = routesFor({ tags, ...loginRequired });
const cartReply = z.object({ success: ok, cartData: cartShape });
const cartChange = z.object({ success: ok, message: z.string(), cartData: cartShape });
/** What the browser re-prices an applied coupon by as the cart changes (lib/coupon-discount.ts). */
const couponTerms = z
  .object({
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().describe('Percent off for a percent coupon; rupees off for a fixed one'),
    maxDiscount: z.number().nullable().describe('Rupees: the most a percent coupon takes off; null: no cap'),
    minSubtotal: z.number().describe('Rupees the items subtotal must reach (0: no minimum)'),
  })
  .describe("The coupon's terms: the discount follows the cart as it changes, and stops below the minimum");
const lineRefusals = {
  404: 'Product not found',
  422: 'More than the allowed quantity, or more lines than a cart may hold',
} as const;
const quantity = z.number().int('must be a whole number').min(0, 'cannot be negative').max(MAX_QUANTITY_PER_SIZE);

const getCart = route.post('/get', {
  summary: 'Your server cart',
  request: { body: jsonBody(z.object({}).loose()) },
  responses: success(cartReply),
});

const add = route.post('/add', {
  summary: 'Add one of a product (by name, as `itemId`) in a size',
  request: { body: jsonBody(z.object({ itemId: name, size })) },
  responses: replies(cartChange, lineRefusals),
});

const update = route.post('/update', {
  summary: 'Set the quantity of a product in a size (0 removes it)',
  request: { body: jsonBody(z.object({ itemId: name, size, quantity })) },
  responses: replies(cartChange, lineRefusals),
});

const merge = route.post('/merge', {
  summary: "Merge a guest's local cart into the server cart at login",
  request: { body: jsonBody(z.object({ cartData })) },
  responses: replies(cartReply, lineRefusals),
});

const applyCoupon = routesFor({ tags, ...loginOptional }).post('/apply-coupon', {
  summary: "Price a coupon for a cart: the items sent, or the logged-in shopper's server cart",
  description:
    'A guest sends `items` (the local cart). A coupon that cannot be priced (no items sent and no server cart, ' +
    'or nothing in the cart) is refused with 422 saying what to do.',
  request: {
    body: jsonBody(
      z.object({ code: z.string().trim().min(1, 'Please enter a coupon code').max(40), items: cartData.optional() }),
    ),
  },
  responses: replies(
    z.object({
      success: ok,
      discount: z.number().describe('Rupees, for the cart priced'),
      message: z.string(),
      coupon: couponTerms,
    }),
    {
      422: 'Invalid, expired, used-up or first-order-only coupon; a minimum not reached; no cart to price it for',
    },
  ),
});

export function cartRoutes() {
  // One chain, so the routes' types reach the browser's API client.
  return createRouter()
    .openapi(getCart, async (c) =>
      c.json({ success: true as const, cartData: await c.var.services.cart.get(userId(c)) }, 200),
    )
    .openapi(add, async (c) => {
      const body = c.req.valid('json');
      const cartData = await c.var.services.cart.add(userId(c), body.itemId, body.size);
      return c.json({ success: true as const, message: 'Added to cart', cartData }, 200);
    })
    .openapi(update, async (c) => {
      const body = c.req.valid('json');
      const cartData = await c.var.services.cart.update(userId(c), body.itemId, body.size, body.quantity);
      return c.json({ success: true as const, message: 'Cart updated', cartData }, 200);
    })
    .openapi(merge, async (c) => {
      const cart = await c.var.services.cart.merge(userId(c), c.req.valid('json').cartData);
      return c.json({ success: true as const, cartData: cart }, 200);
    })
    .openapi(applyCoupon, async (c) => {
      const body = c.req.valid('json');
      const userId = c.var.user?.id;
      const items = body.items ?? (userId ? await c.var.services.cart.get(userId) : {});
      const subtotalPaise = await c.var.services.pricing.subtotalPaise(items);
      const quote = await c.var.services.coupons.quote({ code: body.code, userId, subtotalPaise });
      return c.json(
        {
          success: true as const,
          discount: quote.discountPaise / 100,
          message: `Coupon applied! You saved ₹${quote.discountPaise / 100}`,
          coupon: { code: quote.code, ...termsReply(quote.terms) },
        },
        200,
      );
    });
}
