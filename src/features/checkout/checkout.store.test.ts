// The checkout store: the order's price follows the cart and each choice by the one pricing rule, and placeOrder()
// sends the same request down each of the four ways to pay. Each test loads the stores afresh over storage of its
// own, with the API answered by a stub that records what was asked.
import { assign, freshStores, NO_ANSWER, stubApi, TOKEN } from '#/lib/test/browser-stores.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '#/lib/test/sample-product.ts';
import { priceOrder } from '#/lib/pricing.ts';
import { COD, DELIVERY } from '#/lib/build-config.ts';

// The store prices with the build's figures, which only an Astro build has: these tests build with no PUBLIC_* keys
// set, so every figure is its default.
vi.mock('#/lib/build-env.ts', () => ({ buildEnv: () => ({}) }));

const kurta = sampleProduct();
const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  street: '12 MG Road',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '9876543210',
};
const METHODS = [
  { id: 'razorpay', label: 'Razorpay', sandbox: true },
  { id: 'card', label: 'Card', sandbox: true },
  { id: 'cod', label: 'Cash on Delivery', sandbox: false },
] as const;

type Answer = Record<string, unknown>;
let answers: Record<string, Answer[]> = {};
const asked = stubApi(({ path }) => {
  if (path === '/api/product/list') return { success: true, products: [kurta] };
  if (path === PAYMENT_METHODS) return { success: true, methods: METHODS };
  return answers[path]?.shift() ?? NO_ANSWER;
});
beforeEach(() => {
  answers = {};
  vi.stubGlobal('sessionStorage', { setItem() {}, getItem: () => null, removeItem() {} });
});

const loadCheckout = () =>
  freshStores({ token: TOKEN, cartItems: JSON.stringify({ v: 1, data: { [kurta.name]: { M: 2 } } }) }, async () => {
    const checkout = await import('./checkout.store.ts');
    const methods = await import('./payment-methods.store.ts');
    const { $products } = await import('#/features/catalog/index.ts');
    const { $accountState } = await import('#/features/session/index.ts');
    const { $cartItems } = await import('#/features/cart/index.ts');
    const { pendingToasts } = await import('#/lib/toast.ts');
    $products.set([kurta]);
    checkout.$orderPrice.listen(() => {}); // as the checkout page does: the payment methods load
    await vi.waitFor(() => expect(methods.$paymentMethods.get().status).toBe('ready'));
    checkout.setAddress(ADDRESS);
    const setWallet = (wallet: number) =>
      $accountState.set({ status: 'ready', data: { name: 'Asha', email: ADDRESS.email, wallet } });
    const toasts = () => pendingToasts.get().map((t) => t.message);
    return { ...checkout, ...methods, $cartItems, setWallet, toasts };
  });

const answer = (path: string, ...replies: Answer[]) => {
  answers[path] = [...(answers[path] ?? []), ...replies];
};
/** The order's requests (not the product list and payment methods the page loads). */
const paths = () => asked.map((a) => a.path).filter((p) => p.startsWith('/api/order/') && p !== PAYMENT_METHODS);
const PAYMENT_METHODS = '/api/order/payment-methods';

/** The body of the request that placed the order. */
const order = () => asked.find((a) => paths().includes(a.path))!.body;

describe('the order price', () => {
  it('follows the cart, the delivery choice, cash on delivery and store credit', async () => {
    const s = await loadCheckout();
    const items = { subtotalPaise: 2900_00, rules: DELIVERY };
    expect(s.$orderPrice.get()).toEqual(priceOrder({ ...items, shipping: 'standard' }));
    s.chooseShipping('express');
    expect(s.$orderPrice.get()).toEqual(priceOrder({ ...items, shipping: 'express' }));
    s.choosePaymentMethod('cod');
    expect(s.$orderPrice.get().codFeePaise).toBe(COD.feePaise);
    expect(s.$orderPrice.get().totalPaise).toBe(
      priceOrder({ ...items, shipping: 'express' }).totalPaise + COD.feePaise,
    );

    s.setWallet(100);
    expect(s.$orderPrice.get().walletPaise).toBe(0); // offered only once she ticks it
    s.setUseCredit(true);
    expect(s.$orderPrice.get().walletPaise).toBe(100_00);
    s.setWallet(10_000);
    expect(s.paidByCredit(s.$orderPrice.get())).toBe(true);
    expect(s.$orderPrice.get().totalPaise).toBe(0);
  });
});

