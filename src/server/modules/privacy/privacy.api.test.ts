// The shopper's data rights through the API (DPDP Act 2023): her export holds her data and nobody else's, and no
// secret; erasing her account asks for the password, waits while an order is on its way, then removes her personal
// data while her order, its invoice and its credit note stay for the owner (recipient's name and address as printed,
// no phone or e-mail); she can no longer sign in, and her e-mail address can register anew and sees nothing old.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import { ADDRESS, checkoutShop, type Line, midPriced, type Shopper } from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { walkRequest } from '#/server/test/return-steps.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { pdfText } from '#/server/test/pdf-text.ts';
import { hashPassword } from '#/server/auth/password.ts';
import {
  auditLog,
  consents,
  creditNotes,
  invoices,
  newsletterSubscribers,
  notifications,
  orders,
  returnRequests,
  savedAddresses,
  stockAlerts,
  users,
  wishlistItems,
} from '#/server/db/schema/index.ts';
import { ERASED_USER, ERASURE_REFUSALS } from '#/domain/erasure.ts';
import type { MyOrder } from '#/server/modules/orders/index.ts';

const mailer = captureMailer();
const shop = checkoutShop({ mailer, start: '2026-12-02T10:00:00Z' });
const PASSWORD = 'correct horse battery';
let line: Line;
let staff: Caller;
let ips = 0;

type Member = Shopper & { email: string };
/** A shopper with a password (createShopper's accounts have none that works). */
async function member(): Promise<Member> {
  const who = await shop.shopper();
  const email = `${who.id}@example.com`;
  await shop.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, who.id));
  return { ...who, email };
}

/** A paid order of one `line`, its invoice issued; answers its id. */
async function paidOrder(who: Shopper, address = ADDRESS) {
  const ip = `198.51.100.${++ips}`;
  return shop.paidOrder(who, { ...(await shop.checkoutBody([[line, 1]])), address }, ip);
}

/** Delivered, the item returned and the return completed: a credit note and store credit. */
async function returned(who: Shopper, orderId: string) {
  await walkOrderTo(shop.store, orderId, 'Delivered');
  const mine = await shop.call('/api/order/userorders', {}, who);
  const item = (mine.body.orders as MyOrder[]).find((o) => o._id === orderId)!.items[0]!;
  expect(
    (await shop.call('/api/order/return-order', { orderId, itemId: item._id, reason: 'Too long' }, who)).status,
  ).toBe(200);
  const [request] = await shop.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, item._id));
  await walkRequest(shop.store, request!.id, 'completed', staff);
}

const exportOf = async (who: Shopper) => {
  const res = await shop.store.app.request('/api/user/data', { headers: bearer(who.token) });
  return { res, body: (await res.json()) as { success: boolean; data: Record<string, any> } };
};
const erase = (who: Shopper, password: string) => shop.call('/api/user/delete', { password }, who);

beforeAll(async () => {
  line = await shop.stockedLine(100, midPriced);
  staff = await createCaller(shop.store, 'staff', shop.clock);
});

