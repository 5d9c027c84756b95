// The contract test's walk (contract.api.test.ts): for every documented route, a request that succeeds and one
// that is refused, run in this order against one store (later steps use what earlier ones made). A route that
// can refuse nothing (no input, no login) says why in `refusal` instead; the test checks it documents no refusal.
import sharp from 'sharp';
import type { StoreApp } from '#/server/app.ts';
import type { captureMailer } from '#/server/test/auth-helpers.ts';
import type { CapturingSms } from '#/server/test/capture-sms.ts';
import { catalogLines, checkoutBody, createShopper, type Line, type Shopper } from '#/server/test/checkout.ts';
import { hmacHex } from '#/server/adapters/payments/signatures.ts';

export type WalkRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  json?: unknown;
  /** A body sent as is (webhooks sign the exact bytes). */
  raw?: string;
  form?: FormData;
  headers?: Record<string, string>;
  /** The second app, configured with a real card provider (its webhooks can succeed). */
  app?: 'card';
  /** The expected status; 200 when not given. */
  status?: number;
};
// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely, as tests may
export type Reply = Record<string, any>;
export type WalkStep = {
  ok: () => Promise<WalkRequest> | WalkRequest;
  refusal: (() => Promise<WalkRequest> | WalkRequest) | string;
  /** Reads what later steps need from the successful reply. */
  keep?: (reply: Reply) => void;
};

export type WalkContext = {
  store: StoreApp;
  clock: { now: Date };
  mailer: ReturnType<typeof captureMailer>;
  sms: CapturingSms;
  adminToken: string;
  razorpayWebhookSecret: string;
  cardWebhookSecret: string;
};

export const COD_FEE = 49;
const auth = (who: Shopper) => ({ Authorization: `Bearer ${who.token}` });
/** The token in the newest newsletter confirmation link mailed to `to`. */
const newsletterToken = (ctx: WalkContext, to: string) => {
  const mail = [...ctx.mailer.sent].reverse().find((m) => m.to === to && m.text.includes('/newsletter/confirm'));
  return /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? 'none';
};
const tokenForm = (token: string) => {
  const form = new FormData();
  form.set('token', token);
  return form;
};
const tokenHeader = (who: Shopper) => ({ token: who.token });

/** Everything the walk makes along the way. */
export async function walkFixtures(ctx: WalkContext) {
  const { store } = ctx;
  const shopper = () => createShopper(store, ctx.clock.now);
  const lines = await catalogLines(store);
  const list = (await (await store.app.request('/api/product/list')).json()) as Reply;
  const product = (list.products as Reply[]).find((p) => p.sizes.length >= 2)!;
  const lineOf = (productId: string, size: string) => lines.find((l) => l.productId === productId && l.size === size)!;
  const line: Line = lineOf(product._id, product.sizes[0].size);
  const otherSize: string = product.sizes[1].size;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#9e3d52' } })
    .png()
    .toBuffer();

  /** A paid order of one unit of `line`, delivered with an AWB. */
  async function deliveredOrder(who: Shopper): Promise<string> {
    const { orders } = store.services;
    const created = await orders.createRazorpayOrder(who.id, await checkoutBody(store, [[line, 1]]), `ip-${who.id}`);
    await orders.verifyRazorpay(who.id, await orders.sandboxRazorpayPay(who.id, created.order.id));
    await store.services.orderStatus.setStatus(created.order.receipt, 'Delivered', 'AWB12345');
    return created.order.receipt;
  }
  const checkout = () => checkoutBody(store, [[line, 1]]);
  return { shopper, product, line, otherSize, png, deliveredOrder, checkout };
}

export type Fixtures = Awaited<ReturnType<typeof walkFixtures>>;

