// What the cart costs as it stands: its items, the applied coupon and the Customized Color charge, and the cart
// page's summary of them with standard delivery (checkout adds its own choices to the same charges). Every figure
// comes from the one pricing rule (lib/pricing.ts) the server charges by.
import { computed } from 'nanostores';
import { toPaise } from '#/lib/money.ts';
import { priceOrder, type OrderPrice } from '#/lib/pricing.ts';
import { DELIVERY } from '#/lib/build-config.ts';
import { $cartSubtotal } from './cart.store.ts';
import { $couponOnCart } from './coupon.store.ts';
import { $colourChargePaise } from './custom-colour.store.ts';

export type CartCharges = { subtotalPaise: number; discountPaise: number; extraPaise: number };

export const $cartCharges = computed(
  [$cartSubtotal, $couponOnCart, $colourChargePaise],
  (subtotal, coupon, colourPaise): CartCharges => ({
    subtotalPaise: toPaise(subtotal),
    discountPaise: coupon.discountPaise,
    extraPaise: colourPaise,
  }),
);

const cartPrice = (charges: CartCharges): OrderPrice =>
  priceOrder({ ...charges, shipping: 'standard', rules: DELIVERY });

/** The cart page's summary: standard delivery, as checkout preselects it (checkout offers express too). */
export const $cartPrice = computed($cartCharges, cartPrice);

/** The summary of an empty cart, as the pages are built. */
export const NO_CART_PRICE: OrderPrice = cartPrice({ subtotalPaise: 0, discountPaise: 0, extraPaise: 0 });
