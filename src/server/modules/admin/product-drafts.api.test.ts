// A new product from the console: its photos sent right after it is made, each with its own description.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';

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
  it('adds the photos to the new product in order, each with its own description', async () => {
    const { body } = await create(NEW);
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
    const { body } = await create({ ...NEW, name: 'Mehendi Kurta Set Two' });
    const res = await upload(body.product._id, [await jpeg('#9e3d52'), await jpeg('#6f7f67')], ['Only one']);
    expect(res).toMatchObject({ status: 400, body: { success: false, message: /one description/ } });
    const after = await admin(store, 'GET', `/products/${body.product._id}`, staff);
    expect(after.body.product.photos).toEqual([]);
  });
});
