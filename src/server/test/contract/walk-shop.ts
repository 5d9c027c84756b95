// The walk's first half: catalog, reviews, uploads, accounts, wishlist, cart, and the forms anyone may send.
import { createShopper } from '#/server/test/checkout.ts';
import {
  auth,
  expectMail,
  type Fixtures,
  newsletterToken,
  NOTHING_TO_REFUSE,
  type Reply,
  shopperWithPassword,
  step,
  tokenForm,
  tokenHeader,
  type WalkContext,
  type WalkState,
  type WalkStep,
  withoutLogin,
} from './walk-kit.ts';

export function shopSteps(ctx: WalkContext, f: Fixtures, s: WalkState): Record<string, WalkStep> {
  const { buyer, newEmail, password, form, review } = s;
  const asBuyer = { headers: auth(buyer) };
  const complaint = { name: 'Asha', email: 'complaint@example.com', message: 'The hem came apart on first wear.' };
  const reader = 'reader@example.com';
  let ticket = '';
  return {
    'GET /api/product/list': step({}, `${NOTHING_TO_REFUSE} (304 with a matching ETag is its other answer)`),
    'GET /api/product/ratings': step({}, NOTHING_TO_REFUSE),
    'POST /api/product/back-in-stock': step(
      // A size sold out for the occasion, on a product the other steps leave alone.
      async () => {
        const { products } = (await (await ctx.store.app.request('/api/product/list')).json()) as Reply;
        const waiting = (products as Reply[]).findLast((p) => p._id !== f.product._id && p.sizes.length > 0)!;
        const { size, stock } = waiting.sizes[0] as Reply;
        if (stock > 0)
          await ctx.store.services.stock.adjust('walk', waiting._id, { size, delta: -stock, reason: 'walk' });
        return { json: { productId: waiting._id, size, email: 'wait@example.com' } };
      },
      { json: { productId: f.product._id, size: f.line.size, email: 'not-an-email' }, status: 400 },
    ),
    'GET /api/product/live/{productId}': step(
      { path: `/api/product/live/${f.product._id}` },
      { path: '/api/product/live/prd_nope', status: 404 },
    ),
    'GET /api/product/reviews/{productId}': step(
      { path: `/api/product/reviews/${f.product._id}` },
      { path: '/api/product/reviews/prd_nope', status: 404 },
    ),
    'GET /api/product/fit/{productId}': step(
      { path: `/api/product/fit/${f.product._id}` },
      { path: '/api/product/fit/prd_nope', status: 404 },
    ),
    'GET /api/product/fits': step({}, NOTHING_TO_REFUSE),
    'POST /api/product/addReview': step(
      () => ({ form: form({ ...review, fit: 'true' }), headers: tokenHeader(buyer) }),
      () => ({ form: form({ ...review, rating: '9' }, false), headers: auth(buyer), status: 400 }),
    ),
    'GET /api/uploads/{key}': step(
      async () => {
        const reply = (await (await ctx.store.app.request(`/api/product/reviews/${f.product._id}`)).json()) as Reply;
        return { path: new URL(reply.reviews[0].images[0]).pathname };
      },
      { path: '/api/uploads/rev_missing.webp', status: 404 },
    ),
    'POST /api/user/register/otp': step(
      { json: { email: newEmail, name: 'Walker', password } },
      { json: { email: newEmail, password: 'short' }, status: 400 },
    ),
    'POST /api/user/register': step(
      async () => {
        await expectMail(ctx, newEmail);
        return { json: { name: 'Walker', email: newEmail, password, otp: ctx.mailer.lastCode(newEmail) } };
      },
      { json: { name: 'Walker', email: 'other@example.com', password, otp: '000000' }, status: 422 },
    ),
    'POST /api/user/login': step(
      { json: { email: newEmail, password } },
      { json: { email: newEmail, password: 'not it at all' }, status: 401 },
    ),
    'POST /api/user/forgot-password/otp': step(
      { json: { email: newEmail } },
      { json: { email: 'not-an-address' }, status: 400 },
    ),
    'POST /api/user/forgot-password/reset': step(
      async () => {
        await expectMail(ctx, newEmail, 2);
        return { json: { email: newEmail, otp: ctx.mailer.lastCode(newEmail), newPassword: `${password}!` } };
      },
      { json: { email: newEmail, otp: '000000', newPassword: `${password}!` }, status: 422 },
    ),
    'GET /api/user/account': step(
      asBuyer,
      // A guest (`Bearer null`) is answered `data: null`; only a session that ended is refused.
      async () => ({
        headers: auth(await createShopper(ctx.store, new Date(ctx.clock.now.getTime() - 30 * 86_400_000))),
        status: 401,
      }),
    ),
    'GET /api/user/preferences': step(asBuyer, withoutLogin),
    'POST /api/user/preferences': step(
      { json: { whatsapp: true, marketing: false }, ...asBuyer },
      { json: { whatsapp: 'yes' }, status: 400 },
    ),
    'GET /api/user/measurements': step(asBuyer, withoutLogin),
    'POST /api/user/measurements': step(
      { json: { unit: 'in', bust: 35, hip: 39 }, ...asBuyer },
      { json: { unit: 'in', bust: 90 }, status: 400 },
    ),
    'DELETE /api/user/measurements': step(asBuyer, withoutLogin),
    'GET /api/user/data': step(asBuyer, withoutLogin),
    'POST /api/user/delete': step(
      // A shopper of her own with a password, so the walk's buyer lives on.
      async () => ({ json: { password }, headers: auth(await shopperWithPassword(ctx, password)) }),
      { json: { password: 'not the password' }, ...asBuyer, status: 422 },
    ),
    'GET /api/user/wishlist': step(asBuyer, withoutLogin),
    'POST /api/user/wishlist/add': step(
      { json: { itemId: f.product._id }, ...asBuyer },
      { json: { itemId: 'prd_nope' }, status: 404 },
    ),
    'POST /api/user/wishlist/remove': step({ json: { itemId: f.product._id }, ...asBuyer }, { json: {}, status: 400 }),
    'POST /api/cart/get': step({ json: {}, ...asBuyer }, { headers: { token: 'undefined' }, status: 401 }),
    'POST /api/cart/add': step(
      { json: { itemId: f.product.name, size: f.line.size }, ...asBuyer },
      { json: { itemId: 'No Such Dress', size: 'M' }, status: 404 },
    ),
    'POST /api/cart/update': step(
      { json: { itemId: f.product.name, size: f.line.size, quantity: 2 }, ...asBuyer },
      { json: { itemId: f.product.name, size: f.line.size, quantity: -1 }, status: 400 },
    ),
    'POST /api/cart/merge': step(
      { json: { cartData: { [f.product.name]: { [f.otherSize]: 1 } } }, ...asBuyer },
      { json: { cartData: [] }, status: 400 },
    ),
    'POST /api/cart/apply-coupon': step(
      { json: { code: 'welcome20' }, ...asBuyer },
      { json: { code: 'WELCOME20' }, headers: undefined, status: 422 },
    ),
    'POST /api/custom-box': step(
      { json: { size: 'Bust 34', specialRequest: '', productId: f.product._id } },
      { json: { size: '', specialRequest: '' }, status: 400 },
    ),
    'POST /api/contact': step(
      { json: { name: 'Asha', email: 'asha@example.com', message: 'Hello' } },
      { json: { name: 'Asha', email: 'asha@example.com' }, status: 400 },
    ),
    'POST /api/grievance': step(
      { json: complaint },
      { json: { ...complaint, orderId: 'ord_nope' }, status: 422 },
      (reply) => {
        ticket = reply.ticket;
      },
    ),
    'POST /api/grievance/status': step(
      () => ({ json: { ticket, email: complaint.email } }),
      () => ({ json: { ticket, email: 'other@example.com' }, status: 404 }),
    ),
    'POST /api/newsletter': step({ json: { email: reader } }, { json: { email: 42 }, status: 400 }),
    'GET /api/newsletter/confirm': step(
      () => ({ path: `/api/newsletter/confirm?token=${newsletterToken(ctx, reader)}` }),
      { path: '/api/newsletter/confirm', status: 400 },
    ),
    'POST /api/newsletter/confirm': step(() => ({ form: tokenForm(newsletterToken(ctx, reader)) }), {
      form: tokenForm(''),
      status: 400,
    }),
    'GET /api/newsletter/unsubscribe': step(
      () => {
        const link = new URL(ctx.store.services.newsletter.unsubscribeLink(reader));
        return { path: `${link.pathname}${link.search}` };
      },
      { path: '/api/newsletter/unsubscribe?email=reader%40example.com', status: 400 },
    ),
    'POST /api/vitals': step(
      { json: { page: 'home', metrics: [{ name: 'LCP', value: 1200 }] } },
      { json: { page: 'home', metrics: [{ name: 'FID', value: 8 }] }, status: 400 },
    ),
  };
}
