import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { reviewForm, testPng } from '#/server/test/review-form.ts';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import type { StoreApp } from '#/server/app.ts';

const mailer = captureMailer();
let store: StoreApp;
let token: string;
let productId: string;
let png: Buffer;
let jpegWithGps: Buffer;

beforeAll(async () => {
  let clock = new Date('2026-11-20T10:00:00Z');
  store = await createTestApp(
    { DATA_DIR: `.data/test-${process.pid}-${Date.now()}` },
    { mailer, now: () => (clock = new Date(clock.getTime() + 40_000)) },
  );
  token = await registerUser(store.app, mailer, { email: 'reviewer@example.com' });
  productId = ((await (await store.app.request('/api/product/list')).json()) as { products: { _id: string }[] })
    .products[0]!._id;
  png = await testPng();
  jpegWithGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c58b2a' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toBuffer();
});
afterAll(() => store?.close());

const submit = async (body: FormData, t: string = token) => {
  const res = await store.app.request('/api/product/addReview', {
    method: 'POST',
    body,
    headers: t ? { token: t } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};
const list = async () =>
  ((await (await store.app.request(`/api/product/reviews/${productId}`)).json()) as { reviews: any[] }).reviews;

describe('reviews', () => {
  it('needs login', async () => {
    expect((await submit(reviewForm({ productId, user: 'A', rating: '5', comment: 'Lovely' }), '')).status).toBe(401);
  });

  it('stores a review with real PNG and JPEG photos, re-encoded to WebP without metadata', async () => {
    const r = await submit(
      reviewForm({ productId, user: 'Asha', rating: '4', comment: '<b>Soft</b> mulmul, runs a little large' }, [
        { name: 'a.png', type: 'image/png', bytes: png },
        { name: 'b.jpg', type: 'image/jpeg', bytes: jpegWithGps },
      ]),
    );
    expect(r).toEqual({ status: 200, body: { success: true, message: 'Review submitted successfully!' } });
    const [review] = await list();
    expect(review).toMatchObject({ username: 'Asha', rating: 4, comment: '<b>Soft</b> mulmul, runs a little large' });
    expect(review.images).toHaveLength(2);
    const photo = await store.app.request(review.images[1]);
    expect(photo.headers.get('Content-Type')).toBe('image/webp');
    expect(photo.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect(bytes.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('refuses a script renamed .png, a fifth image, an oversize file — and saves nothing', async () => {
    const before = (await list()).length;
    const script = { name: 'evil.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') };
    const bad = await submit(
      reviewForm({ productId, user: 'M', rating: '5', comment: 'x' }, [
        { name: 'ok.png', type: 'image/png', bytes: png },
        script,
      ]),
    );
    expect(bad).toEqual({
      status: 400,
      body: { success: false, message: 'Image 2 is not a JPEG, PNG, WebP or GIF image' },
    });
    const five = await submit(
      reviewForm(
        { productId, user: 'M', rating: '5', comment: 'x' },
        Array(5).fill({ name: 'p.png', type: 'image/png', bytes: png }),
      ),
    );
    expect(five.body.message).toBe('You can add up to 4 images');
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      (
        await submit(
          reviewForm({ productId, user: 'M', rating: '5', comment: 'x' }, [
            { name: 'h.png', type: 'image/png', bytes: huge },
          ]),
        )
      ).status,
    ).toBe(413);
    expect((await list()).length).toBe(before);
  });

  it('validates the fields', async () => {
    for (const fields of [
      { productId, user: 'A', rating: '6', comment: 'x' },
      { productId, user: 'A', rating: '0', comment: 'x' },
      { productId, user: 'A', rating: 'five', comment: 'x' },
      { productId, user: '', rating: '3', comment: 'x' },
      { productId, user: 'A', rating: '3', comment: '' },
      { productId: '', user: 'A', rating: '3', comment: 'x' },
    ])
      expect((await submit(reviewForm(fields))).status).toBe(400);
    expect((await submit(reviewForm({ productId: 'nope', user: 'A', rating: '3', comment: 'x' }))).status).toBe(404);
    const json = await store.app.request('/api/product/addReview', post({ productId }, { token }));
    expect(json.status).toBe(400);
    expect((await store.app.request('/api/product/reviews/nope')).status).toBe(404);
  });

  it('serves no file for a path-traversal key', async () => {
    for (const key of ['..%2F..%2Fpackage.json', '.lock', 'x.png'])
      expect((await store.app.request(`/api/uploads/${key}`)).status).toBe(404);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('NUL characters are a 400, in JSON and in multipart forms', async () => {
    const res = await store.app.request('/api/custom-box', post({ size: 'M\u0000', productId }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'Text must not contain NUL characters' });
    expect((await submit(reviewForm({ productId, user: 'A\u0000', rating: '3', comment: 'x' }))).status).toBe(400);
    expect(
      (await store.app.request('/api/user/login', post({ email: 'a@example.com', password: 'x\u0000' }))).status,
    ).toBe(400);
  });
});
