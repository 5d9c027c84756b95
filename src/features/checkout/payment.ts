// Payment windows. Razorpay: its checkout script with the public key, amount, currency, order id and
// receipt. Sandbox (no keys configured): our own dialog, clearly a test payment, whose "Pay" asks the
// server to sign the result exactly as Razorpay would, so verification runs the same code path.
import { api } from '#/lib/api.ts';

export type PaymentOrder = { id: string; amount: number; currency: string; receipt: string };
export type CheckoutInfo = { provider: 'razorpay' | 'sandbox'; keyId: string; name: string };
export type RazorpayResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

type RazorpayCtor = new (options: Record<string, unknown>) => { open: () => void };

function loadRazorpay(): Promise<RazorpayCtor> {
  const existing = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://checkout.razorpay.com/v1/checkout.js';
    script.onload = () => resolve((window as unknown as { Razorpay: RazorpayCtor }).Razorpay);
    script.onerror = () => reject(new Error('Could not load the payment window. Check your connection and try again.'));
    document.head.append(script);
  });
}

/** Opens the payment window; resolves with the provider's result, or null when the shopper closes it. */
export async function openPaymentWindow(
  order: PaymentOrder,
  info: CheckoutInfo,
  prefill: { name: string; email: string; contact: string },
  openSandbox: (amountPaise: number) => Promise<boolean>,
): Promise<RazorpayResult | null> {
  if (info.provider === 'sandbox') {
    if (!(await openSandbox(order.amount))) return null;
    const r = await api('/api/order/sandbox/pay', {
      body: { razorpay_order_id: order.id },
    });
    if (!r.success) throw new Error(r.message);
    return r.response;
  }
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    new Razorpay({
      key: info.keyId,
      amount: order.amount,
      currency: order.currency,
      name: info.name,
      description: `Order ${order.receipt}`,
      order_id: order.id,
      receipt: order.receipt,
      prefill,
      handler: (response: RazorpayResult) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
