// Every console list pages by a cursor: following `nextCursor` reaches every row once, even while new rows
// arrive between pages, and the replies keep their fields (the list, plus `nextCursor`).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreApp } from '#/server/app.ts';
import {
  contactMessages,
  customRequests,
  newsletterSubscribers,
  orderItems,
  orders,
  products,
  returnRequests,
  stockMovements,
} from '#/server/db/schema/index.ts';
import { createTestApp } from '#/server/test/test-app.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { catalogLines, checkoutBody, createShopper, type Shopper } from '#/server/test/checkout.ts';

let store: StoreApp;
let staff: Caller;
let shopper: Shopper;
let order: typeof orders.$inferSelect;
let item: typeof orderItems.$inferSelect;
let product: typeof products.$inferSelect;
const clock = new Date('2026-11-20T10:00:00Z');
let serial = 0;

beforeAll(async () => {
  store = await createTestApp({}, { now: () => clock });
  staff = await createCaller(store, 'staff', clock);
  shopper = await createShopper(store, clock);
  const line = (await catalogLines(store))[0]!;
  const { orders: service } = store.services;
  const created = await service.createRazorpayOrder(shopper.id, await checkoutBody(store, [[line, 1]]), shopper.id);
  await service.verifyRazorpay(shopper.id, await service.sandboxRazorpayPay(shopper.id, created.order.id));
  const db = store.database.db;
  order = (await db.select().from(orders).where(eq(orders.id, created.order.receipt)))[0]!;
  item = (await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)))[0]!;
  product = (await db.select().from(products).where(eq(products.id, line.productId)))[0]!;
});
afterAll(() => store?.close());

/** Adds `n` rows of a list, all at the same moment (the id orders them), newer than any page already read. */
type Adder = (n: number) => Promise<unknown>;
const db = () => store.database.db;
const ids = (n: number, prefix: string) =>
  Array.from({ length: n }, () => `${prefix}_p${String(serial++).padStart(4, '0')}`);
const lists: { path: string; field: string; key: string; add: Adder }[] = [
  {
    path: '/contact-messages',
    field: 'messages',
    key: 'id',
    add: (n) =>
      db()
        .insert(contactMessages)
        .values(
          ids(n, 'msg').map((id) => ({ id, name: 'Asha', email: 'asha@example.com', message: 'Hi', createdAt: clock })),
        ),
  },
  {
    path: '/custom-requests',
    field: 'requests',
    key: 'id',
    add: (n) =>
      db()
        .insert(customRequests)
        .values(ids(n, 'cr').map((id) => ({ id, productId: product.id, size: 'M', createdAt: clock }))),
  },
  {
    path: '/newsletter',
    field: 'subscribers',
    key: 'email',
    add: (n) =>
      db()
        .insert(newsletterSubscribers)
        .values(ids(n, 'nl').map((id) => ({ email: `${id}@example.com`, createdAt: clock }))),
  },
  {
    path: '/orders',
    field: 'orders',
    key: '_id',
    add: (n) =>
      db()
        .insert(orders)
        .values(ids(n, 'ord').map((id) => ({ ...order, id, providerOrderId: id, createdAt: clock }))),
  },
  {
    path: '/returns?state=all',
    field: 'requests',
    key: 'id',
    add: (n) =>
      db()
        .insert(returnRequests)
        .values(
          ids(n, 'ret').map((id) => ({
            id,
            orderId: order.id,
            orderItemId: item.id,
            userId: shopper.id,
            kind: 'return' as const,
            state: 'refused' as const,
            refusalReason: 'Worn',
            createdAt: clock,
          })),
        ),
  },
  {
    path: '/products',
    field: 'products',
    key: '_id',
    add: (n) =>
      db()
        .insert(products)
        .values(ids(n, 'prd').map((id) => ({ ...product, id, name: `Paging ${id}`, dateAdded: clock }))),
  },
  {
    path: '/products/:product/stock-history',
    field: 'history',
    key: 'id',
    add: (n) =>
      db()
        .insert(stockMovements)
        .values(
          ids(n, 'stk').map((id) => ({
            id,
            productId: product.id,
            size: 'M',
            delta: 1,
            stockAfter: 1,
            kind: 'sale' as const,
            ref: order.id,
            at: clock,
          })),
        ),
  },
];

const withQuery = (path: string, q: string) => `${path}${path.includes('?') ? '&' : '?'}${q}`;

describe.each(lists)('GET $path', ({ path: pattern, field, key, add }) => {
  // The product exists once beforeAll ran.
  const pathOf = () => pattern.replace(':product', product.id);
  it('follows nextCursor through every row once, while rows arrive between pages', async () => {
    await add(11);
    const first = await admin(store, 'GET', pathOf(), staff);
    expect(first.status).toBe(200);
    expect(first.body.nextCursor).toBeNull();
    const before: string[] = first.body[field].map((r: Record<string, string>) => r[key]);
    expect(before.length).toBeGreaterThanOrEqual(11);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q = `limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await admin(store, 'GET', withQuery(pathOf(), q), staff);
      expect(page.status).toBe(200);
      expect(page.body[field].length).toBeLessThanOrEqual(4);
      seen.push(...page.body[field].map((r: Record<string, string>) => r[key]));
      cursor = page.body.nextCursor;
      pages++;
      await add(2); // newer than every row shown: they belong before the first page, not in a later one
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...before].sort());
  });

  it('refuses a made-up cursor with a plain message', async () => {
    const res = await admin(store, 'GET', withQuery(pathOf(), 'cursor=not-a-cursor'), staff);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This list’s page marker is not valid. Reload the list.');
  });
});

describe('GET /newsletter?format=csv', () => {
  it('still exports every confirmed sign-up, whatever the page size', async () => {
    await store.database.db.update(newsletterSubscribers).set({ confirmedAt: new Date() });
    const json = await admin(store, 'GET', '/newsletter?limit=500', staff);
    expect(json.body.subscribers.length).toBeGreaterThan(1);
    const csv = await admin(store, 'GET', '/newsletter?format=csv&limit=1', staff);
    expect(csv.body.text.trim().split('\r\n')).toHaveLength(json.body.subscribers.length + 1);
  });
});
