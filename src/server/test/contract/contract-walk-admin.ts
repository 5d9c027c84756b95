// The console API's part of the contract walk (see contract-walk.ts): a success and a refusal per route. Steps
// run in order, so later ones use what earlier ones made (the product, its photos, the coupon, the requests).
import { eq } from 'drizzle-orm';
import { grievances, users } from '#/server/db/schema/index.ts';
import { adminOrderSteps } from './walk-admin-orders.ts';
import { adminInboxSteps } from './walk-admin-inbox.ts';
import { type Fixtures, type Reply, step, type WalkContext, type WalkStep, withoutLogin } from './walk-kit.ts';

export async function adminWalk(ctx: WalkContext, f: Fixtures): Promise<Record<string, WalkStep>> {
  const { store } = ctx;
  const admin = { Authorization: `Bearer ${ctx.adminToken}` };
  const wrong = { Authorization: 'Bearer not-the-operator-token' };
  const [who, member, shopperCaller] = await Promise.all([f.shopper(), f.shopper(), f.shopper()]);
  const staff = { Authorization: `Bearer ${member.token}` };
  const asStaff = { headers: staff };
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
  /** A product made outside the walk's steps (a draft to publish, one that holds a publish back). */
  const createProduct = async (product: object) => {
    const res = await store.app.request('/api/admin/products', {
      method: 'POST',
      headers: { ...staff, 'Content-Type': 'application/json' },
      body: JSON.stringify(product),
    });
    return (await res.json()) as Reply;
  };

  return {
    'GET /api/admin/me': step(asStaff, { headers: shopper, status: 403 }),
    'GET /api/admin/dashboard': step(asStaff, withoutLogin),
    'POST /api/admin/products': step({ json: newProduct, ...asStaff }, { status: 409 }, keepProduct),
    'GET /api/admin/products': step(
      { path: '/api/admin/products?q=walk&status=active', ...asStaff },
      { path: '/api/admin/products?status=gone', status: 400 },
    ),
    'GET /api/admin/products/sub-categories': step(asStaff, { headers: shopper, status: 403 }),
    'GET /api/admin/products/{id}': step(() => ({ path: `/api/admin/products/${productId}`, headers: admin }), {
      path: '/api/admin/products/prd_nope',
      status: 404,
    }),
    'PATCH /api/admin/products/{id}': step(
      () => ({ path: `/api/admin/products/${productId}`, json: { price: 1299 }, ...asStaff }),
      { json: { mrp: 10 }, status: 400 },
    ),
    'POST /api/admin/products/{id}/photos': step(
      () => ({ path: `/api/admin/products/${productId}/photos`, form: photoForm(), ...asStaff }),
      () => ({ path: '/api/admin/products/prd_nope/photos', form: photoForm(), status: 404 }),
      keepProduct,
    ),
    'PATCH /api/admin/products/{id}/photos': step(
      () => ({
        path: `/api/admin/products/${productId}/photos`,
        json: { order: photos, alt: { [photos[0]!]: 'Front, on a model' } },
        ...asStaff,
      }),
      { json: { order: ['pho_nope'] }, status: 400 },
    ),
    // Removed: the same photo is not there any more.
    'DELETE /api/admin/products/{id}/photos/{photoId}': step(
      () => ({ path: `/api/admin/products/${productId}/photos/${photos[0]}`, ...asStaff }),
      { status: 404 },
    ),
    'POST /api/admin/products/{id}/stock': step(
      () => ({
        path: `/api/admin/products/${productId}/stock`,
        json: { size: 'M', delta: 2, reason: 'Restock' },
        ...asStaff,
      }),
      { json: { size: 'M', delta: -99, reason: 'Count' }, status: 422 },
    ),
    'POST /api/admin/products/{id}/restock': step(
      () => ({
        path: `/api/admin/products/${productId}/restock`,
        json: { mode: 'add', reason: 'New batch', sizes: [{ size: 'M', quantity: 2 }] },
        ...asStaff,
      }),
      { json: { mode: 'set', reason: 'Count', sizes: [] }, status: 400 },
    ),
    'GET /api/admin/products/{id}/stock-history': step(
      () => ({ path: `/api/admin/products/${productId}/stock-history`, ...asStaff }),
      { path: '/api/admin/products/prd_nope/stock-history', status: 404 },
    ),
    'POST /api/admin/products/{id}/publish': step(
      // A draft of its own: the walk's product is on sale already (which is the refusal).
      async () => {
        const { product } = await createProduct({ ...newProduct, name: 'Walk Draft Dress', draft: true });
        return { path: `/api/admin/products/${product._id}/publish`, ...asStaff };
      },
      () => ({ path: `/api/admin/products/${productId}/publish`, status: 409 }),
    ),
    'POST /api/admin/products/{id}/archive': step(
      () => ({ path: `/api/admin/products/${productId}/archive`, json: { archived: true }, ...asStaff }),
      { json: {}, status: 400 },
    ),
    'POST /api/admin/coupons': step({ json: coupon, ...asStaff }, { status: 409 }),
    'GET /api/admin/coupons': step(asStaff, { headers: shopper, status: 403 }),
    'PATCH /api/admin/coupons/{code}': step(
      { path: '/api/admin/coupons/walk10', json: { active: false }, ...asStaff },
      { path: '/api/admin/coupons/NOPE10', status: 404 },
    ),
    ...(await adminOrderSteps(ctx, f, { admin, wrong, staff, shopper }, who)),
    'GET /api/admin/custom-requests': step(asStaff, { headers: shopper, status: 403 }),
    'GET /api/admin/contact-messages': step(asStaff, withoutLogin),
    ...(await adminInboxSteps(ctx, staff, who)),
    'GET /api/admin/newsletter': step(asStaff, { path: '/api/admin/newsletter?format=xml', status: 400 }),
    'GET /api/admin/grievances': step(
      { path: '/api/admin/grievances?status=all', ...asStaff },
      { path: '/api/admin/grievances', headers: shopper, status: 403 },
    ),
    'PATCH /api/admin/grievances/{id}': step(
      // The complaint the shop's half of the walk filed.
      async () => {
        const [filed] = await store.database.db.select({ id: grievances.id }).from(grievances).limit(1);
        const json = { status: 'resolved', reply: 'A new one is on its way.' };
        return { path: `/api/admin/grievances/${filed!.id}`, json, ...asStaff };
      },
      { path: '/api/admin/grievances/grv_nope', json: { status: 'open' }, status: 404 },
    ),
    'POST /api/admin/staff': step(
      { json: { email: email(who.id), role: 'staff' }, headers: admin },
      { ...asStaff, status: 403 },
    ),
    'GET /api/admin/staff': step({ headers: admin }, { ...asStaff, status: 403 }),
    // Taken away: there is no such staff member any more.
    'DELETE /api/admin/staff/{email}': step(
      { path: `/api/admin/staff/${email(who.id)}`, headers: admin },
      { status: 404 },
    ),
    'GET /api/admin/audit': step(
      { path: '/api/admin/audit?limit=20', ...asStaff },
      { path: '/api/admin/audit?limit=0', status: 400 },
    ),
    'GET /api/admin/vitals': step(asStaff, { headers: shopper, status: 403 }),
    'POST /api/admin/publish': step(
      asStaff,
      // A product on sale without its generic name (a Legal Metrology declaration) holds the next publish back.
      async () => {
        await createProduct({ ...newProduct, name: 'Walk Undeclared Dress', genericName: undefined });
        return { status: 422 };
      },
    ),
    'GET /api/admin/publish': step(asStaff, withoutLogin),
  };
}
