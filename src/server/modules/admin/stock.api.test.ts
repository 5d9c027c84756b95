// The Stock screen's API: several sizes restocked in one form (added to or set, one reason, all or nothing, within
// 0 and 100,000 with the single-size route's messages), audited in words, and the history of every movement, paged
// newest first and filtered by kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreApp } from '#/server/app.ts';
import { users } from '#/server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createTestApp } from '#/server/test/test-app.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';

let store: StoreApp;
let staff: Caller;
let serial = 0;

beforeAll(async () => {
  store = await createTestApp();
  staff = await createCaller(store, 'staff');
  await store.database.db.update(users).set({ name: 'Asha' }).where(eq(users.id, staff.id));
});
afterAll(() => store?.close());

/** A new product with these sizes and opening stock; its id. */
async function product(sizes: Record<string, number>): Promise<string> {
  const res = await admin(store, 'POST', '/products', staff, {
    name: `Restock Kurta ${serial++}`,
    price: 1299,
    category: 'top',
    subCategory: 'Kurta',
    description: 'Cotton.',
    genericName: "Women's kurta",
    sizes: Object.entries(sizes).map(([size, stock]) => ({ size, stock })),
  });
  expect(res.status).toBe(200);
  return res.body.product._id;
}
const restock = (id: string, body: unknown) => admin(store, 'POST', `/products/${id}/restock`, staff, body);
/** A restock form's sizes: each size with its quantity. */
const sizesOf = (quantities: Record<string, number>) =>
  Object.entries(quantities).map(([size, quantity]) => ({ size, quantity }));
const stockOf = async (id: string) =>
  Object.fromEntries(
    (await admin(store, 'GET', `/products/${id}`, staff)).body.product.sizes.map(
      (s: { size: string; stock: number }) => [s.size, s.stock],
    ),
  );
const historyOf = async (id: string, query = '') =>
  (await admin(store, 'GET', `/products/${id}/stock-history${query}`, staff)).body;

