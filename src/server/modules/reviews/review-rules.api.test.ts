// Review rules: one review per shopper per product (a second submission edits it, even two at once), a daily
// limit, a "verified purchase" mark for buyers, and photos refused from their header or decoded two at a time.
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { bearer, captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import { decodeGate } from '#/server/shared/images.ts';
import type { StoreApp } from '#/server/app.ts';
import { reviewForm, testPng } from '#/server/test/review-form.ts';

const mailer = captureMailer();
let store: StoreApp;
let products: { _id: string; price: number; sizes: { size: string; stock: number }[] }[];
let png: Buffer;

beforeAll(async () => {
  store = await createTestApp({ DATA_DIR: `.data/test-${process.pid}-${Date.now()}` }, { mailer });
  products = ((await (await store.app.request('/api/product/list')).json()) as { products: typeof products }).products;
  png = await testPng();
});
afterAll(() => store?.close());

let users = 0;
const newShopper = () => registerUser(store.app, mailer, { email: `rules.${++users}@example.com` });

function review(productId: string, fields: { user: string; rating: number; comment: string }, photos: Buffer[] = []) {
  const { user, rating, comment } = fields;
  const files = photos.map((bytes, i) => ({ name: `p${i}.png`, type: 'image/png', bytes }));
  return reviewForm({ productId, user, rating: String(rating), comment }, files);
}
async function submit(token: string, body: FormData) {
  const res = await store.app.request('/api/product/addReview', { method: 'POST', body, headers: bearer(token) });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
}
type Listed = { username: string; rating: number; comment: string; images: string[]; verified: boolean };
const listOf = async (productId: string) =>
  ((await (await store.app.request(`/api/product/reviews/${productId}`)).json()) as { reviews: Listed[] }).reviews;

/** A ~100-byte PNG whose header claims width × height, with one row of pixels: only its header can be read. */
function pngHeader(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const oneRow = deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', oneRow), chunk('IEND', Buffer.alloc(0))]);
}

describe('one review per shopper per product', () => {
  it('a second submission replaces the rating, the text and the photos', async () => {
    const token = await newShopper();
    const productId = products[0]!._id;
    const first = review(productId, { user: 'Kavya', rating: 2, comment: 'Runs small' }, [png, png]);
    expect((await submit(token, first)).status).toBe(200);
    const [before] = (await listOf(productId)).filter((r) => r.username === 'Kavya');
    expect(before).toMatchObject({ rating: 2, comment: 'Runs small' });
    expect(before!.images).toHaveLength(2);

    const second = review(productId, { user: 'Kavya', rating: 5, comment: 'Exchanged a size up: perfect' }, [png]);
    expect((await submit(token, second)).status).toBe(200);
    const mine = (await listOf(productId)).filter((r) => r.username === 'Kavya');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ rating: 5, comment: 'Exchanged a size up: perfect' });
    expect(mine[0]!.images).toHaveLength(1);
    expect(before!.images).not.toContain(mine[0]!.images[0]);
  });

  it('five submissions at once leave exactly one review', async () => {
    const token = await newShopper();
    const productId = products[1]!._id;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) =>
        submit(token, review(productId, { user: 'Parallel Priya', rating, comment: `Take ${rating}` })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const mine = (await listOf(productId)).filter((r) => r.username === 'Parallel Priya');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.comment).toBe(`Take ${mine[0]!.rating}`);
  });
});

describe('daily limit', () => {
  it('allows 10 reviews or edits a day, then answers 429 with a plain message', async () => {
    const token = await newShopper();
    for (let i = 0; i < 10; i++) {
      const productId = products[i % 3]!._id;
      expect((await submit(token, review(productId, { user: 'Busy', rating: 4, comment: `Note ${i}` }))).status).toBe(
        200,
      );
    }
    expect(await submit(token, review(products[3]!._id, { user: 'Busy', rating: 4, comment: 'One more' }))).toEqual({
      status: 429,
      body: { success: false, message: 'You can write or edit up to 10 reviews a day. Please try again tomorrow.' },
    });
  });
});

describe('verified purchase', () => {
  async function buy(token: string, product: (typeof products)[number]) {
    const size = product.sizes.find((s) => s.stock > 0)!.size;
    const address = {
      firstName: 'Ira',
      lastName: 'Sen',
      email: 'ira@example.com',
      street: '4 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      zipcode: '700016',
      country: 'India',
      phone: '9876543210',
    };
    const items = [{ _id: product._id, size, quantity: 1 }];
    // The total with the standard delivery fee, or without it where delivery is free.
    for (const amount of [product.price + 100, product.price]) {
      const created = await store.app.request('/api/order/razorpay', post({ address, items, amount }, bearer(token)));
      if (created.status === 409) continue;
      const { order } = (await created.json()) as { order: { id: string } };
      const paid = await store.app.request(
        '/api/order/sandbox/pay',
        post({ razorpay_order_id: order.id }, bearer(token)),
      );
      const { response } = (await paid.json()) as { response: unknown };
      const verified = await store.app.request('/api/order/verifyrazorpay', post(response, bearer(token)));
      expect(verified.status).toBe(200);
      return;
    }
    throw new Error('could not price the order');
  }

  it('marks the reviews of shoppers with a paid order containing the product, and no one else', async () => {
    const product = products.find((p) => p.sizes.some((s) => s.stock > 0))!;
    const buyer = await newShopper();
    const browser = await newShopper();
    await buy(buyer, product);
    await buy(browser, products.find((p) => p._id !== product._id && p.sizes.some((s) => s.stock > 0))!);
    await submit(buyer, review(product._id, { user: 'Bought It', rating: 5, comment: 'Lovely fall' }));
    await submit(browser, review(product._id, { user: 'Just Looking', rating: 3, comment: 'Saw it in a shop' }));
    const listed = Object.fromEntries((await listOf(product._id)).map((r) => [r.username, r.verified]));
    expect(listed).toMatchObject({ 'Bought It': true, 'Just Looking': false });
  });
});

describe('photo size in pixels', () => {
  it('refuses a PNG claiming 6000 × 5000 from its header, without decoding it', async () => {
    const token = await newShopper();
    const decodes = decodeGate.stats().started;
    const huge = pngHeader(6000, 5000);
    const r = await submit(token, review(products[0]!._id, { user: 'Big', rating: 4, comment: 'x' }, [png, huge]));
    expect(r).toEqual({
      status: 413,
      body: { success: false, message: 'Image 2 is too large: photos can be up to 24 megapixels (e.g. 6000 × 4000)' },
    });
    expect(decodeGate.stats().started).toBe(decodes);
  });

  it('decodes at most two photos at a time however many uploads arrive together', async () => {
    const shoppers = await Promise.all([newShopper(), newShopper(), newShopper()]);
    const before = decodeGate.stats().started;
    const results = await Promise.all(
      shoppers.map((token, i) =>
        submit(token, review(products[4]!._id, { user: `Burst ${i}`, rating: 4, comment: 'x' }, [png, png, png, png])),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(decodeGate.stats()).toMatchObject({ started: before + 12, active: 0, waiting: 0 });
    expect(decodeGate.stats().peak).toBeLessThanOrEqual(2);
  });
});
