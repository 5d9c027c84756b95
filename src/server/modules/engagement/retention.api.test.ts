// The retention job (main.ts runs it hourly) keeps the tables anyone can write to bounded: each kind of row
// goes when its time is past, by an injected clock, and nothing younger goes with it; so do stale one-time codes and
// the contact details of checkouts never paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import {
  codCodes,
  contactMessages,
  orders,
  otpCodes,
  products,
  stockAlerts,
  customRequests,
  newsletterSubscribers,
  rateLimits,
  users,
  webVitals,
} from '#/server/db/schema/index.ts';
import {
  ALERT_SENT_KEEP_DAYS,
  ALERT_WAIT_DAYS,
  INBOX_KEEP_DAYS,
  OTP_KEEP_DAYS,
  UNPAID_CHECKOUT_KEEP_DAYS,
} from './retention.service.ts';
import { ADDRESS } from '#/server/test/sample-address.ts';
import { FORMER_CUSTOMER } from '#/domain/erasure.ts';
import { VITALS_KEEP_DAYS } from './vitals.service.ts';
import { CONFIRM_DAYS } from './newsletter.service.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-20T10:00:00Z');
const mailer = captureMailer();
let store: StoreApp;
let clock = NOW;

beforeAll(async () => {
  store = await createTestApp({}, { mailer, now: () => clock });
  await registerUser(store.app, mailer, { email: 'member@example.com' });
});
afterAll(() => store?.close());

const daysAgo = (days: number, plusMs = 0) => new Date(NOW.getTime() - days * DAY + plusMs);