describe('POST /products/{id}/restock', () => {
  it('adds to several sizes at once, with one reason, in the history as restocks with who made them', async () => {
    const id = await product({ S: 0, M: 2, L: 1 });
    const res = await restock(id, { mode: 'add', reason: 'New batch', sizes: sizesOf({ s: 5, M: 3 }) });
    expect(res.status).toBe(200);
    expect(await stockOf(id)).toEqual({ S: 5, M: 5, L: 1 });
    const { history } = await historyOf(id);
    const restocks = history.filter((h: { kind: string }) => h.kind === 'restock');
    expect(restocks).toHaveLength(2);
    expect(restocks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ size: 'S', delta: 5, stockAfter: 5, reason: 'New batch', actorName: 'Asha' }),
        expect.objectContaining({ size: 'M', delta: 3, stockAfter: 5, actor: staff.email, ref: null }),
      ]),
    );
    // Newest first: the restock follows the opening stock.
    expect(history.at(-1)).toMatchObject({ kind: 'adjustment', reason: 'Opening stock' });
  });

  it('sets several sizes, leaving alone one that already holds the number, and audits it in one entry', async () => {
    const id = await product({ S: 4, M: 2, L: 1 });
    const res = await restock(id, { mode: 'set', reason: 'Counted the shelf', sizes: sizesOf({ S: 1, M: 2, L: 6 }) });
    expect(res.status).toBe(200);
    expect(res.body.product.sizes.map((s: { size: string; stock: number }) => [s.size, s.stock])).toEqual([
      ['S', 1],
      ['M', 2],
      ['L', 6],
    ]);
    const moves = (await historyOf(id, '?kind=restock')).history;
    expect(
      moves.map((h: { size: string; delta: number; stockAfter: number }) => [h.size, h.delta, h.stockAfter]),
    ).toEqual(
      expect.arrayContaining([
        ['S', -3, 1],
        ['L', 5, 6],
      ]),
    );
    expect(moves).toHaveLength(2);
    const owner = await createCaller(store, 'owner');
    const entries = (await admin(store, 'GET', `/audit?target=${id}&action=stock.restock`, owner)).body.entries;
    expect(entries).toHaveLength(1);
    expect(entries[0].detail).toMatchObject({ mode: 'set', reason: 'Counted the shelf' });
    expect(entries[0].detail.sizes).toEqual(
      expect.arrayContaining([
        { size: 'S', from: 4, to: 1 },
        { size: 'L', from: 1, to: 6 },
      ]),
    );
  });

  it('changes nothing when one size cannot move: below 0, past 100,000, or not made', async () => {
    const id = await product({ S: 3, M: 99_999 });
    const before = (await historyOf(id)).history.length;
    const cases: [Record<string, number>, number, string][] = [
      [{ S: 2, M: 2 }, 422, 'Stock can be at most 100,000 per size: size M has 99999, so it can go up by at most 1'],
      [{ M: -5, S: -4 }, 422, 'Size S has 3 in stock; it cannot go below 0'],
      [{ S: 1, XL: 1 }, 404, 'This product has no size XL'],
    ];
    for (const [sizes, status, message] of cases) {
      const res = await restock(id, { mode: 'add', reason: 'Count', sizes: sizesOf(sizes) });
      expect(res).toMatchObject({ status, body: { success: false, message } });
    }
    expect(await stockOf(id)).toEqual({ S: 3, M: 99_999 });
    expect((await historyOf(id)).history).toHaveLength(before);
    expect((await restock('prd_none', { mode: 'add', reason: 'Count', sizes: sizesOf({ S: 1 }) })).status).toBe(404);
  });

  it.each([
    [{ mode: 'add', reason: 'Count', sizes: [] }, 'Fill in at least one size'],
    [{ mode: 'add', reason: 'Count', sizes: sizesOf({ m: 1, M: 2 }) }, 'Each size once'],
    [{ mode: 'add', reason: 'Count', sizes: [{ size: 'M', quantity: 1.5 }] }, 'whole number'],
    [{ mode: 'add', reason: 'Count', sizes: [{ size: 'M', quantity: 0 }] }, 'Size M: the change must not be 0'],
    [{ mode: 'set', reason: 'Count', sizes: [{ size: 'M', quantity: -1 }] }, 'Size M: stock must be 0 or more'],
    [{ mode: 'set', reason: 'Count', sizes: [{ size: 'M', quantity: 100_001 }] }, '100,000'],
    [{ mode: 'double', reason: 'Count', sizes: [{ size: 'M', quantity: 1 }] }, 'add to the stock or to set it'],
    [{ mode: 'add', sizes: [{ size: 'M', quantity: 1 }] }, 'Reason is required'],
    [{ mode: 'add', reason: 'Count', sizes: 'M' }, ''],
  ])('refuses %j with 400', async (body, message) => {
    const id = await product({ M: 1 });
    const res = await restock(id, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
    expect(await stockOf(id)).toEqual({ M: 1 });
  });
});

describe('GET /products/{id}/stock-history', () => {
  it('pages newest first by nextCursor, through every movement once, and filters by kind', async () => {
    const id = await product({ S: 1 });
    for (let n = 1; n <= 5; n++)
      await admin(store, 'POST', `/products/${id}/stock`, staff, { size: 'S', delta: n, reason: `Box ${n}` });
    await restock(id, { mode: 'set', reason: 'Counted', sizes: sizesOf({ S: 2 }) });
    const all = (await historyOf(id)).history;
    expect(all.map((h: { stockAfter: number }) => h.stockAfter)).toEqual([2, 16, 11, 7, 4, 2, 1]);
    expect(all.map((h: { kind: string }) => h.kind)).toEqual(['restock', ...Array(6).fill('adjustment')]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await historyOf(id, `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.history.map((h: { id: string }) => h.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((h: { id: string }) => h.id));
    expect((await historyOf(id, '?kind=restock')).history).toHaveLength(1);
  });

  it('refuses a made-up cursor and an unknown kind with 400', async () => {
    const id = await product({ S: 1 });
    const forged = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', 'stk_abc'])).toString('base64url');
    for (const query of ['?cursor=nope', `?cursor=${forged}`, '?kind=theft'])
      expect((await admin(store, 'GET', `/products/${id}/stock-history${query}`, staff)).status).toBe(400);
  });
});
