import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { catalogLines, checkoutBody, createShopper, type Line, otherSizeOf } from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import {
  coupons,
  productSizes,
  products,
  returnRequests,
  walletDebits,
  walletEntries,
} from '#/server/db/schema/index.ts';
import type { OrderService } from '#/server/modules/orders/index.ts';
import { createReturnsService, type ReturnsService } from '#/server/modules/returns/returns.service.ts';
import type { WalletService } from '#/server/modules/returns/wallet.service.ts';
import { walkRequest } from '#/server/test/return-steps.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { formatPaise } from '#/domain/money.ts';

let store: StoreApp;
let clock: Date;
let orders: OrderService;
let returns: ReturnsService;
let wallet: WalletService;
let line: Line & { otherSizeId: string; otherSize: string };

/** A paid, delivered order of these lines (with this coupon); returns its id and its items. */
async function deliveredOrder(userId: string, lines: [Line, number][] = [[line, 1]], couponCode?: string) {
  const body = await checkoutBody(store, lines, couponCode);
  const created = await orders.createRazorpayOrder(userId, body, `10.0.0.1-${userId}`);
  await orders.verifyRazorpay(userId, await orders.sandboxRazorpayPay(userId, created.order.id));
  const orderId = created.order.receipt;
  await walkOrderTo(store, orderId, 'Delivered', { awb: 'AWB123' });
  const items = (await orders.userOrders(userId)).find((o) => o._id === orderId)!.items;
  return { orderId, item: items[0]!, items };
}

const creditsOf = (userId: string) =>
  store.database.db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(walletEntries.id);
const giveCredit = (userId: string, paise: number, expires = '2027-12-31') =>
  store.database.db.transaction((tx) =>
    wallet.credit(tx, { userId, amountPaise: paise, reason: 'Goodwill', expiresAt: new Date(expires) }),
  );
const shopper = async () => (await createShopper(store, clock)).id;

beforeAll(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  store = await createTestApp({}, { now: () => clock });
  ({ orders, returns, wallet } = store.services);
  const first = (await catalogLines(store))[0]!;
  const other = await otherSizeOf(store, first);
  line = { ...first, otherSizeId: other.sizeId, otherSize: other.size };
});
afterAll(() => store?.close());
beforeEach(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  await store.database.db.update(productSizes).set({ stock: 10 }).where(eq(productSizes.productId, line.productId));
});

