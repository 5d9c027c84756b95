// Fit signals through the API (docs/product/fit.md): reviews' fit picks with the size the server found, size
// exchanges (up: runs small, down: runs large; a refused one stops counting), size returns; the summary row kept
// in step; refusals of bad input; and spec-shaped requests that send none of the new fields working as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { call, catalogLines, checkoutBody, createShopper, type Line, type Shopper } from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { reviewForm } from '#/server/test/review-form.ts';
import { admin, createCaller } from '#/server/test/staff.ts';
import { productFit, productSizes, returnRequests, reviews } from '#/server/db/schema/index.ts';

let store: StoreApp;
let clock: Date;
/** One product's sizes S, M and L, well stocked. */
let sizes: Record<'S' | 'M' | 'L', Line>;
let productId: string;

beforeAll(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  store = await createTestApp({}, { now: () => clock });
  const lines = await catalogLines(store);
  const byProduct = Map.groupBy(lines, (l) => l.productId);
  const [id, own] = [...byProduct].find(([, ls]) => ['S', 'M', 'L'].every((s) => ls.some((l) => l.size === s)))!;
  productId = id;
  sizes = Object.fromEntries(['S', 'M', 'L'].map((s) => [s, own.find((l) => l.size === s)!])) as typeof sizes;
  await store.database.db.update(productSizes).set({ stock: 100 }).where(eq(productSizes.productId, productId));
});
afterAll(() => store?.close());

type Delivered = { who: Shopper; orderId: string };
/** A signed-in shopper with a delivered order of this size; returns her and the order. */
async function delivered(size: keyof typeof sizes): Promise<Delivered> {
  const who = await createShopper(store, clock);
  const { orders } = store.services;
  const created = await orders.createRazorpayOrder(who.id, await checkoutBody(store, [[sizes[size], 1]]), '10.0.0.9');
  await orders.verifyRazorpay(who.id, await orders.sandboxRazorpayPay(who.id, created.order.id));
  await walkOrderTo(store, created.order.receipt, 'Delivered', { awb: 'AWB123' });
  return { who, orderId: created.order.receipt };
}

const fitOf = async (id = productId) => {
  const res = await store.app.request(`/api/product/fit/${id}`);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};
