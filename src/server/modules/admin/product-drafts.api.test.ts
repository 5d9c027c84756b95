// Drafts: a product saved as a draft stays out of the shop (list, live figures, cart, checkout, the publish's
// declarations check) until published; the console lists it and names its preview page. And a new product's photos,
// sent right after it is made, each with its own description.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { call, checkoutBody, createShopper } from '#/server/test/checkout.ts';

let store: StoreApp;
let staff: Caller;
const NEW = {
  name: 'Mehendi Kurta Set',
  price: 2450,
  category: 'co-ords',
  subCategory: 'Kurta set',
  description: 'Cotton kurta with palazzo.',
  genericName: "Women's kurta set",
  sizes: [{ size: 'M', stock: 3 }],
};

beforeAll(async () => {
  store = await createTestApp({ DATA_DIR: `.data/test/product-drafts-${process.pid}`, PUBLISH_BUILD_COMMAND: 'true' });
  staff = await createCaller(store, 'staff');
});
afterAll(() => store?.close());

const create = (body: unknown) => admin(store, 'POST', '/products', staff, body);
const shopList = async () =>
  ((await (await store.app.request('/api/product/list')).json()) as { products: { _id: string }[] }).products;
const ids = (reply: { body: Record<string, any> }) => reply.body.products.map((p: { _id: string }) => p._id);

