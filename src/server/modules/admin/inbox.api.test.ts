// The console's inbox: custom requests and contact messages carry the phone the shopper gave, a status staff set
// (new, in progress, done; the list shows the open ones by default) and replies mailed to the shopper through the
// notifications queue, recorded with the reply and audited. Runs on PGlite and on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, contactMessages, customRequests, notifications, products, users } from '#/server/db/schema/index.ts';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { checkoutShop } from '#/server/test/checkout.ts';
import { admin, type Caller, createCaller } from '#/server/test/staff.ts';
import { REPLY_REQUIRED } from '#/domain/inbox.ts';
import { NO_EMAIL } from './inbox-answer.service.ts';

const mail = captureMailer();
const shop = checkoutShop({ mailer: mail, start: '2026-07-01T10:00:00Z' });
let staff: Caller;
let ips = 0;
/** Each form from its own client address, so the forms' address limits stay out of the way. */
const nextIp = () => `198.51.100.${++ips}`;
const drain = () => shop.store.services.notifications.deliverDue();
const mailsTo = (to: string) => mail.sent.filter((m) => m.to === to);
type Item = { id: string; status: string; phone: string | null; replies: { text: string }[] };

/** Sends the contact form and answers the message as the console lists it. */
async function contact(over: Record<string, unknown> = {}) {
  const body = { name: 'Meera Nair', email: `meera.${ips}@example.com`, message: 'Do you ship to Shillong?', ...over };
  const sent = await shop.call('/api/contact', body, undefined, nextIp());
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const { messages } = (await admin(shop.store, 'GET', '/contact-messages?status=all&limit=1', staff)).body;
  return messages[0] as Item & { email: string };
}

beforeAll(async () => {
  staff = await createCaller(shop.store, 'staff', shop.clock);
});

describe('the phone a shopper gives', () => {
  it('is optional on the contact form, a mobile number when given, and reaches the store and the console', async () => {
    const before = mail.sent.length;
    const m = await contact({ phone: '9876543210' });
    expect(m).toMatchObject({ phone: '9876543210', status: 'new', replies: [] });
    await drain();
    const storeCopy = mail.sent.slice(before).find((x) => x.to === 'care@saanjh.example')!;
    expect(storeCopy.text).toContain('Phone: 9876543210');
    expect((await contact({ phone: '' })).phone).toBeNull();
    expect((await contact()).phone).toBeNull();
    for (const phone of ['12345', '5876543210', '98765 43210x'])
      expect(
        await shop.call(
          '/api/contact',
          { name: 'A', email: 'a@example.com', message: 'Hi', phone },
          undefined,
          nextIp(),
        ),
      ).toEqual({
        status: 400,
        body: { success: false, message: 'Phone must be a 10-digit mobile number' },
      });
  });

  it('is optional on the custom form; a signed-in shopper without one shows the phone on her account', async () => {
    const guest = await shop.call('/api/custom-box', { size: 'Bust 34', phone: '9123456780' }, undefined, nextIp());
    expect(guest.status).toBe(200);
    expect((await shop.call('/api/custom-box', { size: 'Bust 34', phone: '123' }, undefined, nextIp())).status).toBe(
      400,
    );
    const who = await shop.shopper();
    await shop.db.update(users).set({ phone: '9988776655' }).where(eq(users.id, who.id));
    expect((await shop.call('/api/custom-box', { specialRequest: 'Sleeves please' }, who, nextIp())).status).toBe(200);
    const { requests } = (await admin(shop.store, 'GET', '/custom-requests?limit=2', staff)).body;
    expect(requests.map((r: Item) => r.phone)).toEqual(['9988776655', '9123456780']);
    expect(requests[1].shopper).toBeNull();
  });
});

