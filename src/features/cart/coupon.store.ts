// The applied coupon (spec §4: none → applied; a failed application resets to none). Kept in
// localStorage so it survives the page change from /cart to /checkout; the server recomputes it there.
import { toast } from '#/lib/toast.ts';
import { persistentJson, isPlainObject } from '#/lib/persist.ts';
import { api } from '#/lib/api.ts';
// A signed-in shopper's coupon is priced on her server cart: loading the session registers the token.
import '#/features/session/session.store.ts';
import { formatINR } from '#/lib/money.ts';
import { $cartItems } from './cart.store.ts';

export type AppliedCoupon = { code: string; discount: number };
export const NO_COUPON: AppliedCoupon = { code: '', discount: 0 };

const decodeCoupon = (v: unknown): AppliedCoupon | undefined =>
  isPlainObject(v) && typeof v.code === 'string' && typeof v.discount === 'number' && v.discount >= 0
    ? { code: v.code.slice(0, 40), discount: v.discount }
    : undefined;

export const $coupon = persistentJson<AppliedCoupon>('coupon', 1, NO_COUPON, decodeCoupon);

export async function applyCoupon(code: string): Promise<void> {
  const trimmed = code.trim();
  if (!trimmed) return;
  try {
    const r = await api('/api/cart/apply-coupon', {
      body: { code: trimmed, items: $cartItems.get() },
    });
    if (r.success && typeof r.discount === 'number') {
      $coupon.set({ code: trimmed.toUpperCase(), discount: r.discount });
      toast.success(`Coupon applied! You saved ${formatINR(r.discount)}`);
    } else {
      $coupon.set(NO_COUPON);
      toast.error((!r.success && r.message) || 'Invalid coupon code');
    }
  } catch {
    $coupon.set(NO_COUPON);
    toast.error('Failed to apply coupon');
  }
}

export const removeCoupon = () => $coupon.set(NO_COUPON);
