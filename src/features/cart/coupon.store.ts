// The applied coupon (docs/product/cart-and-coupons.md#applying-a-coupon: none → applied; a failed application resets
// to none). Kept in localStorage so it survives the page change from /cart to /checkout. What is kept is the code and
// the coupon's terms, never a rupee amount: the discount is priced from the cart as it stands (lib/coupon-discount.ts,
// the server's own rule), so it follows every quantity, size, removal and addition; the server prices it again at
// checkout.
import { computed, onMount } from 'nanostores';
import { toast } from '#/lib/toast.ts';
import { persistentJson } from '#/lib/browser/persistent-json.ts';
import { decodeVersioned, isPlainObject } from '#/lib/persist.ts';
import { api } from '#/lib/api.ts';
import { termsFromReply, type CouponTermsReply } from '#/lib/coupon-discount.ts';
// A signed-in shopper's coupon is checked against her account (first order, uses): loading the session
// registers the token.
import '#/features/session/index.ts';
import { formatINR, toPaise } from '#/lib/money.ts';
import { $cartItems, $cartSubtotal } from './cart.store.ts';
import { priceAppliedCoupon, type AppliedCoupon } from './coupon.ts';

export type { AppliedCoupon, CouponOnCart } from './coupon.ts';
export const NO_COUPON: AppliedCoupon = { code: '' };

const KEY = 'coupon';
/** Version 1 kept `{ code, discount }`, a rupee amount that went stale as the cart changed. */
const VERSION = 2;

const decodeCode = (v: unknown) => (isPlainObject(v) && typeof v.code === 'string' ? v.code.slice(0, 40) : undefined);
const decodeCoupon = (v: unknown): AppliedCoupon | undefined => {
  const code = decodeCode(v);
  if (code === undefined || !isPlainObject(v)) return undefined;
  const terms = termsFromReply(v.terms) && (v.terms as CouponTermsReply);
  return terms ? { code, terms } : { code };
};

export const $coupon = persistentJson<AppliedCoupon>(KEY, VERSION, NO_COUPON, decodeCoupon);

/** The coupon on the cart as it stands: its discount in paise, or why it does not apply now. */
export const $couponOnCart = computed([$coupon, $cartSubtotal], (applied, subtotal) =>
  priceAppliedCoupon(applied, toPaise(subtotal)),
);

// A code kept by version 1 is kept without its stale amount, and priced again by the server once (below).
function upgradeVersion1(): void {
  try {
    const raw = $coupon.get().code ? null : localStorage.getItem(KEY);
    const old = raw ? decodeVersioned(raw, 1, undefined, decodeCode) : undefined;
    if (old) $coupon.set({ code: old });
  } catch {
    // No storage (the build, a locked-down browser): nothing was kept.
  }
}
upgradeVersion1();

// A code without terms (kept by version 1) is applied again with the server as soon as a page shows the coupon.
onMount($couponOnCart, () => {
  const { code, terms } = $coupon.get();
  if (code && !terms) void recheckCoupon();
});

type Quiet = { quiet?: boolean };
let asked = 0;

/**
 * Asks the server to price `code` for the cart as it stands. Only the newest question's answer counts: a cart
 * changed while an answer was on its way is asked about again. A refusal drops the coupon with the server's
 * words; a transport failure keeps it as it was (checkout prices it again anyway).
 */
async function ask(code: string, { quiet = false }: Quiet = {}): Promise<void> {
  const question = ++asked;
  try {
    const r = await api('/api/cart/apply-coupon', { body: { code, items: $cartItems.get() } });
    if (question !== asked) return;
    if (r.success) {
      const { code: canonical, ...terms } = r.coupon;
      $coupon.set({ code: canonical, terms });
      if (!quiet) toast.success(`Coupon applied! You saved ${formatINR(r.discount)}`);
    } else {
      $coupon.set(NO_COUPON);
      toast.error(r.message || 'Invalid coupon code');
    }
  } catch {
    if (question !== asked || quiet) return;
    $coupon.set(NO_COUPON);
    toast.error('Failed to apply coupon');
  }
}

export async function applyCoupon(code: string): Promise<void> {
  const trimmed = code.trim();
  if (trimmed) await ask(trimmed);
}

/** Checkout's check before paying: the applied coupon still holds for this cart and this shopper. */
export async function recheckCoupon(): Promise<void> {
  const { code } = $coupon.get();
  if (code) await ask(code, { quiet: true });
}

export const removeCoupon = () => {
  asked++; // an answer on its way must not bring it back
  $coupon.set(NO_COUPON);
};
