// The console's catalog: create, edit, archive, photos and stock, validated, audited, and live in the shop's
// product list and checkout at once.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { call, checkoutBody, createShopper } from '#/server/test/checkout.ts';
import { imageAtWidth, imageSrcSet } from '#/lib/images.ts';
import { photoKeys } from '#/server/modules/admin/photos.service.ts';
import { eq } from 'drizzle-orm';
import { productPhotos, products, productSizes } from '#/server/db/schema/index.ts';

let store: StoreApp;
let staff: Caller;
const NEW = {
  name: 'Indigo Block Print Kurta',
  price: 1899,
  mrp: 2499,
  category: 'top',
  subCategory: 'Kurta',
  description: 'Hand block printed cotton.',
  genericName: "Women's kurta",
  sizes: [
    { size: 'm', stock: 4 },
    { size: 'S', stock: 0 },
  ],
};

beforeAll(async () => {
  // A publish here builds nothing (`true`): the tests need only its going live, which purges removed photos.
  store = await createTestApp({
    DATA_DIR: `.data/test/admin-products-${process.pid}`,
    PUBLISH_BUILD_COMMAND: 'true',
  });
  staff = await createCaller(store, 'staff');
});
afterAll(() => store?.close());

const create = (body: unknown) => admin(store, 'POST', '/products', staff, body);
const listed = async () =>
  ((await (await store.app.request('/api/product/list')).json()) as { products: { _id: string; price: number }[] })
    .products;

