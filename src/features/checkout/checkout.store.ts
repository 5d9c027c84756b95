// Checkout's flow (docs/product/checkout-and-payments.md): the shopper's address and choices, the price they make with
// the cart ($orderPrice, by the one pricing rule the server charges by), and placeOrder() over the four ways to pay:
// the Razorpay window (or the sandbox's), the card provider's page, cash on delivery with its code step, and store
// credit that covers it all. The server recomputes every price; the amount sent is only checked against its own.
import { atom, computed } from 'nanostores';
import { toast } from '#/lib/toast.ts';
import { api, errorMessage } from '#/lib/api.ts';
import { toPaise, toRupees } from '#/lib/money.ts';
import { priceOrder, type OrderPrice } from '#/lib/pricing.ts';
import type { ShippingChoice } from '#/lib/delivery.ts';
import { COD, DELIVERY } from '#/lib/build-config.ts';
import { $account, loadAccount } from '#/features/session/index.ts';
import { $cartItems, $cartCharges, $couponOnCart, recheckCoupon, $colouredLines } from '#/features/cart/index.ts';
import {
  EMPTY_ADDRESS,
  FORM_ORDER,
  recheckErrors,
  validateAddress,
  type Address,
  type AddressErrors,
} from './address.ts';
import { $paymentMethod } from './payment-methods.store.ts';
import { openPaymentWindow } from './payment.ts';
import { orderPlaced } from './order-placed.ts';
import { rememberAddress, startAddressBook } from './address-book.store.ts';

export const $address = atom<Address>(EMPTY_ADDRESS);
export const $addressErrors = atom<AddressErrors>({});
export const $shipping = atom<ShippingChoice>('standard');
export const $useCredit = atom(false);
/** "Send me order updates on WhatsApp": unticked until she ticks it (her consent is hers to give). */
export const $whatsappUpdates = atom(false);
/** A request to the server is on its way (placing the order, or the cash-on-delivery code step). */
export const $busy = atom(false);
/** Cash on delivery's second step: the order is held and a code went to the delivery phone. */
export const $codStep = atom<{ orderId: string; note: string } | undefined>(undefined);

/** Her typing; a field that showed a message loses it once it is right (recheckErrors). */
export function setAddress(address: Address): void {
  $address.set(address);
  $addressErrors.set(recheckErrors($addressErrors.get(), address));
}
export const chooseShipping = (shipping: ShippingChoice) => $shipping.set(shipping);
export const setUseCredit = (on: boolean) => $useCredit.set(on);
export const setWhatsappUpdates = (on: boolean) => $whatsappUpdates.set(on);
/** Start again (another method, another address): the next checkout replaces the held order. */
export const restartCod = () => $codStep.set(undefined);

/** The shopper's store credit, in paise (none until her account has loaded). */
export const $creditPaise = computed($account, (account) => toPaise(account?.wallet ?? 0));

export const $orderPrice = computed(
  [$cartCharges, $shipping, $useCredit, $creditPaise, $paymentMethod],
  (charges, shipping, useCredit, creditPaise, method): OrderPrice =>
    priceOrder({
      ...charges,
      shipping,
      rules: DELIVERY,
      walletPaise: useCredit ? creditPaise : 0,
      codFeePaise: method === 'cod' ? COD.feePaise : 0,
    }),
);
/** The order's price for an empty cart, as the page is built. */
export const NO_ORDER_PRICE: OrderPrice = priceOrder({ subtotalPaise: 0, shipping: 'standard', rules: DELIVERY });

/** Store credit pays it all: the order is placed without a payment window. */
export const paidByCredit = (price: OrderPrice) => price.walletPaise > 0 && price.totalPaise === 0;

/**
 * While checkout shows for a signed-in shopper: her account (store credit, the e-mail the form starts with), and
 * the applied coupon checked again for this cart and this shopper (first order, uses, expiry, minimum) at once and
 * whenever the cart changes (another tab, the login merge); a refusal drops it. Returns the stop.
 */
export function startCheckout(): () => void {
  if ($account.get() === undefined) void loadAccount();
  const stopCoupon = $cartItems.subscribe(() => void recheckCoupon());
  const stopEmail = $account.subscribe((account) => {
    const address = $address.get();
    if (account?.email && !address.email) $address.set({ ...address, email: account.email });
  });
  const stopBook = startAddressBook(applySavedAddress);
  return () => {
    stopCoupon();
    stopEmail();
    stopBook();
  };
}

