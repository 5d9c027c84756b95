// The console's record of what shoppers were told: an order's detail lists its shopper's messages whole; the
// Messages list (failed by default, or all) masks recipients and shows the provider's answer; "Send again" queues
// failed ones (given ones, or all) and the worker sends them; every retry is audited; shoppers are refused and bad
// input is a 400 in words.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '#/server/adapters/mail/mailer.ts';
import { DeliveryError } from '#/server/adapters/channel/interface.ts';
import { ADDRESS, checkoutShop, type Line } from '#/server/test/checkout.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';

/** The address whose mail server refuses for good while `bouncing` (a mailbox that does not exist). */
const BOUNCES = 'nobody.home@example.com';
const sent: Mail[] = [];
let bouncing = true;
const mailer: Mailer = {
  async sendMail(mail) {
    if (bouncing && mail.to === BOUNCES)
      throw new DeliveryError('The e-mail could not be sent.', {
        permanent: true,
        answer: `550 5.1.1 <${BOUNCES}>: mailbox unavailable`,
      });
    sent.push(mail);
  },
};

const STORE = 'orders@store.example';
const shop = checkoutShop({ mailer, env: { STORE_EMAIL: STORE }, start: '2026-11-20T10:00:00Z' });
const notices = () => shop.store.services.notifications;
let line: Line;
let staff: Caller;
let owner: Caller;
let shopper: Caller;
let ips = 0;

type Listed = {
  id: string;
  event: string;
  channel: string;
  recipient: string;
  orderId: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
};

/** A paid order (paying runs the worker once, as it would right after); `email`: the shopper's address on it. */
async function paidOrder(email = ADDRESS.email): Promise<string> {
  const who = await shop.shopper();
  const ip = `198.51.100.${++ips}`;
  const body = await shop.checkoutBody([[line, 1]]);
  return shop.paidOrder(who, { ...body, address: { ...body.address, email } }, ip);
}

const listed = async (query: string, who: Caller = staff): Promise<Listed[]> => {
  const reply = await admin(shop.store, 'GET', `/notifications${query}`, who);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.notifications;
};
const shopperMail = (orderId: string) => (m: Listed) => m.orderId === orderId && m.event === 'order.placed';

beforeAll(async () => {
  line = (await shop.lines())[0]!;
  await shop.setStock(line, 500);
  [staff, owner, shopper] = await Promise.all([
    createCaller(shop.store, 'staff', shop.clock),
    createCaller(shop.store, 'owner', shop.clock),
    createCaller(shop.store, 'shopper', shop.clock),
  ]);
});