describe('creating products', () => {
  it('creates a product with its sizes in shop order, its page path and opening stock in the history', async () => {
    const res = await create(NEW);
    expect(res.status).toBe(200);
    const p = res.body.product;
    expect(p).toMatchObject({
      name: NEW.name,
      price: 1899,
      mrp: 2499,
      archived: false,
      photos: [],
      image: [],
      path: '/product/indigo-block-print-kurta',
    });
    expect(p._id).toMatch(/^prd_/);
    expect(p.sizes.map((s: { size: string; stock: number }) => [s.size, s.stock])).toEqual([
      ['S', 0],
      ['M', 4],
    ]);
    const history = await admin(store, 'GET', `/products/${p._id}/stock-history`, staff);
    expect(history.body.history).toEqual([
      expect.objectContaining({ size: 'M', delta: 4, stockAfter: 4, reason: 'Opening stock', actor: staff.email }),
    ]);
    expect((await listed()).find((x) => x._id === p._id)).toMatchObject({ price: 1899, mrp: 2499 });
  });

  it.each([
    [{ ...NEW, name: '' }, 'Name must be at least 2 characters'],
    [{ ...NEW, name: 'A/B Dress' }, 'Name uses'],
    [{ ...NEW, price: -1 }, 'Price must be more than 0'],
    [{ ...NEW, price: '1899' }, 'Price must be a number'],
    [{ ...NEW, price: 10.555 }, 'Price has at most 2 decimals'],
    [{ ...NEW, mrp: 1000 }, 'MRP must be more than the price'],
    [{ ...NEW, category: 'shoes' }, 'Category is one of'],
    [{ ...NEW, sizes: [] }, 'Add at least one size'],
    [{ ...NEW, sizes: [{ size: 'M', stock: -1 }] }, 'Stock must be 0 or more'],
    [
      {
        ...NEW,
        sizes: [
          { size: 'M', stock: 1 },
          { size: 'm', stock: 2 },
        ],
      },
      'Each size once',
    ],
    ['{"name":', 'Invalid JSON body'],
  ])('refuses bad input with 400: %j', async (body, message) => {
    const res = await store.app.request('/api/admin/products', {
      method: 'POST',
      headers: { ...staff.headers, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    const reply = (await res.json()) as { success: boolean; message: string };
    expect(reply.success).toBe(false);
    expect(reply.message).toContain(message);
  });

  it('refuses a name whose page another product has (409), whatever its case and spacing', async () => {
    const res = await create({ ...NEW, name: 'indigo  block print KURTA' });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('/product/indigo-block-print-kurta');
  });
});

describe('look-alike names and page paths', () => {
  const oneAlphabet = 'Name must be in one alphabet: Latin, or one Indian script such as Devanagari';

  it('normalises names (NFKC): a fullwidth name is the Latin one, and finds the page it would share', async () => {
    const clash = await create({ ...NEW, name: 'Ｉｎｄｉｇｏ Block Print Kurta' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('/product/indigo-block-print-kurta');
    const made = await create({ ...NEW, name: 'Ｌｉｍｅ Ｋｕｒｔａ' });
    expect(made.body.product).toMatchObject({ name: 'Lime Kurta', path: '/product/lime-kurta' });
    const edited = await admin(store, 'PATCH', `/products/${made.body.product._id}`, staff, { name: 'Ｌｉｍｅ  Top' });
    expect(edited.body.product).toMatchObject({ name: 'Lime  Top', path: '/product/lime-top' });
  });

  it.each([
    ['Latin with a Cyrillic о', 'Indig\u043e Block Print Kurta'],
    ['all Cyrillic', '\u0421\u043e\u0441\u043e'],
    ['Latin with a Greek Κ', '\u039aurta Set'],
    ['Latin with a Bengali zero', 'Kurta \u09e6\u09e6'],
    ['Latin with Devanagari', 'Banarasi \u0938\u093e\u0921\u093c\u0940'],
    ['a stacked accent', 'Kurtq\u0301 Set'],
  ])('refuses a name mixing scripts (%s), on create and edit', async (_, name) => {
    expect(await create({ ...NEW, name })).toMatchObject({ status: 400, body: { message: oneAlphabet } });
    const [first] = (await admin(store, 'GET', '/products', staff)).body.products;
    const edit = await admin(store, 'PATCH', `/products/${first._id}`, staff, { name });
    expect(edit).toMatchObject({ status: 400, body: { message: oneAlphabet } });
  });

  it('takes a name in one Indian script alone', async () => {
    const res = await create({ ...NEW, name: '\u092c\u0928\u093e\u0930\u0938\u0940 \u0938\u093e\u0921\u093c\u0940' });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.body.product.path)).toBe('/product/बनारसी-साड़ी');
  });

  it.each(['Kurta.', 'Kurta Set (Blue)', 'Kurta -', "Kurta '"])(
    'refuses a name ending in punctuation: %j',
    async (name) => {
      expect(await create({ ...NEW, name })).toMatchObject({
        status: 400,
        body: { message: 'Name must end with a letter or a digit' },
      });
    },
  );

  it('never makes a page path ending in punctuation, for a name stored before the rule too', async () => {
    const { body } = await create({ ...NEW, name: 'Plum Kurta' });
    await store.database.db.update(products).set({ name: 'Plum Kurta.' }).where(eq(products.id, body.product._id));
    const listed = (await admin(store, 'GET', '/products', staff)).body.products;
    expect(listed.find((p: { _id: string }) => p._id === body.product._id).path).toBe('/product/plum-kurta');
    const clash = await create({ ...NEW, name: 'Plum  Kurta' });
    expect(clash).toMatchObject({
      status: 409,
      body: { message: 'A product named "Plum Kurta." already has the page /product/plum-kurta' },
    });
  });
});

describe('editing', () => {
  it('changes the price in the product list at once, with a new ETag', async () => {
    const { body } = await create({ ...NEW, name: 'Saffron Wrap Skirt', category: 'skirts' });
    const id = body.product._id;
    const before = await store.app.request('/api/product/list');
    const etag = before.headers.get('ETag')!;
    const res = await admin(store, 'PATCH', `/products/${id}`, staff, { price: 1499, mrp: null });
    expect(res.status).toBe(200);
    expect(res.body.product.price).toBe(1499);
    expect(res.body.product.mrp).toBeUndefined();
    const after = await store.app.request('/api/product/list', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    expect((await listed()).find((p) => p._id === id)?.price).toBe(1499);
    // The log keeps the old values beside the new (rupees), and names the staff member, so it reads in words.
    const log = await admin(store, 'GET', `/audit?action=product.update&target=${id}`, staff);
    expect(log.body.entries[0]).toMatchObject({
      actor: staff.email,
      actorName: expect.any(String),
      detail: { name: 'Saffron Wrap Skirt', price: 1499, mrp: null, before: { price: 1899, mrp: 2499 } },
    });
    expect((await admin(store, 'PATCH', `/products/${id}`, staff, {})).status).toBe(400);
    expect((await admin(store, 'PATCH', `/products/${id}`, staff, { mrp: 100 })).body.message).toBe(
      'MRP must be more than the price',
    );
    expect((await admin(store, 'PATCH', '/products/prd_none', staff, { price: 10 })).status).toBe(404);
  });

  it('archives a product: gone from the list, the cart and checkout ("Product not found"); restores it', async () => {
    const { body } = await create({ ...NEW, name: 'Rust Linen Co-ord', category: 'co-ords', mrp: undefined });
    const product = body.product;
    const shopper = await createShopper(store, new Date());
    const line = { productId: product._id, sizeId: product.sizes[1]._id, size: 'M', pricePaise: 1899_00 };
    const checkout = await checkoutBody(store, [[line, 1]]);
    expect((await admin(store, 'POST', `/products/${product._id}/archive`, staff, { archived: 'yes' })).status).toBe(
      400,
    );
    const archived = await admin(store, 'POST', `/products/${product._id}/archive`, staff, { archived: true });
    expect(archived.body.product.archived).toBe(true);
    expect((await listed()).some((p) => p._id === product._id)).toBe(false);
    const cart = await call(store, '/api/cart/add', { itemId: product.name, size: 'M' }, shopper);
    expect(cart).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    const pay = await call(store, '/api/order/razorpay', checkout, shopper);
    expect(pay).toMatchObject({ status: 400, body: { success: false, message: 'Product not found' } });
    const archivedList = await admin(store, 'GET', '/products?status=archived', staff);
    expect(archivedList.body.products.map((p: { _id: string }) => p._id)).toEqual([product._id]);
    await admin(store, 'POST', `/products/${product._id}/archive`, staff, { archived: false });
    expect((await listed()).some((p) => p._id === product._id)).toBe(true);
  });

  it('edits sizes: adds with opening stock, records stock changes, removes a size never ordered', async () => {
    const { body } = await create({ ...NEW, name: 'Plum Pleated Skirt', category: 'skirts' });
    const id = body.product._id;
    const sizes = [
      { size: 'M', stock: 6 },
      { size: 'L', stock: 2 },
    ];
    const res = await admin(store, 'PATCH', `/products/${id}`, staff, { sizes });
    expect(res.body.product.sizes.map((s: { size: string; stock: number }) => [s.size, s.stock])).toEqual([
      ['M', 6],
      ['L', 2],
    ]);
    const history = (await admin(store, 'GET', `/products/${id}/stock-history`, staff)).body.history;
    expect(history.map((h: { size: string; delta: number; reason: string }) => [h.size, h.delta, h.reason])).toEqual(
      expect.arrayContaining([
        ['L', 2, 'New size'],
        ['M', 2, 'Edited with the product'],
      ]),
    );
  });

  it('edits sizes without their stock, adds one with stock, refuses removing one in stock; audits both', async () => {
    const { body } = await create({ ...NEW, name: 'Coral Smocked Dress', category: 'dress' });
    const id = body.product._id;
    // M has 4 in stock; S has none. M is kept without its stock, S removed, XL added with 3.
    const res = await admin(store, 'PATCH', `/products/${id}`, staff, {
      sizes: [{ size: 'M' }, { size: 'xl', stock: 3 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.product.sizes.map((s: { size: string; stock: number }) => [s.size, s.stock])).toEqual([
      ['M', 4],
      ['XL', 3],
    ]);
    const history = (await admin(store, 'GET', `/products/${id}/stock-history`, staff)).body.history;
    expect(history.map((h: { size: string; delta: number; reason: string }) => [h.size, h.delta, h.reason])).toEqual([
      ['XL', 3, 'New size'],
      ['M', 4, 'Opening stock'],
    ]);

    const refused = await admin(store, 'PATCH', `/products/${id}`, staff, { sizes: [{ size: 'XL' }] });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        success: false,
        message: 'Size M still has 4 in stock; adjust its stock to 0 (with a reason) before removing it',
      },
    });
    expect((await admin(store, 'GET', `/products/${id}`, staff)).body.product.sizes).toHaveLength(2);
    for (const bad of [{ sizes: [{ size: 'M', stock: -1 }] }, { sizes: [{ size: 'M' }, { size: 'm' }] }])
      expect((await admin(store, 'PATCH', `/products/${id}`, staff, bad)).status).toBe(400);

    const owner = await createCaller(store, 'owner');
    const entries = (await admin(store, 'GET', '/audit?limit=20', owner)).body.entries as {
      action: string;
      target: string;
      actor: string;
      detail: Record<string, unknown>;
    }[];
    const sizeEntries = entries.filter((e) => e.target === id && e.action.startsWith('product.size.'));
    expect(sizeEntries.map((e) => [e.action, e.detail, e.actor])).toEqual(
      expect.arrayContaining([
        ['product.size.remove', { size: 'S' }, staff.email],
        ['product.size.add', { size: 'XL', stock: 3 }, staff.email],
      ]),
    );
    expect(sizeEntries).toHaveLength(2);
  });

  it('keeps the details and custom colours the storefront shows, and clears them', async () => {
    const details = {
      colour: 'Indigo',
      fabric: 'Cotton mulmul',
      occasion: 'Festive',
      fit: 'Relaxed',
      care: 'Hand wash',
    };
    const res = await create({
      ...NEW,
      name: 'Indigo Mulmul Dress',
      category: 'dress',
      ...details,
      customColours: [' Rust ', 'Sage'],
    });
    expect(res.status).toBe(200);
    const id = res.body.product._id;
    expect(res.body.product).toMatchObject({ ...details, customColours: ['Rust', 'Sage'] });
    expect((await admin(store, 'GET', `/products/${id}`, staff)).body.product).toMatchObject(details);
    const shop = (await (await store.app.request('/api/product/list')).json()) as {
      products: Record<string, unknown>[];
    };
    expect(shop.products.find((p) => p._id === id)).toMatchObject({ ...details, customColours: ['Rust', 'Sage'] });

    const edited = await admin(store, 'PATCH', `/products/${id}`, staff, {
      colour: '',
      fabric: null,
      fit: 'Regular',
      customColours: [],
    });
    expect(edited.status).toBe(200);
    const p = edited.body.product;
    expect(p).toMatchObject({ occasion: 'Festive', fit: 'Regular', care: 'Hand wash' });
    expect(p.colour).toBeUndefined();
    expect(p.fabric).toBeUndefined();
    expect(p.customColours).toBeUndefined();
    // A product created without details has none (absent, not empty).
    const plain = (await create({ ...NEW, name: 'Plain Cotton Top' })).body.product;
    for (const key of ['colour', 'fabric', 'occasion', 'fit', 'care', 'customColours'])
      expect(plain[key]).toBeUndefined();
  });

  it.each([
    [{ colour: 'x'.repeat(81) }, 'Colour must be at most 80 characters'],
    [{ care: 5 }, 'Care is text'],
    [{ customColours: 'Rust' }, 'Custom colours must be a list'],
    [{ customColours: ['Rust', 'rust'] }, 'Each custom colour once'],
    [{ customColours: [' '] }, 'A custom colour must not be blank'],
    [{ customColours: ['x'.repeat(41)] }, 'A custom colour must be at most 40 characters'],
    [{ customColours: Array.from({ length: 13 }, (_, i) => `C${i}`) }, 'At most 12 custom colours'],
  ])('refuses bad details on create and edit with 400: %j', async (bad, message) => {
    const created = await create({ ...NEW, name: 'Never Made Dress', ...bad });
    expect(created).toMatchObject({ status: 400, body: { success: false } });
    expect(created.body.message).toContain(message);
    const product = (await admin(store, 'GET', '/products?q=indigo', staff)).body.products[0];
    const edited = await admin(store, 'PATCH', `/products/${product._id}`, staff, bad);
    expect(edited.status).toBe(400);
    expect(edited.body.message).toContain(message);
  });

  it('filters the list by search, category and status', async () => {
    const found = await admin(store, 'GET', '/products?q=saffron&category=skirts&status=active', staff);
    expect(found.body.products.map((p: { name: string }) => p.name)).toEqual(['Saffron Wrap Skirt']);
    expect((await admin(store, 'GET', '/products?category=shoes', staff)).status).toBe(400);
    expect((await admin(store, 'GET', '/products?status=deleted', staff)).status).toBe(400);
  });
});

describe('stock', () => {
  it('adjusts a size with a reason, never below 0, and keeps the history', async () => {
    const { body } = await create({ ...NEW, name: 'Moss Tiered Dress', category: 'dress' });
    const id = body.product._id;
    const up = await admin(store, 'POST', `/products/${id}/stock`, staff, { size: 's', delta: 3, reason: 'Restock' });
    expect(up.status).toBe(200);
    expect(up.body.product.sizes.find((s: { size: string }) => s.size === 'S').stock).toBe(3);
    const below = await admin(store, 'POST', `/products/${id}/stock`, staff, { size: 'S', delta: -4, reason: 'Count' });
    expect(below).toMatchObject({ status: 422, body: { message: 'Size S has 3 in stock; it cannot go below 0' } });
    const unknown = await admin(store, 'POST', `/products/${id}/stock`, staff, { size: 'XL', delta: 1, reason: 'x1' });
    expect(unknown.status).toBe(404);
    for (const bad of [
      { size: 'S', delta: 0, reason: 'None' },
      { size: 'S', delta: 1.5, reason: 'Half' },
      { size: 'S', delta: 1 },
    ])
      expect((await admin(store, 'POST', `/products/${id}/stock`, staff, bad)).status).toBe(400);
    await admin(store, 'POST', `/products/${id}/stock`, staff, { size: 'S', delta: -1, reason: 'Damaged in store' });
    const history = (await admin(store, 'GET', `/products/${id}/stock-history`, staff)).body.history;
    expect(history.map((h: { delta: number; stockAfter: number }) => [h.delta, h.stockAfter])).toEqual([
      [-1, 2],
      [3, 3],
      [4, 4],
    ]);
    expect(history[0]).toMatchObject({ reason: 'Damaged in store', actor: staff.email });
    expect(new Date(history[0].at).toISOString()).toBe(history[0].at);
    expect((await admin(store, 'GET', '/products/prd_none/stock-history', staff)).status).toBe(404);
  });
});

describe('stock ceiling', () => {
  const ceiling = 'Stock can be at most 100,000 per size';

  it('keeps a size at most 100,000: an adjustment past it is a 422 that changes nothing', async () => {
    const { body } = await create({ ...NEW, name: 'Rust Pleated Skirt', category: 'skirts' });
    const id = body.product._id;
    const adjust = (delta: number) =>
      admin(store, 'POST', `/products/${id}/stock`, staff, { size: 'M', delta, reason: 'Count' });
    expect((await adjust(100_000 - 4)).status).toBe(200);
    // Repeated +100,000 used to climb until int4 overflowed into a 500.
    for (const delta of [1, 100_000, 100_000]) {
      const past = await adjust(delta);
      expect(past).toMatchObject({
        status: 422,
        body: { success: false, message: `${ceiling}: size M has 100000, so it can go up by at most 0` },
      });
    }
    expect((await adjust(-1)).status).toBe(200);
    expect((await adjust(2)).body.message).toBe(`${ceiling}: size M has 99999, so it can go up by at most 1`);
    const history = (await admin(store, 'GET', `/products/${id}/stock-history`, staff)).body.history;
    // Nothing recorded for the refusals (sorted: adjustments within one millisecond have no order).
    expect(history.map((h: { stockAfter: number }) => h.stockAfter).sort((a: number, b: number) => a - b)).toEqual([
      4, 99_999, 100_000,
    ]);
  });

  it.each([
    ['create', { sizes: [{ size: 'M', stock: 100_001 }] }],
    ['adjust', { delta: 100_001 }],
    ['adjust down', { delta: -100_001 }],
    ['edit', { sizes: [{ size: 'M', stock: 2 ** 31 }] }],
  ])('refuses more than 100,000 with 400 on %s', async (kind, fields) => {
    const { body } = await create({ ...NEW, name: `Cobalt Palazzo ${kind.replace(' ', '-')}`, category: 'skirts' });
    const id = body.product._id;
    const res =
      kind === 'create'
        ? await create({ ...NEW, name: 'Cobalt Ceiling Palazzo', ...fields })
        : kind === 'edit'
          ? await admin(store, 'PATCH', `/products/${id}`, staff, fields)
          : await admin(store, 'POST', `/products/${id}/stock`, staff, { size: 'M', reason: 'Count', ...fields });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(ceiling);
  });

  it('is backed by the database: a size never holds less than 0 or more than 1,000,000', async () => {
    const { db } = store.database;
    const [size] = await db.select({ id: productSizes.id }).from(productSizes).limit(1);
    for (const stock of [-1, 1_000_001])
      await expect(db.update(productSizes).set({ stock }).where(eq(productSizes.id, size!.id))).rejects.toThrow();
  });
});

/** A photo of this size as PNG bytes. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#aa5533' } })
    .png()
    .toBuffer();

function upload(id: string, files: Buffer[], alt?: string) {
  const form = new FormData();
  for (const f of files) form.append('photos', new Blob([new Uint8Array(f)], { type: 'image/png' }), 'photo.png');
  if (alt !== undefined) form.append('alt', alt);
  return store.app.request(`/api/admin/products/${id}/photos`, { method: 'POST', headers: staff.headers, body: form });
}

/** Every stored file of a photo (each width, WebP and AVIF), as paths on the app. */
const files = (photo: string) =>
  [imageSrcSet(photo)!, imageSrcSet(photo, 'avif')!].flatMap((set) =>
    set.split(', ').map((s) => new URL(s.split(' ')[0]!).pathname),
  );
async function publish() {
  expect((await admin(store, 'POST', '/publish', staff)).status).toBe(200);
  await store.services.publisher.idle();
  expect(store.services.publisher.status().state).toBe('live');
}

describe('photos', () => {
  it('keeps the files of a removed photo that a past order shows', async () => {
    const { body } = await create({ ...NEW, name: 'Saffron Wrap Kurta' });
    const product = body.product;
    const uploaded = await upload(product._id, [await png(900, 1200)]);
    const photo = ((await uploaded.json()) as { product: { photos: { id: string; url: string }[] } }).product
      .photos[0]!;
    const shopper = await createShopper(store, new Date());
    const line = { productId: product._id, sizeId: product.sizes[1]._id, size: 'M', pricePaise: 1899_00 };
    const ordered = await call(store, '/api/order/razorpay', await checkoutBody(store, [[line, 1]]), shopper);
    expect(ordered.status).toBe(200);
    expect((await admin(store, 'DELETE', `/products/${product._id}/photos/${photo.id}`, staff)).status).toBe(200);
    await publish();
    for (const path of files(photo.url)) expect((await store.app.request(path)).status, path).toBe(200);
  });

  it('stores every upload at the pages’ widths, 3:4 WebP and AVIF; reorders, sets alt text, deletes', async () => {
    const { body } = await create({ ...NEW, name: 'Ivory Chikankari Top' });
    const id = body.product._id;
    const res = await upload(id, [await png(900, 900), await png(2000, 1000)], 'Front view');
    expect(res.status).toBe(200);
    const { product } = (await res.json()) as {
      product: { image: string[]; photos: { id: string; url: string; alt: string }[] };
    };
    expect(product.photos).toHaveLength(2);
    expect(product.photos.every((p) => p.alt === 'Front view')).toBe(true);
    expect(product.image).toEqual(product.photos.map((p) => p.url));
    const url = product.photos[0]!.url;
    // Absolute, as every API reply gives image URLs (PUBLIC_SITE_URL here, the API's origin too).
    expect(url).toMatch(/^http:\/\/localhost:4321\/api\/uploads\/pho-[0-9a-f]{16}-800\.webp$/);
    for (const [variant, width] of imageSrcSet(url)!
      .split(', ')
      .map((s) => s.split(' '))) {
      const file = await store.app.request(new URL(variant!).pathname);
      expect(file.status).toBe(200);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(`${meta.width}w`).toBe(width);
      expect(meta.height).toBe(Math.round((meta.width! * 4) / 3));
    }
    for (const [variant, width] of imageSrcSet(url, 'avif')!
      .split(', ')
      .map((s) => s.split(' '))) {
      const file = await store.app.request(new URL(variant!).pathname);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/avif');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif'); // the AVIF file signature
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'heif', compression: 'av1' });
      expect(`${meta.width}w`).toBe(width);
      expect(meta.height).toBe(Math.round((meta.width! * 4) / 3));
    }

    const [a, b] = product.photos;
    const arranged = await admin(store, 'PATCH', `/products/${id}/photos`, staff, {
      order: [b!.id, a!.id],
      alt: { [b!.id]: 'Side view' },
    });
    expect(arranged.body.product.photos.map((p: { id: string; alt: string }) => [p.id, p.alt])).toEqual([
      [b!.id, 'Side view'],
      [a!.id, 'Front view'],
    ]);
    expect(arranged.body.product.image).toEqual([b!.url, a!.url]);
    const shop = (await (await store.app.request('/api/product/list')).json()) as {
      products: { _id: string; image: string[]; imageAlt?: string[] }[];
    };
    expect(shop.products.find((p) => p._id === id)).toMatchObject({
      image: [b!.url, a!.url],
      imageAlt: ['Side view', 'Front view'],
    });
    expect((await admin(store, 'PATCH', `/products/${id}/photos`, staff, { order: [a!.id] })).status).toBe(400);
    const removed = await admin(store, 'DELETE', `/products/${id}/photos/${b!.id}`, staff);
    expect(removed.body.product.image).toEqual([a!.url]);
    // The published pages still show the removed photo: its files stay until a publish has replaced them.
    for (const path of files(b!.url)) expect((await store.app.request(path)).status).toBe(200);
    await publish();
    // Then every size and format of the removed photo is gone from storage; the other photo's files stay.
    for (const path of files(b!.url)) expect((await store.app.request(path)).status).toBe(404);
    for (const path of files(a!.url)) expect((await store.app.request(path)).status).toBe(200);
    // An upload from before AVIF (WebP only): its .avif URL answers with the WebP file, not a broken image.
    const avifPath = new URL(imageAtWidth(a!.url, 400, 'avif')).pathname;
    rmSync(join(`.data/test/admin-products-${process.pid}/uploads`, avifPath.split('/').pop()!));
    const fallback = await store.app.request(avifPath);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toBe('image/webp');
    expect((await admin(store, 'DELETE', `/products/${id}/photos/${b!.id}`, staff)).status).toBe(404);
  });

  it('refuses files that are not images, empty uploads and non-multipart bodies', async () => {
    const { body } = await create({ ...NEW, name: 'Teal Anarkali Dress', category: 'dress' });
    const id = body.product._id;
    const fake = await upload(id, [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]);
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { message: string }).message).toBe('Image 1 is not a JPEG, PNG, WebP or GIF image');
    expect((await upload(id, [])).status).toBe(400);
    expect((await admin(store, 'POST', `/products/${id}/photos`, staff, { photos: [] })).status).toBe(400);
    expect((await upload('prd_none', [await png(10, 10)])).status).toBe(404);
  });

  /** Gives a product `n` photos straight in the database (encoding a dozen real uploads takes half a minute). */
  async function withPhotos(id: string, n: number) {
    const urls = Array.from({ length: n }, (_, i) => `/api/uploads/pho-${String(i).padStart(16, '0')}-800.webp`);
    const { db } = store.database;
    await db
      .insert(productPhotos)
      .values(urls.map((url, i) => ({ id: `pho_t${i}_${id}`, productId: id, url, position: i })));
    await db.update(products).set({ images: urls }).where(eq(products.id, id));
  }
  const uploads = `.data/test/admin-products-${process.pid}/uploads`;
  const storedFiles = () => (existsSync(uploads) ? readdirSync(uploads) : []);
  const notAnImage = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
  const cap = { status: 422, body: { success: false, message: 'A product has at most 12 photos' } };
  const reply = async (res: Response) => ({ status: res.status, body: await res.json() });

  it('answers the 12-photo cap before decoding any photo', async () => {
    const { body } = await create({ ...NEW, name: 'Marigold Gota Kurta' });
    await withPhotos(body.product._id, 12);
    // At the cap, a file that is not an image gets the cap's answer, not the bad image's: it was never decoded.
    expect(await reply(await upload(body.product._id, [notAnImage]))).toMatchObject(cap);
    const { body: other } = await create({ ...NEW, name: 'Marigold Gota Top' });
    await withPhotos(other.product._id, 10);
    expect(await reply(await upload(other.product._id, [notAnImage, notAnImage, notAnImage]))).toMatchObject(cap);
  });

  it('counts a seed product’s images, which have no photo rows yet, towards the cap', async () => {
    // The last, so the arrangement test below keeps the first.
    const seeded = (await admin(store, 'GET', '/products', staff)).body.products.findLast(
      (p: { image: string[]; photos: { id: string }[] }) => p.photos[0]?.id.startsWith('img-'),
    );
    const images = Array.from({ length: 11 }, (_, i) => seeded.image[i % seeded.image.length]);
    await store.database.db.update(products).set({ images }).where(eq(products.id, seeded._id));
    expect(await reply(await upload(seeded._id, [notAnImage, notAnImage]))).toMatchObject(cap);
  });

  it('keeps the cap when two uploads race for the last place', async () => {
    const { body } = await create({ ...NEW, name: 'Saffron Gota Kurta' });
    const id = body.product._id;
    await withPhotos(id, 11);
    const photo = await png(30, 40);
    const before = new Set(storedFiles());
    const answers = await Promise.all([upload(id, [photo]), upload(id, [photo])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const { photos } = (await admin(store, 'GET', `/products/${id}`, staff)).body.product;
    expect(photos).toHaveLength(12);
    // The refused upload's files, already stored, are deleted: only the accepted photo's files are new.
    const added = storedFiles().filter((f) => !before.has(f));
    expect(added.sort()).toEqual(photoKeys(photos[11].url).sort());
  });

  it('lets a seed product’s images be arranged like uploaded photos', async () => {
    const seeded = (await admin(store, 'GET', '/products', staff)).body.products.find(
      (p: { image: string[] }) => p.image.length >= 2,
    );
    const ids = seeded.photos.map((p: { id: string }) => p.id);
    const res = await admin(store, 'PATCH', `/products/${seeded._id}/photos`, staff, { order: [...ids].reverse() });
    expect(res.status).toBe(200);
    expect(res.body.product.image).toEqual([...seeded.image].reverse());
    expect(res.body.product.photos.map((p: { id: string }) => p.id)).toEqual([...ids].reverse());
  });
});
