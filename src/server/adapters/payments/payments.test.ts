import type { IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createRazorpay, createSandboxRazorpay } from './razorpay.ts';
import { createStripe } from './stripe.ts';
import { hmacHex, razorpayPaymentSignature, verifyStripeSignature } from './signatures.ts';
import { answerJson, startLocalServer } from '#/server/test/local-server.ts';

type Seen = { method: string; url: string; auth: string; body: string };
const seen: Seen[] = [];

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

// A local stand-in speaking the two providers' HTTP APIs.
const server = await startLocalServer(async (req, res) => {
  const body = await read(req);
  seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization ?? '', body });
  if (req.url === '/v1/orders' && req.method === 'POST') {
    if (req.headers.authorization !== `Basic ${Buffer.from('rzp_test_key:rzp_secret').toString('base64')}`)
      return answerJson(res, 401, { error: { description: 'Authentication failed' } });
    const { amount, receipt } = JSON.parse(body);
    const order = { id: 'order_FAKE123', entity: 'order', amount, currency: 'INR', receipt, status: 'created' };
    return answerJson(res, 200, order);
  }
  if (req.url === '/v1/checkout/sessions' && req.method === 'POST') {
    const amount = new URLSearchParams(body).get('line_items[0][price_data][unit_amount]');
    return answerJson(res, 200, { id: 'cs_test_1', url: `https://checkout.example/pay/cs_test_1?amount=${amount}` });
  }
  if (req.url === '/v1/checkout/sessions/cs_test_1')
    return answerJson(res, 200, { id: 'cs_test_1', payment_status: 'paid' });
  if (req.url === '/v1/checkout/sessions/cs_test_2')
    return answerJson(res, 200, { id: 'cs_test_2', payment_status: 'unpaid' });
  answerJson(res, 404, { error: { message: 'No such session' } });
});
afterAll(() => server.close());
const base = server.url;

describe('Razorpay adapter (against a local fake of the Orders API)', () => {
  it('creates an order with basic auth, amount in paise and the receipt', async () => {
    const rzp = createRazorpay({ keyId: 'rzp_test_key', keySecret: 'rzp_secret', apiUrl: base });
    const order = await rzp.createOrder({ amountPaise: 249900, receipt: 'ord_1' });
    expect(order).toEqual({ id: 'order_FAKE123', amount: 249900, currency: 'INR', receipt: 'ord_1' });
    expect(JSON.parse(seen.at(-1)!.body)).toMatchObject({ amount: 249900, currency: 'INR', receipt: 'ord_1' });
  });

  it('turns a refusal into a clear rule error', async () => {
    const rzp = createRazorpay({ keyId: 'wrong', keySecret: 'nope', apiUrl: base });
    await expect(rzp.createOrder({ amountPaise: 100, receipt: 'x' })).rejects.toThrow(
      /refused the order: Authentication failed/,
    );
  });

  it('reports an unreachable service without a stack trace', async () => {
    const rzp = createRazorpay({ keyId: 'k', keySecret: 's', apiUrl: 'http://127.0.0.1:9' });
    await expect(rzp.createOrder({ amountPaise: 100, receipt: 'x' })).rejects.toThrow(/not reachable/);
  });

  it('accepts only the HMAC of order_id|payment_id with the key secret', () => {
    const rzp = createRazorpay({ keyId: 'rzp_test_key', keySecret: 'rzp_secret', apiUrl: base });
    const good = razorpayPaymentSignature('rzp_secret', 'order_1', 'pay_1');
    expect(
      rzp.verifyPayment({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: good }),
    ).toBe(true);
    expect(
      rzp.verifyPayment({ razorpay_order_id: 'order_2', razorpay_payment_id: 'pay_1', razorpay_signature: good }),
    ).toBe(false);
    expect(
      rzp.verifyPayment({
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: good.slice(1),
      }),
    ).toBe(false);
  });

  it('verifies webhooks only with a webhook secret', () => {
    const body = '{"event":"payment.captured"}';
    const withSecret = createRazorpay({ keyId: 'k', keySecret: 's', webhookSecret: 'whsec', apiUrl: base });
    expect(withSecret.verifyWebhook(body, hmacHex('whsec', body))).toBe(true);
    expect(withSecret.verifyWebhook(body, hmacHex('other', body))).toBe(false);
    expect(createRazorpay({ keyId: 'k', keySecret: 's', apiUrl: base }).verifyWebhook(body, hmacHex('', body))).toBe(
      false,
    );
  });
});

describe('sandbox Razorpay', () => {
  it('makes Razorpay-shaped orders and signs "Pay" so the real verification accepts it', async () => {
    const sandbox = createSandboxRazorpay({ keySecret: 'sandbox_secret' });
    const order = await sandbox.createOrder({ amountPaise: 5000, receipt: 'r1' });
    expect(order.id).toMatch(/^order_\w{14}$/);
    expect(order).toMatchObject({ amount: 5000, currency: 'INR', receipt: 'r1' });
    const result = sandbox.sandboxPay!(order.id);
    expect(sandbox.verifyPayment(result)).toBe(true);
    expect(sandbox.verifyPayment({ ...result, razorpay_payment_id: 'pay_forged' })).toBe(false);
  });
});

describe('Stripe adapter (against a local fake)', () => {
  it('creates a Checkout session in INR with the order reference', async () => {
    const stripe = createStripe({ secretKey: 'sk_test_1', apiUrl: base });
    const session = await stripe.createSession({
      orderId: 'ord_9',
      amountPaise: 129900,
      email: 'a@example.com',
      description: 'Saanjh order',
      successUrl: 'http://s/ok',
      cancelUrl: 'http://s/no',
    });
    expect(session.url).toContain('amount=129900');
    const last = seen.at(-1)!;
    expect(last.auth).toBe('Bearer sk_test_1');
    const form = new URLSearchParams(last.body);
    expect(form.get('client_reference_id')).toBe('ord_9');
    expect(form.get('line_items[0][price_data][currency]')).toBe('inr');
  });

  it('reads the payment status from Stripe, not from the browser', async () => {
    const stripe = createStripe({ secretKey: 'sk_test_1', apiUrl: base });
    expect(await stripe.sessionStatus('cs_test_1')).toBe('paid');
    expect(await stripe.sessionStatus('cs_test_2')).toBe('unpaid');
    await expect(stripe.sessionStatus('cs_missing')).rejects.toThrow(/No such session/);
  });

  it('checks webhook signatures with the timestamp tolerance', () => {
    const body = '{"type":"checkout.session.completed"}';
    const t = 1_800_000_000;
    const header = `t=${t},v1=${hmacHex('whsec_1', `${t}.${body}`)}`;
    expect(verifyStripeSignature('whsec_1', body, header, t + 10)).toBe(true);
    expect(verifyStripeSignature('whsec_1', body, header, t + 1000)).toBe(false);
    expect(verifyStripeSignature('whsec_1', `${body} `, header, t)).toBe(false);
    expect(verifyStripeSignature('whsec_1', body, 'garbage', t)).toBe(false);
  });
});
