// Checkout pricing: the cart priced from our own data (the browser's prices are ignored), duplicate lines merged
// before the quantity cap, each chosen colour checked against the product's own list and charged per piece, the
// coupon's discount, delivery by the shopper's choice under this server's delivery rules (env.delivery); the
// browser's amount is checked, never trusted: it is only the most the shopper agreed to pay.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { productSizes, products, type OrderAddress } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { formatPaise, toPaise } from '#/domain/money.ts';
import { customColourPaise, priceOrder } from '#/lib/pricing.ts';
import { offeredColour } from '#/lib/custom-colour.ts';
import type { DeliveryRules, ShippingChoice } from '#/lib/delivery.ts';
import { MAX_LINES, mergeLines, notOnSaleYet, QUANTITY_CAP_MESSAGE, withinQuantityCap } from '#/lib/cart-rules.ts';
import type { CouponService } from '#/server/modules/cart/index.ts';

export type OrderLineInput = {
  _id: string;
  size: string;
  quantity: number;
  /**
   * A colour the product offers to be made in (products.customColours), for the customised-colour charge. Its own
   * key: a spec client copies each listed product into its line, so a line's `colour` is the product's own colour
   * and never asks for a customised piece.
   */
  customColour?: string;
};
export type CheckoutInput = {
  address: OrderAddress;
  items: OrderLineInput[];
  amount: number;
  couponCode?: string;
  /** Standard unless the shopper chose express. */
  shipping?: ShippingChoice;
  /** Spend the shopper's store credit first (as much of it as the order costs). */
  useWallet?: boolean;
  /** She ticked the box for WhatsApp order updates: her consent goes with the order (checkout-holds.ts). */
  whatsappUpdates?: boolean;
};
export type Quote = Awaited<ReturnType<ReturnType<typeof createCheckoutQuote>>>;

/**
 * The same cart, total, coupon, shipping choice and address: the same checkout (lines sorted, so their order
 * does not matter). The choice counts even when both cost the same: express promises a sooner delivery.
 */
export function checkoutKeyOf(quote: Quote, address: OrderAddress): string {
  const lines = quote.priced.map((l) => `${l.sizeId}x${l.quantity}:${l.colour ?? ''}`).sort();
  return createHash('sha256')
    .update(JSON.stringify([lines, quote.amountPaise, quote.couponCode, quote.shipping, address, quote.walletPaise]))
    .digest('hex');
}

/** One product and size is one order line: two lines of it asking for different colours are refused. */
function sameColourPerLine(items: readonly OrderLineInput[]): OrderLineInput[] {
  const colours = new Map<string, string>();
  for (const item of items) {
    const key = JSON.stringify([item._id, item.size]);
    const colour = item.customColour?.trim().toLowerCase() ?? '';
    if ((colours.get(key) ?? colour) !== colour)
      throw new AppError('bad_input', 'One size of a product can be made in one colour per order');
    colours.set(key, colour);
  }
  return [...items];
}

export function createCheckoutQuote(deps: {
  db: Db;
  coupons: Pick<CouponService, 'quote'>;
  delivery: DeliveryRules;
  /** The customised-colour charge per piece (env.customColourChargePaise). */
  colourChargePaise: number;
  /** Store credit a new checkout of this shopper may spend (what the open one holds comes back first). */
  creditFor: (userId: string) => Promise<number>;
}) {
  const { db, coupons, delivery } = deps;

  /** `codFeePaise`: the cash-on-delivery fee, part of the total the browser must have shown. */
  return async function price(userId: string, input: CheckoutInput, options: { codFeePaise?: number } = {}) {
    const lines = mergeLines(sameColourPerLine(input.items));
    if (lines.length === 0) throw new AppError('bad_input', 'Your cart is empty');
    if (lines.length > MAX_LINES) throw new AppError('bad_input', `An order has at most ${MAX_LINES} lines`);
    if (!withinQuantityCap(lines)) throw new AppError('bad_input', QUANTITY_CAP_MESSAGE);
    const ids = [...new Set(lines.map((l) => l._id))];
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        draft: products.draft,
        pricePaise: products.pricePaise,
        mrpPaise: products.mrpPaise,
        images: products.images,
        customColours: products.customColours,
        sizeId: productSizes.id,
        size: productSizes.size,
      })
      .from(products)
      .innerJoin(productSizes, eq(productSizes.productId, products.id))
      // An archived product is gone from the shop: its line is refused like a deleted one.
      .where(and(inArray(products.id, ids), eq(products.archived, false)));
    const priced = lines.map((l) => {
      const draft = rows.find((r) => r.id === l._id && r.draft);
      if (draft) throw new AppError('rule', `${notOnSaleYet(draft.name)}: remove it from your cart to place the order`);
      const row = rows.find((r) => r.id === l._id && r.size === l.size);
      if (!row)
        throw new AppError(
          'bad_input',
          rows.some((r) => r.id === l._id) ? `Size ${l.size} is not available for this product` : 'Product not found',
        );
      const { id: productId, sizeId, name, pricePaise, images } = row;
      const colour = l.customColour ? offeredColour(row.customColours, l.customColour) : undefined;
      if (l.customColour && !colour)
        throw new AppError('rule', `${name} cannot be made in ${l.customColour}. Please choose one of its colours.`);
      const line = { _id: l._id, size: l.size, quantity: l.quantity, productId, sizeId, name, pricePaise, images };
      return { ...line, mrpPaise: row.mrpPaise, colour: colour ?? null };
    });
    const subtotalPaise = priced.reduce((s, l) => s + l.pricePaise * l.quantity, 0);
    let discountPaise = 0;
    let couponCode: string | null = null;
    if (input.couponCode) {
      const quote = await coupons.quote({ code: input.couponCode, userId, subtotalPaise });
      discountPaise = Math.min(quote.discountPaise, subtotalPaise);
      couponCode = quote.code;
    }
    const shipping = input.shipping ?? 'standard';
    const { codFeePaise = 0 } = options;
    const offered = input.useWallet ? await deps.creditFor(userId) : 0;
    const price = priceOrder({
      subtotalPaise,
      discountPaise,
      extraPaise: customColourPaise(priced, deps.colourChargePaise),
      shipping,
      rules: delivery,
      codFeePaise,
      walletPaise: offered,
    });
    const { extraPaise, deliveryPaise, walletPaise, totalPaise: amountPaise } = price;
    // The shopper never pays more than she was shown: a total above the browser's amount is refused with the new
    // figure. One at or below it is charged as ours (the spec's clients add a flat ₹100 delivery that free
    // delivery waives); the payment order carries our amount, which the payment window shows.
    if (amountPaise > toPaise(input.amount)) {
      throw new AppError(
        'conflict',
        `Prices have changed: your order total is now ${formatPaise(amountPaise)}. ` +
          'Please review your cart and try again.',
      );
    }
    return {
      priced,
      subtotalPaise,
      discountPaise,
      extraPaise,
      shipping,
      deliveryPaise,
      walletPaise,
      codFeePaise,
      amountPaise,
      couponCode,
    };
  };
}
export type CheckoutQuote = ReturnType<typeof createCheckoutQuote>;
