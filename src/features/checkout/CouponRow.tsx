// The coupon row of the cart and checkout summaries: the discount the cart gets as it stands, or, when the cart
// is below the coupon's minimum, that it does not apply and what would make it apply
// (docs/product/cart-and-coupons.md#applying-a-coupon).
import { formatINRTotal, toRupees } from '#/lib/money.ts';
import { CHECKING_COUPON, type CouponOnCart } from '#/features/cart/index.ts';

/** A row of the summary's <dl>; nothing when no coupon is applied. */
export function CouponRow({ coupon }: { coupon: CouponOnCart }) {
  if (!coupon.code) return null;
  return (
    // Green only while it saves something: a coupon that does not apply now must not read as a saving.
    <div className={`flex justify-between gap-3 ${coupon.note ? '' : 'text-sage'}`} data-coupon>
      <dt>
        Coupon {coupon.code}
        {coupon.note && (
          <span className="block text-xs text-muted" data-coupon-note>
            {coupon.note}
          </span>
        )}
      </dt>
      {coupon.note ? (
        <dd className="whitespace-nowrap text-muted">{coupon.note === CHECKING_COUPON ? '…' : 'Not applied'}</dd>
      ) : (
        <dd data-discount>−{formatINRTotal(toRupees(coupon.discountPaise))}</dd>
      )}
    </div>
  );
}
