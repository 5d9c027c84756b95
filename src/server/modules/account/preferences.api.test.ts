// The shopper's consents through the API: none given reads false; a box ticked at checkout (any payment path) is
// recorded with the order it came with, and only then; the account's switches give and withdraw, each change a new
// row under the current notice version; one shopper's answers are hers alone; login and valid input are required.
import { beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { bearer } from '#/server/test/auth-helpers.ts';
import { createCapturingSms } from '#/server/test/capture-sms.ts';
import { checkoutShop, type Line, midPriced, type Shopper } from '#/server/test/checkout.ts';
import { consents, notifications } from '#/server/db/schema/index.ts';
import { PRIVACY_NOTICE_VERSION } from '#/domain/consent.ts';

const COD_FEE = 49;
const shop = checkoutShop({ sms: createCapturingSms(), start: '2026-12-02T10:00:00Z' });
let line: Line;
let asha: Shopper;
let ips = 0;

/** Each checkout from its own network, so the open-checkout cap per address never counts here. */
const from = () => `198.51.100.${++ips}`;
const get = async (path: string, who?: Shopper) => {
  const res = await shop.store.app.request(path, { headers: who ? bearer(who.token) : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const preferencesOf = async (who: Shopper) => (await get('/api/user/preferences', who)).body.preferences;
const save = (who: Shopper | undefined, body: unknown) => shop.call('/api/user/preferences', body, who);
const rowsOf = (who: Shopper) =>
  shop.db.select().from(consents).where(eq(consents.userId, who.id)).orderBy(asc(consents.createdAt));
const checkout = async (extra: Record<string, unknown> = {}) => ({
  ...(await shop.checkoutBody([[line, 1]])),
  ...extra,
});

beforeEach(async () => {
  await shop.nextHour();
  line = await shop.stockedLine(100, midPriced);
  asha = await shop.shopper();
});

describe('GET /api/user/preferences', () => {
  it('is no to everything before any answer', async () => {
    expect(await get('/api/user/preferences', asha)).toEqual({
      status: 200,
      body: { success: true, preferences: { whatsapp: false, marketing: false } },
    });
    expect(await rowsOf(asha)).toEqual([]);
  });

  it('needs a login, as does saving', async () => {
    expect(await get('/api/user/preferences')).toEqual({
      status: 401,
      body: { success: false, message: 'Please login to continue' },
    });
    expect((await save(undefined, { whatsapp: true })).status).toBe(401);
  });
});

describe('the box at checkout', () => {
  it('ticked: recorded with the order (source checkout, notice version); she hears on WhatsApp', async () => {
    const placed = await shop.call('/api/order/razorpay', await checkout({ whatsappUpdates: true }), asha, from());
    expect(placed.status).toBe(200);
    expect(await preferencesOf(asha)).toEqual({ whatsapp: true, marketing: false });
    const [row] = await rowsOf(asha);
    expect(row).toMatchObject({
      purpose: 'whatsapp',
      granted: 1,
      source: 'checkout',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      createdAt: shop.clock,
    });

    expect((await shop.pay(asha, placed.body.order.id as string)).status).toBe(200);
    const told = await shop.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.orderId, placed.body.order.receipt as string), eq(notifications.channel, 'whatsapp')),
      );
    expect(told.map((n) => [n.event, n.recipient])).toEqual([['order.placed', '9876543210']]);
  });

  it('unticked or absent records nothing, and withdraws nothing she gave before', async () => {
    expect((await shop.call('/api/order/razorpay', await checkout(), asha, from())).status).toBe(200);
    await shop.nextHour();
    const unticked = await checkout({ whatsappUpdates: false });
    expect((await shop.call('/api/order/razorpay', unticked, asha, from())).status).toBe(200);
    expect(await rowsOf(asha)).toEqual([]);

    await save(asha, { whatsapp: true });
    await shop.nextHour();
    expect((await shop.call('/api/order/razorpay', unticked, asha, from())).status).toBe(200);
    expect(await preferencesOf(asha)).toEqual({ whatsapp: true, marketing: false });
    expect(await rowsOf(asha)).toHaveLength(1);
  });

  it('counts on every payment path: cash on delivery, store credit, card', async () => {
    const cod = await checkout({ whatsappUpdates: true });
    expect((await shop.call('/api/order/cod', { ...cod, amount: cod.amount + COD_FEE }, asha, from())).status).toBe(
      200,
    );
    const card = await shop.call('/api/order/stripe', await checkout({ whatsappUpdates: true }), asha, from());
    expect(card.status).toBe(200);
    const body = await checkout({ whatsappUpdates: true });
    await shop.db.transaction((tx) =>
      shop.store.services.wallet.credit(tx, {
        userId: asha.id,
        amountPaise: Math.round(body.amount * 100),
        reason: 'Return',
        expiresAt: null,
      }),
    );
    const credit = await shop.call('/api/order/wallet', { ...body, amount: 0, useWallet: true }, asha, from());
    expect(credit.status).toBe(200);
    expect((await rowsOf(asha)).map((r) => [r.source, r.granted])).toEqual([
      ['checkout', 1],
      ['checkout', 1],
      ['checkout', 1],
    ]);
  });

  it('the same checkout sent again with the box ticked this time still records it', async () => {
    const first = await shop.call('/api/order/razorpay', await checkout(), asha, from());
    const again = await shop.call('/api/order/razorpay', await checkout({ whatsappUpdates: true }), asha, from());
    expect(again.body.order.id).toBe(first.body.order.id); // the open payment order, handed back
    expect(await preferencesOf(asha)).toEqual({ whatsapp: true, marketing: false });
  });

  it('a refused checkout records nothing: the answer goes with the order or not at all', async () => {
    const body = await checkout({ whatsappUpdates: true });
    await shop.setStock(line, 0);
    const refused = await shop.call('/api/order/razorpay', body, asha, from());
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await rowsOf(asha)).toEqual([]);
  });

  it('anything but true or false is bad input', async () => {
    for (const path of ['/api/order/razorpay', '/api/order/cod', '/api/order/wallet']) {
      const r = await shop.call(path, await checkout({ whatsappUpdates: 'yes' }), asha, from());
      expect(r).toEqual({ status: 400, body: { success: false, message: 'WhatsApp updates must be true or false' } });
    }
    expect(await rowsOf(asha)).toEqual([]);
  });
});