describe('returns', () => {
  it('is refused before delivery and after 7 days', async () => {
    const r1 = await shopper();
    const created = await orders.createRazorpayOrder(r1, await checkoutBody(store, [[line, 1]]), 'ip-r1');
    await orders.verifyRazorpay(r1, await orders.sandboxRazorpayPay(r1, created.order.id));
    const request = { orderId: created.order.receipt, productId: line.productId, reason: 'Too big' };
    await expect(returns.requestReturn(r1, request)).rejects.toMatchObject({ message: /not been delivered/ });
    await walkOrderTo(store, created.order.receipt, 'Delivered');
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    await expect(returns.requestReturn(r1, request)).rejects.toMatchObject({ message: /within 7 days/ });
  });

  it('marks the item, and on completion credits price − ₹100 for 3 months and restocks', async () => {
    const r2 = await shopper();
    const { orderId, item } = await deliveredOrder(r2);
    await returns.requestReturn(r2, { orderId, itemId: item._id, reason: 'Colour not as expected' });
    expect((await orders.userOrders(r2))[0]!.items[0]!.status).toBe('Return Requested');
    await expect(returns.requestReturn(r2, { orderId, itemId: item._id, reason: 'again' })).rejects.toMatchObject({
      message: /already been returned/,
    });
    const request = (await returns.openRequests()).find((r) => r.orderId === orderId)!;
    await walkRequest(store, request.id, 'received');
    const done = await returns.complete(request.id);
    expect(done.creditPaise).toBe(line.pricePaise - 10000);
    const [credit] = await creditsOf(r2);
    expect(credit).toMatchObject({ amountPaise: line.pricePaise - 10000, remainingPaise: line.pricePaise - 10000 });
    expect(credit!.expiresAt!.toISOString().slice(0, 10)).toBe('2027-02-20');
    expect(await wallet.balance(r2)).toBe(line.pricePaise - 10000);
    expect((await orders.userOrders(r2))[0]!.items[0]!.status).toBe('Returned');
    await expect(returns.complete(request.id)).rejects.toMatchObject({
      kind: 'rule',
      message: 'This return is completed; it moves no further',
    });
  });

  it("credits what was paid: price × quantity less the item's coupon share, − ₹100, never negative", async () => {
    const four = (await catalogLines(store)).filter(
      (l, i, all) => all.findIndex((x) => x.productId === l.productId) === i,
    );
    const priced = four.slice(1, 5);
    for (const [l, paise] of priced.map((l, i) => [l, [1000_00, 750_00, 500_00, 90_00][i]!] as const)) {
      await store.database.db.update(products).set({ pricePaise: paise }).where(eq(products.id, l.productId));
      await store.database.db.update(productSizes).set({ stock: 10 }).where(eq(productSizes.id, l.sizeId));
      l.pricePaise = paise;
    }
    await store.database.db.insert(coupons).values({ code: 'SAVE250', kind: 'fixed', value: 250_00 });
    const r = await shopper();
    const lines: [Line, number][] = [
      [priced[0]!, 1],
      [priced[1]!, 2],
      [priced[2]!, 1],
      [priced[3]!, 1],
    ];
    const { orderId, items } = await deliveredOrder(r, lines, 'SAVE250');
    // Values 1,000 / 1,500 / 500 / 90 of 3,090: shares of ₹250 are 80.91 / 121.36 / 40.45 / 7.28 (sum 250).
    const expected = new Map([
      [priced[0]!.productId, 100000 - 8091 - 10000],
      [priced[1]!.productId, 150000 - 12136 - 10000],
      [priced[2]!.productId, 50000 - 4045 - 10000],
      [priced[3]!.productId, 0],
    ]);
    for (const item of items) {
      await returns.requestReturn(r, { orderId, itemId: item._id, reason: 'Changed my mind' });
      const request = (await returns.openRequests()).find((q) => q.orderItemId === item._id)!;
      await walkRequest(store, request.id, 'received');
      expect((await returns.complete(request.id)).creditPaise).toBe(expected.get(item.productId));
    }
    expect(await wallet.balance(r)).toBe(81909 + 127864 + 35955);
    expect(await creditsOf(r)).toHaveLength(3);
  });

  it('another shopper cannot return my order', async () => {
    const { orderId, item } = await deliveredOrder(await shopper());
    await expect(
      returns.requestReturn('someone-else', { orderId, itemId: item._id, reason: 'x' }),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('exchanges', () => {
  it('first is free and reserves the new size; the second costs ₹250 of store credit; a third is refused', async () => {
    const x1 = await shopper();
    const { orderId, item } = await deliveredOrder(x1);
    const stockOf = async (id: string) =>
      (await store.database.db.select().from(productSizes).where(eq(productSizes.id, id)))[0]!.stock;
    const exchange = (newSize: string) => returns.requestExchange(x1, { orderId, itemId: item._id, newSize });
    expect(await exchange(line.otherSize.toLowerCase())).toEqual({ feePaise: 0 });
    expect(await stockOf(line.otherSizeId)).toBe(9);
    await expect(exchange(line.size)).rejects.toMatchObject({ message: /already open/ });
    await walkRequest(store, (await returns.openRequests()).find((r) => r.orderId === orderId)!.id, 'completed');
    const after = (await orders.userOrders(x1))[0]!.items[0]!;
    expect(after).toMatchObject({ status: 'Exchanged', size: line.otherSize });

    await expect(exchange(line.size)).rejects.toMatchObject({
      kind: 'rule',
      message: 'A second exchange costs ₹250. Your store credit (₹0) does not cover it.',
    });
    await giveCredit(x1, 40_00, '2027-06-30');
    await expect(exchange(line.size)).rejects.toMatchObject({
      message: 'A second exchange costs ₹250. Your store credit (₹40) does not cover it.',
    });
    expect(await stockOf(line.sizeId)).toBe(10);
    await giveCredit(x1, 300_00);
    expect(await exchange(line.size)).toEqual({ feePaise: 25000 });
    expect(await wallet.balance(x1)).toBe(90_00);
    expect(await stockOf(line.sizeId)).toBe(9);
    const debits = await store.database.db.select().from(walletDebits).where(eq(walletDebits.userId, x1));
    // The credit that expires first is spent first.
    expect(debits.map((d) => d.amountPaise).sort((a, b) => a - b)).toEqual([40_00, 210_00]);
    await walkRequest(store, (await returns.openRequests()).find((r) => r.orderId === orderId)!.id, 'completed');
    await expect(exchange(line.otherSize)).rejects.toMatchObject({ message: /No more exchanges/ });
  });

  it('refuses a size that is not made or not in stock', async () => {
    const x2 = await shopper();
    const { orderId, item } = await deliveredOrder(x2);
    await expect(returns.requestExchange(x2, { orderId, itemId: item._id, newSize: 'XXXL' })).rejects.toMatchObject({
      message: /not made/,
    });
    await store.database.db.update(productSizes).set({ stock: 0 }).where(eq(productSizes.id, line.otherSizeId));
    await expect(
      returns.requestExchange(x2, { orderId, itemId: item._id, newSize: line.otherSize }),
    ).rejects.toMatchObject({ kind: 'conflict' });
  });
});

describe('operator status', () => {
  it('accepts only paid orders', async () => {
    await expect(store.services.orderStatus.setStatus('ord_missing', { to: 'Shipped' })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('sale items', () => {
  const setMrp = (mrpPaise: number | null) =>
    store.database.db.update(products).set({ mrpPaise }).where(eq(products.id, line.productId));

  it('bought below the MRP: no return, a size exchange still; the MRP at purchase decides, not today’s', async () => {
    const buyer = await shopper();
    await setMrp(line.pricePaise + 50000);
    const sale = await deliveredOrder(buyer);
    await setMrp(null);
    const full = await deliveredOrder(buyer);
    await setMrp(line.pricePaise + 50000);
    try {
      await expect(
        returns.requestReturn(buyer, { orderId: sale.orderId, itemId: sale.item._id, reason: 'Too big' }),
      ).rejects.toMatchObject({ message: 'Sale items cannot be returned. A size exchange is still possible.' });
      const listed = await orders.userOrders(buyer);
      const saleItem = listed.find((o) => o._id === sale.orderId)!.items[0]!;
      expect(saleItem).toMatchObject({ canReturn: false, canExchange: true });
      expect(saleItem.reason).toMatch(/sale/i);
      // Bought at full price before the markdown: still returnable.
      expect(listed.find((o) => o._id === full.orderId)!.items[0]).toMatchObject({ canReturn: true });
      await returns.requestReturn(buyer, { orderId: full.orderId, itemId: full.item._id, reason: 'Too big' });
    } finally {
      await setMrp(null);
    }
  });
});

describe('steps', () => {
  let staff: Caller;
  beforeAll(async () => {
    staff = await createCaller(store, 'staff', clock);
  });
  const requestOf = async (orderId: string) => (await returns.openRequests()).find((r) => r.orderId === orderId)!.id;
  const queued = async (id: string) =>
    (await admin(store, 'GET', '/returns?state=all', staff)).body.requests.find((r: { id: string }) => r.id === id);
  const step = (id: string, path: string, body: unknown = {}) =>
    admin(store, 'POST', `/returns/${id}/${path}`, staff, body);
  /** The console's answer to the step asked for (its body). */
  const answer = async (id: string, path: string, body?: unknown) => (await step(id, path, body)).body;
  const myItem = async (userId: string, orderId: string) =>
    (await orders.userOrders(userId)).find((o) => o._id === orderId)!.items[0]!;
  const stockOf = async (sizeId: string) =>
    (await store.database.db.select().from(productSizes).where(eq(productSizes.id, sizeId)))[0]!.stock;
  const refusal = (message: string) => ({ success: false, message });
  /** The step is refused, the console saying `message`. */
  const refused = async (id: string, path: string, message: string, body?: unknown) =>
    expect(await answer(id, path, body)).toEqual(refusal(message));

  it('a return: requested → approved (pickup AWB) → received → completed; nothing skips a step', async () => {
    const who = await shopper();
    const { orderId, item } = await deliveredOrder(who);
    await returns.requestReturn(who, { orderId, itemId: item._id, reason: 'Too big' });
    const id = await requestOf(orderId);
    expect(await queued(id)).toMatchObject({
      state: 'requested',
      nextSteps: ['approved', 'refused'],
      pickupAwb: null,
      receivedAt: null,
      replacementAwb: null,
      replacementShippedAt: null,
    });
    expect(await myItem(who, orderId)).toMatchObject({
      status: 'Return Requested',
      request: {
        kind: 'return',
        state: 'requested',
        step: 'Return requested',
        pickupAwb: null,
        replacementAwb: null,
        credit: null,
        refusalReason: null,
      },
    });

    // Completing before the parcel came back (the old shortcut) is refused, and says what may follow.
    const early = await step(id, 'complete');
    expect(early.status).toBe(422);
    expect(early.body).toEqual(refusal('A return that is requested can only move to approved or refused'));
    expect((await step(id, 'receive')).status).toBe(422);
    expect((await step(id, 'ship-replacement', { awb: 'RPL-1' })).status).toBe(422);
    expect(await wallet.balance(who)).toBe(0);

    await refused(id, 'approve', 'The pickup AWB may hold letters, digits and hyphens only', {
      pickupAwb: 'no spaces!',
    });
    await refused(id, 'approve', 'The pickup AWB must be at least 4 characters', { pickupAwb: 'PK' });
    expect(await answer(id, 'approve', { pickupAwb: 'PK-2001' })).toEqual({
      success: true,
      message: 'Request approved; pickup AWB PK-2001',
    });
    expect(await queued(id)).toMatchObject({
      state: 'approved',
      nextSteps: ['received', 'refused'],
      pickupAwb: 'PK-2001',
      approvedAt: clock.toISOString(),
    });
    expect((await myItem(who, orderId)).request).toMatchObject({
      step: 'Return approved — we will collect it (pickup AWB PK-2001)',
      pickupAwb: 'PK-2001',
    });
    await refused(id, 'approve', 'A return that is approved can only move to received or refused');
    await refused(id, 'complete', 'A return that is approved can only move to received or refused');

    expect(await answer(id, 'receive')).toEqual({ success: true, message: 'Parcel received' });
    expect(await queued(id)).toMatchObject({
      state: 'received',
      nextSteps: ['completed', 'refused'],
      receivedAt: clock.toISOString(),
    });
    expect((await myItem(who, orderId)).request).toMatchObject({ state: 'received', step: 'Parcel received' });
    await refused(id, 'ship-replacement', 'A return that is received can only move to completed or refused', {
      awb: 'RPL-1',
    });
    expect(await stockOf(line.sizeId)).toBe(9);

    const credit = line.pricePaise - 100_00;
    expect(await answer(id, 'complete')).toEqual({ success: true, kind: 'return', creditPaise: credit });
    expect(await stockOf(line.sizeId)).toBe(10);
    expect(await wallet.balance(who)).toBe(credit);
    expect(await queued(id)).toMatchObject({ state: 'completed', nextSteps: [], completedAt: clock.toISOString() });
    expect(await myItem(who, orderId)).toMatchObject({
      status: 'Returned',
      request: {
        state: 'completed',
        step: `Return completed: ${formatPaise(credit)} store credit`,
        credit: credit / 100,
      },
    });
    await refused(id, 'refuse', 'This return is completed; it moves no further', { reason: 'Too late now' });
    expect((await step('ret_nope', 'receive')).status).toBe(404);
  });

  it('an exchange: … → received → replacement shipped (its AWB) → completed, never before it shipped', async () => {
    const who = await shopper();
    const { orderId, item } = await deliveredOrder(who);
    await returns.requestExchange(who, { orderId, itemId: item._id, newSize: line.otherSize });
    const id = await requestOf(orderId);
    expect(await queued(id)).toMatchObject({
      kind: 'exchange',
      state: 'requested',
      nextSteps: ['approved', 'refused'],
    });
    expect((await myItem(who, orderId)).request).toMatchObject({
      step: `Exchange for size ${line.otherSize} requested`,
    });
    expect(await answer(id, 'approve')).toEqual({ success: true, message: 'Request approved' });
    expect((await myItem(who, orderId)).request).toMatchObject({ step: 'Exchange approved — we will collect it' });
    expect((await step(id, 'receive')).status).toBe(200);
    expect(await queued(id)).toMatchObject({ state: 'received', nextSteps: ['replacement_shipped', 'refused'] });

    await refused(id, 'complete', 'An exchange that is received can only move to replacement shipped or refused');
    await refused(id, 'ship-replacement', 'The replacement’s AWB is required', {});
    await refused(id, 'ship-replacement', 'The replacement’s AWB may hold letters, digits and hyphens only', {
      awb: 'RPL 77',
    });
    expect(await answer(id, 'ship-replacement', { awb: ' RPL-77 ' })).toEqual({
      success: true,
      message: 'Replacement shipped with AWB RPL-77',
    });
    expect(await queued(id)).toMatchObject({
      state: 'replacement_shipped',
      nextSteps: ['completed'],
      replacementAwb: 'RPL-77',
      replacementShippedAt: clock.toISOString(),
    });
    expect(await myItem(who, orderId)).toMatchObject({
      status: 'Exchange Requested',
      request: { state: 'replacement_shipped', step: 'Replacement shipped (AWB RPL-77)', replacementAwb: 'RPL-77' },
    });
    // The replacement is on its way: too late to refuse.
    await refused(id, 'refuse', 'An exchange that is replacement shipped can only move to completed', {
      reason: 'Changed our mind',
    });

    expect(await answer(id, 'complete')).toEqual({ success: true, kind: 'exchange', creditPaise: 0 });
    expect(await stockOf(line.sizeId)).toBe(10);
    expect(await stockOf(line.otherSizeId)).toBe(9);
    expect(await myItem(who, orderId)).toMatchObject({
      status: 'Exchanged',
      size: line.otherSize,
      request: { state: 'completed', step: `Exchange completed: now size ${line.otherSize}` },
    });
  });

  it('refuses from received: a return credits nothing; an exchange gives its reserved size and fee back', async () => {
    const who = await shopper();
    const { orderId, item } = await deliveredOrder(who);
    await returns.requestReturn(who, { orderId, itemId: item._id, reason: 'Too big' });
    const id = await requestOf(orderId);
    await walkRequest(store, id, 'received', staff);
    expect(await answer(id, 'refuse', { reason: 'Worn and washed' })).toEqual({
      success: true,
      message: 'Request refused',
    });
    expect(await wallet.balance(who)).toBe(0);
    expect(await stockOf(line.sizeId)).toBe(9);
    expect(await myItem(who, orderId)).toMatchObject({
      status: 'Delivered',
      reason: 'Your return request was refused: Worn and washed',
      request: { state: 'refused', step: 'Refused: Worn and washed', refusalReason: 'Worn and washed' },
    });
    expect(await queued(id)).toMatchObject({ state: 'refused', nextSteps: [] });

    // A second exchange (₹250 from credit) refused once its parcel was checked: the size and the fee come back.
    await returns.requestExchange(who, { orderId, itemId: item._id, newSize: line.otherSize });
    await walkRequest(store, await requestOf(orderId), 'completed');
    await giveCredit(who, 300_00);
    await returns.requestExchange(who, { orderId, itemId: item._id, newSize: line.size });
    expect(await wallet.balance(who)).toBe(50_00);
    const second = await requestOf(orderId);
    await walkRequest(store, second, 'received');
    const reserved = await stockOf(line.sizeId);
    await returns.refuse(second, 'The parcel was empty');
    expect(await stockOf(line.sizeId)).toBe(reserved + 1);
    expect(await wallet.balance(who)).toBe(300_00);
    expect((await myItem(who, orderId)).request).toMatchObject({ step: 'Refused: The parcel was empty' });
  });

  it('tells each step inside its transaction; a step that cannot be told does not happen', async () => {
    type Told = { name: string; orderId: string; requestId: string; state: string };
    const told: Told[] = [];
    let down = false;
    const steps = createReturnsService({
      db: store.database.db,
      wallet,
      now: () => clock,
      notify: async (tx, event) => {
        if (down) throw new Error('the outbox is down');
        if (!('requestId' in event)) throw new Error('a return step tells its request');
        // Read inside the step's transaction: the change is already there.
        const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, event.requestId));
        told.push({ name: event.name, orderId: event.orderId, requestId: event.requestId, state: row!.state });
      },
    });
    const who = await shopper();
    const { orderId, items } = await deliveredOrder(who, [
      [line, 1],
      [{ ...line, sizeId: line.otherSizeId, size: line.otherSize }, 1],
    ]);
    const first = items.find((i) => i.size === line.size)!;
    const second = items.find((i) => i.size === line.otherSize)!;
    await steps.requestReturn(who, { orderId, itemId: first._id, reason: 'Too big' });
    const ret = (await steps.openRequests()).find((r) => r.orderItemId === first._id)!.id;
    await steps.approve(ret, { pickupAwb: 'PK-1' });
    down = true;
    await expect(steps.receive(ret)).rejects.toThrow('the outbox is down');
    expect(await queued(ret)).toMatchObject({ state: 'approved', receivedAt: null });
    down = false;
    await expect(steps.complete(ret)).rejects.toMatchObject({ kind: 'rule' });
    await steps.receive(ret);
    await steps.complete(ret);

    await steps.requestExchange(who, { orderId, itemId: second._id, newSize: line.size });
    const ex = (await steps.openRequests()).find((r) => r.orderItemId === second._id)!.id;
    await steps.approve(ex);
    await steps.receive(ex);
    await steps.refuse(ex, 'Wrong item sent back');
    await steps.requestExchange(who, { orderId, itemId: second._id, newSize: line.size });
    const again = (await steps.openRequests()).find((r) => r.orderItemId === second._id)!.id;
    await steps.approve(again);
    await steps.receive(again);
    await steps.shipReplacement(again, 'RPL-9');
    await steps.complete(again);

    const of = (requestId: string) => told.filter((t) => t.requestId === requestId).map((t) => [t.name, t.state]);
    expect(of(ret)).toEqual([
      ['return.requested', 'requested'],
      ['return.approved', 'approved'],
      ['return.received', 'received'],
      ['return.completed', 'completed'],
    ]);
    expect(of(ex)).toEqual([
      ['return.requested', 'requested'],
      ['return.approved', 'approved'],
      ['return.received', 'received'],
      ['return.refused', 'refused'],
    ]);
    expect(of(again)).toEqual([
      ['return.requested', 'requested'],
      ['return.approved', 'approved'],
      ['return.received', 'received'],
      ['exchange.replacement_shipped', 'replacement_shipped'],
      ['return.completed', 'completed'],
    ]);
    expect(told.every((t) => t.orderId === orderId)).toBe(true);
  });
});
