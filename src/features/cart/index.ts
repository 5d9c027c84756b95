// The cart feature as other features use it: the cart and its actions, the applied coupon, the colour choices
// kept beside it, what the cart costs, and the summary rows checkout shows too. Pages mount CartView from its file.
export { $cartCount, $cartItems, $cartLines, $cartSubtotal, addToCart, clearCart } from './cart.store.ts';
export { $couponOnCart, recheckCoupon, removeCoupon } from './coupon.store.ts';
export { NO_COUPON_ON_CART, type CouponOnCart } from './coupon.ts';
export {
  $colouredLines,
  $customColours,
  chooseColour,
  forgetColours,
  NO_COLOURED_LINES,
} from './custom-colour.store.ts';
export { colourFor, type ColourChoices } from './custom-colour.ts';
export { $cartCharges, type CartCharges } from './cart-price.store.ts';
export { ColourChargeRow } from './ColourChargeRow.tsx';
export { CouponRow } from './CouponRow.tsx';
export { FreeDeliveryNudge, ShippingRow } from './DeliveryLines.tsx';
