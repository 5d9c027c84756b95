// The console API's part of the contract walk (see contract-walk.ts): a success and a refusal per route. Steps
// run in order, so later ones use what earlier ones made (the product, its photos, the coupon, the requests).
import { eq } from 'drizzle-orm';
import { grievances, users } from '#/server/db/schema/index.ts';
import { adminOrderSteps } from './walk-admin-orders.ts';
import { adminInboxSteps } from './walk-admin-inbox.ts';
import type { Fixtures, Reply, WalkContext, WalkStep } from './walk-kit.ts';

export async function adminWalk(ctx: WalkContext, f: Fixtures): Promise<Record<string, WalkStep>> {
  const { store } = ctx;
  const admin = { Authorization: `Bearer ${ctx.adminToken}` };
  const wrong = { Authorization: 'Bearer not-the-operator-token' };
  const [who, member, shopperCaller] = await Promise.all([f.shopper(), f.shopper(), f.shopper()]);
  const staff = { Authorization: `Bearer ${member.token}` };
  const shopper = { Authorization: `Bearer ${shopperCaller.token}` };
  await store.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, member.id));
  const email = (id: string) => `${id}@example.com`;
  const photoForm = () => {
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(f.png)], { type: 'image/png' }), 'front.png');
    form.append('alt', 'Front view');
    return form;
  };
  let productId = '';
  let photos: string[] = [];
  const keepProduct = (reply: Reply) => {
    productId = reply.product._id;
    photos = reply.product.photos.map((p: { id: string }) => p.id);
  };
  const newProduct = {
    name: 'Walk Console Dress',
    price: 1499,
    mrp: 1999,
    category: 'dress',
    subCategory: 'Wrap',
    description: 'Made by the contract walk.',
    sizes: [{ size: 'M', stock: 3 }],
    genericName: "Women's dress",
  };
  const coupon = { code: 'WALK10', kind: 'percent', value: 10 };

  return {
    'GET /api/admin/me': {
      ok: () => ({ method: 'GET', path: '/api/admin/me', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/me', headers: shopper, status: 403 }),
    },
    'GET /api/admin/dashboard': {
      ok: () => ({ method: 'GET', path: '/api/admin/dashboard', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/dashboard', status: 401 }),
    },
    'POST /api/admin/products': {
      ok: () => ({ path: '/api/admin/products', json: newProduct, headers: staff }),
      refusal: () => ({ path: '/api/admin/products', json: newProduct, headers: staff, status: 409 }),
      keep: keepProduct,
    },
    'GET /api/admin/products': {
      ok: () => ({ method: 'GET', path: '/api/admin/products?q=walk&status=active', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/products?status=gone', headers: staff, status: 400 }),
    },
    'GET /api/admin/products/sub-categories': {
      ok: () => ({ method: 'GET', path: '/api/admin/products/sub-categories', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/products/sub-categories', headers: shopper, status: 403 }),
    },
    'GET /api/admin/products/{id}': {
      ok: () => ({ method: 'GET', path: `/api/admin/products/${productId}`, headers: admin }),
      refusal: () => ({ method: 'GET', path: '/api/admin/products/prd_nope', headers: admin, status: 404 }),
    },
    'PATCH /api/admin/products/{id}': {
      ok: () => ({ method: 'PATCH', path: `/api/admin/products/${productId}`, json: { price: 1299 }, headers: staff }),
      refusal: () => ({
        method: 'PATCH',
        path: `/api/admin/products/${productId}`,
        json: { mrp: 10 },
        headers: staff,
        status: 400,
      }),
    },
    'POST /api/admin/products/{id}/photos': {
      ok: () => ({ path: `/api/admin/products/${productId}/photos`, form: photoForm(), headers: staff }),
      refusal: () => ({ path: '/api/admin/products/prd_nope/photos', form: photoForm(), headers: staff, status: 404 }),
      keep: keepProduct,
    },
    'PATCH /api/admin/products/{id}/photos': {
      ok: () => ({
        method: 'PATCH',
        path: `/api/admin/products/${productId}/photos`,
        json: { order: photos, alt: { [photos[0]!]: 'Front, on a model' } },
        headers: staff,
      }),
      refusal: () => ({
        method: 'PATCH',
        path: `/api/admin/products/${productId}/photos`,
        json: { order: ['pho_nope'] },
        headers: staff,
        status: 400,
      }),
    },
    'DELETE /api/admin/products/{id}/photos/{photoId}': {
      ok: () => ({ method: 'DELETE', path: `/api/admin/products/${productId}/photos/${photos[0]}`, headers: staff }),
      refusal: () => ({
        method: 'DELETE',
        path: `/api/admin/products/${productId}/photos/${photos[0]}`,
        headers: staff,
        status: 404,
      }),
    },
    'POST /api/admin/products/{id}/stock': {
      ok: () => ({
        path: `/api/admin/products/${productId}/stock`,
        json: { size: 'M', delta: 2, reason: 'Restock' },
        headers: staff,
      }),
      refusal: () => ({
        path: `/api/admin/products/${productId}/stock`,
        json: { size: 'M', delta: -99, reason: 'Count' },
        headers: staff,
        status: 422,
      }),
    },
    'POST /api/admin/products/{id}/restock': {
      ok: () => ({
        path: `/api/admin/products/${productId}/restock`,
        json: { mode: 'add', reason: 'New batch', sizes: [{ size: 'M', quantity: 2 }] },
        headers: staff,
      }),
      refusal: () => ({
        path: `/api/admin/products/${productId}/restock`,
        json: { mode: 'set', reason: 'Count', sizes: [] },
        headers: staff,
        status: 400,
      }),
    },
    'GET /api/admin/products/{id}/stock-history': {
      ok: () => ({ method: 'GET', path: `/api/admin/products/${productId}/stock-history`, headers: staff }),
      refusal: () => ({
        method: 'GET',
        path: '/api/admin/products/prd_nope/stock-history',
        headers: staff,
        status: 404,
      }),
    },
    'POST /api/admin/products/{id}/publish': {
      // A draft of its own: the walk's product is on sale already (which is the refusal).
      ok: async () => {
        const res = await store.app.request('/api/admin/products', {
          method: 'POST',
          headers: { ...staff, 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...newProduct, name: 'Walk Draft Dress', draft: true }),
        });
        const { product } = (await res.json()) as Reply;
        return { path: `/api/admin/products/${product._id}/publish`, headers: staff };
      },
      refusal: () => ({ path: `/api/admin/products/${productId}/publish`, headers: staff, status: 409 }),
    },
    'POST /api/admin/products/{id}/archive': {
      ok: () => ({ path: `/api/admin/products/${productId}/archive`, json: { archived: true }, headers: staff }),
      refusal: () => ({ path: `/api/admin/products/${productId}/archive`, json: {}, headers: staff, status: 400 }),
    },
    'POST /api/admin/coupons': {
      ok: () => ({ path: '/api/admin/coupons', json: coupon, headers: staff }),
      refusal: () => ({ path: '/api/admin/coupons', json: coupon, headers: staff, status: 409 }),
    },
    'GET /api/admin/coupons': {
      ok: () => ({ method: 'GET', path: '/api/admin/coupons', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/coupons', headers: shopper, status: 403 }),
    },
    'PATCH /api/admin/coupons/{code}': {
      ok: () => ({ method: 'PATCH', path: '/api/admin/coupons/walk10', json: { active: false }, headers: staff }),
      refusal: () => ({
        method: 'PATCH',
        path: '/api/admin/coupons/NOPE10',
        json: { active: false },
        headers: staff,
        status: 404,
      }),
    },
    ...(await adminOrderSteps(ctx, f, { admin, wrong, staff, shopper }, who)),
    'GET /api/admin/custom-requests': {
      ok: () => ({ method: 'GET', path: '/api/admin/custom-requests', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/custom-requests', headers: shopper, status: 403 }),
    },
    'GET /api/admin/contact-messages': {
      ok: () => ({ method: 'GET', path: '/api/admin/contact-messages', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/contact-messages', status: 401 }),
    },
    ...(await adminInboxSteps(ctx, staff, who)),
    'GET /api/admin/newsletter': {
      ok: () => ({ method: 'GET', path: '/api/admin/newsletter', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/newsletter?format=xml', headers: staff, status: 400 }),
    },
    'GET /api/admin/grievances': {
      ok: () => ({ method: 'GET', path: '/api/admin/grievances?status=all', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/grievances', headers: shopper, status: 403 }),
    },
    'PATCH /api/admin/grievances/{id}': {
      // The complaint the shop's half of the walk filed.
      ok: async () => {
        const [filed] = await store.database.db.select({ id: grievances.id }).from(grievances).limit(1);
        const json = { status: 'resolved', reply: 'A new one is on its way.' };
        return { method: 'PATCH', path: `/api/admin/grievances/${filed!.id}`, json, headers: staff };
      },
      refusal: () => ({
        method: 'PATCH',
        path: '/api/admin/grievances/grv_nope',
        json: { status: 'open' },
        headers: staff,
        status: 404,
      }),
    },
    'POST /api/admin/staff': {
      ok: () => ({ path: '/api/admin/staff', json: { email: email(who.id), role: 'staff' }, headers: admin }),
      refusal: () => ({
        path: '/api/admin/staff',
        json: { email: email(who.id), role: 'staff' },
        headers: staff,
        status: 403,
      }),
    },
    'GET /api/admin/staff': {
      ok: () => ({ method: 'GET', path: '/api/admin/staff', headers: admin }),
      refusal: () => ({ method: 'GET', path: '/api/admin/staff', headers: staff, status: 403 }),
    },
    'DELETE /api/admin/staff/{email}': {
      ok: () => ({ method: 'DELETE', path: `/api/admin/staff/${email(who.id)}`, headers: admin }),
      refusal: () => ({ method: 'DELETE', path: `/api/admin/staff/${email(who.id)}`, headers: admin, status: 404 }),
    },
    'GET /api/admin/audit': {
      ok: () => ({ method: 'GET', path: '/api/admin/audit?limit=20', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/audit?limit=0', headers: staff, status: 400 }),
    },
    'GET /api/admin/vitals': {
      ok: () => ({ method: 'GET', path: '/api/admin/vitals', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/vitals', headers: shopper, status: 403 }),
    },
    'POST /api/admin/publish': {
      ok: () => ({ path: '/api/admin/publish', headers: staff }),
      // A product on sale without its generic name (a Legal Metrology declaration) holds the next publish back.
      refusal: async () => {
        const undeclared = { ...newProduct, name: 'Walk Undeclared Dress', genericName: undefined };
        await store.app.request('/api/admin/products', {
          method: 'POST',
          headers: { ...staff, 'Content-Type': 'application/json' },
          body: JSON.stringify(undeclared),
        });
        return { path: '/api/admin/publish', headers: staff, status: 422 };
      },
    },
    'GET /api/admin/publish': {
      ok: () => ({ method: 'GET', path: '/api/admin/publish', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/publish', status: 401 }),
    },
  };
}
