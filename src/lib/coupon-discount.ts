// A coupon's discount on a cart (docs/product/cart-and-coupons.md#coupons), one rule for the server (coupon service,
// checkout) and the cart and checkout islands, which re-price an applied coupon from the cart as it stands on every
// change. Pure, in paise.
import { formatINR, toPaise, toRupees } from './money.ts';

/** What a coupon gives, as the server keeps it: `value` is a percent, or paise off for a fixed coupon. */
export type CouponTerms = {
  kind: 'percent' | 'fixed';
  value: number;
  /** The most a percent coupon takes off; null: no cap. */
  maxDiscountPaise: number | null;
  /** The items subtotal the cart must reach. */
  minSubtotalPaise: number;
};

/** The terms as the API shows them (POST /api/cart/apply-coupon): rupees, a percent stays a percent. */
export type CouponTermsReply = {
  kind: 'percent' | 'fixed';
  value: number;
  maxDiscount: number | null;
  minSubtotal: number;
};

/** The discount in paise: never above the cap, nor above the items it applies to. */
export function discountFor(
  coupon: Pick<CouponTerms, 'kind' | 'value' | 'maxDiscountPaise'>,
  subtotalPaise: number,
): number {
  const raw = coupon.kind === 'percent' ? Math.floor((subtotalPaise * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(raw, coupon.maxDiscountPaise ?? Number.POSITIVE_INFINITY, subtotalPaise));
}

/** Why a cart is too small for the coupon ("Add ₹549 more to use this coupon"), or undefined when it is not. */
export function belowMinimum(coupon: Pick<CouponTerms, 'minSubtotalPaise'>, subtotalPaise: number): string | undefined {
  return subtotalPaise < coupon.minSubtotalPaise
    ? `Add ${formatINR(toRupees(coupon.minSubtotalPaise - subtotalPaise))} more to use this coupon`
    : undefined;
}

/** The discount a cart gets, or (discount 0) the coupon's own words for why it does not apply to it. */
export function couponOnCart(terms: CouponTerms, subtotalPaise: number): { discountPaise: number; note?: string } {
  const note = belowMinimum(terms, subtotalPaise);
  return note ? { discountPaise: 0, note } : { discountPaise: discountFor(terms, subtotalPaise) };
}

export function termsReply(terms: CouponTerms): CouponTermsReply {
  return {
    kind: terms.kind,
    value: terms.kind === 'fixed' ? toRupees(terms.value) : terms.value,
    maxDiscount: terms.maxDiscountPaise === null ? null : toRupees(terms.maxDiscountPaise),
    minSubtotal: toRupees(terms.minSubtotalPaise),
  };
}

/** The terms from an API reply (or a stored copy of one) in paise; undefined when they are not terms at all. */
export function termsFromReply(v: unknown): CouponTerms | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const { kind, value, maxDiscount, minSubtotal } = v as Record<string, unknown>;
  const rupees = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  if ((kind !== 'percent' && kind !== 'fixed') || !rupees(value) || !rupees(minSubtotal)) return undefined;
  if (maxDiscount !== null && !rupees(maxDiscount)) return undefined;
  if (kind === 'percent' && value > 100) return undefined;
  return {
    kind,
    value: kind === 'fixed' ? toPaise(value) : value,
    maxDiscountPaise: maxDiscount === null ? null : toPaise(maxDiscount),
    minSubtotalPaise: toPaise(minSubtotal),
  };
}