const review = async (who: Shopper, fields: Record<string, string>) => {
  const form = reviewForm({ productId, user: 'Asha', rating: '4', comment: 'Lovely', ...fields });
  const res = await store.app.request('/api/product/addReview', {
    method: 'POST',
    body: form,
    headers: { token: who.token },
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};
const reviewsOf = async () =>
  ((await (await store.app.request(`/api/product/reviews/${productId}`)).json()) as { reviews: any[] }).reviews;
/** A delivered order's exchange or return asked for with `fields`, as its shopper. */
const ask = (kind: 'exchange' | 'return', { who, orderId }: Delivered, fields: Record<string, string>) =>
  call(store, `/api/order/${kind}-order`, { orderId, ...fields }, who);
const ACCEPTED = (kind: 'exchange' | 'return') => ({
  status: 200,
  body: { success: true, message: `Order ${kind} request submitted successfully.` },
});
const requestsOf = (orderId: string) =>
  store.database.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
/** The summary row must always equal a recount of the rows (refreshProductFit keeps it). */
const summaryRow = async () =>
  (await store.database.db.select().from(productFit).where(eq(productFit.productId, productId)))[0];

describe('the fit summary of a product', () => {
  it('has no verdict and no signals before anyone says anything; an unknown product is 404', async () => {
    expect(await fitOf()).toEqual({
      status: 200,
      body: { success: true, fit: { verdict: null, signals: 0, counts: { small: 0, true: 0, large: 0 } } },
    });
    expect(await fitOf('prd_nope')).toEqual({ status: 404, body: { success: false, message: 'Product not found' } });
  });
});

describe('signals from reviews', () => {
  it("records the fit pick with the size on the reviewer's own delivered order, never the client's", async () => {
    const { who } = await delivered('M');
    const r = await review(who, { fit: 'true', sizeBought: 'XXL' });
    expect(r).toEqual({ status: 200, body: { success: true, message: 'Review submitted successfully!' } });
    const mine = (await reviewsOf()).find((x) => x.username === 'Asha')!;
    expect(mine).toMatchObject({ fit: 'true', sizeBought: 'M', verified: true });
    expect((await fitOf()).body.fit).toEqual({ verdict: null, signals: 1, counts: { small: 0, true: 1, large: 0 } });
  });

  it('takes a pick from someone who has not bought it, without a size', async () => {
    const who = await createShopper(store, clock);
    expect((await review(who, { user: 'Nisha', fit: 'small' })).status).toBe(200);
    expect((await reviewsOf()).find((x) => x.username === 'Nisha')).toMatchObject({ fit: 'small', sizeBought: null });
    expect((await fitOf()).body.fit.counts).toEqual({ small: 1, true: 1, large: 0 });
  });

  it('takes a spec-shaped review without `fit` (no signal); an edit without it withdraws the pick', async () => {
    const who = await createShopper(store, clock);
    expect((await review(who, { user: 'Ritu', fit: 'large' })).status).toBe(200);
    expect((await fitOf()).body.fit.counts.large).toBe(1);
    expect(await review(who, { user: 'Ritu' })).toEqual({
      status: 200,
      body: { success: true, message: 'Review submitted successfully!' },
    });
    expect((await reviewsOf()).find((x) => x.username === 'Ritu')).toMatchObject({ fit: null, sizeBought: null });
    expect((await fitOf()).body.fit.counts).toEqual({ small: 1, true: 1, large: 0 });
  });

  it('refuses a fit that is not one of the three, writing nothing', async () => {
    const who = await createShopper(store, clock);
    const r = await review(who, { user: 'Tara', fit: 'tight' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message: expect.stringContaining('How did it fit?') });
    expect((await reviewsOf()).some((x) => x.username === 'Tara')).toBe(false);
  });
});

describe('signals from exchanges and returns', () => {
  it('counts an exchange up a size as runs small for the size left, down as runs large', async () => {
    const up = await delivered('M');
    expect(await ask('exchange', up, { newSize: 'L', reasonCode: 'too_small' })).toEqual(ACCEPTED('exchange'));
    // Spec-shaped: no reasonCode, no reason. The direction alone is the signal.
    expect(await ask('exchange', await delivered('L'), { newSize: 'M' })).toEqual(ACCEPTED('exchange'));
    expect((await fitOf()).body.fit.counts).toEqual({ small: 2, true: 1, large: 1 });
    const rows = await requestsOf(up.orderId);
    expect(rows[0]).toMatchObject({ reasonCode: 'too_small', fromSize: 'M', newSize: 'L', reason: null });
  });

  it('stops counting an exchange the store refuses', async () => {
    const order = await delivered('S');
    await ask('exchange', order, { newSize: 'M', reason: 'Tight at the hip' });
    expect((await fitOf()).body.fit.counts.small).toBe(3);
    const [request] = await requestsOf(order.orderId);
    expect(request).toMatchObject({ reason: 'Tight at the hip', reasonCode: null, fromSize: 'S' });
    await store.services.returns.refuse(request!.id, 'Worn');
    expect((await fitOf()).body.fit.counts.small).toBe(2);
  });

  it('counts a return for Too large or Too small, and no other reason', async () => {
    const big = await delivered('L');
    expect(await ask('return', big, { reason: 'Loose', reasonCode: 'too_large' })).toEqual(ACCEPTED('return'));
    await ask('return', await delivered('M'), { reason: 'Colour', reasonCode: 'not_as_pictured' });
    // Spec-shaped: { orderId, reason } only.
    const spec = await delivered('M');
    expect(await ask('return', spec, { reason: 'Changed my mind' })).toEqual(ACCEPTED('return'));
    expect((await fitOf()).body.fit.counts).toEqual({ small: 2, true: 1, large: 2 });
    const [row] = await requestsOf(spec.orderId);
    expect(row).toMatchObject({ reason: 'Changed my mind', reasonCode: null, fromSize: 'M' });
  });

  it('refuses a reason code off the list and an overlong exchange reason, asking nothing', async () => {
    const order = await delivered('M');
    const bad = await ask('return', order, { reason: 'x', reasonCode: 'too_tight' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: expect.stringContaining('Reason code must be one of') });
    const long = await ask('exchange', order, { newSize: 'L', reason: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.success).toBe(false);
    expect(await requestsOf(order.orderId)).toEqual([]);
  });
});

describe('the verdict and the summary', () => {
  it('speaks from 5 signals, keeps the summary row equal to a recount, and lists it for the build', async () => {
    // 2 small, 1 true, 2 large so far: 5 signals that disagree.
    expect((await fitOf()).body.fit).toEqual({ verdict: null, signals: 5, counts: { small: 2, true: 1, large: 2 } });
    for (const size of ['M', 'M', 'S'] as const) {
      const { who } = await delivered(size);
      await review(who, { user: `Fit ${size}`, fit: 'true' });
    }
    const { fit } = (await fitOf()).body;
    expect(fit).toEqual({ verdict: 'true', signals: 8, counts: { small: 2, true: 4, large: 2 } });
    expect(await summaryRow()).toMatchObject({ small: 2, trueToSize: 4, large: 2, signals: 8, verdict: 'true' });
    const all = (await (await store.app.request('/api/product/fits')).json()) as Record<string, any>;
    expect(all.fits[productId]).toEqual(fit);
    const picked = await store.database.db.select().from(reviews).where(eq(reviews.productId, productId));
    expect(picked.filter((r) => r.fit).length).toBe(5);
  });
});

describe("the owner's dashboard", () => {
  it('shows size requests per 100 orders this month and flags a size whose signals say the chart is off', async () => {
    // Size M: four more exchanges up, so most of M's signals say it runs small.
    for (let i = 0; i < 4; i++) {
      await ask('exchange', await delivered('M'), { newSize: 'L' });
    }
    // Requests take the database's clock; the test's is in November 2026.
    await store.database.db.update(returnRequests).set({ createdAt: clock });
    const owner = await createCaller(store, 'owner', clock);
    const { status, body } = await admin(store, 'GET', '/dashboard', owner);
    expect(status).toBe(200);
    const month = body.fit.months.at(-1);
    expect(month.month).toBe('2026-11');
    // Exchanges (M→L ×5, L→M) and the Too large return; the refused exchange and the other returns do not count.
    expect(month.sizeRequests).toBe(7);
    expect(month.perHundred).toBe(Math.round((7 * 1000) / month.orders) / 10);
    expect(body.fit.months).toHaveLength(6);
    expect(body.fit.checks).toContainEqual(
      expect.objectContaining({
        productId,
        size: 'M',
        direction: 'small',
        sources: { review: 0, exchange: 5, return: 0 },
      }),
    );
    const m = body.fit.checks.find((c: { size: string }) => c.size === 'M');
    expect(m.share).toBeGreaterThanOrEqual(60);
  });
});