describe('replying from the console', () => {
  it('records the reply and its mail once, moves a new message to in progress, and the worker mails it', async () => {
    const m = await contact({ message: 'Can the Rose Wrap Dress be made in a 38 bust?\nI need it by Diwali.' });
    const text = 'Yes: we make it to your size in 10 working days. Shall we start?';
    const r = await admin(shop.store, 'POST', `/contact-messages/${m.id}/replies`, staff, { text: `  ${text}  ` });
    expect(r.status).toBe(200);
    expect(r.body.contactMessage).toMatchObject({
      id: m.id,
      status: 'in_progress',
      replies: [{ text, sentTo: m.email, at: shop.clock.toISOString(), by: { email: staff.email, name: 'Asha Rao' } }],
    });
    const recorded = await shop.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'inbox.replied'), eq(notifications.recipient, m.email)));
    expect(recorded.map((n) => n.status)).toEqual(['queued']);

    await drain();
    await drain();
    const [sent, ...more] = mailsTo(m.email).filter((x) => x.subject.includes('reply'));
    expect(more).toEqual([]);
    expect(sent!.subject).toBe('Saanjh: our reply to your message');
    expect(sent!.text).toMatch(/^Hi Meera Nair,\n\nYes: we make it to your size/);
    expect(sent!.text).toContain('> Can the Rose Wrap Dress be made in a 38 bust?\n> I need it by Diwali.');
    expect(sent!.text).toContain('/contact');
    expect(sent!.html).toContain('&#62; I need it by Diwali.');
    const [row] = await shop.db.select().from(notifications).where(eq(notifications.id, recorded[0]!.id));
    expect(row!.status).toBe('sent');

    const audited = await shop.db.select().from(auditLog).where(eq(auditLog.target, m.id));
    expect(audited.map((a) => [a.actor, a.action, a.detail])).toEqual([
      [staff.email, 'contact.update', { reply: text, status: 'in_progress' }],
    ]);

    // A second reply is a second mail; the status stays where staff left it.
    shop.clock = new Date(shop.clock.getTime() + 60_000);
    const again = await admin(shop.store, 'POST', `/contact-messages/${m.id}/replies`, staff, { text: 'Sent today.' });
    expect(again.body.contactMessage.replies.map((x: { text: string }) => x.text)).toEqual([text, 'Sent today.']);
    expect(again.body.contactMessage.status).toBe('in_progress');
    await drain();
    expect(mailsTo(m.email).filter((x) => x.subject.includes('reply'))).toHaveLength(2);
  });

  it("answers a signed-in shopper's custom request at her account's address, quoting what she asked", async () => {
    const who = await shop.shopper();
    const [product] = await shop.db.select({ id: products.id, name: products.name }).from(products).limit(1);
    const body = { size: 'Bust 36, length 46', specialRequest: 'Longer sleeves', productId: product!.id };
    expect((await shop.call('/api/custom-box', body, who, nextIp())).status).toBe(200);
    const [request] = await shop.db.select().from(customRequests).where(eq(customRequests.userId, who.id));
    const r = await admin(shop.store, 'POST', `/custom-requests/${request!.id}/replies`, staff, {
      text: 'We can: ₹400 more for the sleeves.',
    });
    expect(r.body.customRequest).toMatchObject({ status: 'in_progress', shopper: { email: `${who.id}@example.com` } });
    await drain();
    const [sent] = mailsTo(`${who.id}@example.com`);
    expect(sent!.subject).toBe(`Saanjh: about your custom request for ${product!.name}`);
    expect(sent!.text).toContain('We can: ₹400 more for the sleeves.');
    expect(sent!.text).toContain('> Size: Bust 36, length 46\n> Special request: Longer sleeves');
    expect(sent!.text).toContain(`See ${product!.name}: http`);
  });

  it("refuses a guest's request (no address to answer), and fails the mail of a message since deleted", async () => {
    expect((await shop.call('/api/custom-box', { size: 'Waist 30' }, undefined, nextIp())).status).toBe(200);
    const [latest] = (await admin(shop.store, 'GET', '/custom-requests?limit=1', staff)).body.requests;
    expect(latest.shopper).toBeNull();
    expect(
      await admin(shop.store, 'POST', `/custom-requests/${latest.id}/replies`, staff, { text: 'Hello' }),
    ).toMatchObject({ status: 422, body: { success: false, message: NO_EMAIL } });

    const m = await contact();
    await admin(shop.store, 'POST', `/contact-messages/${m.id}/replies`, staff, { text: 'Yes, we do.' });
    await shop.db.delete(contactMessages).where(eq(contactMessages.id, m.id));
    await drain();
    const [row] = await shop.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'inbox.replied'), eq(notifications.recipient, m.email)));
    expect(row).toMatchObject({ status: 'failed', lastError: 'No such message' });
  });

  it('refuses an empty or overlong reply with a clear message, and an unknown item', async () => {
    const m = await contact();
    const path = `/contact-messages/${m.id}/replies`;
    for (const body of [{ text: '' }, { text: '   \n ' }, {}])
      expect(await admin(shop.store, 'POST', path, staff, body)).toMatchObject({
        status: 400,
        body: { success: false, message: REPLY_REQUIRED },
      });
    expect((await admin(shop.store, 'POST', path, staff, { text: 'x'.repeat(3001) })).body.message).toBe(
      'Your reply must be at most 3000 characters.',
    );
    expect((await admin(shop.store, 'POST', '/contact-messages/msg_nope/replies', staff, { text: 'Hi' })).status).toBe(
      404,
    );
    expect((await admin(shop.store, 'POST', '/custom-requests/cus_nope/replies', staff, { text: 'Hi' })).status).toBe(
      404,
    );
    const unsent = await shop.db.select().from(notifications).where(eq(notifications.recipient, m.email));
    expect(unsent.filter((n) => n.event === 'inbox.replied')).toEqual([]);
    expect(
      (await admin(shop.store, 'GET', `/contact-messages?status=all&limit=1`, staff)).body.messages[0],
    ).toMatchObject({ id: m.id, status: 'new', replies: [] });
  });
});