describe('what the shopper was told', () => {
  it("shows a paid order's messages in its detail, whole, without the store's own copy", async () => {
    const orderId = await paidOrder();
    await walkOrderTo(shop.store, orderId, 'Shipped');
    await notices().deliverDue();
    const detail = await admin(shop.store, 'GET', `/orders/${orderId}`, staff);
    expect(detail.status).toBe(200);
    expect(detail.body.order._id).toBe(orderId);
    expect(detail.body.messages).toEqual([
      expect.objectContaining({ event: 'order.shipped', channel: 'email', status: 'sent', recipient: ADDRESS.email }),
      {
        id: expect.stringMatching(/^ntf/),
        event: 'order.placed',
        channel: 'email',
        recipient: ADDRESS.email,
        status: 'sent',
        attempts: 1,
        lastError: null,
        createdAt: expect.any(String),
        sentAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
  });

  it('lists every message under all, newest first, recipients masked; the default shows failures only', async () => {
    const orderId = await paidOrder();
    const all = await listed('?status=all&limit=200');
    const ours = all.filter((m) => m.orderId === orderId);
    expect(ours.map((m) => [m.event, m.recipient, m.status]).sort()).toEqual([
      ['order.placed', 'a***@example.com', 'sent'],
      ['store.new_order', 'o***@store.example', 'sent'],
    ]);
    expect(JSON.stringify(all)).not.toContain(ADDRESS.email);
    expect((await listed('')).every((m) => m.status === 'failed')).toBe(true);
  });

  it('pages the list newest first by keyset', async () => {
    const first = await admin(shop.store, 'GET', '/notifications?status=all&limit=1', owner);
    expect(first.body.notifications).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const cursor = encodeURIComponent(first.body.nextCursor);
    const second = await listed(`?status=all&limit=1&cursor=${cursor}`);
    expect(second).toHaveLength(1);
    expect(second[0]!.id).not.toBe(first.body.notifications[0].id);
  });
});

describe('sending again', () => {
  it('lists a refused mail under failed with its answer, and sends it again on request', async () => {
    bouncing = true;
    const orderId = await paidOrder(BOUNCES);
    const failed = (await listed('?status=failed')).find(shopperMail(orderId))!;
    expect(failed).toMatchObject({
      channel: 'email',
      recipient: 'n***@example.com',
      status: 'failed',
      attempts: 1,
      lastError: '550 5.1.1 <n***@example.com>: mailbox unavailable',
    });
    // The order's detail tells it whole: staff see the address there anyway.
    const detail = await admin(shop.store, 'GET', `/orders/${orderId}`, staff);
    expect(detail.body.messages).toEqual([
      expect.objectContaining({
        id: failed.id,
        status: 'failed',
        recipient: BOUNCES,
        lastError: `550 5.1.1 <${BOUNCES}>: mailbox unavailable`,
        sentAt: null,
      }),
    ]);

    bouncing = false; // the shopper fixed her mailbox
    const retry = await admin(shop.store, 'POST', '/notifications/retry', staff, { ids: [failed.id, failed.id] });
    expect(retry).toMatchObject({ status: 200, body: { success: true, retried: 1 } });
    expect((await listed('?status=all&limit=200')).find(shopperMail(orderId))).toMatchObject({ status: 'queued' });
    await notices().deliverDue();
    expect((await listed('?status=all&limit=200')).find(shopperMail(orderId))).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(sent.filter((m) => m.to === BOUNCES && m.subject.includes(orderId))).toHaveLength(1);
    expect((await listed('?status=failed')).find(shopperMail(orderId))).toBeUndefined();
    // Sent now: asking again changes nothing.
    const again = await admin(shop.store, 'POST', '/notifications/retry', staff, { ids: [failed.id] });
    expect(again.body).toEqual({ success: true, retried: 0 });

    type Entry = { target: string; detail: { retried: number } };
    const audit: Entry[] = (await admin(shop.store, 'GET', '/audit?action=notification.retry', owner)).body.entries;
    expect(
      audit
        .filter((e) => e.target === failed.id)
        .map((e) => e.detail.retried)
        .sort(),
    ).toEqual([0, 1]);
    expect(audit.find((e) => e.target === failed.id && e.detail.retried === 1)).toMatchObject({
      actor: staff.email,
      target: failed.id,
      detail: { ids: [failed.id], retried: 1 },
    });
  });

  it('sends every failed message again when no ids are given', async () => {
    bouncing = true;
    const orders = [await paidOrder(BOUNCES), await paidOrder(BOUNCES)];
    const failures = await listed('?status=failed');
    for (const orderId of orders) expect(failures.find(shopperMail(orderId))).toBeDefined();
    bouncing = false;
    const retry = await admin(shop.store, 'POST', '/notifications/retry', owner, {});
    expect(retry.body).toEqual({ success: true, retried: failures.length });
    await notices().deliverDue();
    expect(await listed('?status=failed')).toEqual([]);
    const audit = (await admin(shop.store, 'GET', '/audit?action=notification.retry', owner)).body.entries;
    expect(audit.find((e: { target: string }) => e.target === 'every failed message')).toMatchObject({
      actor: owner.email,
      detail: { ids: 'all failed', retried: failures.length },
    });
  });
});

describe('access and input', () => {
  it('refuses a shopper (403) and a guest (401) on every route', async () => {
    for (const [method, path, body] of [
      ['GET', '/notifications', undefined],
      ['POST', '/notifications/retry', {}],
    ] as const) {
      const asShopper = await admin(shop.store, method, path, shopper, body);
      expect(asShopper).toMatchObject({ status: 403, body: { success: false, message: expect.any(String) } });
      expect((await admin(shop.store, method, path, undefined, body)).status).toBe(401);
    }
  });

  it('answers bad input with a 400 and a message', async () => {
    for (const query of ['?status=sent', '?limit=0', '?limit=201', '?cursor=not-a-cursor']) {
      const reply = await admin(shop.store, 'GET', `/notifications${query}`, staff);
      expect(reply, query).toMatchObject({ status: 400, body: { success: false, message: expect.any(String) } });
    }
    expect((await admin(shop.store, 'GET', '/notifications?status=sent', staff)).body.message).toBe(
      'Status must be one of: failed, all',
    );
    for (const body of [{ ids: [] }, { ids: 'ntf_1' }, { ids: [''] }, { ids: [42] }, { ids: Array(201).fill('x') }]) {
      const reply = await admin(shop.store, 'POST', '/notifications/retry', staff, body);
      expect(reply, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { success: false, message: expect.any(String) },
      });
    }
  });
});
