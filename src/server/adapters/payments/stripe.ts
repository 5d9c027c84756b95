// The card provider: Stripe Checkout (STRIPE_SECRET_KEY set) or an offline sandbox whose hosted page is
// ours (/checkout/card). Payment state is never taken from the browser: the real one asks Stripe for the
// session's payment_status; the sandbox's state lives with the order (the service records its "Pay").
import { AppError } from '#/server/errors.ts';
import { verifyStripeSignature } from './signatures.ts';

export type CardSession = { id: string; url: string };
export type CardGateway = {
  provider: 'stripe' | 'sandbox';
  createSession(input: {
    orderId: string;
    amountPaise: number;
    email: string;
    description: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<CardSession>;
  /** Real provider only: 'paid' once the money is captured. */
  sessionStatus(sessionId: string): Promise<'paid' | 'unpaid'>;
  verifyWebhook(rawBody: string, header: string, nowSeconds?: number): boolean;
};

export function createStripe(config: {
  secretKey: string;
  webhookSecret?: string;
  apiUrl: string;
  fetch?: typeof fetch;
}): CardGateway {
  const doFetch = config.fetch ?? fetch;
  const base = config.apiUrl.replace(/\/$/, '');
  const headers = { Authorization: `Bearer ${config.secretKey}` };

  async function call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        ...init,
        headers: { ...headers, ...(init.headers ?? {}) },
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError('rule', 'The card payment service is not reachable. Please try again in a minute.');
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown> & { error?: { message?: string } };
    if (!res.ok)
      throw new AppError(
        'rule',
        `The card payment service refused the request${body.error?.message ? `: ${body.error.message}` : ''}`,
      );
    return body;
  }

  return {
    provider: 'stripe',
    async createSession({ orderId, amountPaise, email, description, successUrl, cancelUrl }) {
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: orderId,
        customer_email: email,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'inr',
        'line_items[0][price_data][unit_amount]': String(amountPaise),
        'line_items[0][price_data][product_data][name]': description,
        'metadata[orderId]': orderId,
      });
      const body = await call('/v1/checkout/sessions', {
        method: 'POST',
        body: form,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      if (typeof body.id !== 'string' || typeof body.url !== 'string')
        throw new AppError('rule', 'The card payment service gave an unexpected answer');
      return { id: body.id, url: body.url };
    },
    async sessionStatus(sessionId) {
      const body = await call(`/v1/checkout/sessions/${encodeURIComponent(sessionId)}`, { method: 'GET' });
      return body.payment_status === 'paid' ? 'paid' : 'unpaid';
    },
    verifyWebhook(rawBody, header, nowSeconds = Math.floor(Date.now() / 1000)) {
      return !!config.webhookSecret && verifyStripeSignature(config.webhookSecret, rawBody, header, nowSeconds);
    },
  };
}

export function createSandboxCard(): CardGateway {
  return {
    provider: 'sandbox',
    async createSession({ orderId }) {
      const id = `cs_sandbox_${orderId}`;
      return { id, url: `/checkout/card?orderId=${encodeURIComponent(orderId)}` };
    },
    async sessionStatus() {
      return 'unpaid'; // the order service knows whether the sandbox page's Pay was pressed
    },
    verifyWebhook: () => false,
  };
}