describe('POST /api/user/preferences', () => {
  it('withdraws what checkout gave: a new row with source account, the old one kept', async () => {
    await shop.call('/api/order/razorpay', await checkout({ whatsappUpdates: true }), asha, from());
    const saved = await save(asha, { whatsapp: false });
    expect(saved).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Your preferences are saved.',
        preferences: { whatsapp: false, marketing: false },
      },
    });
    expect(await preferencesOf(asha)).toEqual({ whatsapp: false, marketing: false });
    // Both answers in the same instant of the test clock: the withdrawal is still the later row.
    expect((await rowsOf(asha)).map((r) => [r.purpose, r.granted, r.source, r.noticeVersion])).toEqual([
      ['whatsapp', 1, 'checkout', PRIVACY_NOTICE_VERSION],
      ['whatsapp', 0, 'account', PRIVACY_NOTICE_VERSION],
    ]);
  });

  it('records only the values that changed; nothing sent changes nothing', async () => {
    expect((await save(asha, { marketing: true, whatsapp: false })).body.preferences).toEqual({
      whatsapp: false,
      marketing: true,
    });
    expect((await save(asha, { marketing: true })).status).toBe(200);
    expect((await save(asha, {})).body.preferences).toEqual({ whatsapp: false, marketing: true });
    expect((await rowsOf(asha)).map((r) => [r.purpose, r.granted])).toEqual([['marketing', 1]]);
    await save(asha, { marketing: false, whatsapp: true });
    expect(await preferencesOf(asha)).toEqual({ whatsapp: true, marketing: false });
    expect(await rowsOf(asha)).toHaveLength(3);
  });

  it("leaves another shopper's answers alone", async () => {
    const ravi = await shop.shopper();
    await save(ravi, { whatsapp: true, marketing: true });
    await save(asha, { whatsapp: true });
    await save(asha, { whatsapp: false });
    expect(await preferencesOf(ravi)).toEqual({ whatsapp: true, marketing: true });
    expect(await rowsOf(ravi)).toHaveLength(2);
  });

  it('refuses anything but true or false, naming the field', async () => {
    const refused = (message: string) => ({ status: 400, body: { success: false, message } });
    expect(await save(asha, { whatsapp: 'yes' })).toEqual(refused('WhatsApp updates must be true or false'));
    expect(await save(asha, { whatsapp: null })).toEqual(refused('WhatsApp updates must be true or false'));
    expect(await save(asha, { marketing: 1 })).toEqual(refused('Offers by e-mail must be true or false'));
    expect(await rowsOf(asha)).toEqual([]);
  });
});
