// The applied coupon re-prices from the cart as it stands. Each test loads the stores afresh over a storage of
// its own (the browser's localStorage), with the API answered by a stub.
import { freshStores, NO_ANSWER, storage, stubApi } from '#/lib/test/browser-stores.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '#/lib/test/sample-product.ts';
import { termsReply } from '#/lib/coupon-discount.ts';
import { CHECKING_COUPON, priceAppliedCoupon } from './coupon.ts';

const WELCOME20 = termsReply({ kind: 'percent', value: 20, maxDiscountPaise: 1000_00, minSubtotalPaise: 0 });
const FESTIVE250 = termsReply({ kind: 'fixed', value: 250_00, maxDiscountPaise: null, minSubtotalPaise: 1999_00 });
const kurta = sampleProduct();

type Answer = Record<string, unknown>;
let answers: Answer[] = [];
const api = stubApi(() => answers.shift() ?? NO_ANSWER);
/** The bodies the coupon was checked with. */
const asked = () => api.map((a) => a.body);
beforeEach(() => {
  answers = [];
});

const loadStores = (stored?: unknown) =>
  freshStores({ coupon: stored ? JSON.stringify(stored) : undefined }, async () => {
    const coupon = await import('./coupon.store.ts');
    const cart = await import('./cart.store.ts');
    const { $products } = await import('#/features/catalog/index.ts');
    const { pendingToasts } = await import('#/lib/toast.ts');
    $products.set([kurta]);
    cart.$cartItems.set({ [kurta.name]: { M: 1 } });
    return { ...coupon, ...cart, toasts: () => pendingToasts.get().map((t) => t.message) };
  });

const applied = (code: string, coupon: Answer, discount: number) => ({
  success: true,
  discount,
  message: `Coupon applied! You saved ₹${discount}`,
  coupon: { code, ...coupon },
});

describe('the applied coupon follows the cart', () => {
  it('a percent coupon applied on ₹1,450 gives −₹580 once the cart is ₹2,900, and −₹290 again at one', async () => {
    const s = await loadStores();
    answers.push(applied('WELCOME20', WELCOME20, 290));
    await s.applyCoupon(' welcome20 ');
    expect(asked()).toEqual([{ code: 'welcome20', items: { [kurta.name]: { M: 1 } } }]);
    expect(s.$couponOnCart.get()).toEqual({ code: 'WELCOME20', discountPaise: 290_00 });

    s.updateQuantity(kurta.name, 'M', 2);
    expect(s.$couponOnCart.get()).toEqual({ code: 'WELCOME20', discountPaise: 580_00 });
    s.addToCart(kurta.name, 'L'); // another size: ₹4,350
    expect(s.$couponOnCart.get().discountPaise).toBe(870_00);
    s.removeFromCart(kurta.name, 'M');
    expect(s.$couponOnCart.get().discountPaise).toBe(290_00);
    // Kept as the code and its terms, never as an amount.
    expect(JSON.parse(storage.coupon!)).toEqual({ v: 2, data: { code: 'WELCOME20', terms: WELCOME20 } });
  });

  it('below a fixed coupon’s minimum it says how much more is needed instead of a discount', async () => {
    const s = await loadStores();
    s.updateQuantity(kurta.name, 'M', 2);
    answers.push(applied('FESTIVE250', FESTIVE250, 250));
    await s.applyCoupon('FESTIVE250');
    expect(s.$couponOnCart.get()).toEqual({ code: 'FESTIVE250', discountPaise: 250_00 });
    s.updateQuantity(kurta.name, 'M', 1);
    expect(s.$couponOnCart.get()).toEqual({
      code: 'FESTIVE250',
      discountPaise: 0,
      note: 'Add ₹549 more to use this coupon',
    });
    s.updateQuantity(kurta.name, 'M', 3); // the code was kept: it applies again
    expect(s.$couponOnCart.get()).toEqual({ code: 'FESTIVE250', discountPaise: 250_00 });
  });

  it('a refusal at the re-check drops the coupon with the server’s words', async () => {
    const s = await loadStores({ v: 2, data: { code: 'WELCOME20', terms: WELCOME20 } });
    expect(s.$couponOnCart.get().discountPaise).toBe(290_00);
    answers.push({ success: false, message: 'This coupon is for your first order only' });
    await s.recheckCoupon();
    expect(s.$couponOnCart.get()).toEqual({ code: '', discountPaise: 0 });
    expect(s.toasts()).toEqual(['This coupon is for your first order only']);
  });

  it('only the newest answer counts, and a removed coupon is not brought back by one on its way', async () => {
    const s = await loadStores({ v: 2, data: { code: 'FESTIVE250', terms: FESTIVE250 } });
    s.updateQuantity(kurta.name, 'M', 2);
    answers.push(
      { success: false, message: 'Add ₹549 more to use this coupon' },
      applied('FESTIVE250', FESTIVE250, 250),
    );
    const older = s.recheckCoupon();
    const newer = s.recheckCoupon();
    await Promise.all([older, newer]);
    expect(s.$couponOnCart.get()).toEqual({ code: 'FESTIVE250', discountPaise: 250_00 });

    answers.push(applied('FESTIVE250', FESTIVE250, 250));
    const onItsWay = s.recheckCoupon();
    s.removeCoupon();
    await onItsWay;
    expect(s.$couponOnCart.get().code).toBe('');
  });

  it('a stored version-1 amount is never shown: the code is priced again by the server once', async () => {
    const s = await loadStores({ v: 1, data: { code: 'WELCOME20', discount: 290 } });
    s.updateQuantity(kurta.name, 'M', 2);
    answers.push(applied('WELCOME20', WELCOME20, 580));
    const stop = s.$couponOnCart.listen(() => {}); // a page shows the coupon: the server is asked
    expect(s.$couponOnCart.get()).toEqual({ code: 'WELCOME20', discountPaise: 0, note: CHECKING_COUPON });
    await vi.waitFor(() => expect(s.$couponOnCart.get()).toEqual({ code: 'WELCOME20', discountPaise: 580_00 }));
    stop();
    expect(asked()).toEqual([{ code: 'WELCOME20', items: { [kurta.name]: { M: 2 } } }]);
    expect(s.toasts()).toEqual([]); // quietly
  });

  it('stored junk reads as no coupon; stored terms that are not terms leave the code to be checked', () => {
    expect(priceAppliedCoupon({ code: '' }, 1450_00)).toEqual({ code: '', discountPaise: 0 });
    const bogus = { ...WELCOME20, value: 'lots' } as unknown as typeof WELCOME20;
    expect(priceAppliedCoupon({ code: 'WELCOME20', terms: bogus }, 1450_00).note).toBe(CHECKING_COUPON);
  });
});
