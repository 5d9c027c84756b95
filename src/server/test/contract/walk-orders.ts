// The walk's second half: checkout by every payment path, My Orders, returns, invoices, the providers' webhooks,
// logging out, and the document itself.
import {
  auth,
  COD_FEE,
  type Fixtures,
  tokenHeader,
  type WalkContext,
  type WalkState,
  type WalkStep,
} from './walk-kit.ts';
import { eq } from 'drizzle-orm';
import { creditNotes, returnRequests } from '#/server/db/schema/index.ts';
import { walkRequest } from '#/server/test/return-steps.ts';

export function orderSteps(ctx: WalkContext, f: Fixtures, s: WalkState): Record<string, WalkStep> {
  const { buyer, guestless, paidBuyer, codBuyer, cardBuyer, walletBuyer, returner, deliveredId, exchangedId, kept } = s;
  const { razorpayHook, cardEvent, cardSignature } = s;
  return {
    'POST /api/order/estimated-delivery': {
      ok: () => ({ path: '/api/order/estimated-delivery', json: { pincode: '560001' } }),
      refusal: () => ({ path: '/api/order/estimated-delivery', json: { pincode: '12345' }, status: 400 }),
    },
    'GET /api/order/payment-methods': {
      ok: () => ({ method: 'GET', path: '/api/order/payment-methods' }),
      refusal: 'takes no input and needs no login',
    },
    'POST /api/order/razorpay': {
      ok: async () => ({ path: '/api/order/razorpay', json: await f.checkout(), headers: auth(paidBuyer) }),
      keep: (r) => {
        kept.razorpayOrder = r.order.id;
      },
      refusal: async () => ({
        path: '/api/order/razorpay',
        json: { ...(await f.checkout()), amount: 1 },
        headers: auth(guestless),
        status: 409,
      }),
    },
    'POST /api/order/sandbox/pay': {
      ok: () => ({
        path: '/api/order/sandbox/pay',
        json: { razorpay_order_id: kept.razorpayOrder },
        headers: auth(paidBuyer),
      }),
      keep: (r) => {
        kept.razorpayResult = JSON.stringify(r.response);
      },
      refusal: () => ({
        path: '/api/order/sandbox/pay',
        json: { razorpay_order_id: 'order_nope' },
        headers: auth(paidBuyer),
        status: 404,
      }),
    },
    'POST /api/order/verifyrazorpay': {
      ok: () => ({
        path: '/api/order/verifyrazorpay',
        json: JSON.parse(kept.razorpayResult!),
        headers: auth(paidBuyer),
      }),
      keep: (r) => {
        kept.paidOrder = r.orderId;
      },
      refusal: () => ({
        path: '/api/order/verifyrazorpay',
        json: { ...JSON.parse(kept.razorpayResult!), razorpay_signature: '0'.repeat(64) },
        headers: auth(paidBuyer),
        status: 422,
      }),
    },
    'POST /api/order/wallet': {
      ok: async () => {
        const body = await f.checkout();
        await ctx.store.database.db.transaction((tx) =>
          ctx.store.services.wallet.credit(tx, {
            userId: walletBuyer.id,
            amountPaise: Math.round(body.amount * 100),
            reason: 'Goodwill',
            expiresAt: null,
          }),
        );
        return { path: '/api/order/wallet', json: { ...body, useWallet: true, amount: 0 }, headers: auth(walletBuyer) };
      },
      refusal: async () => ({
        path: '/api/order/wallet',
        json: { ...(await f.checkout()), useWallet: true, amount: 0 },
        headers: auth(guestless),
        status: 409,
      }),
    },
    'POST /api/order/cod': {
      ok: async () => {
        // The shopper also ticks "Send me order updates on WhatsApp" (optional, beyond the spec's body).
        const body = { ...(await f.checkout()), whatsappUpdates: true };
        return { path: '/api/order/cod', json: { ...body, amount: body.amount + COD_FEE }, headers: auth(codBuyer) };
      },
      keep: (r) => {
        kept.codOrder = r.orderId;
      },
      refusal: async () => ({
        path: '/api/order/cod',
        json: await f.checkout(),
        headers: auth(guestless),
        status: 409,
      }),
    },
    'POST /api/order/cod/resend': {
      ok: () => {
        ctx.clock.now = new Date(ctx.clock.now.getTime() + 120_000);
        return { path: '/api/order/cod/resend', json: { orderId: kept.codOrder }, headers: auth(codBuyer) };
      },
      refusal: () => ({
        path: '/api/order/cod/resend',
        json: { orderId: kept.codOrder },
        headers: auth(codBuyer),
        status: 429,
      }),
    },
    'POST /api/order/cod/confirm': {
      ok: () => ({
        path: '/api/order/cod/confirm',
        json: { orderId: kept.codOrder, otp: ctx.sms.lastCode('9876543210') },
        headers: auth(codBuyer),
      }),
      refusal: () => ({
        path: '/api/order/cod/confirm',
        json: { orderId: kept.codOrder, otp: '12345' },
        headers: auth(codBuyer),
        status: 400,
      }),
    },
    'POST /api/order/stripe': {
      ok: async () => ({ path: '/api/order/stripe', json: await f.checkout(), headers: auth(cardBuyer) }),
      keep: (r) => {
        kept.cardOrder = r.orderId;
      },
      refusal: async () => ({
        path: '/api/order/stripe',
        json: { ...(await f.checkout()), amount: 1 },
        headers: auth(guestless),
        status: 409,
      }),
    },
    'POST /api/order/sandbox/card-pay': {
      ok: () => ({ path: '/api/order/sandbox/card-pay', json: { orderId: kept.cardOrder }, headers: auth(cardBuyer) }),
      refusal: () => ({
        path: '/api/order/sandbox/card-pay',
        json: { orderId: 'ord_nope' },
        headers: auth(cardBuyer),
        status: 404,
      }),
    },
    'POST /api/order/verifyStripe': {
      ok: () => ({
        path: '/api/order/verifyStripe',
        json: { orderId: kept.cardOrder, success: true },
        headers: auth(cardBuyer),
      }),
      refusal: () => ({
        path: '/api/order/verifyStripe',
        json: { orderId: 'ord_nope', success: 'true' },
        headers: auth(cardBuyer),
        status: 404,
      }),
    },
    'POST /api/order/userorders': {
      ok: () => ({ path: '/api/order/userorders', json: {}, headers: auth(returner) }),
      refusal: () => ({ path: '/api/order/userorders', json: {}, status: 401 }),
    },
    'POST /api/order/track-order': {
      ok: () => ({ path: '/api/order/track-order', json: { orderId: deliveredId }, headers: auth(returner) }),
      refusal: () => ({
        path: '/api/order/track-order',
        json: { orderId: kept.paidOrder },
        headers: auth(returner),
        status: 404,
      }),
    },
    'POST /api/order/return-order': {
      ok: () => ({
        path: '/api/order/return-order',
        json: { orderId: deliveredId, reason: 'Too big' },
        headers: tokenHeader(returner),
      }),
      refusal: () => ({
        path: '/api/order/return-order',
        json: { orderId: deliveredId, reason: 'Again' },
        headers: auth(returner),
        status: 422,
      }),
    },
    'POST /api/order/exchange-order': {
      ok: () => ({
        path: '/api/order/exchange-order',
        json: { orderId: exchangedId, productId: f.product.name, newSize: f.otherSize, reasonCode: 'too_small' },
        headers: auth(returner),
      }),
      refusal: () => ({
        path: '/api/order/exchange-order',
        json: { orderId: 'ord_nope', newSize: 'M' },
        headers: auth(returner),
        status: 404,
      }),
    },
    'GET /api/order/{orderId}/invoice': {
      ok: () => ({ method: 'GET', path: `/api/order/${deliveredId}/invoice`, headers: auth(returner) }),
      refusal: () => ({ method: 'GET', path: `/api/order/${deliveredId}/invoice`, headers: auth(buyer), status: 404 }),
    },
    'GET /api/order/{orderId}/credit-note/{creditNoteId}': {
      // The return asked for above, completed by staff: its credit note.
      ok: async () => {
        const { db } = ctx.store.database;
        const [request] = await db.select().from(returnRequests).where(eq(returnRequests.orderId, deliveredId));
        await walkRequest(ctx.store, request!.id, 'completed');
        const [note] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, deliveredId));
        kept.creditNote = note!.id;
        return { method: 'GET', path: `/api/order/${deliveredId}/credit-note/${note!.id}`, headers: auth(returner) };
      },
      refusal: () => ({
        method: 'GET',
        path: `/api/order/${deliveredId}/credit-note/${kept.creditNote}`,
        headers: auth(buyer),
        status: 404,
      }),
    },
    'POST /api/order/razorpay/webhook': {
      ok: () =>
        razorpayHook(
          { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_x', order_id: 'order_not_ours' } } } },
          ctx.razorpayWebhookSecret,
        ),
      refusal: () => ({ ...razorpayHook({ event: 'payment.captured' }, 'wrong-secret'), status: 401 }),
    },
    'POST /api/order/stripe/webhook': {
      ok: () => ({
        app: 'card',
        path: '/api/order/stripe/webhook',
        raw: cardEvent,
        headers: { 'Stripe-Signature': cardSignature(ctx.cardWebhookSecret) },
      }),
      refusal: () => ({
        app: 'card',
        path: '/api/order/stripe/webhook',
        raw: cardEvent,
        headers: { 'Stripe-Signature': cardSignature('wrong-secret') },
        status: 401,
      }),
    },
    'POST /api/user/logout': {
      ok: () => ({ path: '/api/user/logout', json: {}, headers: auth(buyer) }),
      refusal: () => ({ path: '/api/user/logout', json: {}, headers: auth(buyer), status: 401 }),
    },
    'GET /api/openapi.json': {
      ok: () => ({ method: 'GET', path: '/api/openapi.json' }),
      refusal: 'takes no input and needs no login',
    },
    'GET /api/docs': { ok: () => ({ method: 'GET', path: '/api/docs' }), refusal: 'takes no input and needs no login' },
    'GET /api/docs/start.js': {
      ok: () => ({ method: 'GET', path: '/api/docs/start.js' }),
      refusal: 'takes no input and needs no login',
    },
    'GET /api/docs/scalar.js': {
      ok: () => ({ method: 'GET', path: '/api/docs/scalar.js' }),
      refusal: 'takes no input and needs no login',
    },
  };
}
