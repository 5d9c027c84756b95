// The API's reply shapes as zod schemas, for the OpenAPI document and the contract test that checks real replies
// against it. Shapes named with `.meta({ id })` become components/schemas entries. Dates are ISO 8601 strings
// and image URLs absolute, as every reply gives them to clients on other origins.
import { z } from 'zod';
import { ORDER_STATUSES } from '#/domain/order-status.ts';
import { RETURN_STATES } from '#/domain/return-flow.ts';
import { MAKER_ROLES } from '#/lib/declarations.ts';
import { FIT_PICKS } from '#/domain/fit.ts';

export const refusal = z
  .object({ success: z.literal(false), message: z.string() })
  .meta({ id: 'Refusal', description: 'Every refusal (4xx) and server error (500): show `message` to the person.' });

const ok = z.literal(true);
export const isoDate = z.iso.datetime({ offset: true });
export const imageUrl = z.url().describe('Absolute URL');

/** `{ success: true, message }`. */
export const messageReply = z.object({ success: ok, message: z.string() }).meta({ id: 'Message' });
export const okReply = z.object({ success: ok });

export const product = z
  .object({
    _id: z.string(),
    name: z.string().describe('Unique; the cart is keyed by it'),
    price: z.number().describe('Rupees'),
    mrp: z.number().optional().describe('The printed price in rupees, when the item sells below it (a sale item)'),
    image: z.array(imageUrl),
    imageAlt: z.array(z.string()).optional().describe('Alt text per image, when staff wrote some; "" where none'),
    category: z.string(),
    subCategory: z.string(),
    description: z.string(),
    sizes: z.array(z.object({ size: z.string(), stock: z.int().min(0), _id: z.string() })),
    dateAdded: isoDate,
    sold: z.int().min(0),
    customColours: z
      .array(z.string())
      .optional()
      .describe("Colours it can be made in at the customised-colour charge (a checkout item's `customColour`)"),
    colour: z.string().optional().describe('The colour it is made in as pictured (never a customisation)'),
    fabric: z.string().optional(),
    occasion: z.string().optional(),
    fit: z.string().optional(),
    care: z.string().optional().describe('Each detail is absent when the catalog has none'),
    // Legal Metrology declarations of its own; each absent one is the store's default
    // (docs/product/catalog-and-search.md#product-declarations-legal-metrology).
    genericName: z.string().optional().describe("What it is, e.g. Women's dress"),
    netQuantity: z.string().optional().describe('e.g. 1 set of 2 pieces; absent: the store default (1 N)'),
    countryOfOrigin: z.string().optional(),
    makerRole: z.enum(MAKER_ROLES).optional().describe('Whom makerName and makerAddress name'),
    makerName: z.string().optional(),
    makerAddress: z.string().optional(),
    consumerCare: z.string().optional().describe("Each declaration is absent when the store's default applies"),
  })
  .meta({ id: 'Product' });

export const review = z
  .object({
    _id: z.string(),
    username: z.string(),
    date: isoDate,
    rating: z.int().min(1).max(5),
    comment: z.string(),
    images: z.array(imageUrl),
    verified: z.boolean().describe('The reviewer has a paid order with this product'),
    fit: z
      .enum(FIT_PICKS)
      .nullable()
      .describe('"How did it fit?": runs small, true to size or runs large; null when the reviewer did not say'),
    sizeBought: z
      .string()
      .nullable()
      .describe("The size on the reviewer's own delivered order of this product; null when she has none"),
  })
  .meta({ id: 'Review' });

/** A product's fit summary (docs/product/fit.md). */
export const productFit = z
  .object({
    verdict: z
      .enum(FIT_PICKS)
      .nullable()
      .describe('How it fits, once it has at least 5 signals (null below, or when shoppers disagree)'),
    signals: z.int().min(0).describe('Signals counted: fit picks in reviews, size exchanges, size returns'),
    counts: z.object({ small: z.int().min(0), true: z.int().min(0), large: z.int().min(0) }),
  })
  .meta({ id: 'ProductFit' });

/** { [productName]: { [size]: quantity } }. */
export const cartData = z
  .record(z.string(), z.record(z.string(), z.int().min(0)))
  .meta({ id: 'CartData', description: 'Quantities by product name, then size' });

const orderStatus = z.enum(ORDER_STATUSES);
const rupees = z.number().describe('Rupees');
export const address = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    street: z.string(),
    landmark: z.string().optional().describe('Absent on orders placed without one'),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    country: z.string(),
    phone: z.string(),
  })
  .meta({ id: 'Address' });