/** A saved address chosen: it fills the form (with the contact e-mail as typed) and its messages go. */
export function applySavedAddress(address: (email: string) => Address): void {
  $address.set(address($address.get().email));
  $addressErrors.set({});
}

/** Runs one request to the server at a time, with its failure as a toast. */
async function busyWith(request: () => Promise<void>): Promise<void> {
  $busy.set(true);
  try {
    await request();
  } catch (error) {
    toast.error(errorMessage(error));
  } finally {
    $busy.set(false);
  }
}

/**
 * Proceed to Pay (or Place order, when store credit covers it). An address with mistakes is not sent: their
 * messages show and the first field with one is returned, for the form to focus. `openSandbox` shows the sandbox
 * payment window and resolves whether the shopper paid.
 */
export async function placeOrder(
  openSandbox: (amountPaise: number) => Promise<boolean>,
): Promise<keyof Address | undefined> {
  const address = $address.get();
  const errors = validateAddress(address);
  $addressErrors.set(errors);
  // The first as she reads the form (a focused field further down would scroll past the ones above it).
  const invalid = FORM_ORDER.find((key) => errors[key]);
  if (invalid) return invalid;
  const lines = $colouredLines.get();
  if (lines.length === 0) return void toast.error('Your cart is empty');
  if (lines.some((l) => !l.product)) return void toast.error('Remove the items that are no longer available');
  const price = $orderPrice.get();
  const covered = paidByCredit(price);
  const method = $paymentMethod.get();
  if (!method && !covered) return;
  const coupon = $couponOnCart.get();
  await rememberAddress(address);
  const body = {
    address,
    items: lines.map((l) => ({
      _id: l.product!._id,
      name: l.name,
      size: l.size,
      quantity: l.quantity,
      price: l.product!.price,
      // The shopper's chosen colour; `colour` is the product's own colour to a client written to the spec.
      customColour: l.colour,
    })),
    amount: toRupees(price.totalPaise),
    // Only a coupon that applies to this cart: the total sent is priced without one that does not.
    couponCode: coupon.discountPaise > 0 ? coupon.code : undefined,
    shipping: $shipping.get(),
    useWallet: $useCredit.get(),
    // Ticked, the server records her consent with the order; unticked withdraws nothing she gave before.
    whatsappUpdates: $whatsappUpdates.get(),
  };
  await busyWith(async () => {
    if (covered) {
      const r = await api('/api/order/wallet', { body });
      if (!r.success) return void toast.error(r.message);
      return orderPlaced(r.orderId);
    }
    if (method === 'cod') {
      const r = await api('/api/order/cod', { body });
      if (!r.success) return void toast.error(r.message);
      return void $codStep.set({ orderId: r.orderId, note: r.message });
    }
    if (method === 'card') {
      const r = await api('/api/order/stripe', { body });
      if (!r.success) return void toast.error(r.message);
      return window.location.assign(r.session_url);
    }
    const r = await api('/api/order/razorpay', { body });
    if (!r.success) return void toast.error(r.message);
    const prefill = { name: `${address.firstName} ${address.lastName}`, email: address.email, contact: address.phone };
    const result = await openPaymentWindow(r.order, r.checkout, prefill, openSandbox);
    if (!result) return; // window closed: the cart stays as it is
    const v = await api('/api/order/verifyrazorpay', { body: result });
    if (!v.success) return void toast.error(v.message);
    await orderPlaced(v.orderId);
  });
}

/** Cash on delivery: the code typed from the delivery phone places the held order. */
export function confirmCod(code: string): Promise<void> {
  return busyWith(async () => {
    const step = $codStep.get();
    if (!step) return;
    const r = await api('/api/order/cod/confirm', { body: { orderId: step.orderId, otp: code } });
    if (!r.success) return void toast.error(r.message);
    await orderPlaced(step.orderId);
  });
}

/** Another code; the server says when that is too soon, or when this order has sent all it may. */
export function resendCod(): Promise<void> {
  return busyWith(async () => {
    const step = $codStep.get();
    if (!step) return;
    const r = await api('/api/order/cod/resend', { body: { orderId: step.orderId } });
    if (!r.success) toast.error(r.message);
    if ($codStep.get()?.orderId === step.orderId) $codStep.set({ ...step, note: r.message });
  });
}
