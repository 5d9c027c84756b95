// The one pricing rule (spec §9, DESIGN §4 "Totals"), used by the cart and checkout islands and by the order
// service: total = items subtotal − coupon discount + customised-colour charge + delivery. All in integer paise,
// so the browser shows exactly what the server charges.
export const DELIVERY_FEE_PAISE = 100_00;

export type OrderPriceInput = { subtotalPaise: number; discountPaise?: number; extraPaise?: number };
export type OrderPrice = {
  subtotalPaise: number;
  discountPaise: number;
  extraPaise: number;
  deliveryPaise: number;
  totalPaise: number;
};

/** Delivery for an order whose items come to `itemsPaise` after any coupon. */
export function deliveryFeePaise(_itemsPaise: number): number {
  return DELIVERY_FEE_PAISE;
}

/** A discount never exceeds the items it applies to, so the total never falls below the charges. */
export function priceOrder({ subtotalPaise, discountPaise = 0, extraPaise = 0 }: OrderPriceInput): OrderPrice {
  const discount = Math.min(Math.max(0, discountPaise), subtotalPaise);
  const deliveryPaise = deliveryFeePaise(subtotalPaise - discount);
  return {
    subtotalPaise,
    discountPaise: discount,
    extraPaise,
    deliveryPaise,
    totalPaise: subtotalPaise - discount + extraPaise + deliveryPaise,
  };
}