describe('placeOrder', () => {
  const openSandbox = vi.fn(async () => true);
  const razorpayOrder = { id: 'order_1', amount: 3000_00, currency: 'INR', receipt: 'ord_1' };
  /** Proceed to Pay's answer on a server without Razorpay keys: the order, to pay in the sandbox window. */
  const sandboxCheckout = {
    success: true,
    order: razorpayOrder,
    checkout: { provider: 'sandbox', keyId: 'rzp_test', name: 'Saanjh' },
  };
  const signed = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };

  it('refuses an address with mistakes and names the first field, asking nothing', async () => {
    const s = await loadCheckout();
    s.setAddress({ ...ADDRESS, phone: '', zipcode: '5600' });
    expect(await s.placeOrder(openSandbox)).toBe('phone'); // the first in the form
    expect(Object.keys(s.$addressErrors.get()).sort()).toEqual(['phone', 'zipcode']);
    expect(paths()).toEqual([]);
    // An empty form: the first field she reads is the one focused (the contact's phone, before the names).
    s.setAddress({ ...ADDRESS, phone: '', firstName: '', email: ADDRESS.email });
    expect(await s.placeOrder(openSandbox)).toBe('phone');
    s.setAddress({ ...ADDRESS, zipcode: '5600', phone: '' });
    await s.placeOrder(openSandbox);
    // Putting the phone right takes its message away at once; the PIN's stays until it is right too.
    s.setAddress({ ...ADDRESS, zipcode: '5600' });
    expect(Object.keys(s.$addressErrors.get())).toEqual(['zipcode']);
    s.setAddress(ADDRESS);
    expect(s.$addressErrors.get()).toEqual({});
  });

  it('pays in the sandbox window, verifies, empties the cart and goes to the order', async () => {
    const s = await loadCheckout();
    answer('/api/order/razorpay', sandboxCheckout);
    answer('/api/order/sandbox/pay', { success: true, response: signed });
    answer('/api/order/verifyrazorpay', { success: true, orderId: 'ord_1' });
    await s.placeOrder(openSandbox);
    expect(paths()).toEqual(['/api/order/razorpay', '/api/order/sandbox/pay', '/api/order/verifyrazorpay']);
    expect(order()).toEqual({
      address: ADDRESS,
      items: [{ _id: 'p1', name: kurta.name, size: 'M', quantity: 2, price: 1450 }],
      amount: priceOrder({ subtotalPaise: 2900_00, shipping: 'standard', rules: DELIVERY }).totalPaise / 100,
      shipping: 'standard',
      useWallet: false,
      whatsappUpdates: false, // unticked: a no that withdraws nothing
    });
    expect(openSandbox).toHaveBeenCalledWith(3000_00);
    expect(asked.find((a) => a.path === '/api/order/verifyrazorpay')!.body).toEqual(signed);
    expect(s.$cartItems.get()).toEqual({});
    expect(assign).toHaveBeenCalledWith('/orders?placed=ord_1');
    expect(s.$busy.get()).toBe(false);
  });

  it('a closed sandbox window keeps the cart', async () => {
    const s = await loadCheckout();
    answer('/api/order/razorpay', sandboxCheckout);
    await s.placeOrder(async () => false);
    expect(paths()).toEqual(['/api/order/razorpay']);
    expect(s.$cartItems.get()).toEqual({ [kurta.name]: { M: 2 } });
  });

  it('sends the card payer to the provider’s page', async () => {
    const s = await loadCheckout();
    s.choosePaymentMethod('card');
    answer('/api/order/stripe', { success: true, session_url: 'https://pay.example/s/1', orderId: 'ord_2' });
    await s.placeOrder(openSandbox);
    expect(paths()).toEqual(['/api/order/stripe']);
    expect(assign).toHaveBeenCalledWith('https://pay.example/s/1');
  });

  it('holds a cash-on-delivery order until the code from the phone confirms it', async () => {
    const s = await loadCheckout();
    s.choosePaymentMethod('cod');
    answer('/api/order/cod', { success: true, orderId: 'ord_3', message: 'We sent a code to ******3210' });
    await s.placeOrder(openSandbox);
    expect(order()).toMatchObject({ amount: s.$orderPrice.get().totalPaise / 100 });
    expect(s.$codStep.get()).toEqual({ orderId: 'ord_3', note: 'We sent a code to ******3210' });

    answer('/api/order/cod/resend', { success: false, message: 'Wait a minute before asking again' });
    await s.resendCod();
    expect(s.toasts()).toEqual(['Wait a minute before asking again']);
    expect(s.$codStep.get()!.note).toBe('Wait a minute before asking again');

    answer('/api/order/cod/confirm', { success: true, message: 'Order placed successfully!', orderId: 'ord_3' });
    await s.confirmCod('123456');
    expect(asked.find((a) => a.path === '/api/order/cod/confirm')!.body).toEqual({ orderId: 'ord_3', otp: '123456' });
    expect(assign).toHaveBeenCalledWith('/orders?placed=ord_3');
  });

  it('places an order store credit covers without a payment window', async () => {
    const s = await loadCheckout();
    s.setWallet(10_000);
    s.setUseCredit(true);
    answer('/api/order/wallet', { success: true, message: 'Order placed successfully!', orderId: 'ord_4' });
    await s.placeOrder(openSandbox);
    expect(paths()).toEqual(['/api/order/wallet']);
    expect(order()).toMatchObject({ amount: 0, useWallet: true });
    expect(assign).toHaveBeenCalledWith('/orders?placed=ord_4');
  });

  it('sends the ticked WhatsApp box down every way to pay', async () => {
    const s = await loadCheckout();
    s.setWhatsappUpdates(true);
    answer('/api/order/razorpay', sandboxCheckout);
    await s.placeOrder(async () => false);
    s.choosePaymentMethod('cod');
    answer('/api/order/cod', { success: true, orderId: 'ord_3', message: 'We sent a code' });
    await s.placeOrder(openSandbox);
    s.restartCod();
    s.choosePaymentMethod('card');
    answer('/api/order/stripe', { success: true, session_url: 'https://pay.example/s/1', orderId: 'ord_2' });
    await s.placeOrder(openSandbox);
    s.setWallet(10_000);
    s.setUseCredit(true);
    answer('/api/order/wallet', { success: true, message: 'Order placed successfully!', orderId: 'ord_4' });
    await s.placeOrder(openSandbox);
    const placing = asked.filter(
      (a) => a.path !== PAYMENT_METHODS && /order\/(razorpay|cod|stripe|wallet)$/.test(a.path),
    );
    expect(placing.map((a) => [a.path, (a.body as { whatsappUpdates?: boolean }).whatsappUpdates])).toEqual([
      ['/api/order/razorpay', true],
      ['/api/order/cod', true],
      ['/api/order/stripe', true],
      ['/api/order/wallet', true],
    ]);
  });

  it('shows the server’s refusal and keeps the cart', async () => {
    const s = await loadCheckout();
    answer('/api/order/razorpay', { success: false, message: 'Only 1 left in size M' });
    await s.placeOrder(openSandbox);
    expect(s.toasts()).toEqual(['Only 1 left in size M']);
    expect(s.$cartItems.get()).toEqual({ [kurta.name]: { M: 2 } });
    expect(s.$busy.get()).toBe(false);
  });
});
