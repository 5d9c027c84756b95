// Razorpay: the real Orders API (RAZORPAY_KEY_ID set) and the offline sandbox (docs/decisions.md#sandbox-payments).
// Both verify payments with the same HMAC code path; the sandbox signs with its own secret on the server.
import { randomBytes } from 'node:crypto';
import { AppError } from '#/server/errors.ts';
import { hmacHex, razorpayPaymentSignature, safeEqualHex } from './signatures.ts';

export type PaymentOrder = { id: string; amount: number; currency: 'INR'; receipt: string };
export type RazorpayResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

export type RazorpayGateway = {
  provider: 'razorpay' | 'sandbox';
  /** Public key id for the browser's checkout ('sandbox' offline). */
  keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<PaymentOrder>;
  verifyPayment(result: RazorpayResult): boolean;
  verifyWebhook(rawBody: string, signature: string): boolean;
  /** Sandbox only: what Razorpay's window would hand back after "Pay". */
  sandboxPay?(orderId: string): RazorpayResult;
};

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

function verifier(secret: string, webhookSecret: string | undefined) {
  return {
    verifyPayment: (r: RazorpayResult) =>
      safeEqualHex(r.razorpay_signature, razorpayPaymentSignature(secret, r.razorpay_order_id, r.razorpay_payment_id)),
    verifyWebhook: (rawBody: string, signature: string) =>
      !!webhookSecret && safeEqualHex(signature, hmacHex(webhookSecret, rawBody)),
  };
}

export function createRazorpay(config: {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  apiUrl: string;
  fetch?: typeof fetch;
}): RazorpayGateway {
  const doFetch = config.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    provider: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      let res: Response;
      try {
        res = await doFetch(`${config.apiUrl.replace(/\/$/, '')}/v1/orders`, {
          method: 'POST',
          headers: { Authorization: auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new AppError('rule', 'The payment service is not reachable. Please try again in a minute.');
      }
      const body = (await res.json().catch(() => ({}))) as {
        id?: string;
        amount?: number;
        currency?: string;
        receipt?: string;
        error?: { description?: string };
      };
      if (!res.ok || !body.id)
        throw new AppError(
          'rule',
          `The payment service refused the order${body.error?.description ? `: ${body.error.description}` : ''}`,
        );
      return { id: body.id, amount: body.amount ?? amountPaise, currency: 'INR', receipt: body.receipt ?? receipt };
    },
    ...verifier(config.keySecret, config.webhookSecret),
  };
}

export function createSandboxRazorpay(config: { keySecret: string; webhookSecret?: string }): RazorpayGateway {
  const v = verifier(config.keySecret, config.webhookSecret);
  return {
    provider: 'sandbox',
    keyId: 'sandbox',
    async createOrder({ amountPaise, receipt }) {
      return { id: id('order'), amount: amountPaise, currency: 'INR', receipt };
    },
    ...v,
    sandboxPay(orderId) {
      const paymentId = id('pay');
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: razorpayPaymentSignature(config.keySecret, orderId, paymentId),
      };
    },
  };
}
