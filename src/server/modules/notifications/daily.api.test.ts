// The daily job (what the pg-boss schedule runs each morning), called directly: each lot of store credit expiring
// within 7 days is told to its shopper once, however often the job runs; the store's digest goes to STORE_EMAIL once a
// day with the sizes running low, the open returns and the complaints past their 30 days. PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { checkoutShop, type Line, type Shopper } from '#/server/test/checkout.ts';
import { grievances, notifications, products, returnRequests } from '#/server/db/schema/index.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { newId } from '#/domain/ids.ts';

const DAY = 86_400_000;
const STORE = 'owner@store.example';
const mailer = captureMailer();
const shop = checkoutShop({ mailer, env: { STORE_EMAIL: STORE }, start: '2026-11-20T03:30:00Z' });
const daily = () => shop.store.services.notifications.daily;
const deliver = () => shop.store.services.notifications.deliverDue();
let line: Line;

const inDays = (days: number) => new Date(shop.clock.getTime() + days * DAY);
const credit = (who: Shopper, amountPaise: number, expiresAt: Date | null) =>
  shop.db.transaction((tx) =>
    shop.store.services.wallet.credit(tx, { userId: who.id, amountPaise, reason: 'Return', expiresAt }),
  );
const mailsTo = (to: string) => mailer.sent.filter((m) => m.to === to);
/** The store's digest mails of the clock's day (India time). */
const digestsOfToday = () => {
  const day = new Date(shop.clock.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return mailsTo(STORE).filter((m) => m.subject.includes(`your day, ${day}:`));
};

beforeAll(async () => {
  line = (await shop.lines())[0]!;
  await shop.setStock(line, 50);
});

describe('store credit expiring', () => {
  it('tells each lot expiring within 7 days once, and a later one when its week comes', async () => {
    const who = await shop.shopper();
    const email = `${who.id}@example.com`;
    await credit(who, 500_00, inDays(3));
    await credit(who, 250_00, inDays(10));
    await credit(who, 100_00, null);
    await credit(who, 80_00, inDays(-1)); // already expired: nothing to tell
    // Spent to nothing: nothing to tell either.
    await credit(who, 60_00, inDays(2));
    await shop.db.transaction((tx) =>
      shop.store.services.wallet.spend(tx, { userId: who.id, amountPaise: 60_00, reason: 'Order', ref: 'order:x' }),
    );

    expect((await daily().run()).credits).toBe(1);
    await deliver();
    const [told] = mailsTo(email);
    expect(told?.subject).toMatch(/: your ₹500 of store credit expires on \w{3} \d+ \w{3}$/);
    expect(told?.text).toContain('₹500 of your store credit expires on');
    expect(told?.text).toContain('/products');

    // The next morning (or a second instance the same morning): nothing new.
    shop.clock = inDays(1);
    expect((await daily().run()).credits).toBe(0);
    await deliver();
    expect(mailsTo(email)).toHaveLength(1);

    // Three days on, the ₹250 lot is within its week: told, once.
    shop.clock = inDays(3);
    expect(await daily().creditExpiring()).toBe(1);
    expect(await daily().creditExpiring()).toBe(0);
    await deliver();
    expect(mailsTo(email).map((m) => m.text.match(/₹\d+ of your store credit/)?.[0])).toEqual([
      '₹500 of your store credit',
      '₹250 of your store credit',
    ]);
    const rows = await shop.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'credit.expiring'), eq(notifications.recipient, email)));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });
});

describe("the store's daily digest", () => {
  it('lists low stock, open returns and overdue complaints, once a day', async () => {
    // An open return: a delivered order's item asked back; its order took the size's last unit (sold out).
    await shop.setStock(line, 1);
    const who = await shop.shopper();
    const placed = await shop.call('/api/order/razorpay', await shop.checkoutBody([[line, 1]]), who);
    await shop.pay(who, placed.body.order.id);
    const orderId = placed.body.order.receipt as string;
    await walkOrderTo(shop.store, orderId, 'Delivered');
    await shop.store.services.returns.requestReturn(who.id, { orderId, reason: 'Too long for me' });
    const open = await shop.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
    expect(open).toHaveLength(1);
    // A complaint past its 30 days, and one still within them.
    for (const [ticket, due] of [
      ['GRV-2026-000001', inDays(-1)],
      ['GRV-2026-000002', inDays(5)],
    ] as const)
      await shop.db.insert(grievances).values({
        id: newId('grv'),
        ticket,
        name: 'Asha',
        email: 'asha@example.com',
        message: 'Where is my refund?',
        dueAt: due,
      });

    await daily().run();
    await daily().storeDigest(); // a second run the same day records nothing new
    await deliver();
    const digests = digestsOfToday();
    expect(digests).toHaveLength(1);
    const text = digests[0]!.text;
    const [product] = await shop.db.select().from(products).where(eq(products.id, line.productId));
    expect(text).toContain(`${product?.name} (${line.size}): sold out`);
    expect(text).toMatch(/Sizes with 3 or fewer left \(\d+\):/);
    expect(text).toMatch(/\d+ returns? (and exchanges are|or exchange is) waiting for a step\./);
    expect(text).toContain('1 complaint is past its 30 days and still not resolved.');
    expect(text).toContain('/admin/returns');

    // The next day: a new digest.
    shop.clock = inDays(1);
    expect(digestsOfToday()).toHaveLength(0);
    await daily().storeDigest();
    await deliver();
    expect(digestsOfToday()).toHaveLength(1);
  });
});
