// The one pricing rule (docs/product/checkout-and-payments.md#totals), used by the cart and checkout islands and by the
// order service: final = items subtotal − coupon discount + customised-colour charge + delivery + COD fee − store
// credit used. All in integer paise, so the browser shows exactly what the server charges. The delivery rules
// are passed in: the islands use the build's (DELIVERY), the server its own configuration (env.delivery).
import { deliveryFeePaise, type DeliveryRules, type ShippingChoice } from './delivery.ts';

export type OrderPriceInput = {
  subtotalPaise: number;
  discountPaise?: number;
  /** Customised-colour charge. */
  extraPaise?: number;
  shipping: ShippingChoice;
  rules: DeliveryRules;
  /** Cash-on-delivery fee, when paying on delivery. */
  codFeePaise?: number;
  /** Store credit the shopper offers to spend; only what the order costs is used. */
  walletPaise?: number;
};
export type OrderPrice = {
  subtotalPaise: number;
  discountPaise: number;
  extraPaise: number;
  shipping: ShippingChoice;
  deliveryPaise: number;
  codFeePaise: number;
  /** Store credit actually used. */
  walletPaise: number;
  totalPaise: number;
};

const nonNegative = (paise: number | undefined) => Math.max(0, paise ?? 0);

/**
 * The customised-colour charge (extraPaise): `chargePaise` for every piece of a line made in a colour the
 * shopper chose (lib/custom-colour.ts); lines in the product's own colour add nothing.
 */
export function customColourPaise(
  lines: readonly { quantity: number; colour?: string | null }[],
  chargePaise: number,
): number {
  return lines.reduce((sum, l) => sum + (l.colour ? nonNegative(chargePaise) * l.quantity : 0), 0);
}

/**
 * A discount never exceeds the items it applies to, and store credit never exceeds what is left to pay, so the
 * total never falls below zero. Free standard delivery is judged on the items after the discount.
 */
export function priceOrder(input: OrderPriceInput): OrderPrice {
  const { subtotalPaise, shipping, rules } = input;
  const discountPaise = Math.min(nonNegative(input.discountPaise), subtotalPaise);
  const extraPaise = nonNegative(input.extraPaise);
  const codFeePaise = nonNegative(input.codFeePaise);
  const deliveryPaise = deliveryFeePaise(subtotalPaise - discountPaise, shipping, rules);
  const due = subtotalPaise - discountPaise + extraPaise + deliveryPaise + codFeePaise;
  const walletPaise = Math.min(nonNegative(input.walletPaise), due);
  return {
    subtotalPaise,
    discountPaise,
    extraPaise,
    shipping,
    deliveryPaise,
    codFeePaise,
    walletPaise,
    totalPaise: due - walletPaise,
  };
}