export async function storeWalk(ctx: WalkContext, f: Fixtures): Promise<Record<string, WalkStep>> {
  const [buyer, guestless, paidBuyer, codBuyer, cardBuyer, walletBuyer, returner] = (await Promise.all(
    Array.from({ length: 7 }, () => f.shopper()),
  )) as [Shopper, Shopper, Shopper, Shopper, Shopper, Shopper, Shopper];
  const deliveredId = await f.deliveredOrder(returner);
  const exchangedId = await f.deliveredOrder(returner);
  const kept: Record<string, string> = {};
  const newEmail = 'walker@example.com';
  const password = 'walk the contract';
  const form = (fields: Record<string, string>, photo = true) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    if (photo) data.append('images', new File([new Uint8Array(f.png)], 'a.png', { type: 'image/png' }));
    return data;
  };
  const review = { productId: f.product._id, user: 'Asha', rating: '4', comment: 'Fits well' };
  const razorpayHook = (body: object, secret: string) => ({
    path: '/api/order/razorpay/webhook',
    raw: JSON.stringify(body),
    headers: { 'X-Razorpay-Signature': hmacHex(secret, JSON.stringify(body)), 'X-Razorpay-Event-Id': 'evt_walk' },
  });
  const cardEvent = JSON.stringify({
    id: 'evt_walk',
    type: 'checkout.session.completed',
    data: { object: { id: 'x' } },
  });
  const cardSignature = (secret: string) => {
    const t = Math.floor(Date.now() / 1000);
    return `t=${t},v1=${hmacHex(secret, `${t}.${cardEvent}`)}`;
  };

  return {
    'GET /api/product/list': {
      ok: () => ({ method: 'GET', path: '/api/product/list' }),
      refusal: 'takes no input and needs no login (304 with a matching ETag is its other answer)',
    },
    'GET /api/product/ratings': {
      ok: () => ({ method: 'GET', path: '/api/product/ratings' }),
      refusal: 'takes no input and needs no login',
    },
    'POST /api/product/back-in-stock': {
      // A size sold out for the occasion, on a product the other steps leave alone.
      ok: async () => {
        const { products } = (await (await ctx.store.app.request('/api/product/list')).json()) as Reply;
        const waiting = (products as Reply[]).findLast((p) => p._id !== f.product._id && p.sizes.length > 0)!;
        const { size, stock } = waiting.sizes[0] as Reply;
        if (stock > 0)
          await ctx.store.services.stock.adjust('walk', waiting._id, { size, delta: -stock, reason: 'walk' });
        return {
          path: '/api/product/back-in-stock',
          json: { productId: waiting._id, size, email: 'wait@example.com' },
        };
      },
      refusal: () => ({
        path: '/api/product/back-in-stock',
        json: { productId: f.product._id, size: f.line.size, email: 'not-an-email' },
        status: 400,
      }),
    },
    'GET /api/product/live/{productId}': {
      ok: () => ({ method: 'GET', path: `/api/product/live/${f.product._id}` }),
      refusal: () => ({ method: 'GET', path: '/api/product/live/prd_nope', status: 404 }),
    },
    'GET /api/product/reviews/{productId}': {
      ok: () => ({ method: 'GET', path: `/api/product/reviews/${f.product._id}` }),
      refusal: () => ({ method: 'GET', path: '/api/product/reviews/prd_nope', status: 404 }),
    },
    'POST /api/product/addReview': {
      ok: () => ({ path: '/api/product/addReview', form: form(review), headers: tokenHeader(buyer) }),
      refusal: () => ({
        path: '/api/product/addReview',
        form: form({ ...review, rating: '9' }, false),
        headers: auth(buyer),
        status: 400,
      }),
    },
    'GET /api/uploads/{key}': {
      ok: async () => {
        const reply = (await (await ctx.store.app.request(`/api/product/reviews/${f.product._id}`)).json()) as Reply;
        return { method: 'GET', path: new URL(reply.reviews[0].images[0]).pathname };
      },
      refusal: () => ({ method: 'GET', path: '/api/uploads/rev_missing.webp', status: 404 }),
    },
    'POST /api/user/register/otp': {
      ok: () => ({ path: '/api/user/register/otp', json: { email: newEmail, name: 'Walker', password } }),
      refusal: () => ({ path: '/api/user/register/otp', json: { email: newEmail, password: 'short' }, status: 400 }),
    },
    'POST /api/user/register': {
      ok: async () => {
        await expectMail(ctx, newEmail);
        const otp = ctx.mailer.lastCode(newEmail);
        return { path: '/api/user/register', json: { name: 'Walker', email: newEmail, password, otp } };
      },
      refusal: () => ({
        path: '/api/user/register',
        json: { name: 'Walker', email: 'other@example.com', password, otp: '000000' },
        status: 422,
      }),
    },
    'POST /api/user/login': {
      ok: () => ({ path: '/api/user/login', json: { email: newEmail, password } }),
      refusal: () => ({ path: '/api/user/login', json: { email: newEmail, password: 'not it at all' }, status: 401 }),
    },
    'POST /api/user/forgot-password/otp': {
      ok: () => ({ path: '/api/user/forgot-password/otp', json: { email: newEmail } }),
      refusal: () => ({ path: '/api/user/forgot-password/otp', json: { email: 'not-an-address' }, status: 400 }),
    },
    'POST /api/user/forgot-password/reset': {
      ok: async () => {
        await expectMail(ctx, newEmail, 2);
        const otp = ctx.mailer.lastCode(newEmail);
        return { path: '/api/user/forgot-password/reset', json: { email: newEmail, otp, newPassword: `${password}!` } };
      },
      refusal: () => ({
        path: '/api/user/forgot-password/reset',
        json: { email: newEmail, otp: '000000', newPassword: `${password}!` },
        status: 422,
      }),
    },
    'GET /api/user/account': {
      ok: () => ({ method: 'GET', path: '/api/user/account', headers: auth(buyer) }),
      // A guest (`Bearer null`) is answered `data: null`; only a session that ended is refused.
      refusal: async () => ({
        method: 'GET',
        path: '/api/user/account',
        headers: auth(await createShopper(ctx.store, new Date(ctx.clock.now.getTime() - 30 * 86_400_000))),
        status: 401,
      }),
    },
    'GET /api/user/wishlist': {
      ok: () => ({ method: 'GET', path: '/api/user/wishlist', headers: auth(buyer) }),
      refusal: () => ({ method: 'GET', path: '/api/user/wishlist', status: 401 }),
    },
    'POST /api/user/wishlist/add': {
      ok: () => ({ path: '/api/user/wishlist/add', json: { itemId: f.product._id }, headers: auth(buyer) }),
      refusal: () => ({
        path: '/api/user/wishlist/add',
        json: { itemId: 'prd_nope' },
        headers: auth(buyer),
        status: 404,
      }),
    },
    'POST /api/user/wishlist/remove': {
      ok: () => ({ path: '/api/user/wishlist/remove', json: { itemId: f.product._id }, headers: auth(buyer) }),
      refusal: () => ({ path: '/api/user/wishlist/remove', json: {}, headers: auth(buyer), status: 400 }),
    },
    'POST /api/cart/get': {
      ok: () => ({ path: '/api/cart/get', json: {}, headers: auth(buyer) }),
      refusal: () => ({ path: '/api/cart/get', json: {}, headers: { token: 'undefined' }, status: 401 }),
    },
    'POST /api/cart/add': {
      ok: () => ({ path: '/api/cart/add', json: { itemId: f.product.name, size: f.line.size }, headers: auth(buyer) }),
      refusal: () => ({
        path: '/api/cart/add',
        json: { itemId: 'No Such Dress', size: 'M' },
        headers: auth(buyer),
        status: 404,
      }),
    },
    'POST /api/cart/update': {
      ok: () => ({
        path: '/api/cart/update',
        json: { itemId: f.product.name, size: f.line.size, quantity: 2 },
        headers: auth(buyer),
      }),
      refusal: () => ({
        path: '/api/cart/update',
        json: { itemId: f.product.name, size: f.line.size, quantity: -1 },
        headers: auth(buyer),
        status: 400,
      }),
    },
    'POST /api/cart/merge': {
      ok: () => ({
        path: '/api/cart/merge',
        json: { cartData: { [f.product.name]: { [f.otherSize]: 1 } } },
        headers: auth(buyer),
      }),
      refusal: () => ({ path: '/api/cart/merge', json: { cartData: [] }, headers: auth(buyer), status: 400 }),
    },
    'POST /api/cart/apply-coupon': {
      ok: () => ({ path: '/api/cart/apply-coupon', json: { code: 'welcome20' }, headers: auth(buyer) }),
      refusal: () => ({ path: '/api/cart/apply-coupon', json: { code: 'WELCOME20' }, status: 422 }),
    },
    'POST /api/custom-box': {
      ok: () => ({ path: '/api/custom-box', json: { size: 'Bust 34', specialRequest: '', productId: f.product._id } }),
      refusal: () => ({ path: '/api/custom-box', json: { size: '', specialRequest: '' }, status: 400 }),
    },
    'POST /api/contact': {
      ok: () => ({ path: '/api/contact', json: { name: 'Asha', email: 'asha@example.com', message: 'Hello' } }),
      refusal: () => ({ path: '/api/contact', json: { name: 'Asha', email: 'asha@example.com' }, status: 400 }),
    },
    'POST /api/newsletter': {
      ok: () => ({ path: '/api/newsletter', json: { email: 'reader@example.com' } }),
      refusal: () => ({ path: '/api/newsletter', json: { email: 42 }, status: 400 }),
    },
    'GET /api/newsletter/confirm': {
      ok: () => ({
        method: 'GET',
        path: `/api/newsletter/confirm?token=${newsletterToken(ctx, 'reader@example.com')}`,
      }),
      refusal: () => ({ method: 'GET', path: '/api/newsletter/confirm', status: 400 }),
    },
    'POST /api/newsletter/confirm': {
      ok: () => ({ path: '/api/newsletter/confirm', form: tokenForm(newsletterToken(ctx, 'reader@example.com')) }),
      refusal: () => ({ path: '/api/newsletter/confirm', form: tokenForm(''), status: 400 }),
    },
    'POST /api/vitals': {
      ok: () => ({ path: '/api/vitals', json: { page: 'home', metrics: [{ name: 'LCP', value: 1200 }] } }),
      refusal: () => ({
        path: '/api/vitals',
        json: { page: 'home', metrics: [{ name: 'FID', value: 8 }] },
        status: 400,
      }),
    },
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
        const body = await f.checkout();
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
        json: { orderId: exchangedId, productId: f.product.name, newSize: f.otherSize },
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

/** The sign-up and reset mails are sent without waiting: wait for the n-th one. */
async function expectMail(ctx: WalkContext, to: string, count = 1) {
  for (let i = 0; i < 100 && ctx.mailer.sent.filter((m) => m.to === to).length < count; i++)
    await new Promise((resolve) => setImmediate(resolve));
}