describe('GET /api/user/data', () => {
  it('holds her account, orders with documents, consents, credit and forms; nobody else’s; no secrets', async () => {
    const asha = await member();
    const bea = await member();
    const orderId = await paidOrder(asha);
    await returned(asha, orderId);
    const beasOrder = await paidOrder(bea, { ...ADDRESS, firstName: 'Bea', email: 'bea@example.com' });
    await shop.call('/api/user/preferences', { marketing: true }, asha);
    await shop.call('/api/user/wishlist/add', { itemId: line.productId }, asha);
    await shop.db
      .insert(stockAlerts)
      .values({ id: 'sta_asha', productId: line.productId, size: 'M', email: asha.email });
    await shop.db.insert(newsletterSubscribers).values({ email: asha.email, confirmedAt: shop.clock });
    await shop.call('/api/user/phone', { phone: '9812345678' }, asha);
    const saved = { ...ADDRESS, landmark: 'Near the metro' };
    const { email: _e, country: _c, ...book } = saved;
    await shop.call('/api/user/addresses', book, asha);
    await shop.call('/api/user/addresses', { ...book, street: '14 MG Road' }, bea);

    const { res, body } = await exportOf(asha);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="my-data-2026-12-02.json"');
    const data = body.data;
    expect(data.account).toMatchObject({ id: asha.id, name: 'Asha Rao', email: asha.email });
    expect(data.addresses).toEqual([{ ...ADDRESS, landmark: '' }]);
    expect(data.account.phone).toBe('9812345678');
    expect(data.savedAddresses).toEqual([expect.objectContaining({ ...book, isDefault: true, lastUsedAt: null })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ id: orderId, address: { ...ADDRESS, landmark: '' }, paymentState: 'paid' });
    expect(data.orders[0].items).toEqual([expect.objectContaining({ size: line.size, quantity: 1 })]);
    expect(data.orders[0].documents.map((d: { kind: string }) => d.kind)).toEqual(['invoice', 'credit-note']);
    expect(data.returnRequests).toEqual([expect.objectContaining({ orderId, kind: 'return', state: 'completed' })]);
    expect(data.consents).toEqual([
      expect.objectContaining({
        purpose: 'marketing',
        granted: true,
        source: 'account',
        noticeVersion: expect.any(String),
      }),
    ]);
    expect(data.storeCredit.credits).toEqual([
      expect.objectContaining({ reason: expect.stringMatching(/^Return of /) }),
    ]);
    expect(data.wishlist).toEqual([expect.objectContaining({ productId: line.productId })]);
    expect(data.stockAlerts).toEqual([expect.objectContaining({ email: asha.email })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: asha.email })]);
    expect(data.messagesSent.length).toBeGreaterThan(0);

    const text = JSON.stringify(body);
    expect(text).not.toContain(beasOrder);
    expect(text).not.toContain(bea.id);
    expect(text).not.toContain('Bea');
    for (const secret of ['passwordHash', 'password', 'codeHash', 'tokenHash', 'addressHash', 'scrypt$', 'ses_'])
      expect(text).not.toContain(secret);
  });

  it('needs a login', async () => {
    const res = await shop.store.app.request('/api/user/data');
    expect(res.status).toBe(401);
  });
});