describe('drafts', () => {
  it('keeps a draft out of the shop: list, live figures, cart and checkout, with a clear refusal', async () => {
    const made = await create({ ...NEW, draft: true });
    expect(made.status).toBe(200);
    const draft = made.body.product;
    expect(draft).toMatchObject({ draft: true, archived: false, preview: expect.stringMatching(/^\/preview\/prd_/) });
    expect(draft.preview).toMatch(new RegExp(`^/preview/${draft._id}-[0-9a-f]{24}$`));

    expect((await shopList()).some((p) => p._id === draft._id)).toBe(false);
    expect((await store.app.request(`/api/product/live/${draft._id}`)).status).toBe(404);
    const shopper = await createShopper(store, new Date());
    const cart = await call(store, '/api/cart/add', { itemId: NEW.name, size: 'M' }, shopper);
    expect(cart).toMatchObject({
      status: 422,
      body: { success: false, message: 'Mehendi Kurta Set is not on sale yet' },
    });
    const update = await call(store, '/api/cart/update', { itemId: NEW.name, size: 'M', quantity: 1 }, shopper);
    expect(update.status).toBe(422);
    const line = { productId: draft._id, sizeId: draft.sizes[0]._id, size: 'M', pricePaise: 2450_00 };
    const pay = await call(store, '/api/order/razorpay', await checkoutBody(store, [[line, 1]]), shopper);
    expect(pay).toMatchObject({
      status: 422,
      body: { message: 'Mehendi Kurta Set is not on sale yet: remove it from your cart to place the order' },
    });

    // The console finds it among drafts (and by default), not among the products on sale.
    expect(ids(await admin(store, 'GET', '/products?status=draft', staff))).toEqual([draft._id]);
    expect(ids(await admin(store, 'GET', '/products', staff))).toContain(draft._id);
    expect(ids(await admin(store, 'GET', '/products?status=live', staff))).not.toContain(draft._id);
    expect((await admin(store, 'GET', '/products?status=sold', staff)).status).toBe(400);
  });

  it('publishes a draft: refused while a declaration is missing, then on sale and audited; once only', async () => {
    const made = await create({ ...NEW, name: 'Indigo Kurta Set', genericName: undefined, draft: true });
    const id = made.body.product._id;
    expect(made.body.product.missing).toEqual(['Generic name']);
    // A draft lacking a declaration does not hold the site's publish back: it is not on the site.
    expect((await admin(store, 'POST', '/publish', staff)).status).toBe(200);
    await store.services.publisher.idle();

    const refused = await admin(store, 'POST', `/products/${id}/publish`, staff);
    expect(refused).toMatchObject({
      status: 422,
      body: { message: 'Add what its page must declare before publishing it: Generic name' },
    });
    await admin(store, 'PATCH', `/products/${id}`, staff, { genericName: "Women's kurta set" });
    const published = await admin(store, 'POST', `/products/${id}/publish`, staff);
    expect(published.status).toBe(200);
    expect(published.body.product).toMatchObject({ draft: false });
    expect(published.body.product.preview).toBeUndefined();
    expect((await shopList()).some((p) => p._id === id)).toBe(true);
    const shopper = await createShopper(store, new Date());
    const cart = await call(store, '/api/cart/add', { itemId: 'Indigo Kurta Set', size: 'M' }, shopper);
    expect(cart.status).toBe(200);

    expect(await admin(store, 'POST', `/products/${id}/publish`, staff)).toMatchObject({
      status: 409,
      body: { message: 'Indigo Kurta Set is already published' },
    });
    expect((await admin(store, 'POST', '/products/prd_none/publish', staff)).status).toBe(404);
    const audit = await admin(store, 'GET', '/audit?limit=50', staff);
    const mine = audit.body.entries.filter((e: { target: string }) => e.target === id);
    expect(mine.map((e: { action: string; detail: unknown }) => [e.action, e.detail])).toEqual(
      expect.arrayContaining([
        ['product.create', expect.objectContaining({ name: 'Indigo Kurta Set', draft: true })],
        ['product.publish', { name: 'Indigo Kurta Set' }],
      ]),
    );
  });

  it('gives a publish’s build each draft for its preview page, at the path the console links to', async () => {
    const made = await create({ ...NEW, name: 'Preview Kurta Set', draft: true });
    const draft = made.body.product;
    const previews = await store.services.catalog.previews();
    const mine = previews.find((p) => p.product._id === draft._id)!;
    expect(`/preview/${mine.key}`).toBe(draft.preview);
    expect(mine.product).toMatchObject({ name: 'Preview Kurta Set', price: 2450, subCategory: 'Kurta set' });
    expect(mine.product.sizes.map((s) => s.size)).toEqual(['M']);
    // Only drafts: none on sale, none archived.
    const live = (await shopList()).map((p) => p._id);
    expect(previews.some((p) => live.includes(p.product._id))).toBe(false);
    await admin(store, 'POST', `/products/${draft._id}/archive`, staff, { archived: true });
    expect((await store.services.catalog.previews()).some((p) => p.product._id === draft._id)).toBe(false);
  });

  it('leaves products made without `draft` (other clients) and those from before drafts on sale', async () => {
    const made = await create({ ...NEW, name: 'Rose Anarkali Set' });
    expect(made.body.product).toMatchObject({ draft: false });
    expect(made.body.product.preview).toBeUndefined();
    expect((await shopList()).some((p) => p._id === made.body.product._id)).toBe(true);
    // The seeded catalog was there before drafts: every product of it is live.
    const seeded = await admin(store, 'GET', '/products?status=draft&limit=100', staff);
    expect(seeded.body.products.every((p: { name: string }) => p.name.includes('Kurta Set'))).toBe(true);
  });
});
const jpeg = (colour: string) =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function upload(id: string, photos: Buffer[], alts?: string[]) {
  const form = new FormData();
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), 'p.jpg');
  for (const a of alts ?? []) form.append('alts', a);
  const res = await store.app.request(`/api/admin/products/${id}/photos`, {
    method: 'POST',
    headers: staff.headers,
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('photos chosen while creating', () => {
  it('adds the photos to the new draft in order, each with its own description', async () => {
    const { body } = await create({ ...NEW, name: 'Saffron Kurta Set', draft: true });
    const id = body.product._id;
    const res = await upload(id, [await jpeg('#9e3d52'), await jpeg('#6f7f67')], ['Front, rose', ' Back, sage ']);
    expect(res.status).toBe(200);
    expect(res.body.product.photos.map((p: { alt: string }) => p.alt)).toEqual(['Front, rose', 'Back, sage']);
    // The next batch goes after them.
    const more = await upload(id, [await jpeg('#223344')], ['Detail of the yoke']);
    expect(more.body.product.photos.map((p: { alt: string }) => p.alt)).toEqual([
      'Front, rose',
      'Back, sage',
      'Detail of the yoke',
    ]);
  });

  it('refuses descriptions that do not match the photos one for one, storing nothing', async () => {
    const { body } = await create({ ...NEW, name: 'Mehendi Kurta Set Two', draft: true });
    const res = await upload(body.product._id, [await jpeg('#9e3d52'), await jpeg('#6f7f67')], ['Only one']);
    expect(res).toMatchObject({ status: 400, body: { success: false, message: /one description/ } });
    const after = await admin(store, 'GET', `/products/${body.product._id}`, staff);
    expect(after.body.product.photos).toEqual([]);
  });
});

describe('sub-categories the owner names', () => {
  it('suggests those in use per category, most used first, and keeps one spelling per style', async () => {
    await create({ ...NEW, name: 'Chikan Kurta Set', subCategory: 'kurta SET' });
    const other = await create({ ...NEW, name: 'Bandhani Co-ord', subCategory: 'Festive' });
    const suggested = await admin(store, 'GET', '/products/sub-categories', staff);
    expect(suggested.status).toBe(200);
    const coords = suggested.body.subCategories.filter((s: { category: string }) => s.category === 'co-ords');
    expect(coords[0]).toEqual({ category: 'co-ords', name: 'Kurta set', count: expect.any(Number) });
    // "Festive" is the seeded co-ord sets' "festive": saved in their spelling.
    expect(other.body.product.subCategory).toBe('festive');
    expect(coords.map((s: { name: string }) => s.name)).toContain('festive');
    // The seeded catalog's styles come with their categories, each once.
    const dress = suggested.body.subCategories.filter((s: { category: string }) => s.category === 'dress');
    expect(dress.map((s: { name: string }) => s.name).sort()).toEqual(['maxi', 'midi', 'mini']);
    // "kurta SET" was saved as the category's "Kurta set"; so is an edit to another case.
    const listed = await admin(store, 'GET', '/products?q=Chikan', staff);
    expect(listed.body.products[0].subCategory).toBe('Kurta set');
    const edited = await admin(store, 'PATCH', `/products/${other.body.product._id}`, staff, {
      subCategory: 'KURTA set',
    });
    expect(edited.body.product.subCategory).toBe('Kurta set');
    // A new name is taken as typed.
    const renamed = await admin(store, 'PATCH', `/products/${other.body.product._id}`, staff, {
      subCategory: 'Sharara',
    });
    expect(renamed.body.product.subCategory).toBe('Sharara');
    const shopper = await createCaller(store, 'shopper');
    expect((await admin(store, 'GET', '/products/sub-categories', shopper)).status).toBe(403);
  });
});
