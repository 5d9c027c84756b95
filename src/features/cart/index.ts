// The cart feature as other features use it: the cart and its actions, the applied coupon, the colour choices
// kept beside it and what the cart costs. No React here: the header and the product page's script read the cart
// without loading React, so the screens that show the cart live in checkout.
export {
  $cartCount,
  $cartItems,
  $cartLines,
  $cartSubtotal,
  addToCart,
  clearCart,
  removeFromCart,
  updateQuantity,
} from './cart.store.ts';
export type { CartLine } from './cart.ts';
export { $couponOnCart, applyCoupon, recheckCoupon, removeCoupon } from './coupon.store.ts';
export { CHECKING_COUPON, NO_COUPON_ON_CART, type CouponOnCart } from './coupon.ts';
export {
  $colouredLines,
  $customColours,
  chooseColour,
  forgetColours,
  NO_COLOURED_LINES,
} from './custom-colour.store.ts';
export { colourFor, type ColourChoices } from './custom-colour.ts';
export { $cartCharges, $cartPrice, NO_CART_PRICE, type CartCharges } from './cart-price.store.ts';