describe('retention job', () => {
  it('deletes old counters, field data, unconfirmed sign-ups and anonymous inbox rows; keeps the rest', async () => {
    const { db } = store.database;
    const [member] = await db.select({ id: users.id }).from(users);
    await db.insert(rateLimits).values([
      { key: 'old', windowStart: daysAgo(2, -3_600_000).getTime(), count: 3 },
      { key: 'recent', windowStart: daysAgo(1).getTime(), count: 3 },
    ]);
    await db.insert(webVitals).values([
      { metric: 'LCP', pageType: 'home', value: 1, createdAt: daysAgo(VITALS_KEEP_DAYS, -1) },
      { metric: 'LCP', pageType: 'home', value: 2, createdAt: daysAgo(VITALS_KEEP_DAYS, 1) },
    ]);
    await db.insert(newsletterSubscribers).values([
      { email: 'expired@example.com', tokenHash: 'a', createdAt: daysAgo(CONFIRM_DAYS, -1) },
      { email: 'waiting@example.com', tokenHash: 'b', createdAt: daysAgo(CONFIRM_DAYS, 1) },
      { email: 'reader@example.com', createdAt: daysAgo(400), confirmedAt: daysAgo(399) },
    ]);
    const old = daysAgo(INBOX_KEEP_DAYS, -1);
    const young = daysAgo(INBOX_KEEP_DAYS, 1);
    await db.insert(customRequests).values([
      { id: 'cus_old_guest', size: 'Bust 34', createdAt: old },
      { id: 'cus_old_member', size: 'Bust 36', userId: member!.id, createdAt: old },
      { id: 'cus_young_guest', size: 'Bust 38', createdAt: young },
    ]);
    await db.insert(contactMessages).values([
      { id: 'msg_old', name: 'A', email: 'a@example.com', message: 'old', createdAt: old },
      { id: 'msg_young', name: 'B', email: 'b@example.com', message: 'young', createdAt: young },
    ]);

    const report = await store.services.retention.run();
    expect(report).toMatchObject({ vitals: 1, unconfirmedSignUps: 1, customRequests: 1, contactMessages: 1 });
    expect(report.rateLimits).toBeGreaterThanOrEqual(1);
    const keys = (await db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('recent');
    expect(keys).not.toContain('old');
    expect((await db.select().from(webVitals)).map((v) => v.value)).toEqual([2]);
    expect((await db.select().from(newsletterSubscribers)).map((s) => s.email).sort()).toEqual([
      'reader@example.com',
      'waiting@example.com',
    ]);
    expect((await db.select().from(customRequests)).map((r) => r.id).sort()).toEqual([
      'cus_old_member',
      'cus_young_guest',
    ]);
    expect((await db.select().from(contactMessages)).map((m) => m.id)).toEqual(['msg_young']);

    // A day later the rows that were just young enough go too; a second run deletes nothing more.
    clock = new Date(NOW.getTime() + DAY);
    expect(await store.services.retention.run()).toMatchObject({
      vitals: 1,
      unconfirmedSignUps: 1,
      customRequests: 1,
      contactMessages: 1,
    });
    expect(await store.services.retention.run()).toMatchObject({
      vitals: 0,
      unconfirmedSignUps: 0,
      customRequests: 0,
      contactMessages: 0,
    });
  });
});

describe('retention: what has no purpose left (DPDP Act)', () => {
  it('deletes stale codes and old back-in-stock requests, takes contact details off checkouts never paid', async () => {
    const { db } = store.database;
    clock = NOW;
    const codeAt = (id: string, expiresAt: Date) => ({
      id,
      email: 'codes@example.com',
      purpose: 'register' as const,
      codeHash: 'h',
      createdAt: new Date(expiresAt.getTime() - 600_000),
      expiresAt,
    });
    await db
      .insert(otpCodes)
      .values([codeAt('otp_stale', daysAgo(OTP_KEEP_DAYS, -1)), codeAt('otp_recent', daysAgo(OTP_KEEP_DAYS, 1))]);
    const order = (id: string, paymentState: 'expired' | 'paid', createdAt: Date) => ({
      id,
      userId: 'usr_x',
      paymentState,
      paymentMethod: 'Razorpay' as const,
      provider: 'razorpay',
      subtotalPaise: 100_00,
      deliveryPaise: 0,
      amountPaise: 100_00,
      address: ADDRESS,
      clientIp: '203.0.113.9',
      reservedUntil: createdAt,
      createdAt,
    });
    const old = daysAgo(UNPAID_CHECKOUT_KEEP_DAYS, -1);
    await db
      .insert(orders)
      .values([
        order('ord_old_unpaid', 'expired', old),
        order('ord_young_unpaid', 'expired', daysAgo(UNPAID_CHECKOUT_KEEP_DAYS, 1)),
        order('ord_old_paid', 'paid', old),
      ]);
    await db.insert(codCodes).values([
      { orderId: 'ord_old_unpaid', codeHash: 'h', sentAt: old, expiresAt: daysAgo(OTP_KEEP_DAYS, -1) },
      { orderId: 'ord_old_paid', codeHash: 'h', sentAt: old, expiresAt: daysAgo(OTP_KEEP_DAYS, 1) },
    ]);

    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    const alert = (id: string, createdAt: Date, sentAt: Date | null) => ({
      id,
      productId: product!.id,
      size: id,
      email: 'waiting@example.com',
      createdAt,
      sentAt,
    });
    await db
      .insert(stockAlerts)
      .values([
        alert('sent_long_ago', daysAgo(60), daysAgo(ALERT_SENT_KEEP_DAYS, -1)),
        alert('sent_lately', daysAgo(60), daysAgo(ALERT_SENT_KEEP_DAYS, 1)),
        alert('waited_too_long', daysAgo(ALERT_WAIT_DAYS, -1), null),
        alert('still_waiting', daysAgo(ALERT_WAIT_DAYS, 1), null),
      ]);

    expect(await store.services.retention.run()).toMatchObject({
      otpCodes: 1,
      codCodes: 1,
      unpaidCheckouts: 1,
      stockAlerts: 2,
    });
    expect((await db.select().from(stockAlerts)).map((a) => a.id).sort()).toEqual(['sent_lately', 'still_waiting']);
    const codes = await db.select().from(otpCodes).where(eq(otpCodes.email, 'codes@example.com'));
    expect(codes.map((c) => c.id)).toEqual(['otp_recent']);
    expect((await db.select().from(codCodes)).map((c) => c.orderId)).toEqual(['ord_old_paid']);
    const byId = Object.fromEntries((await db.select().from(orders)).map((o) => [o.id, o]));
    expect(byId.ord_old_unpaid).toMatchObject({
      address: {
        firstName: FORMER_CUSTOMER,
        lastName: '',
        email: '',
        street: '',
        city: '',
        state: ADDRESS.state,
        zipcode: '',
        country: ADDRESS.country,
        phone: '',
      },
      clientIp: null,
      amountPaise: 100_00,
    });
    expect(byId.ord_young_unpaid!.address).toEqual(ADDRESS);
    expect(byId.ord_old_paid!.address).toEqual(ADDRESS);
    expect(await store.services.retention.run()).toMatchObject({
      otpCodes: 0,
      codCodes: 0,
      unpaidCheckouts: 0,
      stockAlerts: 0,
    });
  });
});
