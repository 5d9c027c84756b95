import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { bearer, captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
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
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#9e3d52' } })
    .png()
    .toBuffer();
  jpegWithGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c58b2a' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toBuffer();
});
afterAll(() => store?.close());

function form(fields: Record<string, string>, files: { name: string; type: string; bytes: Buffer }[] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const file of files) f.append('images', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return f;
}
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
    expect((await submit(form({ productId, user: 'A', rating: '5', comment: 'Lovely' }), '')).status).toBe(401);
  });

  it('stores a review with real PNG and JPEG photos, re-encoded to WebP without metadata', async () => {
    const r = await submit(
      form({ productId, user: 'Asha', rating: '4', comment: '<b>Soft</b> mulmul, runs a little large' }, [
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
      form({ productId, user: 'M', rating: '5', comment: 'x' }, [
        { name: 'ok.png', type: 'image/png', bytes: png },
        script,
      ]),
    );
    expect(bad).toEqual({
      status: 400,
      body: { success: false, message: 'Image 2 is not a JPEG, PNG, WebP or GIF image' },
    });
    const five = await submit(
      form(
        { productId, user: 'M', rating: '5', comment: 'x' },
        Array(5).fill({ name: 'p.png', type: 'image/png', bytes: png }),
      ),
    );
    expect(five.body.message).toBe('You can add up to 4 images');
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      (
        await submit(
          form({ productId, user: 'M', rating: '5', comment: 'x' }, [
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
      expect((await submit(form(fields))).status).toBe(400);
    expect((await submit(form({ productId: 'nope', user: 'A', rating: '3', comment: 'x' }))).status).toBe(404);
    const json = await store.app.request('/api/product/addReview', post({ productId }, { token }));
    expect(json.status).toBe(400);
    expect((await store.app.request('/api/product/reviews/nope')).status).toBe(404);
  });

  it('serves no file for a path-traversal key', async () => {
    for (const key of ['..%2F..%2Fpackage.json', '.lock', 'x.png'])
      expect((await store.app.request(`/api/uploads/${key}`)).status).toBe(404);
  });
});

describe('delivery estimate', () => {
  const est = async (pincode: unknown) => {
    const res = await store.app.request('/api/order/estimated-delivery', post({ pincode }));
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  it('gives a date for metro and remote PINs, later for remote', async () => {
    const metro = await est('560001');
    const remote = await est('744101');
    expect(metro.body.estimatedDelivery).toMatch(/^Delivery by \w{3} \d{1,2} \w{3}$/);
    expect(new Date(remote.body.latest).getTime()).toBeGreaterThan(new Date(metro.body.latest).getTime());
  });
  it('refuses invalid and non-existent PINs with the spec text', async () => {
    expect(await est('990001')).toEqual({
      status: 422,
      body: { success: false, message: 'Delivery unavailable for this PIN code.' },
    });
    expect((await est('12345')).body).toEqual({ success: false, message: 'pincode: Please enter a valid PIN code' });
    expect((await est(560001)).status).toBe(400);
  });
});

describe('custom requests', () => {
  const send = async (body: unknown, headers: Record<string, string> = {}) => {
    const res = await store.app.request('/api/custom-box', post(body, headers));
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  it('needs a size or a special request, and an existing product', async () => {
    expect((await send({ size: ' ', specialRequest: '', productId })).body).toEqual({
      success: false,
      message: 'Please enter your custom size or special request.',
    });
    expect((await send({ size: 'Bust 34', productId: 'nope' })).status).toBe(404);
    expect((await send({ size: 'x'.repeat(201), productId })).status).toBe(400);
  });
  it('saves for guests and logged-in shoppers', async () => {
    expect((await send({ size: 'Bust 34, length 46', specialRequest: '', productId })).body).toEqual({
      success: true,
      message: 'Your custom request has been saved!',
    });
    expect((await send({ specialRequest: 'Add sleeves please' }, bearer(token))).body.success).toBe(true);
  });
});

describe('contact and newsletter', () => {
  const send = async (path: string, body: unknown) => {
    const res = await store.app.request(path, post(body));
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  it('stores a message, tells the store and thanks the shopper', async () => {
    const before = mailer.sent.length;
    expect(
      (await send('/api/contact', { name: 'Ritu', email: 'ritu@example.com', message: 'Do you ship to Shillong?' }))
        .body,
    ).toEqual({ success: true, message: 'Thank you! We will reply within one working day.' });
    const mails = mailer.sent.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['care@saanjh.example', 'ritu@example.com']);
    expect(mails.find((m) => m.to === 'care@saanjh.example')!.text).toContain('Do you ship to Shillong?');
  });
  it('the automatic reply repeats no text of the sender but a first name of letters', async () => {
    const before = mailer.sent.length;
    const lure = 'Claim it now at https://evil.example/win or call +91 98765 43210';
    const r = await send('/api/contact', {
      name: 'Win ₹10,000 at evil.example',
      email: 'victim@example.com',
      message: lure,
    });
    expect(r.status).toBe(200);
    const reply = mailer.sent.slice(before).find((m) => m.to === 'victim@example.com')!;
    const everything = `${reply.subject}\n${reply.text}\n${reply.html ?? ''}`;
    for (const bait of ['evil.example', '₹10,000', 'https://', '98765', 'Claim'])
      expect(everything).not.toContain(bait);
    expect(reply.text).toMatch(/^Hi Win,\n/);
    // The store's own copy keeps the whole message.
    expect(mailer.sent.slice(before).find((m) => m.to === 'care@saanjh.example')!.text).toContain(lure);
  });
  it('refuses bad input and limits floods', async () => {
    for (const body of [
      {},
      { name: 'A', email: 'nope', message: 'x' },
      { name: 'A', email: 'a@example.com', message: '' },
    ])
      expect((await send('/api/contact', body)).status).toBe(400);
    let last = 200;
    for (let i = 0; i < 5; i++)
      last = (await send('/api/contact', { name: 'Spam', email: 'spam@example.com', message: `hi ${i}` })).status;
    expect(last).toBe(429);
  });
  it('subscribes once: a repeat says the same and sends nothing new', async () => {
    const before = mailer.sent.length;
    expect((await send('/api/newsletter', { email: 'News@Example.com' })).body.success).toBe(true);
    expect((await send('/api/newsletter', { email: 'news@example.com' })).body.success).toBe(true);
    expect(mailer.sent.length - before).toBe(1);
    expect((await send('/api/newsletter', { email: 'x' })).status).toBe(400);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('NUL characters are a 400, in JSON and in multipart forms', async () => {
    const res = await store.app.request('/api/custom-box', post({ size: 'M\u0000', productId }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'Text must not contain NUL characters' });
    expect((await submit(form({ productId, user: 'A\u0000', rating: '3', comment: 'x' }))).status).toBe(400);
    expect(
      (await store.app.request('/api/user/login', post({ email: 'a@example.com', password: 'x\u0000' }))).status,
    ).toBe(400);
  });
});
