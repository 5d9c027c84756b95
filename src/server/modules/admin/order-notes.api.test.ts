// Staff's internal notes on an order (POST /api/admin/orders/:id/notes; listed in GET /api/admin/orders/:id): who
// wrote each and when, newest first, each audited; an empty note is refused (400). The shopper never sees them: not
// in My Orders, not in her data export, and the console's routes refuse her; erasing her account deletes them (they
// may hold her details). PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkoutShop, type Line, type Shopper } from '#/server/test/checkout.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { bearer } from '#/server/test/auth-helpers.ts';
import { auditLog, orderNotes, users } from '#/server/db/schema/index.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { hashPassword } from '#/server/auth/password.ts';

const shop = checkoutShop({ start: '2026-11-20T10:00:00Z' });
let line: Line;
let staff: Caller;
let owner: Caller;
const FIRST = 'She called: deliver after 6 pm, the guard keeps parcels';
const SECOND = 'Gift: leave the\nprice tags off';

const note = (orderId: string, body: unknown, who: { headers: Record<string, string> } = staff) =>
  admin(shop.store, 'POST', `/orders/${orderId}/notes`, who, body);

const paidOrder = async (who: Shopper) => shop.paidOrder(who, await shop.checkoutBody([[line, 1]]));

beforeAll(async () => {
  line = await shop.stockedLine(20);
  staff = await createCaller(shop.store, 'staff', shop.clock);
  owner = await createCaller(shop.store, 'owner', shop.clock);
  await shop.db.update(users).set({ name: 'Meera' }).where(eq(users.id, owner.id));
});

describe('internal notes on an order', () => {
  it('are added by staff and listed newest first with who and when, each audited', async () => {
    const orderId = await paidOrder(await shop.shopper());
    const first = await note(orderId, { text: `  ${FIRST}  ` });
    expect(first).toMatchObject({
      status: 200,
      body: { success: true, note: { text: FIRST, at: '2026-11-20T10:00:00.000Z', author: staff.email } },
    });
    shop.clock = new Date('2026-11-20T11:30:00Z');
    const second = await note(orderId, { text: SECOND }, owner);
    expect(second.body.note).toMatchObject({ text: SECOND, author: owner.email, authorName: 'Meera' });

    const detail = await admin(shop.store, 'GET', `/orders/${orderId}`, staff);
    expect(detail.status).toBe(200);
    expect(detail.body.notes.map((n: { text: string }) => n.text)).toEqual([SECOND, FIRST]);
    expect(detail.body.notes[1]).toEqual(first.body.note);

    const entries = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, orderId), eq(auditLog.action, 'order.note')));
    expect(entries.map((e) => e.actor).sort()).toEqual([staff.email, owner.email].sort());
    expect(entries.map((e) => e.detail.noteId).sort()).toEqual([first.body.note.id, second.body.note.id].sort());
  });

  it('refuses an empty or overlong note (400) and an unknown order (404), adding nothing', async () => {
    const orderId = await paidOrder(await shop.shopper());
    for (const body of [{ text: '' }, { text: '   \n ' }, {}]) {
      const res = await note(orderId, body);
      expect(res).toMatchObject({ status: 400, body: { success: false, message: 'Write the note first' } });
    }
    const long = await note(orderId, { text: 'x'.repeat(501) });
    expect(long).toMatchObject({ status: 400, body: { message: 'A note is at most 500 characters' } });
    expect((await note(orderId, { text: 'x'.repeat(500) })).status).toBe(200);
    expect((await note('ord_none', { text: FIRST })).status).toBe(404);
    const detail = await admin(shop.store, 'GET', `/orders/${orderId}`, staff);
    expect(detail.body.notes).toHaveLength(1);
  });

  it('are never the shopper’s: not in My Orders, not in her data export, and the console refuses her', async () => {
    const who = await shop.shopper();
    const orderId = await paidOrder(who);
    expect((await note(orderId, { text: FIRST })).status).toBe(200);

    const mine = await shop.call('/api/order/userorders', {}, who);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain(orderId);
    expect(JSON.stringify(mine.body)).not.toContain(FIRST);
    const exported = await shop.store.app.request('/api/user/data', { headers: bearer(who.token) });
    expect(exported.status).toBe(200);
    const data = await exported.text();
    expect(data).toContain(orderId);
    expect(data).not.toContain(FIRST);

    const asShopper = { headers: bearer(who.token) };
    expect((await admin(shop.store, 'GET', `/orders/${orderId}`, asShopper)).status).toBe(403);
    expect((await note(orderId, { text: 'Mine now' }, asShopper)).status).toBe(403);
    expect((await note(orderId, { text: 'Anyone?' }, { headers: {} })).status).toBe(401);
    expect((await admin(shop.store, 'GET', `/orders/${orderId}`, staff)).body.notes).toHaveLength(1);
  });

  it('go when the shopper erases her account: they may hold her details', async () => {
    const who = await shop.shopper();
    const orderId = await paidOrder(who);
    expect((await note(orderId, { text: 'Her neighbour Priya (98100 12345) takes parcels' })).status).toBe(200);
    await walkOrderTo(shop.store, orderId, 'Delivered');
    await shop.db
      .update(users)
      .set({ passwordHash: await hashPassword('monsoon-evenings') })
      .where(eq(users.id, who.id));
    const erased = await shop.call('/api/user/delete', { password: 'monsoon-evenings' }, who);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await shop.db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId))).toEqual([]);
    expect((await admin(shop.store, 'GET', `/orders/${orderId}`, staff)).body.notes).toEqual([]);
  });
});
