// POST /api/admin/notifications/daily (`npm run shop -- daily`): the owner, or the operator's ADMIN_TOKEN, runs the
// daily job now and hears what it queued; running it again the same day queues nothing twice (each lot of credit is
// told once, the digest once a day), and the next day's run queues that day's digest. Staff and shoppers are
// refused; the run is audited. PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, captureMailer } from '#/server/test/auth-helpers.ts';
import { checkoutShop } from '#/server/test/checkout.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';

const DAY = 86_400_000;
const STORE = 'owner@store.example';
const TOKEN = 'operator-token-that-is-long-enough-0123456789';
const mailer = captureMailer();
// 03:30 UTC is 09:00 in India: the 20th there.
const shop = checkoutShop({ mailer, env: { STORE_EMAIL: STORE, ADMIN_TOKEN: TOKEN }, start: '2026-11-20T03:30:00Z' });
const operator = { headers: bearer(TOKEN) };
let owner: Caller;
let staff: Caller;
let shopper: Caller;

beforeAll(async () => {
  [owner, staff, shopper] = await Promise.all([
    createCaller(shop.store, 'owner', shop.clock),
    createCaller(shop.store, 'staff', shop.clock),
    createCaller(shop.store, 'shopper', shop.clock),
  ]);
});

const run = (who: { headers: Record<string, string> } | undefined) =>
  admin(shop.store, 'POST', '/notifications/daily', who);

describe('the daily job, run now', () => {
  it('answers what it queued, and queues nothing twice the same day', async () => {
    const who = await shop.shopper();
    const expiresAt = new Date(shop.clock.getTime() + 3 * DAY);
    await shop.db.transaction((tx) =>
      shop.store.services.wallet.credit(tx, { userId: who.id, amountPaise: 400_00, reason: 'Return', expiresAt }),
    );

    const first = await run(owner);
    expect(first).toMatchObject({
      status: 200,
      body: { success: true, day: '2026-11-20', credits: 1, digest: 'queued', digestTo: STORE },
    });
    // A test app runs no worker, so nothing has registered the schedule (daily-schedule.api.test.ts has one).
    expect(first.body.schedule).toBeNull();

    // Again, by the operator token (automation acts as an owner): nothing new.
    expect((await run(operator)).body).toMatchObject({ credits: 0, digest: 'already_queued', digestTo: STORE });
    await shop.store.services.notifications.deliverDue();
    expect(mailer.sent.filter((m) => m.to === `${who.id}@example.com`)).toHaveLength(1);
    expect(mailer.sent.filter((m) => m.to === STORE && m.subject.includes('your day, 2026-11-20'))).toHaveLength(1);

    // The next morning: that day's digest, and still no second credit mail.
    shop.clock = new Date(shop.clock.getTime() + DAY);
    expect((await run(owner)).body).toMatchObject({ day: '2026-11-21', credits: 0, digest: 'queued' });

    const audit = (await admin(shop.store, 'GET', '/audit?action=notification.daily', owner)).body.entries;
    type Entry = { actor: string; target: string; detail: unknown };
    const runs = audit.map((e: Entry) => [e.actor, e.target, e.detail]);
    expect(runs).toHaveLength(3);
    expect(runs).toEqual(
      expect.arrayContaining([
        [owner.email, '2026-11-20', { credits: 1, digest: 'queued' }],
        ['automation', '2026-11-20', { credits: 0, digest: 'already_queued' }],
        [owner.email, '2026-11-21', { credits: 0, digest: 'queued' }],
      ]),
    );
  });

  it('is the owner’s: staff and shoppers are refused (403), a guest asked to sign in (401)', async () => {
    const asStaff = await run(staff);
    expect(asStaff).toMatchObject({
      status: 403,
      body: { success: false, message: 'Only the owner can run the daily job' },
    });
    expect((await run(shopper)).status).toBe(403);
    expect((await run(undefined)).status).toBe(401);
  });
});
