// Chooses the payment adapters from configuration. A method exists only when it is configured: a real
// provider when its keys are set; the sandboxes only when no real provider is configured and
// NODE_ENV is not production (development, tests, the e2e run). Production never runs a sandbox.
import type { Env } from '#/server/env.ts';
import { COD_METHOD_LABEL } from '#/lib/cod.ts';
import { createRazorpay, createSandboxRazorpay, type RazorpayGateway } from './razorpay.ts';
import { createSandboxCard, createStripe, type CardGateway } from './stripe.ts';

/** An absent gateway is a method this server does not take: its routes do not exist. */
export type Payments = { razorpay?: RazorpayGateway; card?: CardGateway };

/**
 * What checkout may offer: `label` is the method's short name, `sandbox` marks a test method (no money
 * moves). Further methods (cash on delivery, store credit) join with their own id and, where they need
 * them, their own optional fields (a fee, a limit), so existing clients keep reading the list as it is.
 */
export type PaymentMethodId = 'razorpay' | 'card' | 'cod';
export type PaymentMethod = { id: PaymentMethodId; label: string; sandbox: boolean };

export function createPayments(env: Env): Payments {
  const razorpay = env.RAZORPAY_KEY_ID
    ? createRazorpay({
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
        apiUrl: env.RAZORPAY_API_URL,
      })
    : undefined;
  const card = env.STRIPE_SECRET_KEY
    ? createStripe({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
      })
    : undefined;
  if (razorpay || card) return { razorpay, card };
  // Production without a provider only reaches here in the static build (env.ts refuses to start a server):
  // it takes no payments at all rather than free ones.
  if (env.NODE_ENV === 'production') return {};
  return {
    razorpay: createSandboxRazorpay({ keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET }),
    card: createSandboxCard(),
  };
}

/**
 * Cash on delivery is confirmed by a code texted to the delivery phone. Without MSG91 the text goes to the
 * offline outbox, which is fine offline but in production means a code that never arrives: COD is not offered.
 */
export function codOffered(env: Env): { offered: true } | { offered: false; why: string } {
  if (env.NODE_ENV !== 'production' || (env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID)) return { offered: true };
  return {
    offered: false,
    why:
      'Cash on Delivery is not offered: its codes go by SMS, and SMS is not configured (texts would only reach ' +
      'DATA_DIR/outbox). Set MSG91_AUTH_KEY and MSG91_TEMPLATE_ID (and MSG91_SENDER_ID) to offer it.',
  };
}

/** The configured methods, in the order checkout shows them; cash on delivery when `cod` (codOffered). */
export function paymentMethods(payments: Payments, cod: boolean): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (payments.razorpay)
    methods.push({
      id: 'razorpay',
      label: 'Razorpay',
      sandbox: payments.razorpay.provider === 'sandbox',
    });
  if (payments.card) methods.push({ id: 'card', label: 'Card', sandbox: payments.card.provider === 'sandbox' });
  // Whether one order qualifies (PIN, total, refused parcels, unpaid cash) is decided at its checkout.
  if (cod) methods.push({ id: 'cod', label: COD_METHOD_LABEL, sandbox: false });
  return methods;
}

export type { RazorpayGateway, CardGateway };