const dateRange = z.object({ earliest: isoDate, latest: isoDate });

/** Where an item's return or exchange stands (`status` keeps the spec's words: Return Requested, Returned …). */
const itemRequest = z.object({
  kind: z.enum(['return', 'exchange']),
  state: z.enum(RETURN_STATES),
  step: z
    .string()
    .describe('The step in words: "Return approved — we will collect it", "Parcel received", "Refused: …"'),
  pickupAwb: z.string().nullable().describe('The pickup’s AWB, when the store collects the parcel'),
  replacementAwb: z.string().nullable().describe('An exchange’s replacement parcel'),
  credit: rupees.nullable().describe('The store credit a completed return gave'),
  refusalReason: z.string().nullable(),
});

/** A GST document of an order: its tax invoice (once numbered) or a credit note reversing some of its lines. */
export const orderDocument = z
  .object({
    kind: z.enum(['invoice', 'credit-note']),
    number: z.string().describe('INV/26-27/000123, CN/26-27/000007'),
    date: isoDate.describe('When it was issued'),
    url: z.url().describe('The PDF (GET with the same login as this list)'),
  })
  .meta({ id: 'OrderDocument' });

/** A staff cancellation before dispatch: why, when, and what the store owes back to the payment's source. */
export const cancellation = z
  .object({
    reason: z.string().describe('Why staff cancelled it, as the shopper was told'),
    at: isoDate,
    refundDue: rupees.describe('Paid online: owed back to the account it was paid from (0: nothing was paid)'),
    creditBack: rupees.describe('The store credit it had used, back in the wallet'),
  })
  .meta({ id: 'OrderCancellation' });

export const myOrder = z
  .object({
    _id: z.string(),
    status: orderStatus,
    payment: z.boolean(),
    paymentMethod: z.string(),
    awb: z.string().nullable().describe('The courier tracking number once shipped'),
    date: isoDate.describe('When it was placed (the spec names it `date`)'),
    amount: rupees,
    address,
    placedAt: isoDate,
    paidAt: isoDate.nullable(),
    deliveredAt: isoDate.nullable(),
    expectedDelivery: dateRange.nullable(),
    charges: z.object({
      subtotal: rupees,
      discount: rupees,
      couponCode: z.string().nullable(),
      delivery: rupees,
      extra: rupees.describe('The customised-colour charge'),
      codFee: rupees.describe('The cash-on-delivery fee'),
      storeCredit: rupees,
      total: rupees,
    }),
    documents: z.array(orderDocument).describe('Its tax invoice and credit notes, oldest first'),
    cancellation: cancellation.nullable().describe('Set when staff cancelled it before it shipped'),
    items: z.array(
      z.object({
        _id: z.string(),
        productId: z.string(),
        name: z.string(),
        price: rupees,
        quantity: z.int().min(1),
        size: z.string(),
        customColour: z.string().optional().describe('The colour it is made in, when customised'),
        image: z.array(imageUrl),
        status: orderStatus,
        canReturn: z.boolean(),
        canExchange: z.boolean(),
        reason: z.string().optional().describe('Why a return or exchange is not possible'),
        returnBy: isoDate.nullable(),
        returnFee: rupees,
        exchangeFee: rupees,
        request: itemRequest.optional().describe('The latest return or exchange request of the item, if any'),
      }),
    ),
  })
  .meta({ id: 'MyOrder' });

export const account = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable().describe('Her mobile number, given on the account page; null when none'),
    wallet: rupees.describe('Store credit checkout can spend'),
    credits: z.array(z.object({ id: z.string(), remaining: rupees, expiresAt: isoDate.nullable() })),
  })
  .meta({ id: 'Account' });

/** The shopper's answers on messages beyond her orders' e-mails (src/domain/consent.ts); none given is false. */
export const preferences = z
  .object({
    whatsapp: z.boolean().describe('Order updates on WhatsApp, to the phone number of each order'),
    marketing: z.boolean().describe('Offers and new arrivals by e-mail'),
  })
  .meta({ id: 'Preferences' });

export const deliveryEstimate = z.object({
  estimatedDelivery: z.string().describe('"Delivery by …", ready to show'),
  earliest: isoDate,
  latest: isoDate,
});

export const paymentMethod = z
  .object({ id: z.enum(['razorpay', 'card', 'cod']), label: z.string(), sandbox: z.boolean() })
  .meta({ id: 'PaymentMethod' });

export const razorpayResult = z
  .object({ razorpay_order_id: z.string(), razorpay_payment_id: z.string(), razorpay_signature: z.string() })
  .meta({ id: 'RazorpayResult' });

export { ok };
