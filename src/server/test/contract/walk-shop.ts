// The walk's first half: catalog, reviews, uploads, accounts, wishlist, cart, and the forms anyone may send.
import { eq } from 'drizzle-orm';
import { createShopper } from '#/server/test/checkout.ts';
import { users } from '#/server/db/schema/index.ts';
import { hashPassword } from '#/server/auth/password.ts';
import {
  auth,
  expectMail,
  type Fixtures,
  newsletterToken,
  type Reply,
  tokenForm,
  tokenHeader,
  type WalkContext,
  type WalkState,
  type WalkStep,
} from './walk-kit.ts';

export function shopSteps(ctx: WalkContext, f: Fixtures, s: WalkState): Record<string, WalkStep> {
  const { buyer, newEmail, password, form, review } = s;
  const complaint = { name: 'Asha', email: 'complaint@example.com', message: 'The hem came apart on first wear.' };
  let ticket = '';
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
    'GET /api/product/fit/{productId}': {
      ok: () => ({ method: 'GET', path: `/api/product/fit/${f.product._id}` }),
      refusal: () => ({ method: 'GET', path: '/api/product/fit/prd_nope', status: 404 }),
    },
    'GET /api/product/fits': {
      ok: () => ({ method: 'GET', path: '/api/product/fits' }),
      refusal: 'takes no input and needs no login',
    },
    'POST /api/product/addReview': {
      ok: () => ({
        path: '/api/product/addReview',
        form: form({ ...review, fit: 'true' }),
        headers: tokenHeader(buyer),
      }),
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
    'GET /api/user/preferences': {
      ok: () => ({ method: 'GET', path: '/api/user/preferences', headers: auth(buyer) }),
      refusal: () => ({ method: 'GET', path: '/api/user/preferences', status: 401 }),
    },
    'POST /api/user/preferences': {
      ok: () => ({ path: '/api/user/preferences', json: { whatsapp: true, marketing: false }, headers: auth(buyer) }),
      refusal: () => ({ path: '/api/user/preferences', json: { whatsapp: 'yes' }, headers: auth(buyer), status: 400 }),
    },
    'GET /api/user/measurements': {
      ok: () => ({ method: 'GET', path: '/api/user/measurements', headers: auth(buyer) }),
      refusal: () => ({ method: 'GET', path: '/api/user/measurements', status: 401 }),
    },
    'POST /api/user/measurements': {
      ok: () => ({ path: '/api/user/measurements', json: { unit: 'in', bust: 35, hip: 39 }, headers: auth(buyer) }),
      refusal: () => ({
        path: '/api/user/measurements',
        json: { unit: 'in', bust: 90 },
        headers: auth(buyer),
        status: 400,
      }),
    },
    'DELETE /api/user/measurements': {
      ok: () => ({ method: 'DELETE', path: '/api/user/measurements', headers: auth(buyer) }),
      refusal: () => ({ method: 'DELETE', path: '/api/user/measurements', status: 401 }),
    },
    'GET /api/user/data': {
      ok: () => ({ method: 'GET', path: '/api/user/data', headers: auth(buyer) }),
      refusal: () => ({ method: 'GET', path: '/api/user/data', status: 401 }),
    },
    'POST /api/user/delete': {
      // A shopper of her own with a password, so the walk's buyer lives on.
      ok: async () => {
        const leaving = await createShopper(ctx.store, new Date());
        await ctx.store.database.db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.id, leaving.id));
        return { path: '/api/user/delete', json: { password }, headers: auth(leaving) };
      },
      refusal: () => ({
        path: '/api/user/delete',
        json: { password: 'not the password' },
        headers: auth(buyer),
        status: 422,
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
    'POST /api/grievance': {
      ok: () => ({ path: '/api/grievance', json: complaint }),
      keep: (reply) => {
        ticket = reply.ticket;
      },
      refusal: () => ({ path: '/api/grievance', json: { ...complaint, orderId: 'ord_nope' }, status: 422 }),
    },
    'POST /api/grievance/status': {
      ok: () => ({ path: '/api/grievance/status', json: { ticket, email: complaint.email } }),
      refusal: () => ({ path: '/api/grievance/status', json: { ticket, email: 'other@example.com' }, status: 404 }),
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
    'GET /api/newsletter/unsubscribe': {
      ok: () => {
        const link = new URL(ctx.store.services.newsletter.unsubscribeLink('reader@example.com'));
        return { method: 'GET', path: `${link.pathname}${link.search}` };
      },
      refusal: () => ({ method: 'GET', path: '/api/newsletter/unsubscribe?email=reader%40example.com', status: 400 }),
    },
    'POST /api/vitals': {
      ok: () => ({ path: '/api/vitals', json: { page: 'home', metrics: [{ name: 'LCP', value: 1200 }] } }),
      refusal: () => ({
        path: '/api/vitals',
        json: { page: 'home', metrics: [{ name: 'FID', value: 8 }] },
        status: 400,
      }),
    },
  };
}