describe('the status', () => {
  it('is set by staff and audited; done leaves the default list and shows under its own filter and all', async () => {
    const m = await contact();
    const ids = async (query: string) =>
      ((await admin(shop.store, 'GET', `/contact-messages?${query}`, staff)).body.messages as Item[]).map((x) => x.id);
    expect(await ids('limit=500')).toContain(m.id);
    const path = `/contact-messages/${m.id}`;
    const working = await admin(shop.store, 'PATCH', path, staff, { status: 'in_progress' });
    expect(working.body.contactMessage).toMatchObject({ id: m.id, status: 'in_progress' });
    const done = await admin(shop.store, 'PATCH', path, staff, { status: 'done' });
    expect(done.body.contactMessage.status).toBe('done');
    // The same status again changes nothing and writes no entry.
    expect((await admin(shop.store, 'PATCH', path, staff, { status: 'done' })).status).toBe(200);
    expect(await ids('limit=500')).not.toContain(m.id);
    expect(await ids('status=in_progress&limit=500')).not.toContain(m.id);
    expect(await ids('status=done&limit=500')).toContain(m.id);
    expect(await ids('status=all&limit=500')).toContain(m.id);
    const audited = await shop.db.select().from(auditLog).where(eq(auditLog.target, m.id));
    expect(audited.map((a) => [a.action, a.detail])).toEqual([
      ['contact.update', { status: 'in_progress', from: 'new' }],
      ['contact.update', { status: 'done', from: 'in_progress' }],
    ]);

    const [request] = (await admin(shop.store, 'GET', '/custom-requests?limit=1', staff)).body.requests;
    const closed = await admin(shop.store, 'PATCH', `/custom-requests/${request.id}`, staff, { status: 'done' });
    expect(closed.body.customRequest).toMatchObject({ id: request.id, status: 'done' });
  });

  it('refuses a status it does not know, a filter it does not know and an unknown item', async () => {
    const m = await contact();
    expect(await admin(shop.store, 'PATCH', `/contact-messages/${m.id}`, staff, { status: 'closed' })).toMatchObject({
      status: 400,
      body: { success: false, message: 'Status must be new, in_progress or done' },
    });
    expect((await admin(shop.store, 'GET', '/custom-requests?status=closed', staff)).status).toBe(400);
    expect((await admin(shop.store, 'PATCH', '/custom-requests/cus_nope', staff, { status: 'done' })).body).toEqual({
      success: false,
      message: 'No custom request with this id',
    });
  });
});

describe('access', () => {
  it('is for staff and owners; a shopper is refused (403), and so is a visitor without a login (401)', async () => {
    const m = await contact();
    const owner = await createCaller(shop.store, 'owner', shop.clock);
    const shopper = await createCaller(shop.store, 'shopper', shop.clock);
    const calls: [string, string, unknown?][] = [
      ['GET', '/contact-messages'],
      ['GET', '/custom-requests'],
      ['PATCH', `/contact-messages/${m.id}`, { status: 'in_progress' }],
      ['POST', `/contact-messages/${m.id}/replies`, { text: 'From the owner.' }],
      ['PATCH', '/custom-requests/cus_nope', { status: 'done' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await admin(shop.store, method, path, shopper, body)).status, `${method} ${path}`).toBe(403);
      expect((await admin(shop.store, method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await admin(shop.store, 'POST', `/contact-messages/${m.id}/replies`, owner, { text: 'Hi' })).status).toBe(
      200,
    );
    expect((await admin(shop.store, 'GET', '/contact-messages', owner)).status).toBe(200);
  });
});
