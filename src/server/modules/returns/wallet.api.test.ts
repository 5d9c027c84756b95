// Store credit: earliest expiry spent first, an expired credit never counts, a partly spent credit keeps its
// expiry, a refund goes back where it came from, and parallel spends never take the balance below zero (the
// PostgreSQL run is what proves the last one: each spend has its own connection there).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '#/server/test/test-app.ts';
import { createShopper } from '#/server/test/checkout.ts';
import type { StoreApp } from '#/server/app.ts';
import { walletEntries } from '#/server/db/schema/index.ts';
import type { WalletService } from './wallet.service.ts';

let store: StoreApp;
let clock: Date;
let wallet: WalletService;
let user: string;

const day = (n: number) => new Date(Date.UTC(2026, 10, 20 + n));
const credit = (amountPaise: number, expiresAt: Date | null) =>
  store.database.db.transaction((tx) => wallet.credit(tx, { userId: user, amountPaise, reason: 'Return', expiresAt }));
const spend = (amountPaise: number, ref = 'order:test') =>
  store.database.db.transaction((tx) => wallet.spend(tx, { userId: user, amountPaise, reason: 'Order', ref }));
const refund = (ref: string) => store.database.db.transaction((tx) => wallet.refund(tx, ref));
const remaining = async () =>
  (await store.database.db.select().from(walletEntries).where(eq(walletEntries.userId, user)))
    .sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity))
    .map((e) => e.remainingPaise);

beforeAll(async () => {
  store = await createTestApp({}, { now: () => clock });
  wallet = store.services.wallet;
});
afterAll(() => store?.close());
beforeEach(async () => {
  clock = day(0);
  user = (await createShopper(store, clock)).id;
});

describe('wallet', () => {
  it('spends the credit that expires first, and a partly spent credit keeps its own expiry', async () => {
    await credit(500_00, day(90));
    await credit(200_00, day(10));
    await credit(100_00, null);
    await spend(250_00);
    expect(await remaining()).toEqual([0, 450_00, 100_00]);
    expect(await wallet.balance(user)).toBe(550_00);
    clock = day(91); // the partly spent credit expires with what is left of it; the rest stays
    expect(await wallet.balance(user)).toBe(100_00);
  });

  it('never counts or spends an expired credit', async () => {
    await credit(300_00, day(1));
    clock = day(2);
    expect(await wallet.balance(user)).toBe(0);
    await expect(spend(1_00)).rejects.toMatchObject({
      kind: 'rule',
      message: 'Your store credit (₹0) does not cover ₹1.',
    });
    expect(await remaining()).toEqual([300_00]);
  });

  it('refuses a spend above the balance and takes nothing', async () => {
    await credit(100_00, day(30));
    await credit(50_00, day(60));
    await expect(spend(150_01)).rejects.toMatchObject({ message: 'Your store credit (₹150) does not cover ₹150.01.' });
    expect(await remaining()).toEqual([100_00, 50_00]);
  });

  it('a refund puts each part back into the credit it came from, once', async () => {
    await credit(100_00, day(30));
    await credit(100_00, day(60));
    await spend(150_00, 'order:ord_1');
    await spend(30_00, 'order:ord_2');
    expect(await remaining()).toEqual([0, 20_00]);
    expect(await refund('order:ord_1')).toBe(150_00);
    expect(await refund('order:ord_1')).toBe(0);
    expect(await remaining()).toEqual([100_00, 70_00]);
    clock = day(31);
    expect(await wallet.balance(user)).toBe(70_00);
  });

  it('parallel spends never take the balance below zero', async () => {
    await credit(100_00, day(30));
    await credit(100_00, day(60));
    await credit(100_00, day(90));
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => spend(70_00, `order:${i}`)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(4);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ kind: 'rule' });
    expect(await wallet.balance(user)).toBe(20_00);
    expect(await remaining()).toEqual([0, 0, 20_00]);
  });
});
