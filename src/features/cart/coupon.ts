// The applied coupon on the cart as it stands (docs/product/cart-and-coupons.md#applying-a-coupon). Pure: the store
// (coupon.store.ts) keeps the code and the coupon's terms and prices them here, through the server's own rule
// (lib/coupon-discount.ts), on every change.
import { couponOnCart, termsFromReply, type CouponTermsReply } from '#/lib/coupon-discount.ts';

/** A code with its terms as the server gave them; a code without terms waits for the server to price it. */
export type AppliedCoupon = { code: string; terms?: CouponTermsReply };

export type CouponOnCart = {
  code: string;
  discountPaise: number;
  /** Why the coupon gives nothing now ("Add ₹549 more to use this coupon"), or that it is being checked. */
  note?: string;
};

export const CHECKING_COUPON = 'Checking the coupon...';

export function priceAppliedCoupon({ code, terms }: AppliedCoupon, subtotalPaise: number): CouponOnCart {
  if (!code) return NO_COUPON_ON_CART;
  const known = termsFromReply(terms);
  if (!known) return { code, discountPaise: 0, note: CHECKING_COUPON };
  return { code, ...couponOnCart(known, subtotalPaise) };
}

/** No coupon applied (as the pages are built). */
export const NO_COUPON_ON_CART: CouponOnCart = { code: '', discountPaise: 0 };