describe('POST /api/user/delete', () => {
  it('refuses a wrong password and an order on its way; changes nothing', async () => {
    const asha = await member();
    expect(await erase(asha, 'not the password')).toEqual({
      status: 422,
      body: { success: false, message: 'The password is not right.' },
    });
    const orderId = await paidOrder(asha);
    await walkOrderTo(shop.store, orderId, 'Shipped');
    expect(await erase(asha, PASSWORD)).toEqual({
      status: 422,
      body: { success: false, message: ERASURE_REFUSALS.underWay(orderId) },
    });
    expect((await exportOf(asha)).res.status).toBe(200);
    expect((await shop.call('/api/user/delete', {}, asha)).status).toBe(400);
    expect((await shop.call('/api/user/delete', { password: PASSWORD })).status).toBe(401);
  });

  it('a console account is refused', async () => {
    await shop.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, staff.id));
    expect((await erase(staff, PASSWORD)).body.message).toBe(ERASURE_REFUSALS.staff);
  });

  it("issues a paid order's invoice before erasing, so it is issued to her name and address", async () => {
    const who = await member();
    const orderId = await paidOrder(who);
    await walkOrderTo(shop.store, orderId, 'Delivered');
    // As if its confirmation were still queued: the invoice is numbered when that mail (or a download) needs it.
    await shop.db.delete(invoices).where(eq(invoices.orderId, orderId));
    expect((await erase(who, PASSWORD)).status).toBe(200);
    expect(await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.address).toMatchObject({ firstName: ADDRESS.firstName, street: ADDRESS.street, phone: '' });
  });

  it('erases her; the order, invoice and credit note stay for the owner without her contact details', async () => {
    const email = 'leela@example.com';
    await registerUser(shop.store.app, mailer, { email, name: 'Leela Iyer', password: PASSWORD });
    const [row] = await shop.db.select().from(users).where(eq(users.email, email));
    const login = await shop.call('/api/user/login', { email, password: PASSWORD });
    const leela: Shopper = { id: row!.id, token: login.body.token };
    const address = { ...ADDRESS, firstName: 'Leela', lastName: 'Iyer', email, phone: '9123456780' };
    const orderId = await paidOrder(leela, address);
    await returned(leela, orderId);
    await shop.call('/api/user/preferences', { whatsapp: true }, leela);
    await shop.call('/api/user/wishlist/add', { itemId: line.productId }, leela);
    await shop.db.insert(newsletterSubscribers).values({ email, confirmedAt: shop.clock });
    const { email: _e, country: _c, ...book } = address;
    expect((await shop.call('/api/user/addresses', book, leela)).status).toBe(200);

    expect(await erase(leela, PASSWORD)).toEqual({
      status: 200,
      body: { success: true, message: 'Your account has been deleted.' },
    });

    // Her account and what hung on it are gone; her token and her password no longer work.
    expect(await shop.db.select().from(users).where(eq(users.id, leela.id))).toEqual([]);
    expect(await shop.db.select().from(consents).where(eq(consents.userId, leela.id))).toEqual([]);
    expect(await shop.db.select().from(wishlistItems).where(eq(wishlistItems.userId, leela.id))).toEqual([]);
    expect(await shop.db.select().from(savedAddresses).where(eq(savedAddresses.userId, leela.id))).toEqual([]);
    expect(await shop.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toEqual(
      [],
    );
    expect((await exportOf(leela)).res.status).toBe(401);
    expect((await shop.call('/api/user/login', { email, password: PASSWORD })).status).toBe(401);

    // The order stays, cut loose from her: the name and address the invoice printed, no phone, no e-mail.
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.userId).toBe(ERASED_USER);
    expect(order!.clientIp).toBeNull();
    expect(order!.address).toEqual({ ...address, landmark: '', email: '', phone: '' });
    const messages = await shop.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m.recipient).toBe('erased');
    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.target, leela.id));
    expect(audit).toMatchObject({ action: 'account.erase', detail: { orders: 1, taxDocuments: 1 } });

    // The owner still has the order, its invoice and its credit note.
    const owner = await createCaller(shop.store, 'owner', shop.clock);
    expect((await admin(shop.store, 'GET', `/orders/${orderId}`, owner)).status).toBe(200);
    const invoice = await shop.store.app.request(`/api/admin/orders/${orderId}/invoice`, { headers: owner.headers });
    expect(invoice.status).toBe(200);
    const printed = pdfText(new Uint8Array(await invoice.arrayBuffer()));
    expect(printed).toContain('Leela Iyer');
    expect(printed).toContain('12 MG Road');
    expect(printed).not.toContain('9123456780');
    expect(printed).not.toContain(email);
    expect(await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
    const [note] = await shop.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    const credit = await shop.store.app.request(`/api/admin/orders/${orderId}/credit-note/${note!.id}`, {
      headers: owner.headers,
    });
    expect(credit.status).toBe(200);

    // The same address registers anew and finds nothing of the old account.
    mailer.sent.length = 0;
    shop.clock = new Date(shop.clock.getTime() + 60 * 60_000);
    const token = await registerUser(shop.store.app, mailer, { email, name: 'Leela', password: 'another password 1' });
    const [again] = await shop.db.select().from(users).where(eq(users.email, email));
    expect(again!.id).not.toBe(leela.id);
    const fresh: Shopper = { id: again!.id, token };
    expect((await shop.call('/api/order/userorders', {}, fresh)).body.orders).toEqual([]);
    const { data } = (await exportOf(fresh)).body;
    expect(data.orders).toEqual([]);
    expect(data.storeCredit.credits).toEqual([]);
    expect(data.consents).toEqual([]);
  });
});
