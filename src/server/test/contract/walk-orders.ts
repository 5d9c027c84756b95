// The walk's second half: checkout by every payment path, My Orders, returns, invoices, the providers' webhooks,
// logging out, and the document itself.
import { eq } from 'drizzle-orm';
import { creditNotes, returnRequests } from '#/server/db/schema/index.ts';
import { walkRequest } from '#/server/test/return-steps.ts';
import {
  auth,
  COD_FEE,
  type Fixtures,
  NOTHING_TO_REFUSE,
  step,
  tokenHeader,
  type WalkContext,
  type WalkState,
  type WalkStep,
  withoutLogin,
} from './walk-kit.ts';

export function orderSteps(ctx: WalkContext, f: Fixtures, s: WalkState): Record<string, WalkStep> {
  const { buyer, guestless, paidBuyer, codBuyer, cardBuyer, walletBuyer, returner, deliveredId, exchangedId, kept } = s;
  const { razorpayHook, cardEvent, cardSignature } = s;
  const by = (who: typeof buyer) => ({ headers: auth(who) });
  /** A checkout whose `amount` (or store credit) is not what the order costs now: 409, the message says what is. */
  const outdated = async (changes: object = {}) => ({
    json: { ...(await f.checkout()), ...changes },
    ...by(guestless),
    status: 409,
  });
  const invoice = `/api/order/${deliveredId}/invoice`;
  return {
    'POST /api/order/estimated-delivery': step(
      { json: { pincode: '560001' } },
      { json: { pincode: '12345' }, status: 400 },
    ),
    'GET /api/order/payment-methods': step({}, NOTHING_TO_REFUSE),
    'POST /api/order/razorpay': step(
      async () => ({ json: await f.checkout(), ...by(paidBuyer) }),
      () => outdated({ amount: 1 }),
      (reply) => {
        kept.razorpayOrder = reply.order.id;
      },
    ),
    'POST /api/order/sandbox/pay': step(
      () => ({ json: { razorpay_order_id: kept.razorpayOrder }, ...by(paidBuyer) }),
      { json: { razorpay_order_id: 'order_nope' }, status: 404 },
      (reply) => {
        kept.razorpayResult = JSON.stringify(reply.response);
      },
    ),
    'POST /api/order/verifyrazorpay': step(
      () => ({ json: JSON.parse(kept.razorpayResult!), ...by(paidBuyer) }),
      () => ({ json: { ...JSON.parse(kept.razorpayResult!), razorpay_signature: '0'.repeat(64) }, status: 422 }),
      (reply) => {
        kept.paidOrder = reply.orderId;
      },
    ),
    'POST /api/order/wallet': step(
      async () => {
        const body = await f.checkout();
        await ctx.store.database.db.transaction((tx) =>
          ctx.store.services.wallet.credit(tx, {
            userId: walletBuyer.id,
            amountPaise: Math.round(body.amount * 100),
            reason: 'Goodwill',
            expiresAt: null,
          }),
        );
        return { json: { ...body, useWallet: true, amount: 0 }, ...by(walletBuyer) };
      },
      () => outdated({ useWallet: true, amount: 0 }),
    ),
    'POST /api/order/cod': step(
      async () => {
        // The shopper also ticks "Send me order updates on WhatsApp" (optional, beyond the spec's body).
        const body = { ...(await f.checkout()), whatsappUpdates: true };
        return { json: { ...body, amount: body.amount + COD_FEE }, ...by(codBuyer) };
      },
      () => outdated(),
      (reply) => {
        kept.codOrder = reply.orderId;
      },
    ),
    'POST /api/order/cod/resend': step(
      () => {
        ctx.clock.now = new Date(ctx.clock.now.getTime() + 120_000);
        return { json: { orderId: kept.codOrder }, ...by(codBuyer) };
      },
      // Asked again at once: too soon.
      { status: 429 },
    ),
    'POST /api/order/cod/confirm': step(
      () => ({ json: { orderId: kept.codOrder, otp: ctx.sms.lastCode('9876543210') }, ...by(codBuyer) }),
      () => ({ json: { orderId: kept.codOrder, otp: '12345' }, status: 400 }),
    ),
    'POST /api/order/stripe': step(
      async () => ({ json: await f.checkout(), ...by(cardBuyer) }),
      () => outdated({ amount: 1 }),
      (reply) => {
        kept.cardOrder = reply.orderId;
      },
    ),
    'POST /api/order/sandbox/card-pay': step(() => ({ json: { orderId: kept.cardOrder }, ...by(cardBuyer) }), {
      json: { orderId: 'ord_nope' },
      status: 404,
    }),
    'POST /api/order/verifyStripe': step(
      () => ({ json: { orderId: kept.cardOrder, success: true }, ...by(cardBuyer) }),
      { json: { orderId: 'ord_nope', success: 'true' }, status: 404 },
    ),
    'POST /api/order/userorders': step({ json: {}, ...by(returner) }, withoutLogin),
    'POST /api/order/track-order': step({ json: { orderId: deliveredId }, ...by(returner) }, () => ({
      json: { orderId: kept.paidOrder },
      status: 404,
    })),
    'POST /api/order/return-order': step(
      { json: { orderId: deliveredId, reason: 'Too big' }, headers: tokenHeader(returner) },
      { json: { orderId: deliveredId, reason: 'Again' }, ...by(returner), status: 422 },
    ),
    'POST /api/order/exchange-order': step(
      {
        json: { orderId: exchangedId, productId: f.product.name, newSize: f.otherSize, reasonCode: 'too_small' },
        ...by(returner),
      },
      { json: { orderId: 'ord_nope', newSize: 'M' }, status: 404 },
    ),
    'GET /api/order/{orderId}/invoice': step({ path: invoice, ...by(returner) }, { ...by(buyer), status: 404 }),
    'GET /api/order/{orderId}/credit-note/{creditNoteId}': step(
      // The return asked for above, completed by staff: its credit note.
      async () => {
        const { db } = ctx.store.database;
        const [request] = await db.select().from(returnRequests).where(eq(returnRequests.orderId, deliveredId));
        await walkRequest(ctx.store, request!.id, 'completed');
        const [note] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, deliveredId));
        return { path: `/api/order/${deliveredId}/credit-note/${note!.id}`, ...by(returner) };
      },
      { ...by(buyer), status: 404 },
    ),
    'POST /api/order/razorpay/webhook': step(
      razorpayHook(
        { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_x', order_id: 'order_not_ours' } } } },
        ctx.razorpayWebhookSecret,
      ),
      { ...razorpayHook({ event: 'payment.captured' }, 'wrong-secret'), status: 401 },
    ),
    'POST /api/order/stripe/webhook': step(
      () => ({ app: 'card', raw: cardEvent, headers: { 'Stripe-Signature': cardSignature(ctx.cardWebhookSecret) } }),
      () => ({ headers: { 'Stripe-Signature': cardSignature('wrong-secret') }, status: 401 }),
    ),
    // Logged out: the same token is refused.
    'POST /api/user/logout': step({ json: {}, ...by(buyer) }, { status: 401 }),
    'GET /api/openapi.json': step({}, NOTHING_TO_REFUSE),
    'GET /api/docs': step({}, NOTHING_TO_REFUSE),
    'GET /api/docs/start.js': step({}, NOTHING_TO_REFUSE),
    'GET /api/docs/scalar.js': step({}, NOTHING_TO_REFUSE),
  };
}
