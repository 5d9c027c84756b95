// The retention job (main.ts runs it hourly) keeps the tables anyone can write to bounded: each kind of row
// goes when its time is past, by an injected clock, and nothing younger goes with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import {
  contactMessages,
  customRequests,
  newsletterSubscribers,
  rateLimits,
  users,
  webVitals,
} from '#/server/db/schema/index.ts';
import { INBOX_KEEP_DAYS } from './retention.service.ts';
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
