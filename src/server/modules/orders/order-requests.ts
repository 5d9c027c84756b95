// What the order routes read: the checkout body every payment path takes, the payment providers' results, and
// the references to an order or one of its items. The routes: order.routes.ts and the files it joins.
import { z } from 'zod';
import { addressSchema } from '#/server/http/address-schema.ts';
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
import { RETURN_REASON_CODES } from '#/domain/return-reasons.ts';

export const text = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const checkout = z.object({
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
  whatsappUpdates: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .describe(
      'The shopper ticked "Send me order updates on WhatsApp": her consent is recorded with the order (source ' +
        '`checkout`). False or absent records nothing: an unticked box withdraws nothing (POST /api/user/preferences ' +
        'does)',
    ),
});

/** What the Razorpay payment window hands back. */
export const razorpayResult = z.object({
  razorpay_order_id: text(64),
  razorpay_payment_id: text(64),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i, 'is not a valid signature'),
});

/** The shopper back from the card page: `success` as the page's query gave it, a string or a boolean. */
export const cardResult = z.object({
  orderId: text(64),
  success: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
});

/** An order, in a body (`orderRef`) or in the path (`orderParams`). */
export const orderRef = z.object({ orderId: text(64) });
export const orderParams = z.object({ orderId: text(64) });

/** The cash-on-delivery code texted to the delivery phone. */
export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code');

/** One item of an order, for a return or an exchange. */
export const itemRef = {
  orderId: text(64),
  productId: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("The product's id or its name (the cart's key); an order of one item needs neither this nor itemId"),
  itemId: z.string().trim().max(64).optional().describe('The order item (`_id` of an item in My Orders)'),
};

/** Why a return or exchange is asked for, from the short list; too_small and too_large are fit signals. */
export const reasonCode = z
  .enum(RETURN_REASON_CODES, `must be one of ${RETURN_REASON_CODES.join(', ')}`)
  .optional()
  .describe('The reason picked from the short list; too_small and too_large tell how the size bought fits');
