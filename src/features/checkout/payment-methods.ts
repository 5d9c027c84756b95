// The payment methods checkout offers, learnt from the server at run time: the page is static, and only
// the server knows which providers it is configured for. A method this page cannot pay with yet (an id it
// does not know) is left out, never guessed at.
import { api } from '#/lib/api.ts';
import { formatPaise } from '#/lib/money.ts';
import type { PaymentMethod, PaymentMethodId } from '#/server/adapters/payments/index.ts';

export type { PaymentMethod, PaymentMethodId };

const KNOWN: readonly string[] = ['razorpay', 'card', 'cod'] satisfies PaymentMethodId[];

/** The methods of a `payment-methods` answer that this page can take, in the server's order. */
export function offeredMethods(methods: unknown): PaymentMethod[] {
  if (!Array.isArray(methods)) throw new Error('Unexpected answer from the server');
  return methods.filter(
    (m): m is PaymentMethod =>
      !!m &&
      typeof m === 'object' &&
      KNOWN.includes((m as PaymentMethod).id) &&
      typeof (m as PaymentMethod).label === 'string' &&
      typeof (m as PaymentMethod).sandbox === 'boolean',
  );
}

export async function loadPaymentMethods(): Promise<PaymentMethod[]> {
  const r = await api('/api/order/payment-methods', { method: 'GET', auth: false });
  if (!r.success) throw new Error(r.message);
  return offeredMethods(r.methods);
}

const HINTS: Record<PaymentMethodId, string> = {
  razorpay: 'UPI, cards, netbanking, wallets',
  card: 'Credit or debit card (Stripe)',
  cod: 'Pay in cash on delivery',
};

/** The line under a method's name. Cash on delivery names its fee where it is chosen, not only in the summary
 * (no charge a shopper first meets after choosing: docs/product/dark-patterns.md). */
export function methodHint(id: PaymentMethodId, codFeePaise: number): string {
  if (id === 'cod' && codFeePaise > 0) return `${HINTS.cod}, ${formatPaise(codFeePaise)} fee`;
  return HINTS[id];
}
